import Foundation

/// The screen a tree is laid out on: its size, the device's safe-area insets and the keyboard.
public struct LayoutContainer: Hashable, Sendable {
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    /// The keyboard's height from the bottom of the screen, or 0 when it is hidden.
    public var keyboardHeight: Double
    public var scale: Double

    public init(size: CGSize, safeAreaInsets: EdgeInsets = .zero, keyboardHeight: Double = 0, scale: Double = 1) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight
        self.scale = scale
    }
}

/// Lays out a view tree the way SwiftUI does: the parent proposes a size, the child chooses
/// its own, the parent places it (rules in ../shared/GUIDE.md §2).
public final class LayoutEngine {
    let measuring: LayoutMeasuring
    private struct Key: Hashable {
        let node: ObjectIdentifier
        let proposal: ProposedViewSize
        let env: Int
        let axis: Axis?
    }
    private var cache: [Key: CGSize] = [:]
    private struct SpacingKey: Hashable {
        let node: ObjectIdentifier
        let env: Int
    }
    private var spacings: [SpacingKey: ViewSpacing] = [:]
    /// Nodes made during layout (geometry reader content) are kept alive so their identities,
    /// used as cache keys, are never reused within one pass.
    private var retained: [ViewNode] = []

    public init(measuring: LayoutMeasuring = FixedAdvanceMeasuring()) {
        self.measuring = measuring
    }

    /// An environment with an identity, so cache keys hash one integer instead of the whole
    /// environment. A modifier node always derives the same child environment from the same
    /// parent, so cached sizes are found again.
    final class Env {
        let value: EnvironmentValues
        let id: Int
        var derived: [ObjectIdentifier: Env] = [:]
        init(_ value: EnvironmentValues, id: Int) {
            self.value = value
            self.id = id
        }
    }

    private var nextEnvID = 0

    private func makeEnv(_ value: EnvironmentValues) -> Env {
        nextEnvID += 1
        return Env(value, id: nextEnvID)
    }

    private func derive(_ env: Env, _ node: ViewNode, _ change: EnvironmentChange) -> Env {
        if let e = env.derived[ObjectIdentifier(node)] { return e }
        var value = env.value
        change.apply(to: &value)
        let e = makeEnv(value)
        env.derived[ObjectIdentifier(node)] = e
        return e
    }

    /// Lays `root` out on `container` and returns the placed tree with pixel-rounded frames.
    /// `store` keeps views' state between passes of one render.
    public func layout(_ root: ViewNode, in container: LayoutContainer, environment: EnvironmentValues = EnvironmentValues(),
                       store: ViewStateStore?) -> LaidOutView {
        stateStore = store
        defer { stateStore = nil }
        return layout(root, in: container, environment: environment)
    }

    private var stateStore: ViewStateStore?

    public func layout(_ root: ViewNode, in container: LayoutContainer, environment: EnvironmentValues = EnvironmentValues()) -> LaidOutView {
        BuildBudget.$current.withValue(BuildBudget()) { layoutWithinBudget(root, in: container, environment: environment) }
    }

    private func layoutWithinBudget(_ root: ViewNode, in container: LayoutContainer, environment: EnvironmentValues) -> LaidOutView {
        cache.removeAll(keepingCapacity: true)
        spacings.removeAll(keepingCapacity: true)
        bodies.removeAll()
        retained.removeAll()
        var value = environment
        value.displayScale = container.scale
        let safe = SafeArea(container: container)
        let area = safe.effectiveRect
        value.containerSize = area.size
        nextEnvID = 0
        let env = makeEnv(value)
        let root = ViewResolver.resolve(root, value, store: stateStore)
        retained.append(root)
        let proposal = ProposedViewSize(area.size)
        let size = self.size(root, proposal, env, axis: nil)
        // The root is centred in the safe area, as a hosting controller's root view is.
        let origin = CGPoint(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2)
        let placed = place(root, at: origin, proposal, env, axis: nil, safe: safe)
        Mirroring.apply(placed)
        PixelRounding.apply(placed, scale: container.scale)
        return placed
    }

