import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayout
import TabSnapPNG
import TabSnapTabBar
import XCTest
@testable import TabSnapStrings

/// String tables and plural rules (issue 16, started): .strings in UTF-8 and UTF-16, .stringsdict
/// plural rules, .xcstrings catalogs with plural and device variations, CLDR categories.
final class StringCatalogTests: XCTestCase {
    func testPluralCategoriesFollowCLDR() {
        func cats(_ lang: String, _ ns: [Int]) -> [String] { ns.map { PluralRules.category($0, language: lang).rawValue } }
        let ns = [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111, 1_000_000]
        XCTAssertEqual(cats("en", ns), ["other", "one"] + Array(repeating: "other", count: 13))
        XCTAssertEqual(cats("de", [1, 2]), ["one", "other"])
        XCTAssertEqual(cats("ru", ns), ["many", "one", "few", "few", "many", "many", "many", "one", "few", "many", "many", "one", "few", "many", "many"])
        XCTAssertEqual(cats("ar", ns), ["zero", "one", "two", "few", "few", "many", "many", "many", "many", "many", "other", "other", "other", "many", "other"])
        XCTAssertEqual(cats("he", [0, 1, 2, 3, 20]), ["other", "one", "two", "other", "other"])
        XCTAssertEqual(cats("fr", [0, 1, 2, 1_000_000]), ["one", "one", "other", "many"])
        XCTAssertEqual(cats("es", [0, 1, 2, 1_000_000]), ["other", "one", "other", "many"])
        for lang in ["ja", "ko", "zh-Hans"] { XCTAssertEqual(Set(cats(lang, ns)), ["other"], lang) }
        XCTAssertEqual(PluralRules.category(1, language: "ru_RU"), .one, "a region is ignored")
    }

