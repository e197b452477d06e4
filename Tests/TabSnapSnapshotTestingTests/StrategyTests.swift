import Foundation
import SnapshotTesting
import TabSnapLayout
import TabSnapSnapshotTesting
import TabSnapTabBar
import XCTest

/// swift-snapshot-testing's own `assertSnapshot` with TabSnap's strategies: the same call a team
/// writes on macOS, with references in `__Snapshots__/StrategyTests/` beside this file.
final class StrategyTests: XCTestCase {
    struct Badge: View {
        var body: some View {
            HStack(spacing: 6) {
                Image(systemName: "cart.fill").foregroundColor(.blue)
                Text("Cart").font(.system(size: 15, weight: .semibold))
                Text("3").font(.system(size: 12, weight: .bold)).foregroundColor(.white)
                    .padding(.horizontal, 6).background(Capsule().fill(Color.red))
            }
            .padding(10)
        }
    }

    func bar(tint: String = "#5B2EFF") -> TabBarConfig {
        var config = TabBarConfig(name: "bank")
        config.items = [TabItem(title: "Accounts", icon: "house"), TabItem(title: "Pay", icon: "creditcard"),
                        TabItem(title: "Profile", icon: "person")]
        config.light.tint = Color(hex: tint)!
        config.dark.tint = Color(hex: tint)!
        return config
    }

    func testViewAndConfiguration() {
        assertSnapshot(of: Badge(), as: .tabsnap(.iPhone15Pro, layout: .sizeThatFits))
        assertSnapshot(of: Badge(), as: .tabsnap(.iPhoneSE, scheme: .dark, layout: .sizeThatFits), named: "dark")
        assertSnapshot(of: bar(), as: .tabsnap(.iPhone15Pro, bar: true), named: "bar")
    }

    /// A tint change fails against the committed reference (exact by default, with TabSnap's
    /// message and limits), and passes only when asked for perceptual tolerance.
    func testExactByDefaultThroughSwiftSnapshotTesting() throws {
        let failure = try XCTUnwrap(verifySnapshot(of: bar(tint: "#6A3DFF"), as: .tabsnap(.iPhone15Pro, bar: true), named: "bar", record: .never,
                                                   testName: "testViewAndConfiguration"))
        XCTAssertTrue(failure.contains("pixels differ"), failure)
        XCTAssertTrue(failure.contains("compared exactly"), failure)
        XCTAssertNil(verifySnapshot(of: bar(tint: "#6A3DFF"),
                                    as: .tabsnap(.iPhone15Pro, bar: true, matching: .precision(perceptualPrecision: 0.96)),
                                    named: "bar", record: .never, testName: "testViewAndConfiguration"))
    }

    /// Record into a scratch folder, then a corrupt reference is a clear failure, not a crash.
    func testRecordThenCorruptReference() throws {
        let dir = NSTemporaryDirectory() + "tabsnap-sst-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let recorded = verifySnapshot(of: Badge(), as: .tabsnap(layout: .sizeThatFits), named: "x", record: .missing, snapshotDirectory: dir)
        XCTAssertTrue(recorded?.contains("No reference was found on disk") == true, recorded ?? "nil")
        let file = dir + "/testRecordThenCorruptReference.x.png"
        let png = try XCTUnwrap(FileManager.default.contents(atPath: file))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "TabSnap's PNG encoder wrote it")
        XCTAssertNil(verifySnapshot(of: Badge(), as: .tabsnap(layout: .sizeThatFits), named: "x", record: .never, snapshotDirectory: dir))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: file))
        let corrupt = try XCTUnwrap(verifySnapshot(of: Badge(), as: .tabsnap(layout: .sizeThatFits), named: "x", record: .never,
                                                   snapshotDirectory: dir))
        XCTAssertTrue(corrupt.contains("could not be decoded"), corrupt)
    }
}
