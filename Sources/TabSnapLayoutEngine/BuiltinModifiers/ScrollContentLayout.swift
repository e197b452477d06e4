import Foundation
import TabSnapDocument

/// A scroll view's content at rest: the child is offered nothing along `axis` (its ideal
/// length) and the proposal across it; the modifier takes the proposal (the child's size where
/// none is given) and holds the child at its start, centred across.
struct ScrollContentLayout: BuiltinModifier {
    let axis: Axis

    func size(of child: ViewNode, _ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let cs = layout.size(of: child, childProposal(p), axis: nil)
        return CGSize(width: p.width ?? Double(cs.width), height: p.height ?? Double(cs.height))
    }

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        let frame = view.frame
        let cp = childProposal(p)
        let cs = layout.size(of: child, cp, axis: nil)
        let origin = axis == .vertical ? CGPoint(x: frame.minX + (frame.width - cs.width) / 2, y: frame.minY)
                                       : CGPoint(x: frame.minX, y: frame.minY + (frame.height - cs.height) / 2)
        return [layout.place(child, at: origin, cp, axis: nil)]
    }

    /// A scroll view's edges are its own, not its content's.
    func spacing(of child: ViewNode, in layout: LayoutContext) -> ViewSpacing { .plain }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
    }

    var summary: String { "ScrollView(.\(axis.rawValue))" }
    var documentField: (key: String, value: JSONValue) { ("scrollContent", .string(axis.rawValue)) }
}

extension Modifier {
    package static func scrollContent(_ axis: Axis) -> Self { .builtin(ScrollContentLayout(axis: axis)) }
}
