import XCTest
@testable import TabSnapText

/// SF Symbol names are drawn with TabSnap Symbols (Phosphor's icons first, then Tabler's,
/// Material Design Icons 7's and Lucide's, built from `Fonts/sf-symbols.tsv` by
/// `Scripts/make_symbol_font.py`) in four weights: the names public tab bars stopped on resolve,
/// outline and fill forms are different glyphs, and the old Material set answers only names
/// the table lacks.
final class SymbolFontTests: XCTestCase {
    func icons() throws -> IconSet { try IconSet(library: try Support.library()) }

    func testSymbolNamesComeFromTheSymbolFont() throws {
        let set = try icons()
        for name in ["safari", "1.circle", "2.circle", "3.circle", "bird", "tray.and.arrow.down.fill", "square", "circle", "moon.fill",
                     "scissors", "party.popper", "h.square.fill", "star.circle", "calendar.badge.clock", "list.bullet.rectangle",
                     "10.circle", "50.circle.fill", "z.square.fill", "0.square"] {
            let icon = try set.icon(named: name)
            XCTAssertEqual(icon.face, .symbols(.regular), name)
            XCTAssertNotEqual(icon.glyph, 0, name)
        }
        // house and house.fill are two glyphs (the Material set drew both filled).
        let house = try set.icon(named: "house"), houseFill = try set.icon(named: "house.fill")
        XCTAssertEqual(house.face, .symbols(.regular))
        XCTAssertNotEqual(house.glyph, houseFill.glyph)
        // A name only the alias table knows still comes from the Material set; "mdi:" always does.
        let aliasOnly = SymbolAliases.table.keys.sorted().first { set.symbols[$0] == nil && (try? set.icon(named: $0)) != nil }
        if let aliasOnly { XCTAssertEqual(try set.icon(named: aliasOnly).face, .icons, aliasOnly) }
        XCTAssertEqual(try set.icon(named: "mdi:cart").face, .icons)
        XCTAssertThrowsError(try set.icon(named: "no.such.symbol"))
    }

    /// Each weight is its own font with the same glyphs at the same code points; a heavier
    /// weight inks more of the same symbol, and SF's nine weights pick the nearest.
    func testWeightsInkInOrder() throws {
        let library = try Support.library()
        let set = try icons()
        func area(_ name: String, _ w: SymbolWeight) throws -> Double {
            let icon = try set.icon(named: name, weight: w)
            XCTAssertEqual(icon.face, .symbols(w))
            return try library.symbols(w).outline(icon.glyph).signedAreaMagnitude
        }
        for name in ["house", "gearshape", "1.circle", "star.circle", "bell.badge"] {
            let areas = try SymbolWeight.allCases.map { try area(name, $0) }
            XCTAssertEqual(areas, areas.sorted(), "\(name): thin < light < regular < bold")
            XCTAssertGreaterThan(areas[3], areas[0] * 1.5, name)
        }
        XCTAssertEqual(try area("house.fill", .thin), try area("house.fill", .bold), accuracy: 1e-6, "a fill form has one weight")
        XCTAssertEqual((100...900).filter { $0 % 100 == 0 }.map { SymbolWeight(fontWeight: $0) },
                       [.thin, .thin, .light, .regular, .regular, .bold, .bold, .bold, .bold])
    }

    /// Composed and badged symbols have their two layers as glyphs; symbols with steps their
    /// lower steps; neither is a name of its own.
    func testLayersAndSteps() throws {
        let set = try icons()
        let badge = set.parts(of: "bell.badge")
        XCTAssertEqual(badge.layers.map(\.name), ["bell.badge#1", "bell.badge#2"])
        XCTAssertEqual(badge.layers[0].multicolor, "systemRed")
        XCTAssertEqual(set.parts(of: "star.circle.fill").layers.count, 2)
        XCTAssertEqual(set.parts(of: "house").layers, [])
        XCTAssertEqual(set.parts(of: "wifi").steps, ["wifi@0", "wifi@1", "wifi@2"])
        XCTAssertEqual(set.parts(of: "cellularbars").steps.count, 4)
        XCTAssertNoThrow(try set.icon(named: "wifi@1"))
        XCTAssertFalse(set.hasSymbol("wifi@1"))
        XCTAssertFalse(set.knownNames.contains { $0.contains("#") || $0.contains("@") })
    }

