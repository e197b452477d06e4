import TabSnapLayout

/// What a navigation stack's root tells its bar: title, display mode and toolbar items, read
/// down the root's outer modifiers and custom views (where apps put `.navigationTitle`), then
/// through the content beneath.
struct NavigationTraits {
    var title: String?
    var mode = "automatic"
    var leading: [ViewNode] = []
    var trailing: [ViewNode] = []
    var principal: ViewNode?
    var bottom: [ViewNode] = []
    /// `.searchable`: what its field shows (the text, or the prompt).
    var search: String?
    /// The bar's background: nil none (the scroll-edge look), else the material or a colour.
    var background: Color??
    var hidden = false

    init(_ root: ViewNode, in env: EnvironmentValues) {
        var node = root
        var seen = 0
        while seen < 64 {
            seen += 1
            switch node.kind {
            case .modified(let child, .trait(let trait)):
                take(trait, env)
                node = child
            case .modified(let child, _): node = child
            case .group(let items) where items.count == 1: node = items[0]
            case .custom(let view): node = view.body(in: env)
            default:
                var budget = Self.searchBudget
                search(node, env, &budget)
                return
            }
        }
    }

    /// How many nodes of the content are read for titles and toolbars set inside it: a long
    /// list's rows are not worth reading twice.
    static let searchBudget = 4096

    /// The content under the outer modifiers: a `.navigationTitle` or `.toolbar` inside a
    /// `ScrollView` or a stack reaches the bar too, as SwiftUI's preferences carry it up; the
    /// first one found (outer before inner, earlier sibling before later) wins. A nested
    /// navigation container keeps its own.
    private mutating func search(_ node: ViewNode, _ env: EnvironmentValues, _ budget: inout Int) {
        guard budget > 0 else { return }
        budget -= 1
        switch node.kind {
        case .modified(let child, .trait(let trait)):
            take(trait, env)
            search(child, env, &budget)
        case .modified(let child, _): search(child, env, &budget)
        case .group(let items): for item in items { search(item, env, &budget) }
        case .custom(let view):
            guard !Self.ownsBar.contains(view.name) else { return }
            search(view.body(in: env), env, &budget)
        case .builtin(let view): for child in view.children { search(child, env, &budget) }
        default: return
        }
    }

    private static let ownsBar: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView"]

    private mutating func take(_ trait: ViewTrait, _ env: EnvironmentValues) {
        switch trait {
        case .navigationTitle(let t) where title == nil: title = t
        case .navigationTitleDisplayMode(let m) where mode == "automatic": mode = m
        case .toolbar(let content): for item in Self.items(content, env) { place(item) }
        case .toolbarVisibility(let bar, let visible) where bar == "navigationBar": hidden = hidden || !visible
        case .toolbarBackground(let bar, let visible) where bar == "navigationBar" && background == nil:
            background = visible ? .some(nil) : nil
        case .container(let t as NavigationBarTrait):
            switch t.kind {
            case .search(let shown) where search == nil: search = shown
            case .background(let color) where background == nil: background = .some(color)
            case .hidden: hidden = true
            default: break
            }
        default: break
        }
    }

    /// The toolbar's items, each with its placement (`automatic` for a bare view).
    static func items(_ node: ViewNode, _ env: EnvironmentValues) -> [(String, ViewNode)] {
        switch node.kind {
        case .group(let items): return items.flatMap { Self.items($0, env) }
        case .empty: return []
        case .modified(_, .trait(.toolbarPlacement(let p))): return [(p, node)]
        default: return [("automatic", node)]
        }
    }

    private mutating func place(_ item: (String, ViewNode)) {
        switch item.0 {
        case "topBarLeading": leading.append(item.1)
        case "principal": principal = item.1
        case "bottomBar": bottom.append(item.1)
        case "keyboard": break
        default: trailing.append(item.1)
        }
    }

    /// Whether an item shows a symbol before any text (an `Image(systemName:)` button).
    static func showsSymbol(_ node: ViewNode, _ env: EnvironmentValues) -> Bool {
        var depth = 0
        func walk(_ n: ViewNode) -> Bool? {
            depth += 1
            guard depth < 256 else { return nil }
            switch n.kind {
            case .builtin(let view as ImageNode):
                if case .icon(let name) = view.source { return !name.isEmpty }
                return nil
            case .builtin(is TextNode): return false
            case .builtin(let view):
                for c in view.children { if let found = walk(c) { return found } }
                return nil
            case .group(let kids):
                for c in kids { if let found = walk(c) { return found } }
                return nil
            case .modified(let child, _): return walk(child)
            case .custom(let v): return walk(v.body(in: env))
            default: return nil
            }
        }
        return walk(node) ?? false
    }

    /// Large unless asked otherwise, as a stack's root shows its title.
    var large: Bool { title.map { !$0.isEmpty } == true && mode != "inline" }
}
