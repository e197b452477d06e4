import Foundation
import XCTest
@testable import TabSnapText

final class TextLayoutTests: XCTestCase {
    func shaper() throws -> Shaper { Shaper(library: try Support.library()) }
    let style = TextStyle(size: 10)

    func testFitsWithoutTruncation() throws {
        let s = try shaper()
        let l = TextLayout.singleLine("Каталог", style: style, maxWidth: 100, shaper: s)
        XCTAssertFalse(l.isTruncated)
        XCTAssertEqual(l.lines.map(\.text), ["Каталог"])
        // Frame rounded up to device pixels at @3x.
        let w = s.shape("Каталог", style: style).width
        XCTAssertGreaterThanOrEqual(l.width, w)
        XCTAssertLessThan(l.width - w, 1.0 / 3)
        XCTAssertEqual((l.width * 3).rounded(), l.width * 3, accuracy: 1e-9)
        XCTAssertEqual(l.height, (3408.0 / 2816 * 10 * 3).rounded(.up) / 3, accuracy: 1e-9)
    }

    func testTruncationModes() throws {
        let s = try shaper()
        let text = "Избранное и рекомендации"
        let full = s.shape(text, style: style).width
        let maxWidth = full * 0.5
        let tail = TextLayout.singleLine(text, style: style, maxWidth: maxWidth, truncation: .tail, shaper: s)
        let head = TextLayout.singleLine(text, style: style, maxWidth: maxWidth, truncation: .head, shaper: s)
        let middle = TextLayout.singleLine(text, style: style, maxWidth: maxWidth, truncation: .middle, shaper: s)
        for l in [tail, head, middle] {
            XCTAssertTrue(l.isTruncated)
            XCTAssertLessThanOrEqual(l.lines[0].width, maxWidth + 1e-9)
            XCTAssertEqual(l.lines.count, 1)
        }
        // Greedy: the longest prefix that fits with "…" (trailing spaces dropped before it).
        let chars = Array(text)
        var expected = "…"
        for k in 1..<chars.count {
            let candidate = String(chars[..<k]).trimmingCharacters(in: .whitespaces) + "…"
            if s.shape(candidate, style: style).width <= maxWidth { expected = candidate }
        }
        XCTAssertEqual(tail.lines[0].text, expected)
        XCTAssertTrue(expected.count > 5, expected)
        XCTAssertTrue(head.lines[0].text.hasPrefix("…"), head.lines[0].text)
        XCTAssertTrue(text.hasSuffix(head.lines[0].text.dropFirst()), head.lines[0].text)
        XCTAssertEqual(middle.lines[0].text.filter { $0 == "…" }.count, 1)
        XCTAssertTrue(middle.lines[0].text.hasPrefix("Избр"), middle.lines[0].text)
        XCTAssertTrue(middle.lines[0].text.hasSuffix("ции"), middle.lines[0].text)
    }

    func testTruncationEdgeCases() throws {
        let s = try shaper()
        let ellipsis = s.shape("…", style: style).width
        // Only the ellipsis fits.
        XCTAssertEqual(TextLayout.singleLine("Профиль", style: style, maxWidth: ellipsis + 0.01, shaper: s).lines[0].text, "…")
        // Not even that: nothing, rather than overflow.
        let none = TextLayout.singleLine("Профиль", style: style, maxWidth: ellipsis / 2, shaper: s)
        XCTAssertEqual(none.lines[0].text, "")
        XCTAssertTrue(none.isTruncated)
        // Empty text.
        let empty = TextLayout.singleLine("", style: style, maxWidth: 10, shaper: s)
        XCTAssertEqual(empty.width, 0)
        XCTAssertGreaterThan(empty.height, 0)
    }

    func testWrappingAtSpaces() throws {
        let s = try shaper()
        let w = (s.shape("рекомендации", style: style).width + 1) / 1.3
        let l = TextLayout.wrapped("Избранное и рекомендации для вас", style: style, maxWidth: w * 1.3, shaper: s)
        XCTAssertFalse(l.isTruncated)
        XCTAssertGreaterThan(l.lines.count, 1)
        XCTAssertEqual(l.lines.map(\.text).joined(separator: " "), "Избранное и рекомендации для вас")
        for line in l.lines { XCTAssertLessThanOrEqual(line.width, w * 1.3 + 1e-9, line.text) }
        // Baselines step by the line height, snapped to device pixels.
        let step = l.lines[0].metrics.lineHeight
        XCTAssertEqual(l.lines[1].baseline - l.lines[0].baseline, step, accuracy: 1.0 / 3)
        for line in l.lines { XCTAssertEqual((line.baseline * 3).rounded(), line.baseline * 3, accuracy: 1e-9) }
        XCTAssertTrue(l.lines[1].glyphs.allSatisfy { $0.y == l.lines[1].baseline })
    }

