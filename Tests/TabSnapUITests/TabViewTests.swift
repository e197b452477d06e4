import TabSnapCore
import TabSnapTabBar
import TabSnapUI
import TabSnapTesting
import XCTest

/// `TabView` draws the system bar with the `system` style's own code.
final class TabViewTests: XCTestCase {
    static let resources = try! FontResources.bundled()
    let backdrop = Color(light: Color(r: 242, g: 242, b: 247), dark: .black)

    func render(_ view: some View, _ device: String = "iphone-15-pro", scheme: ColorScheme = .light) throws -> Snapshot {
        let d = try Devices.resolve(device)
        return try Snapshot.render(makeNode(view), container: d.container(.portrait, keyboard: false), scheme: scheme,
                                   environment: d.environment(.portrait), resources: Self.resources)
    }

    struct Tabs: View {
        @State var selection = 1
        let backdrop: Color
        var body: some View {
            TabView(selection: $selection) {
                backdrop.ignoresSafeArea().tabItem { Label("Home", systemImage: "house") }.tag(0)
                backdrop.ignoresSafeArea().tabItem { Label("Cart", systemImage: "cart") }.tag(1).badge(3)
                backdrop.ignoresSafeArea().tabItem { Image(systemName: "person"); Text("Me") }.tag(2)
            }
        }
    }

    /// The acceptance check of the issue: a `style: system` configuration and the equivalent
    /// `TabView` give identical pixels.
    func testTabViewAndSystemConfigurationDrawTheSamePixels() throws {
        for (device, scheme) in [("iphone-15-pro", ColorScheme.light), ("iphone-se", .dark), ("ipad-pro-11", .light)] {
            var config = TabBarConfig(name: "same")
            // A TabView draws every tab's symbol filled, as iOS does; a configuration draws the
            // images it names.
            config.items = [TabSnapTabBar.TabItem(title: "Home", icon: "house.fill", selectedIcon: "house.fill"),
                            TabSnapTabBar.TabItem(title: "Cart", icon: "cart.fill", selectedIcon: "cart.fill", badge: .text("3")),
                            TabSnapTabBar.TabItem(title: "Me", icon: "person.fill", selectedIcon: "person.fill")]
            config.selected = 1
            let d = try Devices.resolve(device)
            let fromConfig = try TabBarRenderer.render(StyleContext(config: config, device: d, orientation: .portrait, scheme: scheme),
                                                       resources: Self.resources).image
            let fromView = try render(Tabs(backdrop: backdrop), device, scheme: scheme).image
            XCTAssertEqual(fromConfig.width, fromView.width)
            XCTAssertTrue(fromConfig == fromView, "\(device) \(scheme): TabView and the system configuration differ")
        }
    }

    func testSelectionTagsBadgesAndHiddenBar() throws {
        let shot = try render(Tabs(backdrop: backdrop))
        let texts = shot.displayList.items.compactMap { item -> String? in
            if case .glyphs(let run) = item { return run.text }
            return nil
        }
        XCTAssertEqual(texts, ["house.fill", "Home", "cart.fill", "Cart", "3", "person.fill", "Me"], "every tab's symbol fills, as on iOS")

        struct Hidden: View {
            var body: some View {
                TabView {
                    Color.white.toolbar(.hidden, for: .tabBar).tabItem { Label("A", systemImage: "house") }
                    Color.white.tabItem { Label("B", systemImage: "cart") }
                }
            }
        }
        XCTAssertNil(try render(Hidden()).tree.find(id: "tabbar"), "the selected tab hides the bar")
    }

    func testIOS18TabAndTint() throws {
        struct Modern: View {
            @State var tab = "b"
            var body: some View {
                TabView(selection: $tab) {
                    Tab("A", systemImage: "house", value: "a") { Color.white }
                    Tab("B", systemImage: "star", value: "b") { Color.white }.badge(2)
                }
                .tint(Color(red: 1, green: 0, blue: 0))
            }
        }
        let list = try render(Modern()).displayList.text
        XCTAssertTrue(list.contains("text \"B\" #FF0000"), list)
        XCTAssertTrue(list.contains("text \"star.fill\" #FF0000"), list)
    }

    /// iOS 18's tabs name their values as the selection's enum cases (`value: .search`), which
    /// only type-checks when the tab view's content gives `Tab` the selection's type, as
    /// SwiftUI's `TabContentBuilder` does; a section of tabs and a value-less tab sit beside them.
    func testTabValuesTakeTheSelectionsType() throws {
        enum Place: Hashable { case library, search, settings }
        struct Modern: View {
            @State var place: Place = .search
            var body: some View {
                TabView(selection: $place) {
                    Tab("Library", systemImage: "books.vertical", value: .library) { Color.white }
                    TabSection("More") {
                        Tab("Search", systemImage: "magnifyingglass", value: .search) { Color.black }
                    }
                    Tab("Settings", systemImage: "gear", value: .settings) { Color.white }.badge(3)
                    if place == .library {
                        Tab("Extra", systemImage: "star", value: .settings) { Color.white }
                    }
                }
                .tint(Color(red: 1, green: 0, blue: 0))
            }
        }
        let list = try render(Modern()).displayList.text
        XCTAssertTrue(list.contains("text \"Search\" #FF0000"), list)
        XCTAssertTrue(list.contains("text \"Library\""), list)
        XCTAssertTrue(list.contains("text \"3\""), list)
        XCTAssertFalse(list.contains("text \"Extra\""), list)
        // Tabs without values, where the tab view keeps no selection.
        struct Plain: View {
            var body: some View {
                TabView {
                    Tab("A", systemImage: "house") { Color.white }
                    Tab("B", systemImage: "star") { Color.white }
                }
            }
        }
        XCTAssertTrue(try render(Plain()).displayList.text.contains("text \"B\""))
    }

