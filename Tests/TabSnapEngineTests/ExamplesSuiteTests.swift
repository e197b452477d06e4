import Foundation
import TabSnapLayout
import XCTest
@testable import TabSnapEngine

/// `make test` verifies the project's own references: every example configuration in
/// `tabsnap.yaml` against `Snapshots/Examples/` (record mode never, like `tabsnap verify`).
final class ExamplesSuiteTests: XCTestCase {
    func testExamplesMatchTheirReferences() throws {
        let manifest = try SuiteManifest.load(repoRoot + "/tabsnap.yaml")
        let runner = SuiteRunner(manifest: manifest, resources: try FontResources.bundled())
        let cases = try runner.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 30)
        let checks = runner.run(cases, mode: .never, artifactsDirectory: repoRoot + "/.build/tabsnap-artifacts")
        for check in checks where check.isFailure {
            XCTFail(check.message + (check.status == .missing ? "\n(new example? run `swift run tabsnap record`)" : ""))
        }
    }

    /// Issue 14's motion examples: seed 000's bounce and seed 004's Lottie icons checked frame by
    /// frame (the manifest's `frames:`), each frame against its own reference in `Snapshots/Motion/`.
    func testMotionExamplesMatchTheirFrames() throws {
        let manifest = try SuiteManifest.load(repoRoot + "/Examples/motion/tabsnap.yaml")
        XCTAssertEqual(manifest.frames, [0, 0.13, 0.16, 0.23, 0.5])
        let runner = SuiteRunner(manifest: manifest, resources: try FontResources.bundled())
        let cases = try runner.cases()
        XCTAssertEqual(cases.count, 20)
        XCTAssertTrue(cases.contains { $0.id == "seed000-bounce.iphone-15-pro.t0.130s.light" })
        XCTAssertTrue(cases.contains { $0.id == "seed004-lottie.iphone-15-pro.t0.230s.dark" })
        let checks = runner.run(cases, mode: .never, artifactsDirectory: repoRoot + "/.build/tabsnap-artifacts")
        for check in checks where check.isFailure {
            XCTFail(check.message + (check.status == .missing ? "\n(run `swift run tabsnap record --manifest Examples/motion/tabsnap.yaml`)" : ""))
        }
        // The frames differ from each other: the bounce and the tapped icon move pixels.
        let refs = cases.filter { $0.scheme == .light }.map { try? Data(contentsOf: URL(fileURLWithPath: $0.reference)) }
        XCTAssertEqual(Set(refs).count, refs.count)
    }
}
