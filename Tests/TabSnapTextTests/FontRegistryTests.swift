import Foundation
import XCTest
@testable import TabSnapText

/// Brand fonts registered by file (issue 15): found by family or PostScript name, the face
/// nearest the weight asked for, shaped with their own advances and kerning, with the system
/// font behind them for characters they lack.
final class FontRegistryTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/fonts").path

    func register() throws -> [FontRegistry.Entry] {
        try ["Regular", "Bold", "Italic"].map { try FontRegistry.shared.register("\(Self.examples)/Lato-\($0).ttf") }
    }

    func testNamesAndFaceChoice() throws {
        let entries = try register()
        XCTAssertEqual(entries.map(\.family), ["Lato", "Lato", "Lato"])
        XCTAssertEqual(entries.map(\.postScriptName), ["Lato-Regular", "Lato-Bold", "Lato-Italic"])
        XCTAssertEqual(entries.map(\.weight), [400, 700, 400])
        XCTAssertEqual(entries.map(\.isItalic), [false, false, true])
        func name(_ face: FontFace?) -> String? { face.map(\.description) }
        XCTAssertEqual(name(FontRegistry.shared.face("Lato", weight: 400, italic: false)), "Lato-Regular")
        XCTAssertEqual(name(FontRegistry.shared.face("Lato", weight: 500, italic: false)), "Lato-Regular", "500 is nearer 400 than 700")
        XCTAssertEqual(name(FontRegistry.shared.face("Lato", weight: 600, italic: false)), "Lato-Bold")
        XCTAssertEqual(name(FontRegistry.shared.face("Lato", weight: 400, italic: true)), "Lato-Italic")
        XCTAssertEqual(name(FontRegistry.shared.face("Lato-Bold", weight: 100, italic: false)), "Lato-Bold", "a PostScript name is that face")
        XCTAssertNil(FontRegistry.shared.face("Brand Sans", weight: 400, italic: false))
        // Registering again is the same entry.
        XCTAssertEqual(try FontRegistry.shared.register("\(Self.examples)/Lato-Bold.ttf").path, entries[1].path)
        XCTAssertThrowsError(try FontRegistry.shared.register("\(Self.examples)/Lato-LICENSE.txt")) { XCTAssertTrue("\($0)".contains("Lato-LICENSE.txt"), "\($0)") }
    }

    func testShapingUsesTheRegisteredFaceAndFallsBack() throws {
        _ = try register()
        let library = try Support.library()
        let shaper = Shaper(library: library)
        var style = TextStyle(size: 20, weightValue: 700, family: "Lato")
        style.fonts = .loaded  // a family is looked up among the style's font files
        let lato = try XCTUnwrap(FontRegistry.shared.face("Lato", weight: 700, italic: false))
        let shaped = shaper.shape("Today Ω", style: style)
        let file = library.font(lato)
        // Latin from Lato Bold, with its own advances; Ω (not in the Latin cut) from Inter.
        XCTAssertEqual(shaped.glyphs.first?.face, lato)
        XCTAssertEqual(shaped.glyphs.first?.glyph, file.glyph(for: "T"))
        XCTAssertEqual(shaped.glyphs.last?.face, .inter(.bold))
        XCTAssertEqual(file.glyph(for: "Ω"), 0)
        let plain = shaper.shape("Today", style: TextStyle(size: 20, weight: .bold))
        let branded = shaper.shape("Today", style: style)
        XCTAssertNotEqual(plain.width, branded.width)
        // Lato's own metrics set the line.
        XCTAssertEqual(shaper.metrics(style).ascent, file.metrics(size: 20).ascent)
        style.family = "Nope"
        XCTAssertEqual(shaper.shape("T", style: style).glyphs.first?.face, .inter(.bold), "an unknown family is the system font (the layout reports it)")
    }
}
