import Foundation
import TabSnapDocument

/// `ZStack`: children over one another, each aligned in the stack; the stack is as large as
/// its children of the highest layout priority.
struct ZStackNode: BuiltinView {
    let alignment: Alignment
    let children: [ViewNode]

    /// Every child's edges, merged: each stands at every edge of the stack.
    func spacing(in layout: LayoutContext) -> ViewSpacing {
        var s = ViewSpacing.empty
        for kid in children.flatMap({ $0.flattened }) { s.incorporate(top: true, bottom: true, of: layout.spacing(of: kid)) }
        return s
    }

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let kids = children.flatMap { $0.flattened }
        guard !kids.isEmpty else { return .zero }
        let top = kids.map { $0.layoutPriority }.max()!
        var w: CGFloat = 0, h: CGFloat = 0
        for kid in kids {
            let s = layout.size(of: kid, p, axis: nil)
            if kid.layoutPriority == top { w = max(w, s.width); h = max(h, s.height) }
        }
        return CGSize(width: w, height: h)
    }

    func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        let origin = view.frame.origin, s = view.frame.size
        view.children = children.flatMap { $0.flattened }.map { kid in
            let ks = layout.size(of: kid, p, axis: nil)
            let o = alignment.offset(of: ks, in: s)
            return layout.place(kid, at: CGPoint(x: origin.x + o.x, y: origin.y + o.y), p, axis: nil)
        }
    }

    func resolvingChildren(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinView)? {
        ViewNode.resolved(children, resolve).map { ZStackNode(alignment: alignment, children: $0) }
    }

    var summary: String { "ZStack(alignment: \(alignment.name))" }
    var documentFields: [(key: String, value: JSONValue)] {
        [("type", .string("ZStack")), ("alignment", .string(alignment.name)), ("children", DocumentEncoder.children(children))]
    }
}

extension ViewNode.Kind {
    package static func zstack(alignment: Alignment, children: [ViewNode]) -> Self {
        .builtin(ZStackNode(alignment: alignment, children: children))
    }
}
