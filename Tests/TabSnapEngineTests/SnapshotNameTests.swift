import Foundation
import TabSnapTabBar
import XCTest
@testable import TabSnapEngine

final class SnapshotNameTests: XCTestCase {
    /// One documented order for render outputs, suite references and assertSnapshot:
    /// NAME.DEVICE[.landscape][.keyboard][.bar].SCHEME.png.
    func testFileNames() {
        XCTAssertEqual(SnapshotName(name: "seed000-ru", device: "iphone-se", orientation: .portrait, scheme: .light).fileName,
                       "seed000-ru.iphone-se.light.png")
        XCTAssertEqual(SnapshotName(name: "bar", device: "ipad-pro-11", orientation: .landscape, scheme: .dark).fileName,
                       "bar.ipad-pro-11.landscape.dark.png")
        XCTAssertEqual(SnapshotName(name: "bar", device: "393x852@3", orientation: .portrait, scheme: .dark,
                                    keyboard: true, suffix: "bar").fileName,
                       "bar.393x852_3.keyboard.bar.dark.png")
        XCTAssertEqual(SnapshotName(name: "x", device: "a/b", orientation: .landscape, scheme: .light, suffix: "bar").stem,
                       "x.a_b.landscape.bar.light")
    }

    /// File names carry only `[A-Za-z0-9._-]`: custom device specs and non-ASCII names map to `_`.
    func testPortableNames() {
        let name = SnapshotName(name: "Café bar", device: "360x780@3:44,30", orientation: .portrait, scheme: .light).fileName
        XCTAssertEqual(name, "Caf__bar.360x780_3_44_30.light.png")
        XCTAssertTrue(name.unicodeScalars.allSatisfy { CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-").contains($0) })
    }

    /// assertSnapshot's NAME is `test[.name]`; the rest follows the same rule.
    func testLocationName() {
        let location = SnapshotLocation(filePath: "/x/BarTests.swift", testName: "testBar()")
        XCTAssertEqual(location.name(named: nil), "testBar")
        XCTAssertEqual(location.name(named: ""), "testBar")
        XCTAssertEqual(location.name(named: "home screen"), "testBar.home_screen")
    }

    /// The re-record command's filter selects the test by its own name, whatever its XCTest class
    /// or Swift Testing suite is called (the file's name is not the suite's): it matches both
    /// identifier forms and not a test whose name merely starts the same.
    func testRecordFilterMatchesXCTestAndSwiftTestingIdentifiers() throws {
        let location = SnapshotLocation(filePath: "/x/Tests/AppTests/BarSnapshots.swift", testName: "testBar()")
        let regex = try NSRegularExpression(pattern: location.testFilter)
        func matches(_ id: String) -> Bool { regex.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil }
        XCTAssertTrue(matches("AppTests.TabBarTests/testBar"), "XCTest, a class not named after its file")
        XCTAssertTrue(matches("AppTests.TabBarSuite/testBar()"), "Swift Testing")
        XCTAssertFalse(matches("AppTests.TabBarTests/testBarDark"))
    }
}
