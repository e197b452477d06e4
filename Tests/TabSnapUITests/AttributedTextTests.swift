import Foundation
import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// `Text(AttributedString)` (10 of 43 surveyed apps build one): each run in its SwiftUI
/// attributes, drawn as the same text joined from styled parts; `AttributedString(localized:)`
/// looked up and its Markdown read.
final class AttributedTextTests: XCTestCase {
    func render(_ view: some View) throws -> Snapshot {
        try Snapshot.render(makeNode(view.frame(width: 300)), container: LayoutContainer(size: CGSize(width: 300, height: 200), scale: 2),
                            scheme: .light, resources: try FontResources.bundled())
    }

    func testRunsDrawAsJoinedStyledParts() throws {
        var attributed = AttributedString("Read the terms before you continue")
        if let r = attributed.range(of: "terms") {
            attributed[r].foregroundColor = .red
            attributed[r].font = .headline
            attributed[r].underlineStyle = .single
        }
        attributed += AttributedString(" now", attributes: AttributeContainer().foregroundColor(.green).strikethroughStyle(Text.LineStyle(pattern: .solid)))
        let joined = Text("Read the ") + Text("terms").foregroundColor(.red).font(.headline).underline()
            + Text(" before you continue") + Text(" now").foregroundColor(.green).strikethrough()
        XCTAssertEqual(try render(Text(attributed)).image.pixels, try render(joined).image.pixels)
    }

    func testLinksTakeTheTintUnlessColoured() throws {
        var link = AttributedString("Open settings")
        link.link = URL(string: "app-settings:")
        XCTAssertEqual(try render(Text(link)).image.pixels, try render(Text("Open settings").foregroundColor(.accentColor)).image.pixels)
        link.foregroundColor = .purple
        XCTAssertEqual(try render(Text(link)).image.pixels, try render(Text("Open settings").foregroundColor(.purple)).image.pixels)
    }

    func testLocalizedReadsMarkdown() throws {
        let localized = AttributedString(localized: "Tap **Save** to keep *your* changes")
        XCTAssertEqual(String(localized.characters), "Tap Save to keep your changes")
        XCTAssertEqual(try render(Text(localized)).image.pixels, try render(Text("Tap **Save** to keep *your* changes")).image.pixels)
        XCTAssertEqual(try render(Text(AttributedString("plain"))).image.pixels, try render(Text(verbatim: "plain")).image.pixels)
    }
}
