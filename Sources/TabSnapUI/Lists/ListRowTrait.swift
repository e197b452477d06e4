import TabSnapLayout

/// What a row (or a `ForEach` or `Section` of rows) tells its list: SwiftUI's row modifiers.
enum ListRowTrait: ContainerTrait {
    case insets(EdgeInsets?)
    case background(ViewNode?)
    case separator(Visibility, VerticalEdge.Set)
    case separatorTint(Color?, VerticalEdge.Set)
    case sectionSeparator(Visibility, VerticalEdge.Set)

    var summary: String {
        switch self {
        case .insets(let e): return ".listRowInsets(\(e.map { "\($0.top), \($0.leading), \($0.bottom), \($0.trailing)" } ?? "nil"))"
        case .background: return ".listRowBackground"
        case .separator(let v, _): return ".listRowSeparator(.\(v))"
        case .separatorTint(let c, _): return ".listRowSeparatorTint(\(c.map { "\($0)" } ?? "nil"))"
        case .sectionSeparator(let v, _): return ".listSectionSeparator(.\(v))"
        }
    }
}

/// A row's traits, read outermost first so the modifier nearest the list wins, as with a tag.
struct ListRowOptions {
    var insets: EdgeInsets?
    var background: ViewNode?
    var hasBackground = false
    var topSeparator: Visibility = .automatic
    var bottomSeparator: Visibility = .automatic
    var separatorTint: Color?

    init(_ node: ViewNode) {
        var insetsSet = false, tintSet = false
        for trait in node.traits {
            guard case .container(let t as ListRowTrait) = trait else { continue }
            switch t {
            case .insets(let e) where !insetsSet: insets = e; insetsSet = true
            case .background(let b) where !hasBackground: background = b; hasBackground = true
            case .separator(let v, let edges):
                if edges.contains(.top), topSeparator == .automatic { topSeparator = v }
                if edges.contains(.bottom), bottomSeparator == .automatic { bottomSeparator = v }
            case .separatorTint(let c, _) where !tintSet: separatorTint = c; tintSet = true
            default: break
            }
        }
    }
}