    /// The size `root` takes for `proposal` (`.unspecified`: its ideal size, as
    /// swift-snapshot-testing's `.sizeThatFits` asks), with no safe area around it.
    public func size(of root: ViewNode, proposal: ProposedViewSize, environment: EnvironmentValues, scale: Double) -> CGSize {
        cache.removeAll(keepingCapacity: true)
        spacings.removeAll(keepingCapacity: true)
        bodies.removeAll()
        retained.removeAll()
        var value = environment
        value.displayScale = scale
        nextEnvID = 0
        let env = makeEnv(value)
        let resolved = ViewResolver.resolve(root, value, store: ViewStateStore())
        retained.append(resolved)
        return size(resolved, proposal, env, axis: nil)
    }

    /// A custom view's body under `env`, built once per environment so its nodes keep their
    /// identity (and cached sizes) between sizing and placing. Layout resolves the root's
    /// custom views up front; this serves trees built while laying out.
    private var bodies: [Key: ViewNode] = [:]

    private func built(_ node: ViewNode, _ env: Env) -> ViewNode {
        let key = Key(node: ObjectIdentifier(node), proposal: .unspecified, env: env.id, axis: nil)
        if let b = bodies[key] { return b }
        // Its own place: a timeline must not match these views with the root's.
        let b = ViewResolver.resolve(node, env.value, store: stateStore, path: "~built")
        bodies[key] = b
        retained.append(b)
        return b
    }

    // MARK: Sizing

    /// The size `node` chooses for `proposal`. `axis` is the enclosing stack's axis, which a
    /// Spacer needs.
    func size(_ node: ViewNode, _ p: ProposedViewSize, _ env: Env, axis: Axis?) -> CGSize {
        let key = Key(node: ObjectIdentifier(node), proposal: p, env: env.id, axis: axis)
        if let s = cache[key] { return s }
        let s = computeSize(node, p, env, axis: axis)
        cache[key] = s
        return s
    }

    private func computeSize(_ node: ViewNode, _ p: ProposedViewSize, _ env: Env, axis: Axis?) -> CGSize {
        switch node.kind {
        case .empty:
            return .zero
        case .builtin(let view):
            return view.size(p, in: context(node, env, axis))
        case .geometry:
            return p.replacingUnspecified(by: 10)
        case .group(let children):
            // A group on its own (not in a stack) stacks its views vertically.
            let kids = children.flatMap { $0.flattened }
            return StackNode.size(kids, .vertical, StackNode.gaps(kids, nil, .vertical, context(node, env, axis)), p, context(node, env, axis))
        case .custom:
            return size(built(node, env), p, env, axis: axis)
        case .modified(let child, .builtin(let modifier)):
            return modifier.size(of: child, p, in: context(node, env, axis))
        case .modified(let child, .environment(let change)):
            return size(child, p, derive(env, node, change), axis: axis)
        case .modified(let child, .trait), .modified(let child, .id), .modified(let child, .layoutPriority):
            return size(child, p, env, axis: axis)
        }
    }

    private func context(_ node: ViewNode, _ env: Env, _ axis: Axis?, _ safe: SafeArea? = nil) -> LayoutContext {
        LayoutContext(engine: self, env: env, axis: axis, safe: safe ?? SafeArea.none, node: node)
    }

    /// The first text baseline inside `node` (through modifiers that keep their child's), or
    /// the node's height when it holds no text.
    func baseline(_ node: ViewNode, _ p: ProposedViewSize, _ env: Env, _ size: CGSize) -> Double {
        switch node.kind {
        case .builtin(let view):
            return view.baseline(p, size: size, in: context(node, env, nil)) ?? Double(size.height)
        case .modified(let child, .builtin(let modifier)):
            return modifier.baseline(of: child, p, size: size, in: context(node, env, nil)) ?? Double(size.height)
        case .modified(let child, .environment(let change)):
            return baseline(child, p, derive(env, node, change), size)
        case .modified(let child, .trait), .modified(let child, .id), .modified(let child, .layoutPriority):
            return baseline(child, p, env, size)
        default:
            return Double(size.height)
        }
    }

