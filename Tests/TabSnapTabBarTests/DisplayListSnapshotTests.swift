import Foundation
import TabSnapDisplayList
import TabSnapLayout
import TabSnapTabBar
import XCTest

/// The display list as a text snapshot: each example's list for one device and scheme is
/// committed beside this file, so a change to layout or resolution shows as a readable diff
/// (regenerate one with `tabsnap render Examples/NAME.yaml --display-list`).
final class DisplayListSnapshotTests: XCTestCase {
    static let resources = try! FontResources.bundled()
    let fixtures = "\(#filePath)".components(separatedBy: "/").dropLast().joined(separator: "/") + "/Fixtures"
    let examples = "\(#filePath)".components(separatedBy: "/").dropLast(3).joined(separator: "/") + "/Examples"

    func list(_ example: String, _ device: String, _ scheme: ColorScheme) throws -> DisplayList {
        let config = try TabBarConfigDecoder.load("\(examples)/\(example)")
        let context = StyleContext(config: config, device: try Devices.resolve(device), orientation: .portrait, scheme: scheme)
        return try TabBarRenderer.render(context, resources: Self.resources).displayList
    }

    func testSystemStyleDisplayListMatchesItsTextSnapshot() throws {
        for scheme in ColorScheme.allCases {
            let text = try list("style-system.yaml", "iphone-15-pro", scheme).text
            let name = "style-system.iphone-15-pro.\(scheme.rawValue).displaylist.txt"
            let expected = try String(contentsOfFile: "\(fixtures)/\(name)", encoding: .utf8)
            if text != expected, ProcessInfo.processInfo.environment["TABSNAP_RECORD"] != nil {
                // As the image references: recording writes the new text, and the run fails.
                try text.write(toFile: "\(fixtures)/\(name)", atomically: true, encoding: .utf8)
                XCTFail("recorded \(name) (it differed)")
                continue
            }
            XCTAssertEqual(text, expected, "\(name) changed; if intended, run again with TABSNAP_RECORD=failed to write the new text into Tests/TabSnapTabBarTests/Fixtures/\(name)")
        }
    }

    /// The scheme is applied once, by the display list: the same bar in dark differs only in
    /// colours, never in geometry.
    func testSchemesDifferOnlyInColours() throws {
        let light = try list("style-system.yaml", "iphone-15-pro", .light).text
        let dark = try list("style-system.yaml", "iphone-15-pro", .dark).text
        func geometry(_ s: String) -> String { s.replacingOccurrences(of: "#[0-9A-F]{6,8}", with: "#", options: .regularExpression) }
        XCTAssertNotEqual(light, dark)
        XCTAssertEqual(geometry(light), geometry(dark))
    }
}
