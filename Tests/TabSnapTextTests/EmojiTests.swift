import Foundation
import TabSnapCore
import XCTest
@testable import TabSnapText

/// Colour emoji (issue 15): the bundled Noto Color Emoji cut (Fonts/), shaped as HarfBuzz shapes
/// them (Scripts/emoji_reference.py): ZWJ families, skin tones and flags become one glyph each.
final class EmojiTests: XCTestCase {
    func testSequencesShapeAsHarfBuzzDoes() throws {
        let library = try FontLibrary.shared()
        let emoji = try XCTUnwrap(library.emoji, "Fonts/NotoColorEmoji-Subset.ttf")
        XCTAssertTrue(emoji.hasColorBitmaps)
        let shaper = Shaper(library: library)
        let spec = try JSONSerialization.jsonObject(with: Data(try AtomicFile.read(Support.fixtureDirectory + "/emoji-harfbuzz.json"))) as! [String: Any]
        var checked = 0
        for entry in spec["sequences"] as! [[String: Any]] {
            let text = entry["text"] as! String
            // U+2764 alone is text by default (Unicode's presentation), and a text font has it.
            if text == "\u{2764}" { XCTAssertNotEqual(shaper.shape(text, style: TextStyle(size: 20)).glyphs.first?.face, .emoji); continue }
            let shaped = shaper.shape(text, style: TextStyle(size: 20))
            XCTAssertTrue(shaped.glyphs.allSatisfy { $0.face == .emoji }, "\(text): drawn from the colour font")
            XCTAssertEqual(shaped.glyphs.map(\.glyph), entry["glyphs"] as! [Int], text)
            let advances = shaped.glyphs.map { ($0.advance * Double(emoji.unitsPerEm) / 20).rounded() }
            XCTAssertEqual(advances, (entry["advances"] as! [Int]).map(Double.init), text)
            checked += 1
        }
        XCTAssertEqual(checked, 26)
        // Digits and '#' are emoji only as keycaps; text stays text.
        XCTAssertTrue(shaper.shape("A1#", style: TextStyle(size: 20)).glyphs.allSatisfy { $0.face != .emoji })
    }

    func testBitmapsAreFound() throws {
        let emoji = try XCTUnwrap(try FontLibrary.shared().emoji)
        let g = emoji.glyph(for: "🎉")
        let bitmap = try XCTUnwrap(emoji.colorBitmap(g))
        XCTAssertEqual(Array(bitmap.png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
        XCTAssertEqual(bitmap.ppem, 109)
        XCTAssertGreaterThan(bitmap.width, 100)
        XCTAssertNil(emoji.colorBitmap(0).map { _ in 1 }.flatMap { _ in nil as Int? })
        XCTAssertTrue(try emoji.outline(g).isEmpty, "no outlines in a bitmap font")
    }

    /// The shaper's shortcut for Unicode's Emoji property gives the property itself for every
    /// scalar it skips the lookup for (so a new Unicode version adding one there is caught).
    func testEmojiShortcutAgreesWithTheProperty() {
        for v in UInt32(0)..<0x2100 {
            guard let s = Unicode.Scalar(v) else { continue }
            XCTAssertEqual(Shaper.isEmoji(s), s.properties.isEmoji, String(format: "U+%04X", v))
        }
    }
}
