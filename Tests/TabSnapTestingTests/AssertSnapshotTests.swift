import TabSnapLayout
import TabSnapTabBar
import XCTest
@testable import TabSnapTesting

/// The XCTest front end on its passing path (a failing `assertSnapshot` would fail this test;
/// the failing paths are covered through `verifySnapshot` in RecordModeTests).
final class AssertSnapshotTests: XCTestCase {
    struct Card: View {
        var body: some View {
            VStack(spacing: 8) {
                Text("TabSnap")
                Color.blue.frame(width: 120, height: 40)
                Spacer()
            }
        }
    }

    func testConfigAndViewAgainstFreshReferences() {
        let root = makeTempDir("assert")
        defer { removeDir(root) }
        withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: root + "/artifacts", environment: SnapshotEnvironment()) {
            // Record through the core function, then assert: same pixels, so no failure.
            let recorded = verifySnapshot(of: makeNode(Card()), as: .screen, devices: ["iphone-se"], schemes: [.dark], named: "card",
                                          filePath: "\(#filePath)", testName: #function)
            XCTAssertEqual(recorded.map(\.status), [.recorded])
            XCTAssertEqual(recorded[0].reference, root + "/AssertSnapshotTests/testConfigAndViewAgainstFreshReferences.card.iphone-se.dark.png")
            let checks = assertSnapshot(of: Card(), devices: ["iphone-se"], schemes: [.dark], named: "card")
            XCTAssertEqual(checks.map(\.status), [.passed])

            _ = verifySnapshot(of: sampleConfig(), as: .bar, devices: ["iphone-se"], schemes: [.light], named: "bar",
                               filePath: "\(#filePath)", testName: #function)
            XCTAssertEqual(assertSnapshot(of: sampleConfig(), as: .bar, devices: ["iphone-se"], schemes: [.light], named: "bar").map(\.status),
                           [.passed])
        }
    }
}