    func makeBundle() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-strings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/ru.lproj", withIntermediateDirectories: true)
        try #"/* Tabs */ "Shopping cart" = "Shopping cart"; "Profile" = "Profile";"#.write(toFile: root + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        // Russian in UTF-16 with a byte-order mark, as older Xcode projects keep it.
        let ru = "// Вкладки\n\"Shopping cart\" = \"Корзина\";\n\"Quote\" = \"Say \\\"hi\\\"\\n\";\n"
        try (Data([0xFF, 0xFE]) + ru.data(using: .utf16LittleEndian)!).write(to: URL(fileURLWithPath: root + "/ru.lproj/Localizable.strings"))
        func plural(_ key: String) -> String {
            """
            <key>\(key)</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@items@ в корзине</string>
              <key>items</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d товар</string><key>few</key><string>%d товара</string>
                <key>many</key><string>%d товаров</string><key>other</key><string>%d товара</string>
              </dict></dict>
            """
        }
        let dict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>\(plural("%d items"))\(plural("%lld items"))</dict></plist>
        """
        try dict.write(toFile: root + "/ru.lproj/Localizable.stringsdict", atomically: true, encoding: .utf8)
        let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Home": {"localizations": {"ru": {"stringUnit": {"state": "translated", "value": "Главная"}},
                                     "ko": {"stringUnit": {"state": "translated", "value": "홈"}}}},
          "%lld new": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld new"}}, "other": {"stringUnit": {"value": "%lld new"}}}}},
            "ar": {"variations": {"plural": {"zero": {"stringUnit": {"value": "لا جديد"}}, "one": {"stringUnit": {"value": "جديد واحد"}},
                   "two": {"stringUnit": {"value": "جديدان"}}, "few": {"stringUnit": {"value": "%lld جديدة"}},
                   "many": {"stringUnit": {"value": "%lld جديدًا"}}, "other": {"stringUnit": {"value": "%lld جديد"}}}}}}},
          "Settings": {"localizations": {"en": {"variations": {"device": {"ipad": {"stringUnit": {"value": "Settings"}},
                                                                          "other": {"stringUnit": {"value": "Prefs"}}}}}}}
        }}
        """#
        try catalog.write(toFile: root + "/Tabs.xcstrings", atomically: true, encoding: .utf8)
        return root
    }

    func testTablesResolveByLanguageWithFallbacks() throws {
        let root = try makeBundle()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let c = try StringCatalog(path: root)
        XCTAssertEqual(c.localized("Shopping cart", language: "ru"), "Корзина")
        XCTAssertEqual(c.localized("Shopping cart", language: "ru-RU"), "Корзина", "the region falls back to the language")
        XCTAssertEqual(c.localized("Quote", language: "ru"), "Say \"hi\"\n")
        XCTAssertEqual(c.localized("Profile", language: "ru"), "Profile", "missing in Russian: the English value")
        XCTAssertNil(c.localized("Nowhere", language: "ru"))
        // .stringsdict plurals with the language's rule.
        XCTAssertEqual(c.localized("%d items", language: "ru", count: 1), "1 товар в корзине")
        XCTAssertEqual(c.localized("%d items", language: "ru", count: 3), "3 товара в корзине")
        XCTAssertEqual(c.localized("%d items", language: "ru", count: 25), "25 товаров в корзине")
        XCTAssertEqual(c.localized("%d items", language: "ru", count: 21), "21 товар в корзине")
        // .xcstrings: translations, Arabic's six categories, device variations.
        XCTAssertEqual(c.localized("Home", table: "Tabs", language: "ko"), "홈")
        XCTAssertEqual(c.localized("%lld new", table: "Tabs", language: "ar", count: 0), "لا جديد")
        XCTAssertEqual(c.localized("%lld new", table: "Tabs", language: "ar", count: 2), "جديدان")
        XCTAssertEqual(c.localized("%lld new", table: "Tabs", language: "ar", count: 5), "5 جديدة")
        XCTAssertEqual(c.localized("%lld new", table: "Tabs", language: "ar", count: 11), "11 جديدًا")
        XCTAssertEqual(c.localized("%lld new", table: "Tabs", language: "de", count: 3), "3 new", "no German: the source language")
        XCTAssertEqual(c.localized("Settings", table: "Tabs", language: "en"), "Prefs")
        XCTAssertEqual(c.localized("Settings", table: "Tabs", language: "en", device: "ipad"), "Settings")
        XCTAssertEqual(Set(c.languages), ["Base", "en", "ru", "ko", "ar"].reduce(into: Set<String>()) { if $1 != "Base" { $0.insert($1) } })
    }

    /// A `.stringsdict` file whose variables are `a`…`z` with the given variants (`other` only).
    func stringsDict(_ key: String, format: String, _ variables: [(String, String)]) throws -> String {
        let root = NSTemporaryDirectory() + "tabsnap-dict-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        let vars = variables.map { "<key>\($0.0)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>one</key><string>1-\($0.1)</string><key>other</key><string>\($0.1)</string></dict>" }.joined()
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(vars)</dict></dict></plist>
        """.write(toFile: root + "/en.lproj/Localizable.stringsdict", atomically: true, encoding: .utf8)
        return root
    }

    /// Issue 45, items 4 and 5: nested variables expand where they stand, as Foundation does
    /// (they were replaced in the dictionary's order, which changed from run to run), and a
    /// format that names itself or fans out is refused when read (30 variables naming all 30
    /// ran 10 s and 540 MB).
    func testStringsDictVariablesNestInAFixedOrderAndAreBounded() throws {
        let letters = (0..<12).map { String(UnicodeScalar(UInt8(97 + $0))) }
        let chain = letters.enumerated().map { i, v in (v, v.uppercased() + (i + 1 < letters.count ? "%#@\(letters[i + 1])@" : "")) }
        let root = try stringsDict("title", format: "[%#@a@] %#@zz@ %d", chain)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Reading the file afresh each time: the property list's dictionary order varies.
        for _ in 0..<5 {
            let c = try StringCatalog(path: root)
            XCTAssertEqual(c.localized("title", language: "en", count: 3), "[ABCDEFGHIJKL] %#@zz@ 3")
            XCTAssertEqual(c.localized("title", language: "en", count: 1), "[1-A1-B1-C1-D1-E1-F1-G1-H1-I1-J1-K1-L] %#@zz@ 1")
            XCTAssertEqual(c.localized("title", language: "en"), "[ABCDEFGHIJKL] %#@zz@ ", "no count: other, and %d left empty")
        }
        func refused(_ format: String, _ variables: [(String, String)], _ message: String, line: UInt = #line) throws {
            let root = try stringsDict("k", format: format, variables)
            defer { try? FileManager.default.removeItem(atPath: root) }
            XCTAssertThrowsError(try StringCatalog(path: root), line: line) {
                XCTAssertEqual("\($0)", "\(root)/en.lproj/Localizable.stringsdict: \"k\": " + message, line: line)
            }
        }
        try refused("%#@a@", [("a", "x%#@b@"), ("b", "y%#@a@")], "variable a names itself (%#@a@ → %#@b@ → %#@a@): it would expand without end")
        try refused("%#@a@", [("a", "%#@a@")], "variable a names itself (%#@a@ → %#@a@): it would expand without end")
        let thirty = (0..<30).map { "v\($0)" }
        let all = thirty.map { "%#@\($0)@" }.joined()
        // Each names the ones after it: 2^30 copies if expanded, checked in 30 steps.
        let fan = thirty.enumerated().map { i, v in (v, "x" + thirty[(i + 1)...].map { "%#@\($0)@" }.joined()) }
        try refused(all, fan, "its variables expand past 10000 characters (category zero); nest fewer")
        let deep = (0..<40).map { ("n\($0)", "x%#@n\($0 + 1)@") }
        try refused("%#@n0@", deep, "variables nested deeper than 32 levels (n0 → n1 → n2 → n3 → …)")
    }

    func testMalformedTablesNameTheLine() throws {
        XCTAssertThrowsError(try StringsFile.parse(Array("\"a\" = \"b\";\n\"c\" \"d\";".utf8))) { XCTAssertEqual("\($0)", "line 2: expected = after \"c\"") }
        XCTAssertThrowsError(try StringsFile.parse(Array("/* open".utf8))) { XCTAssertEqual("\($0)", "line 1: a /* comment is never closed") }
        XCTAssertThrowsError(try StringsFile.parse(Array("\"a\" = \"b".utf8))) { XCTAssertEqual("\($0)", "line 1: a string is never closed") }
        XCTAssertEqual(StringCatalog.format("%1$@ and %2$@, %d%%", count: 5, arguments: ["a", "b"]), "a and b, 5%")
        XCTAssertEqual(StringCatalog.format("100%", count: nil, arguments: []), "100%", "a trailing % stays")
    }

    /// `Text("key")` in a view: looked up in the environment's locale when laid out; an
    /// interpolated count picks the plural; a missing key is shown as written with a warning.
    func testTextLooksUpItsKeyInTheLocale() throws {
        let root = try makeBundle()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = try StringCatalog(path: root)
        let resources = try FontResources.bundled(images: PNGImageLoader())
        func shown(_ view: some View, locale: String, tables: [any StringLookup] = []) throws -> (texts: [String], warnings: [String]) {
            let shot = try Snapshot.render(makeNode(view.environment(\.locale, Locale(identifier: locale))),
                                           container: LayoutContainer(size: CGSize(width: 300, height: 60), scale: 1), scheme: .light,
                                           resources: RenderResources(resources, stringTables: tables))
            let texts = shot.displayList.items.compactMap { item -> String? in if case .glyphs(let run) = item { return run.text } else { return nil } }
            return (texts, shot.displayList.warnings)
        }
        let tables: [any StringLookup] = [catalog]
        XCTAssertEqual(try shown(Text("Shopping cart"), locale: "ru_RU", tables: tables).texts, ["Корзина"])
        XCTAssertEqual(try shown(Text("Shopping cart"), locale: "en_US", tables: tables).texts, ["Shopping cart"])
        let n = 3
        XCTAssertEqual(try shown(Text("\(n) items"), locale: "ru", tables: tables).texts, ["3 товара в корзине"])
        XCTAssertEqual(try shown(Text("\(25) items"), locale: "ru", tables: tables).texts, ["25 товаров в корзине"])
        XCTAssertEqual(try shown(Text("Home", tableName: "Tabs"), locale: "ko", tables: tables).texts, ["홈"])
        let missing = try shown(Text("Checkout"), locale: "ru", tables: tables)
        XCTAssertEqual(missing.texts, ["Checkout"])
        XCTAssertEqual(missing.warnings, ["no string table has \"Checkout\" for ru; shown as written"])
        // A string value is never looked up.
        let value = "Shopping cart"
        XCTAssertEqual(try shown(Text(value), locale: "ru", tables: tables).texts, ["Shopping cart"])
        // Without tables a key is its own text, with no warning.
        XCTAssertEqual(try shown(Text("\(2) items"), locale: "ru").texts, ["2 items"])
        XCTAssertEqual(try shown(Text("Shopping cart"), locale: "ru").warnings, [])
        XCTAssertEqual(try shown(Text("100%"), locale: "en").texts, ["100%"], "a plain key is shown as written")
    }

    /// Configuration titles `{key: …}` with `strings:`, rendered in the configuration's locale.
    func testConfigurationTitlesAreKeys() throws {
        let root = try makeBundle()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let doc = try JSONParser.parse(#"{"strings": ".", "locale": "ru", "items": [{"title": {"key": "Shopping cart"}, "icon": "cart"}, {"title": {"key": "Checkout"}, "icon": "house"}, {"title": "Plain", "icon": "star"}]}"#)
        let config = try TabBarConfigDecoder.decode(doc, name: "cart", file: root + "/cart.json")
        XCTAssertEqual(config.items.map(\.titleIsKey), [true, true, false])
        XCTAssertEqual(config.locale, "ru")
        let resources = try FontResources.bundled(images: PNGImageLoader())
        let shot = try TabBarRenderer.render(StyleContext(config: config, device: try Devices.resolve("iphone-se"), orientation: .portrait, scheme: .light),
                                             resources: resources, barOnly: true)
        let texts = shot.displayList.items.compactMap { item -> String? in if case .glyphs(let run) = item { return run.text } else { return nil } }
        XCTAssertTrue(texts.contains("Корзина"), "\(texts)")
        XCTAssertTrue(texts.contains("Checkout") && texts.contains("Plain"), "\(texts)")
        XCTAssertEqual(shot.displayList.warnings, ["no string table has \"Checkout\" for ru; shown as written"])
        XCTAssertThrowsError(try TabBarConfigDecoder.decode(try JSONParser.parse(#"{"items": [{"title": {"name": "x"}}]}"#), name: "bad")) {
            XCTAssertTrue("\($0)".contains("items[0].title.name: unknown key"), "\($0)")
        }
    }

    /// `Text(value, format:)` formats in the locale of the place it is laid out in, with
    /// Foundation's styles (CLDR: a no-break space groups Russian thousands).
    func testFormattedTextUsesTheLayoutLocale() throws {
        let resources = try FontResources.bundled(images: PNGImageLoader())
        func shown(_ view: some View, locale: String) throws -> [String] {
            let shot = try Snapshot.render(makeNode(view.environment(\.locale, Locale(identifier: locale))),
                                           container: LayoutContainer(size: CGSize(width: 300, height: 60), scale: 1), scheme: .light, resources: resources)
            return shot.displayList.items.compactMap { item -> String? in if case .glyphs(let run) = item { return run.text } else { return nil } }
        }
        let price = 1299.5
        XCTAssertEqual(try shown(Text(price, format: .currency(code: "RUB")), locale: "ru_RU"), ["1\u{A0}299,50\u{A0}₽"])
        XCTAssertEqual(try shown(Text(price, format: .currency(code: "USD")), locale: "en_US"), ["$1,299.50"])
        XCTAssertEqual(try shown(Text(price, format: .currency(code: "EUR")), locale: "de_DE"), ["1.299,50\u{A0}€"])
        XCTAssertEqual(try shown(Text(1234567, format: .number), locale: "fr_FR"), ["1\u{202F}234\u{202F}567"])
        XCTAssertEqual(try shown(Text(0.25, format: .percent).bold(), locale: "de"), ["25\u{A0}%"])
        // In a key, a formatted value takes the locale of the lookup too (the key is "Total: %@").
        let total = Text("Total: \(price, format: .currency(code: "RUB"))")
        XCTAssertEqual(try shown(total, locale: "ru_RU"), ["Total: 1\u{A0}299,50\u{A0}₽"])
        XCTAssertEqual(try shown(total, locale: "en_US"), ["Total: RUB\u{A0}1,299.50"])
        XCTAssertEqual(String(localized: "Total: \(price, format: .currency(code: "EUR"))", locale: Locale(identifier: "de")), "Total: 1.299,50\u{A0}€")
        // A date is shown in GMT whatever the host's time zone (2026-11-26 23:30 UTC).
        let date = Date(timeIntervalSince1970: 1_795_735_800)
        XCTAssertEqual(try shown(Text(date, format: .dateTime.year().month().day().hour().minute()), locale: "en_US"), ["Nov 26, 2026 at 11:30\u{202F}PM"])
        XCTAssertEqual(try shown(Text(date, format: .dateTime.day().month(.wide)), locale: "ru"), ["26 ноября"])
        // Outside layout, the text holds the value in en_US.
        XCTAssertEqual(Text(price, format: .currency(code: "RUB")).string, "RUB\u{A0}1,299.50")
    }

    /// `String(localized:)` in a body looks its key up in the tables and locale of the view it
    /// runs for; an explicit locale wins; a key no table has is shown as written; outside any
    /// render there are no tables (as a process's own locale is not a snapshot's).
    func testStringLocalizedResolvesThroughTheTables() throws {
        let root = try makeBundle()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = try StringCatalog(path: root)
        struct Titles: View {
            var body: some View {
                let n = 25
                VStack {
                    Text(verbatim: String(localized: "Shopping cart"))
                    Text(verbatim: String(localized: "Shopping cart", locale: Locale(identifier: "en_US")))
                    Text(verbatim: String(localized: "\(n) items"))
                    Text(verbatim: String(localized: "cart.title", defaultValue: "Cart"))
                    Text(verbatim: String(localized: "Checkout"))
                }
            }
        }
        let resources = try FontResources.bundled(images: PNGImageLoader())
        let shot = try Snapshot.render(makeNode(Titles().environment(\.locale, Locale(identifier: "ru"))),
                                       container: LayoutContainer(size: CGSize(width: 300, height: 200), scale: 1), scheme: .light,
                                       resources: RenderResources(resources, stringTables: [catalog]))
        let texts = shot.displayList.items.compactMap { item -> String? in if case .glyphs(let run) = item { return run.text } else { return nil } }
        XCTAssertEqual(texts, ["Корзина", "Shopping cart", "25 товаров в корзине", "Cart", "Checkout"])
        XCTAssertEqual(String(localized: "Shopping cart", locale: Locale(identifier: "ru")), "Shopping cart", "outside a render: no tables")
        XCTAssertEqual(String(localized: "\(3) items", locale: Locale(identifier: "ru")), "3 items", "no tables: the key with its values")
    }

    /// Configuration titles `{value:, format:, currency:}` are formatted in the render's locale;
    /// a bad code or a missing value names the field.
    func testConfigurationTitlesFormatNumbers() throws {
        let doc = try JSONParser.parse(#"{"locale": "ru", "items": [{"title": {"value": 1299.5, "format": "currency", "currency": "RUB"}, "icon": "cart"}, {"title": {"value": 0.5, "format": "percent"}, "icon": "house"}, {"title": {"value": 12345}, "icon": "star"}]}"#)
        let config = try TabBarConfigDecoder.decode(doc, name: "cart")
        XCTAssertEqual(config.items.map(\.titleFormat), [.currency(1299.5, code: "RUB"), .percent(0.5), .number(12345)])
        let resources = try FontResources.bundled(images: PNGImageLoader())
        let shot = try TabBarRenderer.render(StyleContext(config: config, device: try Devices.resolve("iphone-se"), orientation: .portrait, scheme: .light),
                                             resources: resources, barOnly: true)
        let texts = shot.displayList.items.compactMap { item -> String? in if case .glyphs(let run) = item { return run.text } else { return nil } }
        XCTAssertEqual(texts.filter { !["cart", "house", "star"].contains($0) }, ["1\u{A0}299,50\u{A0}₽", "50\u{A0}%", "12\u{A0}345"])
        func error(_ json: String) -> String {
            do { _ = try TabBarConfigDecoder.decode(try JSONParser.parse(json), name: "bad"); return "" } catch { return "\(error)" }
        }
        XCTAssertTrue(error(#"{"items": [{"title": {"value": 3, "format": "currency", "currency": "rub"}}]}"#).contains("items[0].title.currency: expected an ISO 4217"))
        XCTAssertTrue(error(#"{"items": [{"title": {"value": 3, "format": "currency"}}]}"#).contains("items[0].title.currency: missing"))
        XCTAssertTrue(error(#"{"items": [{"title": {"format": "number"}}]}"#).contains("items[0].title.key: missing"))
        XCTAssertTrue(error(#"{"items": [{"title": {"value": 3, "format": "date"}}]}"#).contains("items[0].title.format"))
        XCTAssertTrue(error(#"{"items": [{"title": {"key": "Cart", "value": 3}}]}"#).contains("items[0].title: expected either {key: …} or {value: …"))
    }
}
