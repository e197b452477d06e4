import TabSnapLayout
import TabSnapTabBar

/// SwiftUI's `TabView`: the selected tab's content with the system tab bar over the bottom of
/// the screen. The bar is the `system` style's own code, built from each tab's `.tabItem`
/// (a `Label`, or an `Image` and a `Text`), `.tag` and `.badge`, so a configuration with
/// `style: system` and the equivalent `TabView` draw the same bar. More tabs than fit become the
/// first ones plus "More", as in UIKit; `.tint`/`.accentColor` set the selection colour; every
/// tab's symbol takes its `.fill` variant where one exists, as iOS draws them;
/// `.toolbar(.hidden, for: .tabBar)` on the selected tab hides the bar. What UIKit's
/// `UITabBar.appearance()` holds (the `UIKit` module) applies to the bar, as it does on iOS.
public struct TabView<SelectionValue: Hashable>: View {
    let selection: Binding<SelectionValue>?
    let content: ViewNode
    /// Whether the page's scroll content runs on under the bar: then iOS draws the bar with its
    /// standard appearance (material and hairline), as content scrolls beneath it.
    @State private var contentUnderBar = false

    public init(selection: Binding<SelectionValue>?, @TabContentBuilder<SelectionValue> content: () -> AnyView) {
        self.selection = selection
        self.content = content().node
    }

    public var body: some View {
        let env = EnvironmentValues.current
        let tabs = TabViewTabs(content, in: env)
        let selected = tabs.index(of: selection.map { AnyHashable($0.wrappedValue) })
        // A tab view fills what it is offered, and so does each page. As in UIKit, the bar is
        // part of the page's safe area: content centres above it, and backgrounds that ignore
        // the safe area run on under it.
        let page = tabs.pages[safe: selected].map { AnyView(node: $0) } ?? AnyView(Color.clear)
        let filled = page.frame(maxWidth: .infinity, maxHeight: .infinity)
        if let index = env[TabViewStyleKey.self].pageIndex {
            return AnyView(PageTabViewStyle.paged(filled, pages: tabs.pages.count, selected: selected, index: index))
        }
        let appearance = SystemTabBarAppearance.current
        guard tabs.barVisible(selected), !env[TabBarAppearanceHiddenKey.self], !appearance.isHidden else { return AnyView(filled) }
        let standard = tabs.standardBackground[safe: selected] == true || contentUnderBar
        return AnyView(filled
            .environmentWrite("bottomBarTop") { $0[BottomBarTopKey.self] = TabViewBar.top(in: env) }
            .onPreferenceChange(ContentUnderBottomBarKey.self) { contentUnderBar = $0 }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                TabViewBar(items: tabs.items, selected: selected, tint: env.tint, appearance: standard ? .standard : .scrollEdge,
                           uikit: appearance)
            })
    }
}

/// Where the tab bar's top edge is on the screen, in points, for the page below it.
struct BottomBarTopKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

/// Set by scroll content whose end lies under the bottom bar.
struct ContentUnderBottomBarKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

extension TabView where SelectionValue == Int {
    /// A tab view without a selection binding shows its first tab.
    public init(@TabContentBuilder<Int> content: () -> AnyView) {
        self.init(selection: nil, content: content)
    }
}

/// iOS 18's `Tab("Title", systemImage:, value:) { content }`: a tab with its label and value.
/// Generic over the value, as SwiftUI's is, so that in a `TabView(selection:)` the value's type
/// comes from the selection (`value: .library` names a case of the selection's enum).
public struct Tab<Value: Hashable>: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode

    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> AnyView) {
        node = makeNode(content().tabItem { Label(title, systemImage: systemImage) }.tag(value))
    }

    public init(_ title: String, image: String, value: Value, @ViewBuilder content: () -> AnyView) {
        node = makeNode(content().tabItem { Label(title, image: image) }.tag(value))
    }

    /// A tab with a role (`.search`): on an iPhone it sits in the bar as any other tab.
    public init(_ title: String, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> AnyView) {
        self.init(title, systemImage: systemImage, value: value, content: content)
    }

    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> AnyView) {
        node = makeNode(content().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(value))
    }

    /// `.badge` on a `Tab`.
    public func badge(_ count: Int) -> Tab { Tab(node: makeNode(AnyView(node: node).badge(count))) }
    public func badge(_ label: String?) -> Tab { Tab(node: makeNode(AnyView(node: node).badge(label))) }

    /// The tab's identity for `TabViewCustomization`; the bar a snapshot draws is the default
    /// arrangement.
    public func customizationID(_ id: String) -> Tab { self }
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Tab { self }
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Tab { self }

    init(node: ViewNode) { self.node = node }
}

