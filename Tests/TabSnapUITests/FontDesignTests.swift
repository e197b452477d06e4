import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// The monospaced design in SwiftUI's spellings (`Font.system(_:design:)`, `Font.monospaced()`,
/// `.fontDesign(.monospaced)` around views and kept over fonts set inside, `.monospaced()`,
/// Markdown code): every character one width, in DejaVu Sans Mono (1233 of 2048 units a glyph).
final class FontDesignTests: XCTestCase {
    func widths(_ view: some View) throws -> [Double] {
        let shot = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 390, height: 600), scale: 3),
                                       scheme: .light, resources: try FontResources.bundled())
        var out: [Double] = []
        shot.tree.walk { v, _ in if let t = v.text { out.append(t.size.width) } }
        return out
    }

    func testEveryCharacterOneWidth() throws {
        let w = try widths(VStack {
            Text("iiiiii").font(.system(size: 17, design: .monospaced))
            Text("MMMMMM").font(.system(.body, design: .monospaced))
            Text("iiiiii").font(.body.monospaced())
            Text("MMMMMM").monospaced()
            VStack { Text("iiiiii").font(.body) }.fontDesign(.monospaced)
            Text("iiiiii")
            Text("MMMMMM").fontDesign(.rounded)
        })
        let mono = (6 * 1233.0 / 2048 * 17 * 3).rounded(.up) / 3
        XCTAssertEqual(Array(w.prefix(5)), Array(repeating: mono, count: 5), "six glyphs of 1233/2048 em at 17 pt")
        XCTAssertLessThan(w[5], mono - 20, "proportional i's are narrow")
        XCTAssertGreaterThan(w[6], mono, "rounded is drawn in the default design")
    }

    func testMarkdownCodeIsMonospaced() throws {
        let code = try widths(Text("`iiiiii`"))[0]
        XCTAssertEqual(code, try widths(Text("iiiiii").monospaced())[0])
    }
}
