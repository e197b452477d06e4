import TabSnapCore
import XCTest
@testable import TabSnapEngine

/// The verifier's one render-and-check loop: order kept on any thread count, render errors
/// become error checks that name the source.
final class SnapshotJobTests: XCTestCase {
    struct Broken: Error {}

    func testOrderAndRenderErrors() {
        let root = makeTempDir("jobs")
        defer { removeDir(root) }
        let jobs = (0..<7).map { i in
            SnapshotJob(id: "job\(i)", reference: "\(root)/job\(i).png", artifactStem: "S/job\(i)", source: "cfg\(i).json",
                        recordCommand: { "record \($0.rawValue)" },
                        render: {
                            if i == 4 { throw Broken() }
                            return RGBAImage(width: 2 + i, height: 2, fill: (UInt8(i * 30), 0, 0, 255))
                        })
        }
        let verifier = SnapshotVerifier(artifactsDirectory: nil, composite: nil)
        let recorded = verifier.check(jobs, mode: .missing, threads: 3)
        XCTAssertEqual(recorded.map(\.id), jobs.map(\.id))
        XCTAssertEqual(recorded.map(\.status), [.recorded, .recorded, .recorded, .recorded, .error, .recorded, .recorded])
        XCTAssertTrue(recorded[4].message.hasPrefix("cfg4.json: rendering job4 failed"), recorded[4].message)
        XCTAssertEqual(verifier.check(jobs, mode: .never, threads: 3), verifier.check(jobs, mode: .never))
    }
}
