import TabSnapLayout

/// What a navigation stack's root tells its bar: title, display mode and toolbar items, read
/// down the root's outer modifiers and custom views (where apps put `.navigationTitle`), not
/// into stacks, whose children belong to the content.
struct NavigationTraits {
    var title: String?
    var mode = "automatic"
    var leading: [ViewNode] = []
    var trailing: [ViewNode] = []
    var principal: ViewNode?

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
            default: return
            }
        }
    }

    private mutating func take(_ trait: ViewTrait, _ env: EnvironmentValues) {
        switch trait {
        case .navigationTitle(let t) where title == nil: title = t
        case .navigationTitleDisplayMode(let m) where mode == "automatic": mode = m
        case .toolbar(let content): for item in Self.items(content, env) { place(item) }
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
        case "bottomBar": break
        default: trailing.append(item.1)
        }
    }

    /// Large unless asked otherwise, as a stack's root shows its title.
    var large: Bool { title.map { !$0.isEmpty } == true && mode != "inline" }
}