    func testWrappingCJKBetweenAnyCharacters() throws {
        let s = try shaper()
        let twoChars = s.shape("通讯", style: style).width
        let l = TextLayout.wrapped("通讯录聊天我的", style: style, maxWidth: twoChars + 0.5, shaper: s)
        XCTAssertEqual(l.lines.map(\.text), ["通讯", "录聊", "天我", "的"])
    }

    func testLongWordBreaksBetweenCharacters() throws {
        let s = try shaper()
        let l = TextLayout.wrapped("Суперкалифрагилистический", style: style, maxWidth: 40, shaper: s)
        XCTAssertGreaterThan(l.lines.count, 1)
        XCTAssertEqual(l.lines.map(\.text).joined(), "Суперкалифрагилистический")
    }

    func testLineLimitTruncatesLastLine() throws {
        let s = try shaper()
        let text = "Избранное и рекомендации для вас каждый день"
        let l = TextLayout.wrapped(text, style: style, maxWidth: 60, lineLimit: 2, shaper: s)
        XCTAssertEqual(l.lines.count, 2)
        XCTAssertTrue(l.isTruncated)
        XCTAssertTrue(l.lines[1].text.hasSuffix("…"), l.lines[1].text)
        XCTAssertLessThanOrEqual(l.lines[1].width, 60 + 1e-9)
        // A limit that is not reached changes nothing.
        let free = TextLayout.wrapped(text, style: style, maxWidth: 60, shaper: s)
        let roomy = TextLayout.wrapped(text, style: style, maxWidth: 60, lineLimit: 20, shaper: s)
        XCTAssertEqual(free.lines.map(\.text), roomy.lines.map(\.text))
        XCTAssertFalse(roomy.isTruncated)
        // Hard line breaks.
        XCTAssertEqual(TextLayout.wrapped("Один\nДва", style: style, maxWidth: 500, shaper: s).lines.map(\.text), ["Один", "Два"])
    }

    func testCenteredLinesAndPositionedGlyphs() throws {
        let s = try shaper()
        let l = TextLayout.wrapped("Избранное\nи", style: style, maxWidth: 500, alignment: .center, shaper: s)
        let g = l.lines[1].glyphs[0]
        XCTAssertEqual(g.x, (l.lines[0].width - l.lines[1].width) / 2, accuracy: 1e-9)
        XCTAssertEqual(g.size, 10)
        XCTAssertEqual(g.face, .inter(.regular))
    }

    func testGlyphKeyQuantizesToQuarterPixels() {
        let g = PositionedGlyph(face: .inter(.bold), glyph: 42, size: 10, x: 1.1, y: 12.34)
        let p = g.placement(scale: 3)  // x = 3.3 px → 13.2 quarters → 13: pixel 3, phase 1
        XCTAssertEqual(p.pixelX, 3)
        XCTAssertEqual(p.key.subpixelX, 1)
        XCTAssertEqual(p.pixelY, 37)
        XCTAssertEqual(p.key.pixelSize64, 30 * 64)
        let n = PositionedGlyph(face: .icons, glyph: 1, size: 10, x: -0.1, y: 0).placement(scale: 1)  // −0.4 quarters → 0
        XCTAssertEqual(n.pixelX, 0)
        let m = PositionedGlyph(face: .icons, glyph: 1, size: 10, x: -0.3, y: 0).placement(scale: 1)  // −1.2 → −1 quarter
        XCTAssertEqual(m.pixelX, -1)
        XCTAssertEqual(m.key.subpixelX, 3)
        XCTAssertNotEqual(p.key, PositionedGlyph(face: .inter(.bold), glyph: 42, size: 10, x: 1.2, y: 12.34).placement(scale: 3).key)
    }
}

final class TextLayoutWidthTests: XCTestCase {
    /// Every wrapped line fits its width as shaped alone, for many widths (kerning at a break
    /// must not push a line over).
    func testWrappedLinesNeverExceedWidth() throws {
        let s = Shaper(library: try Support.library())
        let text = "AVATAR WAVE Typography LTA Yo To Fa P. r. Избранное Каталог Корзина"
        for w in stride(from: 30.0, through: 200, by: 3.7) {
            let l = TextLayout.wrapped(text, style: TextStyle(size: 13), maxWidth: w, shaper: s)
            for line in l.lines where line.text.count > 1 {
                XCTAssertLessThanOrEqual(line.width, w + 1e-9, "\(w): \(line.text)")
            }
            XCTAssertEqual(l.lines.map(\.text).joined(separator: " ").filter { $0 != " " }, text.filter { $0 != " " })
        }
    }

    func testSingleLineKeepsTrailingSpaceWhenItFits() throws {
        let s = Shaper(library: try Support.library())
        let style = TextStyle(size: 10)
        XCTAssertGreaterThan(TextLayout.singleLine("Tab ", style: style, shaper: s).lines[0].width,
                             TextLayout.singleLine("Tab", style: style, shaper: s).lines[0].width)
    }
}
