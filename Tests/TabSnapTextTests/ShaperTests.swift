import XCTest
@testable import TabSnapText

final class ShaperTests: XCTestCase {
    func shaper() throws -> Shaper { Shaper(library: try Support.library()) }

    /// Widths in points are fontTools' font-unit totals scaled to the size.
    func testWidthsMatchFontToolsTotals() throws {
        let s = try shaper()
        let fixture = try Support.fontTools()
        let weights: [String: FontWeight] = ["Inter-Regular.ttf": .regular, "Inter-Medium.ttf": .medium,
                                             "Inter-SemiBold.ttf": .semibold, "Inter-Bold.ttf": .bold]
        for (file, weight) in weights {
            let strings = (fixture[file] as! [String: Any])["strings"] as! [String: [String: Any]]
            for (text, v) in strings {
                let units = (v["advance"] as! Int) + (v["kerning"] as! Int)
                let shaped = s.shape(text, style: TextStyle(size: 17, weight: weight))
                XCTAssertEqual(shaped.width, Double(units) * 17 / 2816, accuracy: 1e-9, "\(file) \(text)")
                XCTAssertTrue(shaped.glyphs.allSatisfy { $0.face == .inter(weight) }, text)
            }
        }
    }

    /// `monospacedDigit()`: Inter's 'tnum' forms (fontTools: the feature's single
    /// substitutions), every figure of the regular 1824 units wide where its own run 1308 to
    /// 1808; the bold's 1920 but its 4, 1915.
    func testTabularFiguresAreOneWidth() throws {
        let s = try shaper()
        for (weight, units) in [(FontWeight.regular, [Double](repeating: 1824, count: 10)), (.bold, [1920, 1920, 1920, 1920, 1915, 1920, 1920, 1920, 1920, 1920])] {
            var style = TextStyle(size: 17, weight: weight)
            let proportional = s.shape("0123456789", style: style).glyphs.map(\.advance)
            style.tabularFigures = true
            let tabular = s.shape("0123456789", style: style)
            XCTAssertGreaterThan(Set(proportional).count, 5)
            XCTAssertEqual(tabular.glyphs.map { ($0.advance * 2816 / 17).rounded() }, units, "\(weight)")
            // Letters keep their forms.
            XCTAssertEqual(s.shape("Ab", style: style).glyphs.map(\.glyph), s.shape("Ab", style: TextStyle(size: 17, weight: weight)).glyphs.map(\.glyph))
        }
    }

    func testFallbackPicksDroidForCJKAndHangul() throws {
        let s = try shaper()
        for title in ["聊天", "通讯录", "我的", "홈", "검색"] {
            let shaped = s.shape(title, style: TextStyle(size: 10))
            XCTAssertEqual(shaped.glyphs.count, title.count)
            XCTAssertTrue(shaped.glyphs.allSatisfy { $0.face == .fallback && $0.glyph != 0 }, title)
        }
        // Mixed: Latin from Inter, Han from the fallback, in one run.
        let mixed = s.shape("Chat 聊天", style: TextStyle(size: 10, weight: .bold))
        XCTAssertEqual(mixed.glyphs.map(\.face), Array(repeating: .inter(.bold), count: 5) + [.fallback, .fallback])
        // The fallback's taller metrics grow the line.
        XCTAssertGreaterThan(mixed.metrics.lineHeight, s.shape("Chat", style: TextStyle(size: 10)).metrics.lineHeight)
        // Russian titles come from Inter.
        XCTAssertTrue(s.shape("Главная", style: TextStyle()).glyphs.allSatisfy { $0.face == .inter(.regular) })
    }

    func testMissingCharacterIsPrimaryNotdef() throws {
        let s = try shaper()
        let shaped = s.shape("A\u{10FFFD}", style: TextStyle(size: 10))
        XCTAssertEqual(shaped.glyphs.count, 2)
        XCTAssertEqual(shaped.glyphs[1].face, .inter(.regular))
        XCTAssertEqual(shaped.glyphs[1].glyph, 0)
        XCTAssertGreaterThan(shaped.glyphs[1].advance, 0)
        // Invisible characters take no glyph and no space.
        XCTAssertEqual(s.shape("A\u{200B}", style: TextStyle(size: 10)).glyphs.count, 1)
    }

    func testKerningIsAppliedAndPositionsAccumulate() throws {
        let s = try shaper()
        let lib = try Support.library()
        let font = lib.font(.inter(.regular))
        let av = s.shape("AV", style: TextStyle(size: 28.16))  // 1/100 of the em per unit
        let a = font.glyph(for: "A"), v = font.glyph(for: "V")
        XCTAssertLessThan(font.kerning(a, v).first, 0)
        XCTAssertEqual(av.glyphs[0].advance, Double(font.advance(a) + font.kerning(a, v).first) * 0.01, accuracy: 1e-9)
        XCTAssertEqual(av.glyphs[1].x, av.glyphs[0].advance, accuracy: 1e-12)
    }

    /// Tracking adds after every character, the last one included (see TextStyle).
    func testTracking() throws {
        let s = try shaper()
        let plain = s.shape("Tab", style: TextStyle(size: 17))
        let tracked = s.shape("Tab", style: TextStyle(size: 17, tracking: 0.3))
        XCTAssertEqual(tracked.width, plain.width + 0.9, accuracy: 1e-9)
        XCTAssertEqual(tracked.glyphs[2].x, plain.glyphs[2].x + 0.6, accuracy: 1e-9)
    }

    func testWeightsMapToNearestShipped() {
        XCTAssertEqual(FontWeight.nearest(to: 100), .regular)
        XCTAssertEqual(FontWeight.nearest(to: 300), .regular)
        XCTAssertEqual(FontWeight.nearest(to: 450), .medium)
        XCTAssertEqual(FontWeight.nearest(to: 590), .semibold)
        XCTAssertEqual(FontWeight.nearest(to: 900), .bold)
        XCTAssertEqual(TextStyle(size: 10, weightValue: 800).weight, .bold)
    }

    func testBoldIsWiderAndMetricsAreTypoMetrics() throws {
        let s = try shaper()
        let regular = s.shape("Избранное", style: TextStyle(size: 10, weight: .regular))
        let bold = s.shape("Избранное", style: TextStyle(size: 10, weight: .bold))
        XCTAssertGreaterThan(bold.width, regular.width)
        let m = regular.metrics
        XCTAssertEqual(m.ascent, 2728.0 * 10 / 2816, accuracy: 1e-12)
        XCTAssertEqual(m.descent, 680.0 * 10 / 2816, accuracy: 1e-12)
        XCTAssertEqual(m.lineGap, 0)
        XCTAssertEqual(s.metrics(TextStyle(size: 17)), s.shape("x", style: TextStyle(size: 17)).metrics)
        XCTAssertEqual(s.shape("x", style: TextStyle(size: 17)).metrics.lineHeight, 3408.0 / 2816 * 17, accuracy: 1e-12)  // 20.57 pt
    }
}
