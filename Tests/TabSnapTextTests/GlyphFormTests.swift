import XCTest
@testable import TabSnapText

/// Composite forms and the old kern table, through tiny fonts built in memory.
final class GlyphFormTests: XCTestCase {
    typealias B = TinyFont
    static let square = B.simple([[(0, 0, true), (100, 0, true), (100, 100, true), (0, 100, true)]])

    func f2dot14(_ v: Double) -> [UInt8] { B.be16(Int((v * 16384).rounded()) & 0xFFFF) }

    func makeFont() throws -> FontFile {
        var t = TinyFont()
        t.glyphs = [
            [],  // 0 .notdef, empty
            Self.square,  // 1
            B.composite([(0x0003, 1, B.be16(1000) + B.be16(-2000 & 0xFFFF))]),  // 2: word XY args
            B.composite([(0x000A, 1, [10, 20] + f2dot14(0.5))]),  // 3: byte args, uniform scale
            B.composite([(0x0043, 1, B.be16(-5 & 0xFFFF) + B.be16(7) + f2dot14(1.5) + f2dot14(-1))]),  // 4: x/y scale
            B.composite([(0x0082, 1, [0, 0] + f2dot14(0) + f2dot14(1) + f2dot14(-1) + f2dot14(0))]),  // 5: 2×2 (rotate 90°)
            B.composite([(0x0002, 1, [0, 0]), (0x0000, 1, [2, 0])]),  // 6: second component by point matching
            B.composite([(0x0002, 2, [5, 5])]),  // 7: nested (2 is itself composite)
            B.composite([(0x0002, 8, [0, 0])]),  // 8: refers to itself
            // 9: all off-curve "circle": implied on-curve midpoints everywhere, start implied too.
            B.simple([[(0, -100, false), (100, 0, false), (0, 100, false), (-100, 0, false)]]),
            // 10: scaled component with SCALED_COMPONENT_OFFSET (Apple): offset scaled too.
            B.composite([(0x080A, 1, [10, 20] + f2dot14(0.5))]),
        ]
        t.advances = [500, 600, 700]
        t.numberOfHMetrics = 3
        t.kernPairs = [(1, 2, -50), (2, 1, 30)]
        return try FontFile(bytes: t.bytes())
    }

    func pts(_ f: FontFile, _ g: Int) throws -> [OutlinePoint] { try f.points(g).points }
    func p(_ x: Double, _ y: Double) -> OutlinePoint { OutlinePoint(x: x, y: y) }

    func testCompositeForms() throws {
        let f = try makeFont()
        XCTAssertEqual(try pts(f, 1), [p(0, 0), p(100, 0), p(100, 100), p(0, 100)])
        XCTAssertEqual(try pts(f, 2), [p(1000, -2000), p(1100, -2000), p(1100, -1900), p(1000, -1900)])
        XCTAssertEqual(try pts(f, 3), [p(10, 20), p(60, 20), p(60, 70), p(10, 70)])
        XCTAssertEqual(try pts(f, 4), [p(-5, 7), p(145, 7), p(145, -93), p(-5, -93)])
        // [a b; c d] = [0 1; -1 0]: x' = a·x + c·y = −y, y' = b·x + d·y = x.
        XCTAssertEqual(try pts(f, 5), [p(0, 0), p(0, 100), p(-100, 100), p(-100, 0)])
        XCTAssertEqual(try pts(f, 6), [p(0, 0), p(100, 0), p(100, 100), p(0, 100),
                                       p(100, 100), p(200, 100), p(200, 200), p(100, 200)])
        XCTAssertEqual(try f.points(6).endPoints, [3, 7])
        XCTAssertEqual(try pts(f, 7), [p(1005, -1995), p(1105, -1995), p(1105, -1895), p(1005, -1895)])
        XCTAssertEqual(try pts(f, 10), [p(5, 10), p(55, 10), p(55, 60), p(5, 60)])
    }

    func testCompositeCycleIsRefused() throws {
        let f = try makeFont()
        Support.assertMalformed("glyf") { _ = try f.points(8) }
    }

    func testImpliedOnCurvePoints() throws {
        let f = try makeFont()
        let o = try f.outline(9)
        XCTAssertEqual(o.contours, [[
            .moveTo(p(-50, -50)),
            .quadTo(p(0, -100), p(50, -50)),
            .quadTo(p(100, 0), p(50, 50)),
            .quadTo(p(0, 100), p(-50, 50)),
            .quadTo(p(-100, 0), p(-50, -50)),
        ]])
    }

    func testAdvancesRepeatPastNumberOfHMetricsAndKernTable() throws {
        let f = try makeFont()
        XCTAssertEqual((0..<5).map { f.advance($0) }, [500, 600, 700, 700, 700])
        XCTAssertEqual(f.kerningSource, "kern")
        XCTAssertEqual(f.kerning(1, 2).first, -50)
        XCTAssertEqual(f.kerning(2, 1).first, 30)
        XCTAssertEqual(f.kerning(1, 1).first, 0)
        XCTAssertEqual(f.glyph(for: "A"), 1)
        XCTAssertEqual(f.glyph(for: "B"), 2)
        XCTAssertEqual(f.glyph(for: "z"), 0)
        XCTAssertEqual(f.ascender, 800)
        XCTAssertEqual(f.descender, 200)
    }

    /// GPOS pair format 1 reached directly (Inter reaches its kerning through Extension lookups);
    /// it wins over the kern table.
    func testDirectGposLookupWinsOverKern() throws {
        var t = TinyFont()
        t.glyphs = [[], Self.square, Self.square]
        t.kernPairs = [(1, 2, -50)]
        t.extraTables = [("GPOS", TinyFont.gpos(first: 1, second: 2, value: -77))]
        let f = try FontFile(bytes: t.bytes())
        XCTAssertEqual(f.kerningSource, "GPOS")
        XCTAssertEqual(f.kerning(1, 2).first, -77)
        XCTAssertEqual(f.kerning(2, 1).first, 0)
    }

    /// 2000 lookups × 2000 subtables, all the same bytes: refused by the work budget instead of
    /// parsing four million subtables.
    func testHostileGposFanOutIsRefused() throws {
        var t = TinyFont()
        t.glyphs = [[], Self.square, Self.square]
        t.extraTables = [("GPOS", TinyFont.gpos(first: 1, second: 2, value: -77, lookups: 2000, subtables: 2000))]
        let bytes = t.bytes()
        Support.assertMalformed("GPOS") { _ = try FontFile(bytes: bytes) }
    }
}
