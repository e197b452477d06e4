import Foundation
import TabSnapDocument
import TabSnapRaster

/// A modifier the engine applies itself (a frame, padding, a clip, a shadow): how the modified
/// view sizes, where its child and any views the modifier holds go, how it wraps their drawing
/// and how it is written out, in one type per modifier, as SwiftUI's own layout modifiers are.
package protocol BuiltinModifier: Sendable {
    /// The modified view's size for the proposal, given its child.
    func size(of child: ViewNode, _ proposal: ProposedViewSize, in layout: LayoutContext) -> CGSize
    /// Places the child (and the modifier's own views) in `view`, whose frame is set; returns
    /// them in drawing order.
    func place(_ child: ViewNode, in view: LaidOutView, _ proposal: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView]
    /// The first text baseline of the modified view, where the modifier keeps its child's (a
    /// background keeps the view's guides); nil: the modified view's height.
    func baseline(of child: ViewNode, _ proposal: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double?
    /// What the modified view asks of its neighbours in a stack (`ViewSpacing`): its child's,
    /// unless the modifier moves an edge away from the content (padding, a frame).
    func spacing(of child: ViewNode, in layout: LayoutContext) -> ViewSpacing
    /// The modified view's value for alignment guide `g` where an `.alignmentGuide` sets it
    /// (through modifiers that keep their child's frame, or move it by a known amount); nil:
    /// the guide's default.
    func explicitGuide(_ g: AlignmentGuide, of child: ViewNode, _ proposal: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double?
    /// Draws the modified view's subtree wrapped in what the modifier adds (a layer, a clip, a
    /// transform); false when it adds nothing and the children are drawn as they are.
    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform: Transform) -> Bool

    /// The modifier with the views it holds resolved (see `BuiltinView.resolvingChildren`).
    func resolvingContent(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinModifier)?
    /// The modifier at an animation's current values, or nil when it has nothing animatable.
    func animated(_ pass: AnimationPass, key: String) -> (any BuiltinModifier)?

    /// Where the modified view's drawing can reach, given where its children's reaches
    /// (`bounds`) and its frame: a shadow spreads, a rotation turns; a layer around it must
    /// hold that much.
    func drawnBounds(_ bounds: CGRect, frame: CGRect) -> CGRect

    /// As frames dumps print it: `.padding(8, 8, 8, 8)`.
    var summary: String { get }
    /// Its view-document form: the key and value a document writes.
    var documentField: (key: String, value: JSONValue) { get }
}

extension BuiltinModifier {
    package func size(of child: ViewNode, _ proposal: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        layout.size(of: child, proposal)
    }

    package func place(_ child: ViewNode, in view: LaidOutView, _ proposal: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        [layout.place(child, at: view.frame.origin, proposal)]
    }

    package func baseline(of child: ViewNode, _ proposal: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? { nil }
    package func spacing(of child: ViewNode, in layout: LayoutContext) -> ViewSpacing { layout.spacing(of: child) }
    package func explicitGuide(_ g: AlignmentGuide, of child: ViewNode, _ proposal: ProposedViewSize, size: CGSize,
                               in layout: LayoutContext) -> Double? { nil }
    package func draw(_ view: LaidOutView, in canvas: DrawingContext, transform: Transform) -> Bool { false }
    package func resolvingContent(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinModifier)? { nil }
    package func drawnBounds(_ bounds: CGRect, frame: CGRect) -> CGRect { bounds }
    package func animated(_ pass: AnimationPass, key: String) -> (any BuiltinModifier)? { nil }
}

/// A modifier that changes how its child is drawn (a layer, a clip, a transform, a filter, a
/// place in the tree's bookkeeping) but not how it is laid out: the modified view keeps its
/// child's frame, so its alignment guides and text baselines are the child's, as SwiftUI's
/// drawing effects leave them.
package protocol LayoutNeutralModifier: BuiltinModifier {}

extension LayoutNeutralModifier {
    package func explicitGuide(_ g: AlignmentGuide, of child: ViewNode, _ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        layout.explicitGuide(of: child, g, p, size: size)
    }

    package func baseline(of child: ViewNode, _ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        layout.baseline(of: child, p, size: size)
    }
}
