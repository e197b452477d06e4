import TabSnapDocument
import TabSnapLayoutEngine
import TabSnapUI

/// A representable's UIKit content, sized by the representable's `sizeThatFits` for each
/// proposal when it answers (SwiftUI asks it during layout, iOS 16 on), and then laid out at that
/// size (`filling`); when it answers nil, the content as it sizes itself (`own`).
struct RepresentableSizingNode: BuiltinView, @unchecked Sendable {
    let filling: ViewNode
    let own: ViewNode
    let sizing: (ProposedViewSize) -> CGSize?

    var children: [ViewNode] { [filling, own] }

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        sizing(p) ?? layout.size(of: own, p)
    }

    func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        let frame = view.frame
        let content = sizing(p) == nil ? own : filling
        view.children = [layout.place(content, at: frame.origin, ProposedViewSize(width: Double(frame.width), height: Double(frame.height)))]
    }

    func resolvingChildren(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinView)? {
        ViewNode.resolved([filling, own], resolve).map { RepresentableSizingNode(filling: $0[0], own: $0[1], sizing: sizing) }
    }

    var summary: String { "UIViewRepresentable" }
    var documentFields: [(key: String, value: JSONValue)] { [("type", .string("UIViewRepresentable"))] }
}

/// The node as a view.
struct RepresentableSizing: PrimitiveView {
    let node: ViewNode
    init(filling: AnyView, own: AnyView, sizing: @escaping (ProposedViewSize) -> CGSize?) {
        node = ViewNode(.builtin(RepresentableSizingNode(filling: filling.node, own: own.node, sizing: sizing)))
    }
}
