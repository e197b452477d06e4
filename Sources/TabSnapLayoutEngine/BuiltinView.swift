import Foundation
import TabSnapDocument
import TabSnapRaster

/// A view the engine lays out and draws itself (text, a shape, a stack). How it sizes itself,
/// where it puts its children, what it draws and how it is written out live in its one type, so
/// a new built-in view is one new file: the engine, the drawing, view documents and frames dumps
/// ask the type instead of switching over a closed list.
package protocol BuiltinView: Sendable {
    /// The views it holds, in order (a stack's children), for walks over the tree.
    var children: [ViewNode] { get }
    /// The size it takes for the proposal (SwiftUI's `sizeThatFits`).
    func size(_ proposal: ProposedViewSize, in layout: LayoutContext) -> CGSize
    /// Places its children (and keeps what drawing needs) in `view`, whose frame is set.
    func place(_ view: LaidOutView, _ proposal: ProposedViewSize, in layout: LayoutContext)
    /// Its first text baseline below its top, where it has one (a modifier such as
    /// `firstBaseline` lines text up by it).
    func baseline(_ proposal: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double?
    /// What it asks of its neighbours in a stack at the default spacing (a text, its font's
    /// metrics; a stack, its children's facing edges); most views are `.plain`.
    func spacing(in layout: LayoutContext) -> ViewSpacing
    /// Draws itself; its children are drawn after it.
    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform: Transform)

    /// The same view with its children (and other views it holds) resolved: custom views built
    /// and animated values set. `resolve` takes a child and the name of its place; nil when
    /// nothing changed, so layout's caches keep the node.
    func resolvingChildren(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinView)?
    /// The view at an animation's current value (`key` names its place), or nil when it has
    /// nothing animatable.
    func animated(_ pass: AnimationPass, key: String, scheme: ColorScheme) -> (any BuiltinView)?

    /// Type and key attributes, as frames dumps print them: `Text "Home"`.
    var summary: String { get }
    /// Its view-document form: `type` and its fields.
    var documentFields: [(key: String, value: JSONValue)] { get }
}

extension BuiltinView {
    package var children: [ViewNode] { [] }
    package func place(_ view: LaidOutView, _ proposal: ProposedViewSize, in layout: LayoutContext) {}
    package func baseline(_ proposal: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? { nil }
    package func spacing(in layout: LayoutContext) -> ViewSpacing { .plain }
    package func draw(_ view: LaidOutView, in canvas: DrawingContext, transform: Transform) {}
    package func resolvingChildren(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinView)? { nil }
    package func animated(_ pass: AnimationPass, key: String, scheme: ColorScheme) -> (any BuiltinView)? { nil }
}

extension ViewNode {
    /// A built-in view as a node.
    package convenience init(_ view: some BuiltinView) { self.init(.builtin(view)) }

    /// The built-in view this node is, if it is one of type `V`.
    package func builtin<V: BuiltinView>(_ type: V.Type) -> V? {
        if case .builtin(let v) = kind { return v as? V }
        return nil
    }
}
