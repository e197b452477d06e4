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
        DocumentBudget.$current.withValue(DocumentBudget()) { layoutWithinBudget(root, in: container, environment: environment) }
    }

    private func layoutWithinBudget(_ root: ViewNode, in container: LayoutContainer, environment: EnvironmentValues) -> LaidOutView {
        cache.removeAll(keepingCapacity: true)
        bodies.removeAll()
        retained.removeAll()
        var value = environment
        value.displayScale = container.scale
        nextEnvID = 0
        let env = makeEnv(value)
        let root = ViewResolver.resolve(root, value, store: stateStore)
        retained.append(root)
        let safe = SafeArea(container: container)
        let area = safe.effectiveRect
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
        case .empty, .problem, .warning:
            return .zero
        case .color, .styleFill, .shape, .strokedShape, .geometry, .drawing:
            return p.replacingUnspecified(by: 10)
        case .text(let string):
            return measuring.measure(string, style: env.value.text, maxWidth: p.width, scale: env.value.displayScale).size
        case .image(let source, let resizable, _):
            var intrinsic = measuring.intrinsicSize(of: source, style: env.value.text)
            if case .asset(let name, _) = source, let asset = AssetCatalogs.image(named: name) {
                intrinsic = (try? asset.size(AssetRequest(env.value))) ?? .zero
            }
            if !resizable { return intrinsic }
            return CGSize(width: p.width ?? Double(intrinsic.width), height: p.height ?? Double(intrinsic.height))
        case .stack(let stackAxis, _, let spacing, let children):
            let kids = children.flatMap { $0.flattened }
            let gaps = Self.gaps(kids, spacing)
            return stackSize(stackSizes(kids, stackAxis, gaps, p, env), stackAxis, gaps)
        case .group(let children):
            let kids = children.flatMap { $0.flattened }
            let gaps = Self.gaps(kids, nil)
            return stackSize(stackSizes(kids, .vertical, gaps, p, env), .vertical, gaps)
        case .zstack(_, let children):
            let kids = children.flatMap { $0.flattened }
            guard !kids.isEmpty else { return .zero }
            let top = kids.map { $0.layoutPriority }.max()!
            var w: CGFloat = 0, h: CGFloat = 0
            for kid in kids {
                let s = size(kid, p, env, axis: nil)
                if kid.layoutPriority == top { w = max(w, s.width); h = max(h, s.height) }
            }
            return CGSize(width: w, height: h)
        case .spacer(let minLength):
            let minimum = minLength ?? 8
            switch axis {
            case .horizontal: return CGSize(width: max(p.width ?? minimum, minimum), height: 0)
            case .vertical: return CGSize(width: 0, height: max(p.height ?? minimum, minimum))
            case nil: return CGSize(width: max(p.width ?? minimum, minimum), height: max(p.height ?? minimum, minimum))
            }
        case .modified(let child, let modifier):
            return modifiedSize(node, child, modifier, p, env, axis: axis)
        case .divider:
            let t = 1 / max(env.value.displayScale, 1)
            if axis == .horizontal { return CGSize(width: t, height: p.height ?? t) }
            return CGSize(width: p.width ?? t, height: t)
        case .custom:
            return size(built(node, env), p, env, axis: axis)
        }
    }

    private func modifiedSize(_ node: ViewNode, _ child: ViewNode, _ m: Modifier, _ p: ProposedViewSize, _ env: Env, axis: Axis?) -> CGSize {
        switch m {
        case .frame(let w, let h, _):
            let cs = size(child, ProposedViewSize(width: w ?? p.width, height: h ?? p.height), env, axis: axis)
            return CGSize(width: w ?? Double(cs.width), height: h ?? Double(cs.height))
        case .flexibleFrame(let f):
            let cp = flexibleChildProposal(f, p)
            let cs = size(child, cp, env, axis: axis)
            return CGSize(width: flexibleLength(f.limits(.horizontal), p.width, Double(cs.width)),
                          height: flexibleLength(f.limits(.vertical), p.height, Double(cs.height)))
        case .padding(let e):
            let cp = ProposedViewSize(width: p.width.map { max($0 - e.horizontal, 0) },
                                      height: p.height.map { max($0 - e.vertical, 0) })
            let cs = size(child, cp, env, axis: axis)
            return CGSize(width: Double(cs.width) + e.horizontal, height: Double(cs.height) + e.vertical)
        case .fixedSize(let h, let v):
            return size(child, ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height), env, axis: axis)
        case .scrollContent(let scroll):
            let cs = size(child, scrollProposal(scroll, p), env, axis: nil)
            return CGSize(width: p.width ?? Double(cs.width), height: p.height ?? Double(cs.height))
        case .environment(let change):
            return size(child, p, derive(env, node, change), axis: axis)
        case .offset, .background, .overlay, .mask, .clip, .opacity, .layoutPriority, .ignoresSafeArea, .id, .trait, .effect, .filter:
            return size(child, p, env, axis: axis)
        case .aspectRatio(let ratio, let mode):
            return size(child, aspectProposal(child, ratio, mode, p, env, axis), env, axis: axis)
        case .position:
            let cs = size(child, p, env, axis: axis)
            return CGSize(width: p.width ?? Double(cs.width), height: p.height ?? Double(cs.height))
        case .firstBaseline(let y):
            let cs = size(child, p, env, axis: axis)
            return CGSize(width: cs.width, height: max(0, Double(cs.height) + y - baseline(child, p, env, cs)))
        case .safeAreaInset(let edge, let spacing, let content, _):
            let (inset, childProposal) = insetLayout(edge, spacing, content, p, env)
            let cs = size(child, childProposal, env, axis: axis)
            let vertical = edge == .top || edge == .bottom
            return vertical ? CGSize(width: max(cs.width, inset.width), height: Double(cs.height) + Double(inset.height) + spacing)
                            : CGSize(width: Double(cs.width) + Double(inset.width) + spacing, height: max(cs.height, inset.height))
        }
    }

    /// The inset content's size (offered the cross axis, its own length along the edge's axis)
    /// and what is left to propose to the view.
    private func insetLayout(_ edge: Edge, _ spacing: Double, _ content: ViewNode, _ p: ProposedViewSize, _ env: Env)
        -> (CGSize, ProposedViewSize) {
        let vertical = edge == .top || edge == .bottom
        let inset = size(content, vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height),
                         env, axis: nil)
        let thickness = Double(vertical ? inset.height : inset.width) + spacing
        let cp = vertical ? ProposedViewSize(width: p.width, height: p.height.map { max($0 - thickness, 0) })
                          : ProposedViewSize(width: p.width.map { max($0 - thickness, 0) }, height: p.height)
        return (inset, cp)
    }

    /// The first text baseline inside `node` (through modifiers that keep the text at their
    /// top), or the node's height when it holds no text.
    private func baseline(_ node: ViewNode, _ p: ProposedViewSize, _ env: Env, _ size: CGSize) -> Double {
        switch node.kind {
        case .text(let string):
            return measuring.measure(string, style: env.value.text, maxWidth: p.width, scale: env.value.displayScale).firstBaseline ?? Double(size.height)
        case .modified(let child, .environment(let change)):
            return baseline(child, p, derive(env, node, change), size)
        case .modified(let child, .fixedSize(let h, let v)):
            return baseline(child, ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height), env, size)
        case .modified(let child, .trait), .modified(let child, .id), .modified(let child, .opacity), .modified(let child, .layoutPriority):
            return baseline(child, p, env, size)
        case .modified(let child, .overlay), .modified(let child, .background):
            // Overlays and backgrounds take the view's own size and guides (SwiftUI's rule).
            return baseline(child, p, env, size)
        default:
            return Double(size.height)
        }
    }

    /// A scroll view's content is proposed its ideal length along the scroll axis.
    private func scrollProposal(_ scroll: Axis, _ p: ProposedViewSize) -> ProposedViewSize {
        scroll == .vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
    }

    /// What `.aspectRatio` proposes: the largest (fit) or smallest (fill) size of the ratio
    /// within the proposal's finite axes; the child's ideal size when no axis is given.
    private func aspectProposal(_ child: ViewNode, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedViewSize, _ env: Env,
                                _ axis: Axis?) -> ProposedViewSize {
        let ideal = size(child, .unspecified, env, axis: axis)
        guard let r = ratio ?? (ideal.height > 0 ? Double(ideal.width / ideal.height) : nil), r > 0, r.isFinite else { return p }
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }, h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case (let w?, let h?):
            let width = mode == .fit ? min(w, h * r) : max(w, h * r)
            return ProposedViewSize(width: width, height: width / r)
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil): return ProposedViewSize(width: Double(ideal.width), height: Double(ideal.width) / r)
        }
    }

    /// What a flexible frame proposes to its child: the proposal clamped into [min, max], or
    /// the ideal length for an unspecified axis.
    private func flexibleChildProposal(_ f: FlexibleFrame, _ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ l: (min: Double?, ideal: Double?, max: Double?), _ proposed: Double?) -> Double? {
            guard l.min != nil || l.max != nil || l.ideal != nil else { return proposed }
            guard let v = proposed ?? l.ideal else { return nil }
            return clamp(v, l.min, l.max)
        }
        return ProposedViewSize(width: axis(f.limits(.horizontal), p.width), height: axis(f.limits(.vertical), p.height))
    }

    /// A flexible frame's own length on one axis.
    private func flexibleLength(_ l: (min: Double?, ideal: Double?, max: Double?), _ proposed: Double?, _ child: Double) -> Double {
        if l.min == nil && l.max == nil { return proposed == nil ? (l.ideal ?? child) : child }
        guard let p = proposed ?? l.ideal else { return clamp(child, l.min, l.max) }
        switch (l.min, l.max) {
        case (let mn?, let mx?): return clamp(p, mn, mx)
        case (nil, let mx?): return min(max(p, child), mx)
        case (let mn?, nil): return max(min(p, child), mn)
        default: return child
        }
    }

    private func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
        var r = v
        if let hi { r = min(r, hi) }
        if let lo { r = max(r, lo) }
        return r
    }

    // MARK: Stacks

    private func proposal(_ axis: Axis, major: Double?, cross: Double?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: cross) : ProposedViewSize(width: cross, height: major)
    }

    private func major(_ s: CGSize, _ axis: Axis) -> Double { Double(axis == .horizontal ? s.width : s.height) }
    private func cross(_ s: CGSize, _ axis: Axis) -> Double { Double(axis == .horizontal ? s.height : s.width) }

    /// Each child's size in a stack: ideal sizes under an unspecified major axis; otherwise the
    /// length is shared out by layout priority (highest first) and, within a priority, least
    /// flexible first, each child offered an equal share of what is left.
    /// The gaps between a stack's children: an explicit spacing applies to every gap; the
    /// default is 8 pt, except that a Spacer takes no spacing from its neighbours (measured on
    /// iOS: `HStack { Spacer(); icon; Spacer() }` puts nothing between them; GUIDE §11).
    static func gaps(_ kids: [ViewNode], _ spacing: Double?) -> StackGaps {
        let n = max(kids.count - 1, 0)
        if let spacing { return StackGaps(values: Array(repeating: spacing, count: n), uniform: spacing) }
        let spacer = kids.map(\.isSpacer)
        let values = (0..<n).map { spacer[$0] || spacer[$0 + 1] ? 0.0 : 8.0 }
        return StackGaps(values: values, uniform: values.allSatisfy { $0 == 8 } ? 8 : nil)
    }

    func stackSizes(_ kids: [ViewNode], _ axis: Axis, _ spacing: StackGaps, _ p: ProposedViewSize, _ env: Env) -> [CGSize] {
        stackLayout(kids, axis, spacing, p, env).map(\.size)
    }

    /// Sizes with the major-axis offer each came from: placement proposes the same offer again,
    /// so a child whose layout depends on its offer (a stack of wrapping text) agrees with itself.
    func stackLayout(_ kids: [ViewNode], _ axis: Axis, _ spacing: StackGaps, _ p: ProposedViewSize, _ env: Env) -> [(size: CGSize, offer: Double?)] {
        guard !kids.isEmpty else { return [] }
        let crossProposal = p[axis.other]
        guard let total = p[axis] else {
            return kids.map { (size($0, proposal(axis, major: nil, cross: crossProposal), env, axis: axis), nil) }
        }
        if total.isInfinite {
            // Under an infinite length every child may take all it wants; subtracting would only
            // turn infinity into NaN.
            return kids.map { (size($0, proposal(axis, major: .infinity, cross: crossProposal), env, axis: axis), .infinity) }
        }
        let mins = kids.map { major(size($0, proposal(axis, major: 0, cross: crossProposal), env, axis: axis), axis) }
        let maxs = kids.map { major(size($0, proposal(axis, major: .infinity, cross: crossProposal), env, axis: axis), axis) }
        let priorities = kids.map { $0.layoutPriority.isNaN ? 0 : $0.layoutPriority }
        // One sort: priority (highest first), then flexibility (least first), then position, so
        // the order never depends on the sorting algorithm.
        let order = kids.indices.sorted {
            if priorities[$0] != priorities[$1] { return priorities[$0] > priorities[$1] }
            let fa = maxs[$0] - mins[$0], fb = maxs[$1] - mins[$1]
            if fa != fb { return fa.isNaN ? false : (fb.isNaN ? true : fa < fb) }
            return $0 < $1
        }
        var out = [(size: CGSize, offer: Double?)](repeating: (.zero, nil), count: kids.count)
        let spacingTotal = spacing.total
        var used = 0.0
        var start = 0
        // The minimum lengths of all groups after the current one: a running suffix sum.
        var lowerMins = order.reduce(0.0) { $0 + mins[$1] }
        while start < order.count {
            var end = start
            while end < order.count, priorities[order[end]] == priorities[order[start]] { end += 1 }
            for k in start..<end { lowerMins -= mins[order[k]] }
            var available = total - spacingTotal - used - lowerMins
            var left = end - start
            for k in start..<end {
                let i = order[k]
                let offer = max(available / Double(left), 0)
                let s = size(kids[i], proposal(axis, major: offer, cross: crossProposal), env, axis: axis)
                out[i] = (s, offer)
                available -= major(s, axis)
                used += major(s, axis)
                left -= 1
            }
            start = end
        }
        return out
    }

    private func stackSize(_ sizes: [CGSize], _ axis: Axis, _ spacing: StackGaps) -> CGSize {
        guard !sizes.isEmpty else { return .zero }
        let length = sizes.reduce(0.0) { $0 + major($1, axis) } + spacing.total
        let thickness = sizes.map { cross($0, axis) }.max() ?? 0
        return axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    // MARK: Placement

    func place(_ node: ViewNode, at origin: CGPoint, _ p: ProposedViewSize, _ env: Env, axis: Axis?, safe: SafeArea) -> LaidOutView {
        let s = size(node, p, env, axis: axis)
        let frame = CGRect(origin: origin, size: s)
        let view = LaidOutView(node: node, frame: frame, environment: env.value)
        switch node.kind {
        case .empty, .color, .styleFill, .shape, .strokedShape, .image, .spacer, .divider, .problem, .warning, .drawing:
            break
        case .text(let string):
            view.text = measuring.measure(string, style: env.value.text, maxWidth: p.width, scale: env.value.displayScale)
        case .stack(let stackAxis, let alignment, let spacing, let children):
            let kids = children.flatMap { $0.flattened }
            view.children = placeStack(kids, stackAxis, alignment, Self.gaps(kids, spacing), frame, p, env, safe)
        case .group(let children):
            let kids = children.flatMap { $0.flattened }
            view.children = placeStack(kids, .vertical, .center, Self.gaps(kids, nil), frame, p, env, safe)
        case .zstack(let alignment, let children):
            view.children = children.flatMap { $0.flattened }.map { kid in
                let ks = size(kid, p, env, axis: nil)
                let o = alignment.offset(of: ks, in: s)
                return place(kid, at: CGPoint(x: origin.x + o.x, y: origin.y + o.y), p, env, axis: nil, safe: safe)
            }
        case .custom:
            view.children = [place(built(node, env), at: origin, p, env, axis: axis, safe: safe)]
        case .geometry(let content):
            // The content comes back resolved (and animated) by the resolver's own closure; a
            // second pass here would animate it again under the wrong places.
            let content = content(GeometryProxy(size: s, globalFrame: frame, safeAreaInsets: safe.insets(of: frame)))
            let inner = AnimationPass.$current.withValue(nil) { ViewResolver.resolve(content, env.value) }
            retained.append(inner)
            // GeometryReader places its content at its top-leading corner.
            view.children = [place(inner, at: origin, ProposedViewSize(s), env, axis: nil, safe: safe)]
        case .modified(let child, let modifier):
            view.children = placeModified(node, child, modifier, frame, p, env, axis: axis, safe: safe)
            if case .ignoresSafeArea(let regions, let edges) = modifier {
                // The view's own frame is the larger one it now covers, so a background or
                // overlay on it covers that too (its parent still placed it by its layout size).
                view.exactFrame = safe.expand(frame, ignoring: regions, on: edges).0
            }
        }
        return view
    }

    private func placeStack(_ kids: [ViewNode], _ axis: Axis, _ alignment: Alignment, _ spacing: StackGaps, _ frame: CGRect,
                            _ p: ProposedViewSize, _ env: Env, _ safe: SafeArea) -> [LaidOutView] {
        let layout = stackLayout(kids, axis, spacing, p, env)
        let crossFraction = axis == .horizontal ? alignment.vertical.fraction : alignment.horizontal.fraction
        let thickness = cross(frame.size, axis)
        var position = Double(axis == .horizontal ? frame.minX : frame.minY)
        var out: [LaidOutView] = []
        for (i, (kid, (ks, offer))) in zip(kids, layout).enumerated() {
            let across = Double(axis == .horizontal ? frame.minY : frame.minX) + (thickness - cross(ks, axis)) * crossFraction
            let o = axis == .horizontal ? CGPoint(x: position, y: across) : CGPoint(x: across, y: position)
            // The child is placed with the proposal that gave its size, so its own layout agrees.
            let kp = proposal(axis, major: offer, cross: p[axis.other])
            let placed = place(kid, at: o, kp, env, axis: axis, safe: safe)
            out.append(placed)
            position += major(ks, axis) + (i < spacing.values.count ? spacing.values[i] : 0)
        }
        return out
    }

    private func placeModified(_ node: ViewNode, _ child: ViewNode, _ m: Modifier, _ frame: CGRect, _ p: ProposedViewSize,
                               _ env: Env, axis: Axis?, safe: SafeArea) -> [LaidOutView] {
        func aligned(_ cp: ProposedViewSize, _ alignment: Alignment, in rect: CGRect, _ e: Env = env) -> LaidOutView {
            let cs = size(child, cp, e, axis: axis)
            let o = alignment.offset(of: cs, in: rect.size)
            return place(child, at: CGPoint(x: rect.minX + o.x, y: rect.minY + o.y), cp, e, axis: axis, safe: safe)
        }
        switch m {
        case .frame(let w, let h, let alignment):
            return [aligned(ProposedViewSize(width: w ?? p.width, height: h ?? p.height), alignment, in: frame)]
        case .flexibleFrame(let f):
            return [aligned(flexibleChildProposal(f, p), f.alignment, in: frame)]
        case .padding(let e):
            let inner = CGRect(x: frame.minX + e.leading, y: frame.minY + e.top,
                               width: max(Double(frame.width) - e.horizontal, 0), height: max(Double(frame.height) - e.vertical, 0))
            let cp = ProposedViewSize(width: p.width.map { max($0 - e.horizontal, 0) }, height: p.height.map { max($0 - e.vertical, 0) })
            return [place(child, at: inner.origin, cp, env, axis: axis, safe: safe)]
        case .offset(let x, let y):
            // Drawing moves; the parent's layout already happened with the unmoved size.
            return [place(child, at: CGPoint(x: frame.minX + x, y: frame.minY + y), p, env, axis: axis, safe: safe)]
        case .background(let content, let alignment), .overlay(let content, let alignment), .mask(let content, let alignment):
            let main = place(child, at: frame.origin, p, env, axis: axis, safe: safe)
            let region = main.exactFrame
            let cp = ProposedViewSize(region.size)
            let cs = size(content, cp, env, axis: nil)
            let o = alignment.offset(of: cs, in: region.size)
            let extra = place(content, at: CGPoint(x: region.minX + o.x, y: region.minY + o.y), cp, env, axis: nil, safe: safe)
            if case .background = m { return [extra, main] }
            return [main, extra]
        case .environment(let change):
            return [place(child, at: frame.origin, p, derive(env, node, change), axis: axis, safe: safe)]
        case .fixedSize(let h, let v):
            return [place(child, at: frame.origin, ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height), env, axis: axis, safe: safe)]
        case .scrollContent(let scroll):
            let cp = scrollProposal(scroll, p)
            let cs = size(child, cp, env, axis: nil)
            let origin = scroll == .vertical ? CGPoint(x: frame.minX + (frame.width - cs.width) / 2, y: frame.minY)
                                             : CGPoint(x: frame.minX, y: frame.minY + (frame.height - cs.height) / 2)
            return [place(child, at: origin, cp, env, axis: nil, safe: safe)]
        case .clip, .opacity, .layoutPriority, .id, .trait, .effect, .filter:
            return [place(child, at: frame.origin, p, env, axis: axis, safe: safe)]
        case .aspectRatio(let ratio, let mode):
            return [aligned(aspectProposal(child, ratio, mode, p, env, axis), .center, in: frame)]
        case .firstBaseline(let y):
            let cs = size(child, p, env, axis: axis)
            return [place(child, at: CGPoint(x: frame.minX, y: frame.minY + y - baseline(child, p, env, cs)), p, env, axis: axis, safe: safe)]
        case .safeAreaInset(let edge, let spacing, let content, let alignment):
            let (inset, cp) = insetLayout(edge, spacing, content, p, env)
            let cs = size(child, cp, env, axis: axis)
            let t = (edge == .top || edge == .bottom ? Double(inset.height) : Double(inset.width)) + spacing
            var mainOrigin = frame.origin
            if edge == .top { mainOrigin.y += t }
            if edge == .leading { mainOrigin.x += t }
            let mainFrame = CGRect(origin: mainOrigin, size: cs)
            // The view's content sees a safe area that ends at the inset.
            let main = place(child, at: mainOrigin, cp, env, axis: axis, safe: safe.inset(to: mainFrame, edge: edge))
            let insetOrigin: CGPoint
            switch edge {
            case .top: insetOrigin = CGPoint(x: frame.minX + (frame.width - inset.width) * alignment.horizontal.fraction, y: frame.minY)
            case .bottom: insetOrigin = CGPoint(x: frame.minX + (frame.width - inset.width) * alignment.horizontal.fraction, y: frame.maxY - inset.height)
            case .leading: insetOrigin = CGPoint(x: frame.minX, y: frame.minY + (frame.height - inset.height) * alignment.vertical.fraction)
            case .trailing: insetOrigin = CGPoint(x: frame.maxX - inset.width, y: frame.minY + (frame.height - inset.height) * alignment.vertical.fraction)
            }
            let vertical = edge == .top || edge == .bottom
            let ip = vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
            return [main, place(content, at: insetOrigin, ip, env, axis: nil, safe: safe)]
        case .position(let x, let y):
            let cs = size(child, p, env, axis: axis)
            return [place(child, at: CGPoint(x: frame.minX + x - cs.width / 2, y: frame.minY + y - cs.height / 2), p, env, axis: axis, safe: safe)]
        case .ignoresSafeArea(let regions, let edges):
            let (expanded, inner) = safe.expand(frame, ignoring: regions, on: edges)
            if expanded == frame { return [place(child, at: frame.origin, p, env, axis: axis, safe: inner)] }
            // The content is laid out again in the larger frame it now covers.
            let cp = ProposedViewSize(expanded.size)
            let cs = size(child, cp, env, axis: axis)
            let o = Alignment.center.offset(of: cs, in: expanded.size)
            return [place(child, at: CGPoint(x: expanded.minX + o.x, y: expanded.minY + o.y), cp, env, axis: axis, safe: inner)]
        }
    }
}

/// The gaps between a stack's children, and their sum (a uniform spacing is multiplied, as it
/// always was, so its rounding never changes).
struct StackGaps {
    let values: [Double]
    let uniform: Double?

    var total: Double {
        if let uniform { return uniform * Double(values.count) }
        return values.reduce(0, +)
    }
}