    /// `node`'s value for guide `g` where an `.alignmentGuide` in its modifiers sets it.
    func explicitGuide(_ node: ViewNode, _ g: AlignmentGuide, _ p: ProposedViewSize, _ env: Env, _ size: CGSize) -> Double? {
        guard node.setsAlignmentGuide else { return nil }
        switch node.kind {
        case .modified(let child, .builtin(let modifier)):
            return modifier.explicitGuide(g, of: child, p, size: size, in: context(node, env, nil))
        case .modified(let child, .environment(let change)):
            return explicitGuide(child, g, p, derive(env, node, change), size)
        case .modified(let child, .trait), .modified(let child, .id), .modified(let child, .layoutPriority):
            return explicitGuide(child, g, p, env, size)
        default:
            return nil
        }
    }

    /// What `node` asks of its neighbours in a stack at the default spacing (through modifiers
    /// and custom views to the views that ask).
    func spacing(_ node: ViewNode, _ env: Env) -> ViewSpacing {
        let key = SpacingKey(node: ObjectIdentifier(node), env: env.id)
        if let s = spacings[key] { return s }
        let s: ViewSpacing
        switch node.kind {
        case .empty:
            s = .empty
        case .builtin(let view):
            s = view.spacing(in: context(node, env, nil))
        case .group(let children):
            s = StackNode.spacing(children.flatMap { $0.flattened }, .vertical, context(node, env, nil))
        case .custom:
            s = spacing(built(node, env), env)
        case .geometry:
            s = .plain
        case .modified(let child, .builtin(let modifier)):
            s = modifier.spacing(of: child, in: context(node, env, nil))
        case .modified(let child, .environment(let change)):
            s = spacing(child, derive(env, node, change))
        case .modified(let child, .trait), .modified(let child, .id), .modified(let child, .layoutPriority):
            s = spacing(child, env)
        }
        spacings[key] = s
        return s
    }

    /// Keeps a node made during layout alive for the rest of the pass.
    func retain(_ node: ViewNode) { retained.append(node) }

    /// The screen origins of the named coordinate spaces around the view being placed
    /// (`.coordinateSpace(name:)`): set while their views' content is placed, looked up by a
    /// geometry reader inside (only looked up, so no order of it reaches a frame).
    var namedSpaces: [AnyHashable: CGPoint] = [:]

    // MARK: Placement

    func place(_ node: ViewNode, at origin: CGPoint, _ p: ProposedViewSize, _ env: Env, axis: Axis?, safe: SafeArea) -> LaidOutView {
        let s = size(node, p, env, axis: axis)
        let frame = CGRect(origin: origin, size: s)
        let view = LaidOutView(node: node, frame: frame, environment: env.value)
        switch node.kind {
        case .empty:
            break
        case .builtin(let builtin):
            builtin.place(view, p, in: context(node, env, axis, safe))
        case .group(let children):
            let kids = children.flatMap { $0.flattened }
            let c = context(node, env, axis, safe)
            view.children = StackNode.place(kids, .vertical, .center, StackNode.gaps(kids, nil, .vertical, c), frame, p, c)
        case .custom:
            view.children = [place(built(node, env), at: origin, p, env, axis: axis, safe: safe)]
        case .geometry(let content):
            // The content comes back resolved (and animated) by the resolver's own closure; a
            // second pass here would animate it again under the wrong places.
            let content = content(GeometryProxy(size: s, globalFrame: frame, safeAreaInsets: safe.insets(of: frame), namedSpaces: namedSpaces))
            let inner = AnimationPass.$current.withValue(nil) { ViewResolver.resolve(content, env.value) }
            retained.append(inner)
            // GeometryReader places its content at its top-leading corner.
            view.children = [place(inner, at: origin, ProposedViewSize(s), env, axis: nil, safe: safe)]
        case .modified(let child, .builtin(let modifier)):
            view.children = modifier.place(child, in: view, p, in: context(node, env, axis, safe))
        case .modified(let child, .environment(let change)):
            view.children = [place(child, at: frame.origin, p, derive(env, node, change), axis: axis, safe: safe)]
        case .modified(let child, .trait), .modified(let child, .id), .modified(let child, .layoutPriority):
            view.children = [place(child, at: frame.origin, p, env, axis: axis, safe: safe)]
        }
        return view
    }
}