    /// Every name the symbol font lists has a glyph with ink, inside the em, and the file and
    /// the names agree with the mapping table they were made from.
    func testEverySymbolHasAnOutlineInsideTheEm() throws {
        let library = try Support.library()
        let set = try icons()
        XCTAssertGreaterThanOrEqual(set.symbols.count, 800)
        for weight in SymbolWeight.allCases {
        let font = library.symbols(weight)
        XCTAssertEqual(font.unitsPerEm, 256)
        for (name, cp) in set.symbols.sorted(by: { $0.value < $1.value }) {
            let glyph = font.glyph(for: Unicode.Scalar(cp)!)
            XCTAssertNotEqual(glyph, 0, name)
            let outline = try font.outline(glyph)
            XCTAssertFalse(outline.isEmpty, name)
            // End points stay inside the em (Phosphor's ink spans about 16 to 240 of 256).
            for contour in outline.contours {
                for segment in contour {
                    let p: OutlinePoint
                    switch segment {
                    case .moveTo(let a), .lineTo(let a): p = a
                    case .quadTo(_, let a): p = a
                    case .cubicTo(_, _, let a): p = a
                    }
                    XCTAssertTrue(p.x >= 0 && p.x <= 256 && p.y >= 0 && p.y <= 256, "\(name): \(p)")
                }
            }
        }
        }
        let table = try String(contentsOfFile: library.directory + "/sf-symbols.tsv", encoding: .utf8)
        // Every glyph is a row of the table, and every Phosphor row the font can draw (as it is,
        // in a circle, square or rectangle, slashed or badged) is there.
        let badges: Set<String> = ["plus", "minus", "checkmark", "xmark", "exclamationmark", "exclamationmark-triangle", "questionmark",
                                   "clock", "gearshape", "ellipsis", "magnifyingglass", "person", "arrow.up", "dot"]
        var names: Set<String> = [], phosphor: Set<String> = []
        for line in table.split(separator: "\n").dropFirst() {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count > 5 else { continue }
            names.insert(f[0])
            let badge = f[5].hasPrefix("badge:") ? String(f[5].dropFirst(6)) : nil
            if f[2] == "phosphor" && (["", "circle", "square", "rect", "slash"].contains(f[5]) || badge.map(badges.contains) == true) {
                phosphor.insert(f[0])
            }
        }
        let symbols = Set(set.symbols.keys.filter { !IconSet.isPart($0) })
        XCTAssertTrue(symbols.isSubset(of: names))
        for part in set.symbols.keys where IconSet.isPart(part) {
            XCTAssertTrue(names.contains(String(part.prefix { $0 != "#" && $0 != "@" })), part)
        }
        XCTAssertTrue(phosphor.isSubset(of: Set(set.symbols.keys)), "\(phosphor.subtracting(set.symbols.keys).sorted().prefix(5))")
        XCTAssertGreaterThanOrEqual(set.symbols.count, 1150)
    }
}

extension SymbolFontTests {
    /// `.symbolVariant(.fill)` and a selected tab's `.fill` pick a variant TabSnap Symbols has, as
    /// they pick the Material set's.
    func testVariantsAreKnownFromBothSets() throws {
        let set = try icons()
        XCTAssertTrue(set.hasSymbol("house.fill"))
        XCTAssertTrue(set.hasSymbol("bird.fill"), "a symbol of TabSnap Symbols")
        XCTAssertTrue(set.hasSymbol("star.circle.fill"))
        XCTAssertFalse(set.hasSymbol("no.such.symbol.fill"))
        XCTAssertFalse(IconSet.isSymbolName("bird.fill"), "the alias table alone does not know it")
    }
}

extension GlyphOutline {
    /// The inked area: each contour's signed area (curves sampled in 16 steps), summed and made
    /// positive; holes turn the other way and subtract.
    var signedAreaMagnitude: Double {
        var total = 0.0
        for contour in contours {
            var points: [(Double, Double)] = []
            var last = (0.0, 0.0)
            for segment in contour {
                switch segment {
                case .moveTo(let a), .lineTo(let a):
                    last = (a.x, a.y)
                    points.append(last)
                case .quadTo(let c, let a):
                    for i in 1...16 {
                        let t = Double(i) / 16, u = 1 - t
                        points.append((u * u * last.0 + 2 * u * t * c.x + t * t * a.x, u * u * last.1 + 2 * u * t * c.y + t * t * a.y))
                    }
                    last = (a.x, a.y)
                case .cubicTo(let c1, let c2, let a):
                    for i in 1...16 {
                        let t = Double(i) / 16, u = 1 - t
                        let x = u * u * u * last.0 + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * a.x
                        let y = u * u * u * last.1 + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * a.y
                        points.append((x, y))
                    }
                    last = (a.x, a.y)
                }
            }
            for i in points.indices {
                let p = points[i], q = points[(i + 1) % points.count]
                total += p.0 * q.1 - q.0 * p.1
            }
        }
        return abs(total / 2)
    }
}
