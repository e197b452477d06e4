import XCTest
@testable import TabSnapText

/// The reader against fontTools' values for the shipped fonts.
final class FontReaderTests: XCTestCase {
    let interFiles = ["Inter-Regular.ttf", "Inter-Medium.ttf", "Inter-SemiBold.ttf", "Inter-Bold.ttf"]

    func font(_ file: String) throws -> FontFile { try FontFile(bytes: try Support.fontBytes(file)) }

    func testHeaderAndMetricsMatchFontTools() throws {
        let fixture = try Support.fontTools()
        for (file, any) in fixture {
            let e = any as! [String: Any]
            let f = try font(file)
            XCTAssertEqual(f.unitsPerEm, e["unitsPerEm"] as! Int, file)
            XCTAssertEqual(f.numGlyphs, e["numGlyphs"] as! Int, file)
            XCTAssertEqual(f.ascender, e["ascender"] as! Int, file)
            XCTAssertEqual(f.descender, e["descender"] as! Int, file)
            XCTAssertEqual(f.lineGap, e["lineGap"] as! Int, file)
        }
        let inter = try font("Inter-Regular.ttf")
        XCTAssertEqual(inter.unitsPerEm, 2816)
        XCTAssertEqual(inter.kerningSource, "GPOS")
        XCTAssertEqual(inter.cmapSubtable.platform, 3)
        XCTAssertEqual(inter.cmapSubtable.encoding, 10)
        XCTAssertEqual(inter.cmapSubtable.format, 12)
        XCTAssertEqual(try font("Inter-Bold.ttf").weightClass, 700)
        // OS/2 sCapHeight as fontTools reads it (version 4 and 3 tables).
        XCTAssertEqual(inter.capHeight, 2048)
        XCTAssertEqual(try font("DroidSansFallback.ttf").capHeight, 183)
        XCTAssertEqual(try font("NotoSansHebrew-Regular.ttf").capHeight, 714)
    }

