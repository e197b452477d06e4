import Foundation

/// What a built-in view or modifier is laid out with: the environment where it stands, the
/// enclosing stack's axis, the safe area, and the engine that sizes and places its children
/// (caching sizes, so asking twice costs nothing).
package struct LayoutContext {
    let engine: LayoutEngine
    let env: LayoutEngine.Env
    /// The axis of the stack the view stands in (a Spacer and a Divider lie along it).
    package let axis: Axis?
    let safe: SafeArea
    /// The node being laid out (an environment modifier derives its child's environment once
    /// per node).
    let node: ViewNode

    package var environment: EnvironmentValues { env.value }
    package var measuring: LayoutMeasuring { engine.measuring }

    /// The child's size for `proposal`, in the same stack axis.
    package func size(of child: ViewNode, _ proposal: ProposedViewSize) -> CGSize {
        engine.size(child, proposal, env, axis: axis)
    }

    /// The child's size outside any stack (an overlay, a scroll view's content).
    package func size(of child: ViewNode, _ proposal: ProposedViewSize, axis: Axis?) -> CGSize {
        engine.size(child, proposal, env, axis: axis)
    }

    /// The child placed with its top-leading corner at `origin`, in the same stack axis and
    /// safe area.
    package func place(_ child: ViewNode, at origin: CGPoint, _ proposal: ProposedViewSize) -> LaidOutView {
        engine.place(child, at: origin, proposal, env, axis: axis, safe: safe)
    }

    package func place(_ child: ViewNode, at origin: CGPoint, _ proposal: ProposedViewSize, axis: Axis?) -> LaidOutView {
        engine.place(child, at: origin, proposal, env, axis: axis, safe: safe)
    }

    func place(_ child: ViewNode, at origin: CGPoint, _ proposal: ProposedViewSize, axis: Axis?, safe: SafeArea) -> LaidOutView {
        engine.place(child, at: origin, proposal, env, axis: axis, safe: safe)
    }

    /// The child placed aligned in `rect` by its size for `proposal`.
    package func place(_ child: ViewNode, aligned alignment: Alignment, in rect: CGRect, _ proposal: ProposedViewSize) -> LaidOutView {
        let s = size(of: child, proposal)
        let o = offset(of: child, s, in: rect.size, alignment, proposal)
        return place(child, at: CGPoint(x: rect.minX + o.x, y: rect.minY + o.y), proposal)
    }

    /// Where a child of size `s` sits in `container` by `alignment`: its guides on the
    /// container's (the child's own where an `.alignmentGuide` sets them).
    package func offset(of child: ViewNode, _ s: CGSize, in container: CGSize, _ alignment: Alignment, _ proposal: ProposedViewSize) -> CGPoint {
        var o = alignment.offset(of: s, in: container)
        if let x = explicitGuide(of: child, .horizontal(alignment.horizontal), proposal, size: s) {
            o.x = CGFloat(Double(container.width) * alignment.horizontal.fraction - x)
        }
        if let y = explicitGuide(of: child, .vertical(alignment.vertical), proposal, size: s) {
            o.y = CGFloat(Double(container.height) * alignment.vertical.fraction - y)
        }
        return o
    }

    /// `child`'s value for guide `g` where an `.alignmentGuide` sets it, else nil.
    package func explicitGuide(of child: ViewNode, _ g: AlignmentGuide, _ proposal: ProposedViewSize, size: CGSize) -> Double? {
        engine.explicitGuide(child, g, proposal, env, size)
    }

    /// `child`'s value for guide `g`: set by an `.alignmentGuide`, else its default (a first
    /// text baseline found in it).
    package func guideValue(of child: ViewNode, _ g: AlignmentGuide, _ proposal: ProposedViewSize, size: CGSize) -> Double {
        if let v = explicitGuide(of: child, g, proposal, size: size) { return v }
        if g == .vertical(.firstTextBaseline) { return baseline(of: child, proposal, size: size) }
        return g.defaultValue(size)
    }

    /// The first text baseline inside `child`, or its height where it holds no text that keeps
    /// one.
    package func baseline(of child: ViewNode, _ proposal: ProposedViewSize, size: CGSize) -> Double {
        engine.baseline(child, proposal, env, size)
    }

    /// What `child` asks of its neighbours in a stack at the default spacing.
    package func spacing(of child: ViewNode) -> ViewSpacing {
        engine.spacing(child, env)
    }

    /// The same context for the views a modifier holds or a container's children, which stand
    /// in `axis` (nil: no stack).
    package func along(_ axis: Axis?) -> LayoutContext {
        LayoutContext(engine: engine, env: env, axis: axis, safe: safe, node: node)
    }

    /// The same context with another safe area (a `safeAreaInset`'s view, an `ignoresSafeArea`).
    func with(safe: SafeArea) -> LayoutContext {
        LayoutContext(engine: engine, env: env, axis: axis, safe: safe, node: node)
    }

    /// Keeps a node made during layout alive for the rest of the pass (its identity keys the
    /// size cache).
    func retain(_ node: ViewNode) { engine.retain(node) }
}
