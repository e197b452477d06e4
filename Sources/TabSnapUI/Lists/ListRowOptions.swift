import TabSnapLayout

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