    /// `.tabViewStyle(.page)` shows the selected page alone: no tab bar, and a dot per page
    /// near the bottom, the current one opaque; `.never` hides the dots, as does a single page
    /// under `.automatic`.
    func testPageStyleShowsThePageAndItsDots() throws {
        struct Pages: View {
            var index: PageTabViewStyle.IndexDisplayMode = .automatic
            var count = 3
            @State var page = 1
            var body: some View {
                TabView(selection: $page) {
                    ForEach(0..<count) { i in
                        Color(red: 0.1, green: 0.3, blue: 0.6).tag(i)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: index))
            }
        }
        let paged = try render(Pages())
        XCTAssertNil(paged.tree.find(id: "tabbar"), "no bar")
        let dots = paged.displayList.text.components(separatedBy: "\n").filter { $0.contains("#FFFFFF") }
        XCTAssertEqual(dots.count, 3, paged.displayList.text)
        XCTAssertEqual(dots.filter { $0.contains("#FFFFFF59") }.count, 2, "two translucent, one opaque: \(dots)")
        XCTAssertFalse(try render(Pages(index: .never)).displayList.text.contains("#FFFFFF"))
        XCTAssertFalse(try render(Pages(count: 1)).displayList.text.contains("#FFFFFF"))
        XCTAssertTrue(try render(Pages(index: .always, count: 1)).displayList.text.contains("#FFFFFF"))
        assertSnapshot(of: OnboardingPages(), devices: [.iPhone15Pro])
    }

    func testMoreThanFiveTabsOverflowIntoMore() throws {
        struct Many: View {
            var body: some View {
                TabView {
                    ForEach(0..<7) { i in Color.white.tabItem { Label("T\(i)", systemImage: "star") } }
                }
            }
        }
        let titles = try render(Many()).displayList.items.compactMap { item -> String? in
            if case .glyphs(let run) = item, run.text.hasPrefix("T") || run.text == "More" { return run.text }
            return nil
        }
        XCTAssertEqual(titles, ["T0", "T1", "T2", "T3", "More"])
    }

    /// Seed 003's plain tab bar names `1.circle`, which the Material set lacks: it is drawn from
    /// TabSnap Symbols, filled as every tab's symbol (a digit knocked out of a disc).
    func testNumberedSymbolsDrawFromTheSymbolFont() throws {
        let shot = try render(Seed003Plain.ContentView())
        let symbols = shot.displayList.items.compactMap { item -> String? in
            if case .glyphs(let run) = item, run.glyphs.contains(where: { $0.key.face == .symbols(.regular) }) { return run.text }
            return nil
        }
        XCTAssertTrue(symbols.contains("1.circle.fill"), "\(symbols)")
    }

    /// A name no icon set has never blocks the screen: a placeholder (a frame with the name's
    /// initial) and a warning naming it, which a policy may make an error.
    func testUnknownSymbolDrawsAPlaceholderWithAWarning() throws {
        struct Unknown: View {
            var body: some View { TabView { Text("A").tabItem { Label("A", systemImage: "no.such.symbol") } } }
        }
        let shot = try render(Unknown())
        let warning = try XCTUnwrap(shot.displayList.warnings.first { RenderWarning.isMissingSymbol($0) })
        XCTAssertTrue(warning.hasPrefix("no symbol named \"no.such.symbol\""), warning)
        XCTAssertTrue(warning.hasSuffix("; drawn as a placeholder"), warning)
        let initials = shot.displayList.items.compactMap { item -> String? in if case .glyphs(let run) = item, run.text == "N" { return run.text } else { return nil } }
        XCTAssertEqual(initials, ["N"], "the name's initial in the frame")
        XCTAssertTrue(shot.displayList.items.contains { if case .stroke = $0 { return true } else { return false } }, "the frame")
        XCTAssertEqual(RenderWarning.failing(shot.displayList.warnings, glyphs: false, keys: false, symbols: true), [warning])
        XCTAssertEqual(RenderWarning.failing(shot.displayList.warnings, glyphs: true, keys: true, symbols: false), [])
    }
}

/// Onboarding pages as apps write them: a paged tab view over full-bleed colours.
struct OnboardingPages: View {
    @State private var page = 0
    var body: some View {
        TabView(selection: $page) {
            ForEach(0..<3) { i in
                VStack(spacing: 16) {
                    Image(systemName: ["sparkles", "bell", "checkmark.circle"][i]).font(.system(size: 64))
                    Text(["Welcome", "Stay in touch", "All set"][i]).font(.title.bold())
                }
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.indigo)
                .tag(i)
            }
        }
        .tabViewStyle(PageTabViewStyle())
        .ignoresSafeArea()
    }
}
