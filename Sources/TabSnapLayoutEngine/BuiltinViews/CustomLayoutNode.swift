import Foundation
import TabSnapDocument

/// A view laid out by the app's own `Layout` (a flow of tags, a lattice, an aspect box): the
/// layout's `sizeThatFits` gives the size, and its `placeSubviews` places each child, asking
/// their sizes as it goes. A child the layout does not place sits at the centre at its ideal
/// size, as SwiftUI puts it.
package struct CustomLayoutNode: BuiltinView, @unchecked Sendable {
    /// The layout's type name, for frames dumps.
    package let name: String
    package let children: [ViewNode]
    package let sizeThatFits: (ProposedViewSize, [LayoutSubviewProxy]) -> CGSize
    package let placeSubviews: (CGRect, ProposedViewSize, [LayoutSubviewProxy]) -> Void

    package init(name: String, children: [ViewNode], sizeThatFits: @escaping (ProposedViewSize, [LayoutSubviewProxy]) -> CGSize,
                 placeSubviews: @escaping (CGRect, ProposedViewSize, [LayoutSubviewProxy]) -> Void) {
        self.name = name
        self.children = children
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
    }

    private func proxies(_ layout: LayoutContext) -> [LayoutSubviewProxy] {
        children.flatMap { $0.flattened }.map { LayoutSubviewProxy(node: $0, layout: layout.along(nil)) }
    }

    package func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let s = sizeThatFits(p, proxies(layout))
        // A layout's arithmetic may give anything: a size that cannot be drawn is none.
        guard s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else { return .zero }
        return s
    }

    package func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        let subviews = proxies(layout)
        placeSubviews(view.frame, p, subviews)
        view.children = subviews.map { sub in
            let at = sub.placement ?? (CGPoint(x: view.frame.midX, y: view.frame.midY), UnitPoint.center, .unspecified)
            let s = sub.sizeThatFits(at.proposal)
            let origin = CGPoint(x: Double(at.point.x) - at.anchor.x * Double(s.width), y: Double(at.point.y) - at.anchor.y * Double(s.height))
            return layout.along(nil).place(sub.node, at: origin, at.proposal)
        }
    }

    package func resolvingChildren(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinView)? {
        ViewNode.resolved(children, resolve).map {
            CustomLayoutNode(name: name, children: $0, sizeThatFits: sizeThatFits, placeSubviews: placeSubviews)
        }
    }

    package var summary: String { name }
    package var documentFields: [(key: String, value: JSONValue)] {
        [("type", .string(name)), ("children", DocumentEncoder.children(children))]
    }
}

/// A child of a custom layout as the layout sees it: its size for a proposal, its guides, and
/// where the layout puts it.
package final class LayoutSubviewProxy: @unchecked Sendable {
    package let node: ViewNode
    let layout: LayoutContext
    package private(set) var placement: (point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?

    init(node: ViewNode, layout: LayoutContext) {
        self.node = node
        self.layout = layout
    }

    package func sizeThatFits(_ p: ProposedViewSize) -> CGSize { layout.size(of: node, p, axis: nil) }

    package func guideValue(_ g: AlignmentGuide, _ p: ProposedViewSize) -> Double {
        layout.guideValue(of: node, g, p, size: sizeThatFits(p))
    }

    package var priority: Double { node.layoutPriority }

    package func place(at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placement = (point, anchor, proposal)
    }
}
