import Foundation
import TabSnapDocument

/// `ViewThatFits`: the first child whose ideal size fits the proposal along the constrained
/// axes, else the last; only that child is laid out and drawn.
struct ViewThatFitsNode: BuiltinView {
    let horizontal: Bool
    let vertical: Bool
    let children: [ViewNode]

    private func chosen(_ p: ProposedViewSize, _ layout: LayoutContext) -> ViewNode? {
        let kids = children.flatMap { $0.flattened }
        for kid in kids.dropLast() {
            // Ideal along the constrained axes, the proposal along the others.
            let ideal = layout.size(of: kid, ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
            let fitsWidth = !horizontal || p.width == nil || Double(ideal.width) <= p.width! + 0.001
            let fitsHeight = !vertical || p.height == nil || Double(ideal.height) <= p.height! + 0.001
            if fitsWidth && fitsHeight { return kid }
        }
        return kids.last
    }

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        guard let kid = chosen(p, layout) else { return .zero }
        return layout.size(of: kid, p)
    }

    func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        guard let kid = chosen(p, layout) else { return }
        view.children = [layout.place(kid, aligned: .center, in: view.frame, p)]
    }

    func resolvingChildren(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinView)? {
        ViewNode.resolved(children, resolve).map { ViewThatFitsNode(horizontal: horizontal, vertical: vertical, children: $0) }
    }

    var summary: String { "ViewThatFits" }
    var documentFields: [(key: String, value: JSONValue)] { [("type", .string("ViewThatFits")), ("children", DocumentEncoder.children(children))] }
}

extension ViewNode.Kind {
    package static func viewThatFits(horizontal: Bool, vertical: Bool, children: [ViewNode]) -> Self {
        .builtin(ViewThatFitsNode(horizontal: horizontal, vertical: vertical, children: children))
    }
}
