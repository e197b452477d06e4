import TabSnapLayout

/// A setting written on a preview's view (`.previewDisplayName("Empty")`, `.previewLayout`,
/// `.previewDevice`, `.previewInterfaceOrientation`): kept in the tree for the preview runner,
/// ignored by layout.
package enum PreviewSetting: ContainerTrait, Hashable {
    case displayName(String?)
    case layout(PreviewLayout)
    case device(PreviewDevice?)
    case orientation(InterfaceOrientation)

    package var summary: String {
        switch self {
        case .displayName(let n): return ".previewDisplayName(\(n.map { "\"\($0)\"" } ?? "nil"))"
        case .layout(let l): return ".previewLayout(\(l))"
        case .device(let d): return ".previewDevice(\(d.map { "\"\($0.rawValue)\"" } ?? "nil"))"
        case .orientation(let o): return ".previewInterfaceOrientation(.\(o))"
        }
    }
}
