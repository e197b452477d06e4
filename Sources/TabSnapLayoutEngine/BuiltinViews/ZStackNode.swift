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
        // A child moved off the others' guide by `.alignmentGuide` widens the stack to hold it.
        let guides = lines(kids.filter { $0.layoutPriority == top }, p, layout)
        if let x = guides.x { w = CGFloat(x.before + x.after) }
        if let y = guides.y { h = CGFloat(y.before + y.after) }
        return CGSize(width: w, height: h)
    }

    func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        let origin = view.frame.origin, s = view.frame.size
        let kids = children.flatMap { $0.flattened }
        let top = kids.map { $0.layoutPriority }.max() ?? 0
        let guides = lines(kids.filter { $0.layoutPriority == top }, p, layout)
        view.children = kids.map { kid in
            let ks = layout.size(of: kid, p, axis: nil)
            var o = alignment.offset(of: ks, in: s)
            // Lined up on the stack's guides where a child sets one: each child's guide on the
            // shared line, the block centred.
            if let x = guides.x {
                let g = layout.guideValue(of: kid, .horizontal(alignment.horizontal), p, size: ks)
                o.x = CGFloat((Double(s.width) - x.before - x.after) / 2 + x.before - g)
            }
            if let y = guides.y {
                let g = layout.guideValue(of: kid, .vertical(alignment.vertical), p, size: ks)
                o.y = CGFloat((Double(s.height) - y.before - y.after) / 2 + y.before - g)
            }
            return layout.place(kid, at: CGPoint(x: origin.x + o.x, y: origin.y + o.y), p, axis: nil)
        }
    }

    /// Along each axis where a child sets the stack's guide with `.alignmentGuide`: the
    /// farthest any child reaches before the shared line and after it; nil where none does.
    private func lines(_ kids: [ViewNode], _ p: ProposedViewSize, _ layout: LayoutContext)
        -> (x: (before: Double, after: Double)?, y: (before: Double, after: Double)?) {
        guard kids.contains(where: { $0.setsAlignmentGuide }) else { return (nil, nil) }
        let sizes = kids.map { layout.size(of: $0, p, axis: nil) }
        func line(_ guide: AlignmentGuide, _ length: (CGSize) -> Double) -> (before: Double, after: Double)? {
            guard zip(kids, sizes).contains(where: { layout.explicitGuide(of: $0, guide, p, size: $1) != nil }) else { return nil }
            var before = -Double.infinity, after = -Double.infinity
            for (kid, s) in zip(kids, sizes) {
                let g = layout.guideValue(of: kid, guide, p, size: s)
                before = max(before, g)
                after = max(after, length(s) - g)
            }
            return (before, after)
        }
        return (line(.horizontal(alignment.horizontal)) { Double($0.width) }, line(.vertical(alignment.vertical)) { Double($0.height) })
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
