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
}
