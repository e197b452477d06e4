import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// `ProfileForm` and `CustomizableTabs` (CommonGround.swift) compile in SwiftUI's spelling and
/// draw at rest: stored values from the test's seeds, nothing presented, the default tabs.
final class CommonGroundTests: XCTestCase {
    func texts(_ view: some View) throws -> [String] {
        let shot = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 390, height: 500), scale: 2),
                                       scheme: .light, resources: try FontResources.bundled())
        return shot.displayList.items.compactMap { if case .glyphs(let run) = $0 { return run.text } else { return nil } }
    }

    func testStoredValuesComeFromTheTestNeverTheMachine() throws {
        let plain = try texts(ProfileForm())
        XCTAssertEqual(Array(plain.prefix(3)), ["Hello, Guest", "0 visits · system · no draft",
                                                "active, not searching, not editing, root"])
        XCTAssertEqual(plain[3], "Email", "an empty field shows its prompt")
        XCTAssertEqual(plain[4], "••••••", "a secure field shows a bullet a character")
        let seeded = try texts(ProfileForm().appStorage(["username": "Ada", "visits": 3, "theme": "dark"]).sceneStorage(["draft": "Hi"]))
        XCTAssertEqual(Array(seeded.prefix(2)), ["Hello, Ada", "3 visits · dark · Hi"])
        let suite = "tabsnap-common-ground-\(UUID().uuidString)"
        let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set("Grace", forKey: "username")
        XCTAssertEqual(try texts(ProfileForm().defaultAppStorage(defaults)).first, "Hello, Grace")
        XCTAssertEqual(try texts(ProfileForm().environment(\.editMode, .constant(.active)))[2], "active, not searching, editing, root")
    }

    func testTheFormAndTheTabsAtRest() {
        assertSnapshot(of: CustomizableTabs().appStorage(["username": "Ada", "visits": 3]), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }
}

extension CommonGroundTests {
    /// `.lineSpacing` adds its points between wrapped lines, none after the last.
    func testLineSpacingWidensTheGapsBetweenLines() throws {
        func height(_ spacing: CGFloat) throws -> Double {
            let text = Text("One two three four five six seven eight nine ten").frame(width: 120).lineSpacing(spacing)
            let image = try Snapshot.render(makeNode(text), container: LayoutContainer(size: CGSize(width: 200, height: 400), scale: 2),
                                            scheme: .light, resources: try FontResources.bundled()).image
            var rows: [Int] = []
            for y in 0..<image.height where (0..<image.width).contains(where: { image[$0, y].3 > 128 }) { rows.append(y) }
            return Double(rows.last! - rows.first! + 1) / 2
        }
        XCTAssertEqual(try height(10) - height(0), 30, accuracy: 0.5, "three gaps of 10 pt between four lines")
    }
}
