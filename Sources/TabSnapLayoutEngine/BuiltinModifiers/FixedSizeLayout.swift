import Foundation
import TabSnapDocument

/// `.fixedSize(horizontal:vertical:)`: the child is offered nothing (its ideal length) on the
/// fixed axes.
struct FixedSizeLayout: BuiltinModifier {
    let horizontal: Bool
    let vertical: Bool

    func size(of child: ViewNode, _ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        layout.size(of: child, childProposal(p))
    }

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        [layout.place(child, at: view.frame.origin, childProposal(p))]
    }

    func baseline(of child: ViewNode, _ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        layout.baseline(of: child, childProposal(p), size: size)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    var summary: String { ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))" }
    var documentField: (key: String, value: JSONValue) {
        ("fixedSize", .object([("horizontal", .bool(horizontal)), ("vertical", .bool(vertical))]))
    }
}

extension Modifier {
    package static func fixedSize(horizontal: Bool, vertical: Bool) -> Self { .builtin(FixedSizeLayout(horizontal: horizontal, vertical: vertical)) }
}
