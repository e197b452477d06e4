import Foundation
import TabSnapDocument

/// `GridRow`: one row of a `Grid`'s cells (outside a grid, its cells side by side).
struct GridRowNode: BuiltinView {
    let alignment: VerticalAlignment
    let children: [ViewNode]

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let kids = children.flatMap { $0.flattened }
        return StackNode.size(kids, .horizontal, StackNode.gaps(kids, nil, .horizontal, layout), p, layout)
    }

    func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        let kids = children.flatMap { $0.flattened }
        view.children = StackNode.place(kids, .horizontal, Alignment(horizontal: .center, vertical: alignment), StackNode.gaps(kids, nil, .horizontal, layout),
                                        view.frame, p, layout)
    }

    func spacing(in layout: LayoutContext) -> ViewSpacing {
        StackNode.spacing(children.flatMap { $0.flattened }, .horizontal, layout)
    }

    func resolvingChildren(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinView)? {
        ViewNode.resolved(children, resolve).map { GridRowNode(alignment: alignment, children: $0) }
    }

    var summary: String { "GridRow" }
    var documentFields: [(key: String, value: JSONValue)] { [("type", .string("GridRow")), ("children", DocumentEncoder.children(children))] }
}
