import Foundation
import TabSnapDocument

/// `.padding`: the child is offered the proposal less the insets and placed inside them.
struct PaddingLayout: BuiltinModifier {
    let insets: EdgeInsets

    func size(of child: ViewNode, _ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let cs = layout.size(of: child, childProposal(p))
        return CGSize(width: Double(cs.width) + insets.horizontal, height: Double(cs.height) + insets.vertical)
    }

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        let origin = CGPoint(x: view.frame.minX + insets.leading, y: view.frame.minY + insets.top)
        return [layout.place(child, at: origin, childProposal(p))]
    }

    /// The child's first text baseline, moved down by the top inset (a padded text still lines
    /// up by its baseline, as SwiftUI's guides pass through padding).
    func baseline(of child: ViewNode, _ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        let inner = CGSize(width: max(0, Double(size.width) - insets.horizontal), height: max(0, Double(size.height) - insets.vertical))
        return layout.baseline(of: child, childProposal(p), size: inner) + insets.top
    }

    /// The child's guide where it sets one, moved by the inset before it.
    func explicitGuide(_ g: AlignmentGuide, of child: ViewNode, _ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        let inner = CGSize(width: max(0, Double(size.width) - insets.horizontal), height: max(0, Double(size.height) - insets.vertical))
        guard let v = layout.explicitGuide(of: child, g, childProposal(p), size: inner) else { return nil }
        if case .horizontal = g { return v + insets.leading }
        return v + insets.top
    }

    /// A padded edge is no longer the content's: a text padded at its top faces the view above
    /// as any view does.
    func spacing(of child: ViewNode, in layout: LayoutContext) -> ViewSpacing {
        var s = layout.spacing(of: child)
        s.reset(top: insets.top != 0, bottom: insets.bottom != 0)
        return s
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max($0 - insets.horizontal, 0) }, height: p.height.map { max($0 - insets.vertical, 0) })
    }

    func animated(_ pass: AnimationPass, key: String) -> (any BuiltinModifier)? {
        let e = insets
        let v = pass.value(AnimatablePair(AnimatablePair(e.top, e.leading), AnimatablePair(e.bottom, e.trailing)), key: key + "padding")
        let shown = PaddingLayout(insets: EdgeInsets(top: v.first.first, leading: v.first.second, bottom: v.second.first, trailing: v.second.second))
        return pass.isSampling ? shown : nil
    }

    var summary: String { ".padding(\(fmt(insets.top)), \(fmt(insets.leading)), \(fmt(insets.bottom)), \(fmt(insets.trailing)))" }

    var documentField: (key: String, value: JSONValue) {
        ("padding", .object([("top", .number(insets.top)), ("leading", .number(insets.leading)),
                             ("bottom", .number(insets.bottom)), ("trailing", .number(insets.trailing))]))
    }
}

extension Modifier {
    package static func padding(_ insets: EdgeInsets) -> Self { .builtin(PaddingLayout(insets: insets)) }
}
