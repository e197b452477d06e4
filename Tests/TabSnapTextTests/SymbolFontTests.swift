import XCTest
@testable import TabSnapText

/// SF Symbol names the Material set lacks are drawn with TabSnap Symbols (Phosphor's icons first,
/// then Tabler's, Material Design Icons 7's and Lucide's, built from `Fonts/sf-symbols.tsv` by
/// `Scripts/make_symbol_font.py`): the names public tab bars stopped
/// on now resolve, and names the Material set has keep their icons.
final class SymbolFontTests: XCTestCase {
    func icons() throws -> IconSet { try IconSet(library: try Support.library()) }

    func testNamesTheMaterialSetLacksComeFromTheSymbolFont() throws {
        let set = try icons()
        for name in ["safari", "1.circle", "2.circle", "3.circle", "bird", "tray.and.arrow.down.fill", "square", "circle", "moon.fill",
                     "scissors", "party.popper", "h.square.fill", "star.circle", "calendar.badge.clock", "list.bullet.rectangle"] {
            let icon = try set.icon(named: name)
            XCTAssertEqual(icon.face, .symbols, name)
            XCTAssertNotEqual(icon.glyph, 0, name)
        }
        // The Material set's own answers stand: every existing snapshot keeps its icons.
        XCTAssertEqual(try set.icon(named: "house.fill").face, .icons)
        XCTAssertEqual(try set.icon(named: "cart").name, "cart-outline")
        XCTAssertThrowsError(try set.icon(named: "no.such.symbol"))
    }

    /// Every name the symbol font lists has a glyph with ink, inside the em, and the file and
    /// the names agree with the mapping table they were made from.
    func testEverySymbolHasAnOutlineInsideTheEm() throws {
        let library = try Support.library()
        let set = try icons()
        XCTAssertGreaterThanOrEqual(set.symbols.count, 800)
        let font = library.symbols
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
        XCTAssertTrue(Set(set.symbols.keys).isSubset(of: names))
        XCTAssertTrue(phosphor.isSubset(of: Set(set.symbols.keys)), "\(phosphor.subtracting(set.symbols.keys).sorted().prefix(5))")
        XCTAssertGreaterThanOrEqual(set.symbols.count, 1150)
    }
}

extension SymbolFontTests {
    /// `.symbolVariant(.fill)` and a selected tab's `.fill` pick a variant TabSnap Symbols has, as
    /// they pick the Material set's.
    func testVariantsAreKnownFromBothSets() throws {
        let set = try icons()
        XCTAssertTrue(set.hasSymbol("house.fill"), "an alias of the Material set")
        XCTAssertTrue(set.hasSymbol("bird.fill"), "a symbol of TabSnap Symbols")
        XCTAssertTrue(set.hasSymbol("star.circle.fill"))
        XCTAssertFalse(set.hasSymbol("no.such.symbol.fill"))
        XCTAssertFalse(IconSet.isSymbolName("bird.fill"), "the alias table alone does not know it")
    }
}
