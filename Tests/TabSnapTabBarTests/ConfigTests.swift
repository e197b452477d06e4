import TabSnapCore
import TabSnapDocument
@testable import TabSnapLayout
@testable import TabSnapTabBar
import XCTest

final class ConfigTests: XCTestCase {
    func decode(_ json: String, file: String = "bar.json") throws -> TabBarConfig {
        try TabBarConfigDecoder.decode(JSONParser.parse(json), name: "bar", file: file)
    }

    func errors(_ json: String) -> [String] {
        do { _ = try decode(json); return [] } catch { return (error as? DocumentErrors)?.errors.map(\.description) ?? ["\(error)"] }
    }

    /// A field that failed is reported once: what depends on it (a font it registers, a catalog
    /// it loads, the items a selection names) does not echo it as a second, misleading error.
    func testAFailedFieldIsNotEchoedByTheFieldsThatDependOnIt() {
        let font = errors(#"{"items": [{"title": "A"}], "fonts": ["missing.ttf"], "metrics": {"titleFont": "Brand"}}"#)
        XCTAssertEqual(font.count, 1, "\(font)")
        XCTAssertTrue(font.first?.contains("fonts") == true, "\(font)")
        let catalog = errors(#"{"items": [{"title": "A", "icon": {"asset": "X"}}], "assets": ["Missing.xcassets"], "colors": {"light": {"tint": {"asset": "C"}}}}"#)
        XCTAssertEqual(catalog.count, 1, "\(catalog)")
        XCTAssertTrue(catalog.first?.contains("assets") == true, "\(catalog)")
        let items = errors(#"{"items": 3, "selected": "Home"}"#)
        XCTAssertEqual(items.count, 1, "\(items)")
        XCTAssertTrue(items.first?.hasPrefix("items") == true, "\(items)")
        // With the field itself fine, the dependent error still comes.
        XCTAssertEqual(errors(#"{"items": [{"title": "A"}], "selected": "Home"}"#), [#"selected: no item is titled "Home" (titles: "A")"#])
    }

    func testDecodesEverything() throws {
        let c = try decode("""
        {"name": "shop", "style": "circle", "selected": "Корзина", "moreTitle": "Ещё", "maxItems": 4,
         "items": [{"title": "Главная", "icon": "house", "selectedIcon": "house.fill"},
                   {"title": "Корзина", "icon": "cart", "badge": 120},
                   {"title": "Чат", "badge": "new"}, {"title": "Профиль", "badge": "dot"}, {"title": "Пусто", "badge": null}],
         "keyboard": {"shown": true, "height": 300, "barIgnoresKeyboard": false},
         "background": {"light": "#FFFFFF", "dark": "#000000"},
         "colors": {"light": {"tint": "#FF0000"}, "dark": {"tint": "#00FF00"}},
         "metrics": {"titleSize": 11, "titleWeight": "semibold"}}
        """)
        XCTAssertEqual(c.name, "shop")
        XCTAssertEqual(c.style, .circle)
        XCTAssertEqual(c.selected, 1)
        XCTAssertEqual(c.items.map(\.badge), [.none, .count(120), .text("new"), .dot, .none])
        XCTAssertEqual(c.items[0].selectedIcon, "house.fill")
        XCTAssertEqual(c.keyboard.height, 300)
        XCTAssertFalse(c.keyboard.barIgnoresKeyboard)
        XCTAssertEqual(c.light.tint, Color(hex: "#FF0000"))
        XCTAssertEqual(c.dark.tint, Color(hex: "#00FF00"))
        XCTAssertEqual(c.metrics.titleWeight, .semibold)
        XCTAssertEqual(c.maxItems, 4)
    }

    func testYAML() throws {
        let yaml = """
        style: icons
        items:
          - {title: Home, icon: house}
          - title: Search
            icon: magnifyingglass
            badge: 3
        selected: 1
        """
        let c = try TabBarConfigDecoder.decode(DocumentReader.parse(yaml, yaml: true), name: "y")
        XCTAssertEqual(c.style, .icons)
        XCTAssertEqual(c.items.map(\.title), ["Home", "Search"])
        XCTAssertEqual(c.items[1].badge, .count(3))
        XCTAssertEqual(c.selected, 1)
    }

    /// Seed 001's rules, every error at once, each with its path and what was expected.
    func testValidation() {
        let e = errors("""
        {"items": [{"title": ""}, {"title": "A"}, {"title": "A", "badge": -1}, {"title": "More"}, {"icon": "house", "colour": 1}],
         "selected": 9, "style": "fancy", "extra": true}
        """)
        XCTAssertEqual(e, [
            "extra: unknown key 'extra' (expected name, style, appearance, items, selected, moreTitle, maxItems, keyboard, background, colors, metrics, timeline, assets, fonts, strings, locale, dynamicTypeSize)",
            "style: expected one of \"system\", \"circle\", \"sections\", \"icons\", got \"fancy\"",
            "items[2].badge: expected a whole number 0 or more, got -1",
            "items[4].colour: unknown key 'colour' (expected title, icon, selectedIcon, badge, disabled, iconRendering, iconOffset, lottie)",
            "items[4].title: missing: every item needs a title (\"\" for an untitled item)",
            "items[2].title: \"A\" is already the title of items[1]; titles must be unique",
            "items[3].title: \"More\" is the More tab's title; choose another or set moreTitle",
            "selected: no item 9: there are 5 items (0 to 4)",
        ])
        XCTAssertEqual(errors(#"{"items": [{"title": "A"}], "selected": "B"}"#), ["selected: no item is titled \"B\" (titles: \"A\")"])
        XCTAssertEqual(errors(#"{"items": []}"#), ["items: expected at least one item"])
        // iOS's own states: an untitled item, a disabled one, no selection, the appearance.
        let states = try! TabBarConfigDecoder.decode(JSONParser.parse(#"{"items": [{"title": "", "icon": "house"}, {"title": "B", "disabled": true}], "selected": "none", "appearance": "standard"}"#), name: "s")
        XCTAssertEqual(states.items[0].title, "")
        XCTAssertTrue(states.items[1].disabled)
        XCTAssertEqual(states.selected, -1)
        XCTAssertEqual(states.appearance, .standard)
        // Named colours are accepted now; the message lists every form (ColorGrammarTests).
        let colour = errors(#"{"items": [{"title": "A"}], "colors": {"light": {"tint": "rouge"}}}"#)
        XCTAssertEqual(colour.count, 1)
        XCTAssertTrue(colour[0].hasPrefix(##"colors.light.tint: expected a colour ("#RGB", "#RRGGBB", "#RRGGBBAA", a name: black, "##), colour[0])
        XCTAssertTrue(colour[0].hasSuffix(#"got "rouge""#), colour[0])
    }

    /// Configurations write colours as view documents do: hex, names, and a light/dark pair
    /// where the colour is not already one scheme's.
    func testColourGrammar() throws {
        let c = try decode("""
        {"items": [{"title": "A"}], "background": {"light": "white", "dark": "#1C1C1E"},
         "colors": {"light": {"tint": "red", "badge": "#F00"}, "dark": {"tint": "primary"}}}
        """)
        XCTAssertEqual(c.light.tint, .red)
        XCTAssertEqual(c.light.badge, Color(r: 255, g: 0, b: 0))
        XCTAssertEqual(c.dark.tint, .primary)
        XCTAssertEqual(c.backdrop, .content(Color(light: .white, dark: Color(hex: "#1C1C1E")!)))
        XCTAssertEqual(try decode(#"{"items": [{"title": "A"}], "background": "gray"}"#).backdrop, .content(.gray))
        let e = errors(#"{"items": [{"title": "A"}], "background": "grey", "colors": {"dark": {"tint": {"light": "red", "dark": "blue"}}}}"#)
        XCTAssertEqual(e.count, 2)
        XCTAssertTrue(e[0].hasPrefix(##"background: expected "none" or a colour ("#RGB", "##), e[0])
        XCTAssertTrue(e[1].hasPrefix(##"colors.dark.tint: expected a colour ("#RGB", "##), e[1])
        XCTAssertTrue(e[0].hasSuffix(#"or {"light": …, "dark": …}), got "grey""#), e[0])
        XCTAssertTrue(e[1].hasSuffix(#"white, yellow), got {"light":"red","dark":"blue"}"#), "one scheme's colour is not a pair: \(e[1])")
    }

    /// No style reads a badge size or an item spacing, so a configuration cannot set them.
    func testMetricsNoStyleReadsAreRefused() {
        XCTAssertEqual(errors(#"{"items": [{"title": "A"}], "metrics": {"badgeSize": 18, "itemSpacing": 4, "iconSize": 24}}"#), [
            "metrics.badgeSize: unknown metric 'badgeSize' (expected barHeight, iconSize, titleSize, titleWeight, selectedTitleSize, selectedTitleWeight, titleFont)",
            "metrics.itemSpacing: unknown metric 'itemSpacing' (expected barHeight, iconSize, titleSize, titleWeight, selectedTitleSize, selectedTitleWeight, titleFont)",
        ])
    }

    func testErrorsNameTheFile() {
        XCTAssertThrowsError(try decode(#"{"items": 3}"#, file: "Examples/bad.json")) { e in
            XCTAssertEqual("\(e)", "Examples/bad.json: items: expected an array of items, got a number")
        }
    }

    func testBadgeLabels() {
        XCTAssertEqual(Badge.count(120).label, "99+")
        XCTAssertEqual(Badge.count(99).label, "99")
        XCTAssertNil(Badge.count(0).label)
        XCTAssertFalse(Badge.count(0).isVisible)
        XCTAssertEqual(Badge.text("New").label, "New")
        XCTAssertNil(Badge.dot.label)
        XCTAssertTrue(Badge.dot.isVisible)
        XCTAssertFalse(Badge.none.isVisible)
    }

    func testOverflowShowsMore() throws {
        var c = TabBarConfig(name: "x")
        c.items = (1...7).map { TabItem(title: "T\($0)") }
        c.selected = 2
        let phone = VisibleTabs(c, idiom: .phone)
        XCTAssertEqual(phone.items.map(\.title), ["T1", "T2", "T3", "T4", "More"])
        XCTAssertEqual(phone.items.last?.icon, "ellipsis")
        XCTAssertEqual(phone.selected, 2)
        c.selected = 5  // in the overflow: More is selected
        XCTAssertEqual(VisibleTabs(c, idiom: .phone).selected, 4)
        let pad = VisibleTabs(c, idiom: .pad)
        XCTAssertEqual(pad.items.map(\.title), ["T1", "T2", "T3", "T4", "T5", "More"])
        XCTAssertEqual(pad.selected, 5)
        c.items = Array(c.items.prefix(5))
        c.selected = 4
        XCTAssertFalse(VisibleTabs(c, idiom: .phone).hasMore)
        c.maxItems = 3
        XCTAssertEqual(VisibleTabs(c, idiom: .phone).items.map(\.title), ["T1", "T2", "More"])
    }

    func testDevices() throws {
        let se = try Devices.resolve("iphone-se")
        XCTAssertEqual(se.pixelSize(.portrait).width, 750)
        XCTAssertEqual(se.pixelSize(.portrait).height, 1334)
        XCTAssertEqual(try Devices.resolve("iphone-15-pro-max").pixelSize(.landscape).width, 2796)
        XCTAssertEqual(try Devices.resolve("ipad-pro-11").safeAreaInsets(.portrait), EdgeInsets(top: 24, bottom: 20))
        XCTAssertEqual(try Devices.resolve("iphone-15-pro").safeAreaInsets(.landscape), EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        let custom = try Devices.resolve("400x800@2:44,30")
        XCTAssertEqual(custom.pixelSize(.portrait).width, 800)
        XCTAssertEqual(custom.safeAreaInsets(.portrait), EdgeInsets(top: 44, bottom: 30))
        XCTAssertThrowsError(try Devices.resolve("iphone-99")) { e in XCTAssertTrue("\(e)".contains("iphone-se")) }
        XCTAssertThrowsError(try Devices.resolve("400x800@5"))
        XCTAssertEqual(Set(Devices.all.map(\.id)).count, Devices.all.count, "ids are unique")
    }
}

final class DeviceEdgeCaseTests: XCTestCase {
    func testOddSpecsAreErrorsNotCrashes() {
        for spec in ["", ":", "x@", "0x0@2", "100x100@2:", "100x100@2:a,b", "1e9x1e9@3"] {
            XCTAssertThrowsError(try Devices.resolve(spec), spec)
        }
    }

    func testCustomScreenLandscapeInsets() throws {
        XCTAssertEqual(try Devices.resolve("375x667@2:20,0").safeAreaInsets(.landscape), EdgeInsets())
        XCTAssertEqual(try Devices.resolve("393x852@3:59,34").safeAreaInsets(.landscape), EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    }
}

extension ConfigTests {
    /// An unknown icon is caught when the configuration is read, for every state, with the
    /// closest names — SF Symbols-style ones first.
    func testUnknownIconsAreCaughtWhenDecoding() {
        let e = errors(#"{"items": [{"title": "A", "icon": "house"}, {"title": "B", "icon": "cart", "selectedIcon": "hosue.fill"}]}"#)
        XCTAssertEqual(e.count, 1)
        XCTAssertTrue(e[0].hasPrefix("items[1].selectedIcon: unknown icon 'hosue.fill'; closest known: house.fill"), e[0])
        XCTAssertEqual(errors(#"{"items": [{"title": "A", "icon": "icons/logo@3x.png"}]}"#), [], "PNG icons are checked when drawn")
    }
}

/// A configuration's name becomes part of file names (issue 17, row 12).
final class ConfigNameTests: XCTestCase {
    func decode(_ name: String) throws -> TabBarConfig {
        let doc = JSONValue.object([("name", .string(name)), ("items", .array([.object([("title", .string("Home")), ("icon", .string("house"))])]))])
        return try TabBarConfigDecoder.decode(doc, name: "fallback", file: "c.json")
    }

    func testControlCharactersAndLongUTF8NamesAreRefused() {
        for bad in ["a\nb", "tab\tname", "bell\u{7}", String(repeating: "😀", count: 26), "rtl\u{202E}name"] {
            XCTAssertThrowsError(try decode(bad), bad.debugDescription) { error in
                XCTAssertTrue("\(error)".contains("c.json: name: expected a file-name-safe name"), "\(error)")
                XCTAssertFalse("\(error)".contains("\n\u{7}"), "control characters are shown escaped")
            }
        }
        XCTAssertNoThrow(try decode(String(repeating: "😀", count: 25)), "100 bytes of UTF-8 are fine")
        XCTAssertNoThrow(try decode("Корзина-магазин"))
    }

    func testRepeatedKeyInAConfigurationIsRefused() throws {
        let doc = try DocumentReader.parse(#"{"items": [{"title": "Home", "icon": "house", "title": "Hom"}]}"#, yaml: false, file: "c.json")
        XCTAssertThrowsError(try TabBarConfigDecoder.decode(doc, name: "c", file: "c.json")) { error in
            XCTAssertTrue("\(error)".contains("c.json: items[0].title: appears more than once"), "\(error)")
        }
    }
}