/// Tabs without a value, as SwiftUI's `Tab` where its value is `Never`.
extension Tab where Value == Never {
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> AnyView) {
        node = makeNode(content().tabItem { Label(title, systemImage: systemImage) })
    }

    public init(_ title: String, image: String, @ViewBuilder content: () -> AnyView) {
        node = makeNode(content().tabItem { Label(title, image: image) })
    }
}

/// SwiftUI's `TabContentBuilder`: a tab view's content, tabs and views alike (a view with
/// `.tabItem` and `.tag`, a `ForEach`, a `TabSection`). A `Tab` is read as a tab of the
/// selection's type first, which gives an implicit member such as `value: .library` its type.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable>: ViewNodeBuilding {
    public static func buildExpression(_ tab: Tab<SelectionValue>) -> ViewNode { tab.node }
    public static func buildExpression(_ section: TabSection<SelectionValue>) -> ViewNode { section.node }
}

/// iOS 18's `TabSection`: on an iPhone its tabs join the bar as if the section were not there.
/// Tab content, not a view: it stands only in a tab view's content, whose selection type its
/// tabs take.
public struct TabSection<SelectionValue: Hashable>: @unchecked Sendable {
    public let node: ViewNode
    public init(_ title: String, @TabContentBuilder<SelectionValue> content: () -> AnyView) { node = content().node }

    public func customizationID(_ id: String) -> TabSection { self }
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> TabSection { self }
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> TabSection { self }
}

/// A tab's role: `.search` is the search tab.
public enum TabRole: Hashable, Sendable { case search }

/// Whether people may reorder or hide a tab or section.
public enum TabCustomizationBehavior: Hashable, Sendable { case automatic, reorderable, disabled }

/// Where an adaptable tab view shows its tabs.
public enum AdaptableTabBarPlacement: Hashable, Sendable { case automatic, tabBar, sidebar }

/// iOS 18's `TabViewCustomization`: the order and visibility people gave the tabs, which an app
/// keeps (often in `@AppStorage`). A snapshot draws the default arrangement.
public struct TabViewCustomization: Hashable, Sendable, Codable, RawRepresentable {
    public var rawValue: String
    public init() { rawValue = "" }
    public init?(rawValue: String) { self.rawValue = rawValue }
    public subscript(visibility id: String) -> Visibility {
        get { .automatic }
        set {}
    }
    public mutating func resetVisibility() {}
    public mutating func resetSectionOrder() {}
}

extension View {
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> ModifiedView { accepted("tabViewCustomization") }
}

/// `.tabViewStyle(_:)`: on an iPhone the bar styles all show the bar (`.sidebarAdaptable`
/// becomes a sidebar only on iPad and Mac, which a tab-bar snapshot does not draw); `.page`
/// shows the selected page alone, with its page dots (`PageTabViewStyle`).
public struct TabViewStyleKind: Hashable, Sendable {
    /// The page style's index display, nil for the bar styles.
    let pageIndex: PageTabViewStyle.IndexDisplayMode?

    public static let automatic = TabViewStyleKind(pageIndex: nil)
    public static let sidebarAdaptable = TabViewStyleKind(pageIndex: nil)
    public static let tabBarOnly = TabViewStyleKind(pageIndex: nil)
    public static let page = TabViewStyleKind(pageIndex: .automatic)
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> TabViewStyleKind {
        TabViewStyleKind(pageIndex: indexDisplayMode)
    }
}

struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind.automatic
}

extension View {
    public func tabViewStyle(_ style: TabViewStyleKind) -> ModifiedView {
        environmentWrite("tabViewStyle") { $0[TabViewStyleKey.self] = style }
    }

    public func tabViewStyle(_ style: PageTabViewStyle) -> ModifiedView { tabViewStyle(.page(indexDisplayMode: style.indexDisplayMode)) }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}

/// Stands in for UIKit's `UITabBar.appearance().isHidden = true`, which apps that draw their own
/// bar set in UIKit code Linux cannot compile: every `TabView` below draws no system bar and
/// gives its page the whole safe area. Put it on the root view a test snapshots.
struct TabBarAppearanceHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    public func tabBarAppearanceHidden(_ hidden: Bool = true) -> ModifiedView {
        environmentWrite("tabBarAppearanceHidden(\(hidden))") { $0[TabBarAppearanceHiddenKey.self] = hidden }
    }
}
