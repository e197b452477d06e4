import TabSnapLayout
import TabSnapTabBar
import TabSnapText

/// A `TabView`'s content read as tabs: each child's page, its tag, and the bar item its
/// `.tabItem`, `.badge` and `.toolbar` traits describe.
struct TabViewTabs {
    var pages: [ViewNode] = []
    var tags: [AnyHashable?] = []
    var items: [TabItem] = []
    var hidesBar: [Bool] = []
    /// Per tab: `.toolbarBackground(.visible, for: .tabBar)` asks for the standard appearance.
    var standardBackground: [Bool] = []

    init(_ content: ViewNode, in env: EnvironmentValues) {
        for child in Self.children(content, env) {
            pages.append(child)
            tags.append(child.tag)
            var item = TabItem(title: "")
            var hidden = false
            var standard = false
            for trait in child.traits {
                switch trait {
                case .tabItem(let label):
                    let (title, icon) = Self.label(label, env)
                    item.title = title ?? ""
                    // iOS draws every tab's symbol in its `.fill` variant (since iOS 15; an
                    // iOS 18.4 TabView draws `star` filled whether selected or not, rss-large).
                    item.icon = icon.map(Self.filled)
                    item.selectedIcon = item.icon
                case .badge(let b): item.badge = b.map { .text($0) } ?? .none
                case .toolbarVisibility(let bar, let visible) where bar == "tabBar": hidden = !visible
                case .toolbarBackground(let bar, let visible) where bar == "tabBar": standard = visible
                default: break
                }
            }
            items.append(item)
            hidesBar.append(hidden)
            standardBackground.append(standard)
        }
    }

    /// The tab whose tag equals the selection; the first when nothing matches.
    func index(of selection: AnyHashable?) -> Int {
        guard let selection else { return 0 }
        return tags.firstIndex { $0 == selection } ?? 0
    }

    func barVisible(_ selected: Int) -> Bool { !(hidesBar[safe: selected] ?? false) }

    /// The tab views, with custom views built (a `ForEach` or a `Group` gives several).
    static func children(_ node: ViewNode, _ env: EnvironmentValues) -> [ViewNode] {
        switch node.kind {
        case .group(let items): return items.flatMap { children($0, env) }
        case .empty: return []
        case .custom(let view):
            // A custom view without traits of its own may stand for several tabs.
            return children(view.body(in: env), env)
        default: return [node]
        }
    }

    /// The first text and the first icon name in a tab's label.
    static func label(_ node: ViewNode, _ env: EnvironmentValues) -> (String?, String?) {
        var title: String?, icon: String?
        func walk(_ n: ViewNode) {
            switch n.kind {
            case .builtin(let view as TextNode): if title == nil { title = view.string }
            case .builtin(let view as StyledTextNode): if title == nil { title = view.string }
            case .builtin(let view as ImageNode):
                if icon == nil, case .icon(let name) = view.source { icon = name }
                // `Label(_:image:)`, `Tab(_:image:)`: the app's catalog image.
                if icon == nil, case .asset(let name, _) = view.source { icon = TabBarConfigDecoder.assetPrefix + name }
            case .builtin(let view): view.children.forEach(walk)
            case .group(let kids): kids.forEach(walk)
            case .modified(let child, _): walk(child)
            case .custom(let v): walk(v.body(in: env))
            default: break
            }
        }
        walk(node)
        return (title, icon)
    }

    /// iOS shows a tab's symbol in its `.fill` variant when the symbol has one.
    static func filled(_ name: String) -> String {
        if name.hasSuffix(".fill") { return name }
        let icons = try? IconSet.cached(for: FontLibrary.shared())
        return icons?.hasSymbol(name + ".fill") ?? IconSet.isSymbolName(name + ".fill") ? name + ".fill" : name
    }
}
