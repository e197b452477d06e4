import Foundation
import TabSnapCore
@testable import TabSnapText
import XCTest

/// Right-to-left text (issue 16): Hebrew and Arabic come from the bundled Noto faces, and a
/// line is put in visual order by the bidirectional algorithm.
final class RightToLeftTests: XCTestCase {
    /// Hebrew words shaped as HarfBuzz shapes them (`Scripts/shaping_reference.py`, fixture
    /// `shaping-harfbuzz.json`): the same glyphs, in the same visual order, with the same
    /// advances. Words with points (niqqud) are left out: their marks need GPOS mark
    /// positioning, which the shaper does not do yet.
    func testHebrewWordsMatchHarfBuzz() throws {
        let library = try FontLibrary.shared()
        let shaper = Shaper(library: library)
        let spec = try JSONSerialization.jsonObject(with: Data(try AtomicFile.read(Support.fixtureDirectory + "/shaping-harfbuzz.json"))) as! [String: Any]
        var checked = 0
        for record in spec["records"] as! [[String: Any]] where record["script"] as? String == "Hebr" {
            let text = record["text"] as! String
            guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark }) else { continue }
            let bold = (record["font"] as! String).contains("Bold")
            let face = FontFace.script(bold ? .hebrewBold : .hebrew)
            let font = try XCTUnwrap(library.script(bold ? .hebrewBold : .hebrew))
            let size = Double(font.unitsPerEm)
            let shaped = shaper.shape(text, style: TextStyle(size: size, weightValue: bold ? 700 : 400))
            let expected = record["glyphs"] as! [[String: Int]]
            XCTAssertTrue(shaped.glyphs.allSatisfy { $0.face == face }, "\(text): drawn with \(face)")
            XCTAssertEqual(shaped.glyphs.map(\.glyph), expected.map { $0["gid"]! }, text)
            XCTAssertEqual(shaped.glyphs.map { Int($0.advance.rounded()) }, expected.map { $0["x_advance"]! }, text)
            // Where each glyph is drawn: pen plus offset (kerning's XPlacement moves a glyph).
            var pen = 0
            let drawnAt = expected.map { g -> Int in defer { pen += g["x_advance"]! }; return pen + g["x_offset"]! }
            XCTAssertEqual(shaped.glyphs.map { Int(($0.x + $0.dx).rounded()) }, drawnAt, text)
            checked += 1
        }
        XCTAssertEqual(checked, 24, "12 unpointed words in two weights")
    }

    /// Arabic words joined as HarfBuzz joins them: each letter's isolated, initial, medial or
    /// final form from the font's GSUB, lam-alef ligatures, in visual order, with HarfBuzz's
    /// advances. Left out: words with harakat (mark positioning is not done), the ZWNJ word
    /// (HarfBuzz keeps a zero-width glyph for it) and those whose shaping HarfBuzz changes with
    /// contextual lookups (the fixture names them: an isolated heh, kerning after reh), and the
    /// Arabic-Indic number, which HarfBuzz shapes as one right-to-left run while the bidi
    /// algorithm shows its digits left to right (`testVisualOrder`).
    func testArabicWordsJoinAsHarfBuzzJoinsThem() throws {
        let library = try FontLibrary.shared()
        let shaper = Shaper(library: library)
        let spec = try JSONSerialization.jsonObject(with: Data(try AtomicFile.read(Support.fixtureDirectory + "/shaping-harfbuzz.json"))) as! [String: Any]
        var checked = 0, words = Set<String>()
        for record in spec["records"] as! [[String: Any]] where record["script"] as? String == "Arab" {
            let text = record["text"] as! String
            guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark || $0.value == 0x200C }),
                  !text.unicodeScalars.allSatisfy({ (0x0660...0x0669).contains($0.value) }),
                  (record["contextual"] as? [Any] ?? []).isEmpty else { continue }
            let bold = (record["font"] as! String).contains("Bold")
            let font = try XCTUnwrap(library.script(bold ? .arabicBold : .arabic))
            let shaped = shaper.shape(text, style: TextStyle(size: Double(font.unitsPerEm), weightValue: bold ? 700 : 400))
            let expected = (record["glyphs"] as! [[String: Int]]).filter { $0["x_advance"] != 0 || $0["gid"] != 3 }
            XCTAssertEqual(shaped.glyphs.map(\.glyph), expected.map { $0["gid"]! }, "\(text) \(bold ? "bold" : "regular")")
            XCTAssertEqual(shaped.glyphs.map { Int($0.advance.rounded()) }, expected.map { $0["x_advance"]! }, text)
            var pen = 0
            let drawnAt = expected.map { g -> Int in defer { pen += g["x_advance"]! }; return pen + g["x_offset"]! }
            XCTAssertEqual(shaped.glyphs.map { Int(($0.x + $0.dx).rounded()) }, drawnAt, text)
            checked += 1
            words.insert(text)
        }
        XCTAssertEqual(checked, 38, "19 words in two weights: \(words.sorted())")
        // Each form really is used: a lone beh, and beh at the start, middle and end.
        XCTAssertEqual(ArabicJoining.forms(Array("ب")), [.isol])
        XCTAssertEqual(ArabicJoining.forms(Array("ببب")), [.initial, .medial, .final])
        XCTAssertEqual(ArabicJoining.forms(Array("دب")), [.isol, .isol], "dal never joins the letter after it")
        // ZWNJ breaks a join (Persian می‌خواهم), ZWJ forces one.
        XCTAssertEqual(ArabicJoining.forms(Array("می\u{200C}خواهم")), [.initial, .final, .initial, .final, .isol, .initial, .final])
        XCTAssertEqual(ArabicJoining.forms(Array("ب\u{200D}")), [.initial])
    }

    /// Words with marks (Hebrew points and dagesh, Arabic harakat, Latin and Cyrillic accents)
    /// shaped as HarfBuzz shapes them: marks in HarfBuzz's canonical order, shadda + fatha
    /// ligated ('ccmp'), decomposed accents composed where the font has the letter, the rest
    /// placed by GPOS mark-to-base, mark-to-ligature (harakat on lam-alef, the ligature formed
    /// across them) and mark-to-mark, kerning across marks with its XPlacement:
    /// the same glyphs in the same order, each drawn at the same point (pen position plus
    /// offset, in font units).
    func testMarksSitWhereHarfBuzzPutsThem() throws {
        let library = try FontLibrary.shared()
        let shaper = Shaper(library: library)
        let spec = try JSONSerialization.jsonObject(with: Data(try AtomicFile.read(Support.fixtureDirectory + "/shaping-harfbuzz.json"))) as! [String: Any]
        var matched: [String] = [], differ: [String] = []
        for record in spec["records"] as! [[String: Any]] {
            let text = record["text"] as! String
            guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .nonspacingMark }) else { continue }
            let bold = (record["font"] as! String).contains("Bold")
            let script = record["script"] as? String
            let size: Double = script == "Hebr" || script == "Arab"
                ? Double(try XCTUnwrap(library.script(script == "Hebr" ? (bold ? .hebrewBold : .hebrew) : (bold ? .arabicBold : .arabic))).unitsPerEm)
                : Double(library.font(library.textFaces(TextStyle(size: 10, weightValue: bold ? 700 : 400))[0]).unitsPerEm)
            let shaped = shaper.shape(text, style: TextStyle(size: size, weightValue: bold ? 700 : 400))
            let expected = record["glyphs"] as! [[String: Int]]
            var pen = 0
            let want = expected.map { g -> [Int] in
                defer { pen += g["x_advance"]! }
                return [g["gid"]!, pen + g["x_offset"]!, g["y_offset"]!]
            }
            let got = shaped.glyphs.map { [$0.glyph, Int(($0.x + $0.dx).rounded()), Int($0.dy.rounded())] }
            if got == want { matched.append(text) } else { differ.append("\(text) \(bold ? "bold" : "regular"): \(got) vs \(want)") }
        }
        XCTAssertEqual(differ, [])
        XCTAssertEqual(matched.count, 34, "4 Hebrew and 4 Arabic words, 9 Latin and Cyrillic, in two weights: \(matched)")
    }

    func testVisualOrder() {
        func shown(_ s: String) -> String {
            let chars = Array(s)
            return String((Bidi.visualOrder(chars) ?? Array(chars.indices)).map { chars[$0] })
        }
        XCTAssertNil(Bidi.visualOrder(Array("Home 12")), "left-to-right text keeps its order, found without work")
        XCTAssertEqual(shown("שלום"), "םולש")
        // A number inside right-to-left text keeps its digits' order.
        XCTAssertEqual(shown("רדיו 105"), "105 וידר")
        // A Latin brand name in a Hebrew title stays readable, on the left of the Hebrew.
        XCTAssertEqual(shown("ברוכים TabSnap"), "TabSnap םיכורב")
        // Hebrew inside an English title is reversed in place.
        XCTAssertEqual(shown("Go to בית now"), "Go to תיב now")
        // Arabic digits after Arabic letters run left to right inside the right-to-left run.
        XCTAssertEqual(shown("سلة ١٢٣"), "١٢٣ ةلس")
        // A price: the currency sign travels with its number.
        XCTAssertEqual(shown("מחיר $25"), "$25 ריחמ")
        // Arabic percent and comma are number punctuation, marks are strong.
        XCTAssertEqual(shown("50٪"), "50٪")
        XCTAssertEqual(shown("abc 1،2"), "abc 1،2")
        XCTAssertEqual(shown("\u{200F}Hello!"), "!Hello\u{200F}")
    }

    /// A bracket inside right-to-left text is drawn mirrored (UAX #9 L4), so it still opens
    /// towards what it encloses.
    func testBracketsMirrorInRightToLeftText() throws {
        let library = try FontLibrary.shared()
        let shaper = Shaper(library: library)
        let inter = library.font(.inter(.regular))
        let shaped = shaper.shape("הודעות (3)", style: TextStyle(size: 20))
        // Visual order: "(3) תועדוה" drawn as glyphs of "(", "3", ")" from the left.
        let first = shaped.glyphs.prefix(3).map(\.glyph)
        XCTAssertEqual(first, [inter.glyph(for: "("), inter.glyph(for: "3"), inter.glyph(for: ")")])
        XCTAssertEqual(shaper.shape("a (b)", style: TextStyle(size: 20)).glyphs.map(\.glyph)[2], inter.glyph(for: "("), "left to right is untouched")
    }

    /// Shaped glyphs come out in visual order, placed left to right without gaps.
    func testShapedGlyphsAreInVisualOrder() throws {
        let shaper = Shaper(library: try FontLibrary.shared())
        let shaped = shaper.shape("בית 5", style: TextStyle(size: 20))
        XCTAssertEqual(shaped.glyphs.map(\.cluster), [4, 3, 2, 1, 0])
        var x = 0.0
        for g in shaped.glyphs {
            XCTAssertEqual(g.x, x, accuracy: 1e-9)
            x += g.advance
        }
        XCTAssertEqual(x, shaped.width, accuracy: 1e-9)
    }
}
