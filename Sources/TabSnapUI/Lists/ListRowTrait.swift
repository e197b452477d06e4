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