    /// Sum of advances and of GPOS pair kerning per string, in font units, as fontTools (and,
    /// when the fixture was made, HarfBuzz) computes them.
    func testAdvancesAndKerningMatchFontTools() throws {
        let fixture = try Support.fontTools()
        var checked = 0, kernedStrings = 0
        for (file, any) in fixture {
            let f = try font(file)
            let strings = (any as! [String: Any])["strings"] as! [String: [String: Any]]
            for (text, v) in strings {
                let glyphs = text.unicodeScalars.map { f.glyph(for: $0) }
                XCTAssertEqual(glyphs, v["glyphs"] as! [Int], "\(file) \(text)")
                let advance = glyphs.map { f.advance($0) }.reduce(0, +)
                var kerning = 0
                for (a, b) in zip(glyphs, glyphs.dropFirst()) {
                    let k = f.kerning(a, b)
                    kerning += k.first + k.second
                }
                XCTAssertEqual(advance, v["advance"] as! Int, "advance \(file) \(text)")
                XCTAssertEqual(kerning, v["kerning"] as! Int, "kerning \(file) \(text)")
                if kerning != 0 { kernedStrings += 1 }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 70)
        XCTAssertGreaterThan(kernedStrings, 30, "the sample must exercise kerning")
    }

    func testCmapFormat12AndBMPLookups() throws {
        let fixture = try Support.fontTools()
        for file in ["Inter-Regular.ttf", "DroidSansFallback.ttf"] {
            let f = try font(file)
            XCTAssertEqual(f.cmapSubtable.format, 12, file)
            let cmap = (fixture[file] as! [String: Any])["cmap"] as! [String: Int]
            var supplementary = 0
            for (hex, glyph) in cmap {
                let cp = UInt32(hex, radix: 16)!
                if cp > 0xFFFF { supplementary += 1 }
                XCTAssertEqual(f.glyph(for: Unicode.Scalar(cp)!), glyph, "\(file) U+\(hex)")
            }
            XCTAssertGreaterThan(supplementary, 0, "\(file): a code point past U+FFFF needs format 12")
        }
        // MDI 1.6.50 has only format 4 subtables; its icons sit in the BMP private use area.
        let mdi = try font("materialdesignicons-webfont.ttf")
        XCTAssertEqual(mdi.cmapSubtable.format, 4)
        XCTAssertNotEqual(mdi.glyph(for: Unicode.Scalar(0xF110)!), 0)  // cart
    }

    /// Composite glyphs (accented letters, a nested one, one with a scale) flatten to exactly the
    /// points fontTools' getCoordinates gives.
    func testCompositeGlyphsMatchFontTools() throws {
        let fixture = try Support.fontTools()
        for file in interFiles {
            let f = try font(file)
            let composites = (fixture[file] as! [String: Any])["composites"] as! [[String: Any]]
            XCTAssertEqual(composites.count, 5)
            for c in composites {
                let name = c["name"] as! String
                let p = try f.points(c["glyph"] as! Int)
                let expected = (c["points"] as! [[Double]]).map { OutlinePoint(x: $0[0], y: $0[1]) }
                // Within 1e-9: for Ю's 0.7-scaled bar fontTools prints 397.10235595703136 where the
                // exact product (193 × 11469/16384 + 262, representable) is …125, which we give.
                XCTAssertEqual(p.points.count, expected.count, "\(file) \(name)")
                for (a, b) in zip(p.points, expected) {
                    XCTAssertEqual(a.x, b.x, accuracy: 1e-9, "\(file) \(name)")
                    XCTAssertEqual(a.y, b.y, accuracy: 1e-9, "\(file) \(name)")
                }
                XCTAssertEqual(p.onCurve, c["onCurve"] as! [Bool], "\(file) \(name)")
                XCTAssertEqual(p.endPoints, c["endPoints"] as! [Int], "\(file) \(name)")
                // The outline has one closed contour per TrueType contour.
                let outline = p.outline
                XCTAssertEqual(outline.contours.count, p.endPoints.count)
                for contour in outline.contours {
                    guard case let .moveTo(start) = contour.first else { return XCTFail("contour must start with moveTo") }
                    switch contour.last! {
                    case let .lineTo(e), let .quadTo(_, e), let .cubicTo(_, _, e): XCTAssertEqual(e, start, "\(name): contour not closed")
                    case .moveTo: XCTFail("moveTo inside a contour")
                    }
                }
            }
        }
    }

    /// Every glyph of every shipped font decodes, and the totals over all of them (point and
    /// contour counts, coordinate sums) equal fontTools'.
    func testEveryShippedGlyphMatchesFontToolsTotals() throws {
        let fixture = try Support.fontTools()
        for file in interFiles + ["materialdesignicons-webfont.ttf", "DroidSansFallback.ttf"] {
            let f = try font(file)
            let expected = (fixture[file] as! [String: Any])["outlineTotals"] as! [String: Int]
            var points = 0, onCurve = 0, contours = 0, sumX64 = 0, sumY64 = 0
            for g in 0..<f.numGlyphs {
                let p = try f.points(g)
                points += p.points.count
                onCurve += p.onCurve.filter { $0 }.count
                contours += p.endPoints.count
                for q in p.points {
                    sumX64 += Int((q.x * 64 + 0.5).rounded(.down))
                    sumY64 += Int((q.y * 64 + 0.5).rounded(.down))
                }
            }
            XCTAssertEqual(points, expected["points"], file)
            XCTAssertEqual(onCurve, expected["onCurve"], file)
            XCTAssertEqual(contours, expected["contours"], file)
            XCTAssertEqual(sumX64, expected["sumX64"], file)
            XCTAssertEqual(sumY64, expected["sumY64"], file)
        }
    }

    func testPlacedOutlineIsScaledAndFlipped() throws {
        let f = try font("Inter-Regular.ttf")
        let square = GlyphOutline(contours: [[.moveTo(OutlinePoint(x: 0, y: 0)), .lineTo(OutlinePoint(x: 2816, y: 2816)),
                                              .quadTo(OutlinePoint(x: 0, y: 2816), OutlinePoint(x: 0, y: 0))]])
        let placed = square.placed(size: 10, unitsPerEm: f.unitsPerEm, x: 5, baselineY: 20)
        XCTAssertEqual(placed.contours[0], [.moveTo(OutlinePoint(x: 5, y: 20)), .lineTo(OutlinePoint(x: 15, y: 10)),
                                            .quadTo(OutlinePoint(x: 5, y: 10), OutlinePoint(x: 5, y: 20))])
    }
}
