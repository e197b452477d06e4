import XCTest
@testable import TabSnapText

final class IconAndLibraryTests: XCTestCase {
    func icons() throws -> IconSet { try IconSet(library: try Support.library()) }

    func testMDINamesAndAliases() throws {
        let set = try icons()
        XCTAssertEqual(try set.icon(named: "mdi:cart").codepoint, 0xF110)
        XCTAssertEqual(try set.icon(named: "cart-outline").codepoint, 0xF111)
        // SF Symbols meaning first, from TabSnap Symbols: "cart" is the outline cart, "cart.fill"
        // the filled one; "mdi:cart" the MDI (filled) one; a plain MDI name the MDI icon.
        for name in ["cart", "cart.fill", "house.fill", "heart", "heart.fill", "magnifyingglass", "person.2.fill"] {
            let icon = try set.icon(named: name)
            XCTAssertEqual(icon.face, .symbols(.regular), name)
            XCTAssertEqual(icon.name, name)
            XCTAssertNotEqual(icon.glyph, 0, name)
        }
        XCTAssertEqual(try set.icon(named: "mdi:cart").name, "cart")
        XCTAssertEqual(try set.icon(named: "mdi:cart").face, .icons)
        XCTAssertEqual(try set.icon(named: "magnify").face, .icons)
    }

    /// A name is looked up with `memchr`/`memcmp`; it must answer as the whole file read line by line:
    /// every listed name (the first and last lines too), and nothing for prefixes, extensions,
    /// a name with the tab or a newline in it, or the codepoint column.
    func testLookupAgreesWithTheWholeFile() throws {
        let all = try icons().codepoints
        XCTAssertGreaterThan(all.count, 1000)
        let set = try icons()
        for (name, cp) in all { XCTAssertEqual(set.codepoint(name), cp, name) }
        XCTAssertEqual(set.codepoint("access-point"), 0xF002, "the first line")
        XCTAssertEqual(set.codepoint("zip-box"), 0xF5C4, "the last line")
        for miss in ["", "access-poin", "access-point-", "zip-box\t", "account\tF004", "account\naccount-box",
                     "F004", "\naccount", "zip-box\n", "ACCOUNT"] {
            XCTAssertNil(set.codepoint(miss), miss.debugDescription)
        }
    }

    func testEveryAliasResolvesAndAtLeastThirty() throws {
        let set = try icons()
        var resolved = 0
        for name in SymbolAliases.table.keys.sorted() {
            let icon = try set.icon(named: name)
            XCTAssertNotEqual(icon.glyph, 0, name)
            resolved += 1
        }
        XCTAssertGreaterThanOrEqual(resolved, 180)
        // Found missing by a new user's banking tab bar: transfers, banks, charts, wallets.
        for name in ["arrow.left.arrow.right", "building.columns", "chart.pie.fill"] { XCTAssertNoThrow(try set.icon(named: name), name) }
        // Outline/filled pairs differ.
        for base in ["cart", "person", "bell", "heart", "star", "bookmark", "folder", "tag", "envelope"] {
            XCTAssertNotEqual(try set.icon(named: base).codepoint, try set.icon(named: base + ".fill").codepoint, base)
        }
    }

    func testUnknownIconSuggestsClosestNames() throws {
        let set = try icons()
        XCTAssertThrowsError(try set.icon(named: "cart.fil")) { error in
            guard case let FontError.unknownIcon(name, closest) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "cart.fil")
            XCTAssertEqual(closest.first, "cart.fill")
            XCTAssertTrue("\(error)".contains("cart.fill"))
        }
    }

    func testIconLayout() throws {
        let l = try icons().layout("cart.fill", size: 24)
        XCTAssertEqual(l.glyphs.count, 1)
        XCTAssertEqual(l.glyphs[0].face, .symbols(.regular))
        XCTAssertEqual(try icons().layout("cart.fill", size: 24, weight: .bold).glyphs[0].face, .symbols(.bold))
        XCTAssertEqual(l.width, 24, accuracy: 1e-9)
    }

    func testLibraryLocationAndError() throws {
        let lib = try Support.library()
        XCTAssertTrue(lib.directory.hasSuffix("/Fonts"))
        XCTAssertEqual(try FontLibrary.locate(environment: lib.directory, startingPoints: []), lib.directory)
        XCTAssertThrowsError(try FontLibrary.locate(environment: nil, startingPoints: ["/proc/self", "/tmp"])) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("/proc/self and its parents"), text)
            XCTAssertTrue(text.contains("/tmp and its parents"), text)
            XCTAssertTrue(text.contains("TABSNAP_FONTS"), text)
        }
        // An explicit TABSNAP_FONTS that holds no fonts is an error, even if others would be found.
        XCTAssertThrowsError(try FontLibrary.locate(environment: "/nonexistent/fonts", startingPoints: [lib.directory])) { error in
            XCTAssertTrue("\(error)".contains("$TABSNAP_FONTS=/nonexistent/fonts"), "\(error)")
        }
    }
}
