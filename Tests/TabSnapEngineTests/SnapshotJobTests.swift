import Foundation
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

    /// A prepared snapshot is drawn band by band and hashed while the last one passed; after a
    /// failure the next is drawn whole first, so a run where most fail draws each screen once.
    func testAfterAFailureTheNextIsDrawnWholeFirst() throws {
        let root = makeTempDir("streak")
        defer { removeDir(root) }
        final class Tally: @unchecked Sendable {
            var log: [String] = []
            let lock = NSLock()
            func add(_ s: String) { lock.lock(); log.append(s); lock.unlock() }
        }
        let tally = Tally()
        func job(_ i: Int, colour: UInt8) -> SnapshotJob {
            let image = RGBAImage(width: 4, height: 4, fill: (colour, 0, 0, 255))
            return SnapshotJob(id: "job\(i)", reference: "\(root)/job\(i).png", artifactStem: "S/job\(i)", source: "cfg.json",
                               recordCommand: { "record \($0.rawValue)" }, prepare: {
                PreparedSnapshot(width: 4, height: 4, rows: { _ in tally.add("bands \(i)"); return ImageRows(image: image, firstRow: 0) },
                                 draw: { tally.add("whole \(i)"); return RenderedImage(image: image) })
            })
        }
        let verifier = SnapshotVerifier(artifactsDirectory: nil, composite: nil)
        let recorded = verifier.check((0..<5).map { job($0, colour: 10) }, mode: .missing)
        XCTAssertTrue(recorded.allSatisfy { $0.status == .recorded })
        tally.log = []
        // Jobs 1 and 2 now differ from their references, the rest match.
        let checks = verifier.check((0..<5).map { job($0, colour: $0 == 1 || $0 == 2 ? 99 : 10) }, mode: .never)
        XCTAssertEqual(checks.map(\.status), [.passed, .failed, .failed, .passed, .passed])
        XCTAssertEqual(tally.log, ["bands 0", "bands 1", "whole 1", "whole 2", "whole 3", "bands 4"])
    }
}
