import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `Layout`: an app's own container (a flow of tags, a lattice, an aspect box),
/// used as `MyLayout { … }`. TabSnap asks it for its size and lets it place each child, with a
/// fresh cache each time (a cache is only ever an optimisation).
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    static var layoutProperties: LayoutProperties { get }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The children laid out by this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> AnyView {
        AnyView(node: Self.node(self, children: [makeNode(content())]))
    }

    static func node(_ layout: Self, children: [ViewNode]) -> ViewNode {
        ViewNode(.builtin(CustomLayoutNode(name: String(describing: Self.self), children: children, sizeThatFits: { p, proxies in
            let subviews = LayoutSubviews(proxies.map(LayoutSubview.init))
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache)
        }, placeSubviews: { bounds, p, proxies in
            let subviews = LayoutSubviews(proxies.map(LayoutSubview.init))
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: p, subviews: subviews, cache: &cache)
        })))
    }
}

/// A layout's properties: the axis it stacks along, if any.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis? = nil
    public init() {}
}

/// The children a `Layout` places, in order.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    let subviews: [LayoutSubview]
    init(_ subviews: [LayoutSubview]) { self.subviews = subviews }
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
    public var layoutDirection: LayoutDirection { EnvironmentValues.current.layoutDirection }
}

/// One child of a `Layout`: its size for a proposal, its dimensions and guides, its priority,
/// and `place(at:anchor:proposal:)`.
public struct LayoutSubview: Sendable {
    let proxy: LayoutSubviewProxy
    init(_ proxy: LayoutSubviewProxy) { self.proxy = proxy }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proxy.sizeThatFits(proposal) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let s = proxy.sizeThatFits(proposal)
        return ViewDimensions(width: s.width, height: s.height) { proxy.guideValue($0, proposal) }
    }
    public var priority: Double { proxy.priority }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        proxy.place(at: position, anchor: anchor, proposal: proposal)
    }
}

/// The stacks as layouts, to switch between with `AnyLayout`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// Asked directly (from another layout), children side by side at their ideal sizes, a
    /// spacing apart (8 pt when none is given); `callAsFunction` lays them out as an `HStack`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArithmetic.size(subviews, along: .horizontal, spacing: spacing)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArithmetic.place(subviews, in: bounds, along: .horizontal, spacing: spacing, across: alignment.fraction)
    }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> AnyView { AnyView(HStack(alignment: alignment, spacing: spacing, content: { AnyView(content()) })) }
}

public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// Asked directly, children one under another at their ideal sizes (see `HStackLayout`).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArithmetic.size(subviews, along: .vertical, spacing: spacing)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArithmetic.place(subviews, in: bounds, along: .vertical, spacing: spacing, across: alignment.fraction)
    }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> AnyView { AnyView(VStack(alignment: alignment, spacing: spacing, content: { AnyView(content()) })) }
}

public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// Asked directly, children over one another at their ideal sizes, aligned.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let anchor = UnitPoint(x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
        for s in subviews {
            s.place(at: CGPoint(x: Double(bounds.minX) + anchor.x * Double(bounds.width), y: Double(bounds.minY) + anchor.y * Double(bounds.height)),
                    anchor: anchor, proposal: .unspecified)
        }
    }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> AnyView { AnyView(ZStack(alignment: alignment, content: { AnyView(content()) })) }
}

/// Any layout, to switch between layouts while the children keep their identity:
/// `let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`.
public struct AnyLayout: Layout {
    let body: (() -> AnyView) -> AnyView
    public init<L: Layout>(_ layout: L) {
        size = { p, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache)
        }
        place = { bounds, p, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: p, subviews: subviews, cache: &cache)
        }
        switch layout {
        case let s as HStackLayout: body = { s.callAsFunction($0) }
        case let s as VStackLayout: body = { s.callAsFunction($0) }
        case let s as ZStackLayout: body = { s.callAsFunction($0) }
        default: body = { AnyView(node: L.node(layout, children: [$0().node])) }
        }
    }
    let size: (ProposedViewSize, Subviews) -> CGSize
    let place: (CGRect, ProposedViewSize, Subviews) -> Void
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { place(bounds, proposal, subviews) }
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> AnyView { body { AnyView(content()) } }
}

/// A stack's arithmetic for a stack layout asked directly: ideal sizes, a spacing apart.
enum StackArithmetic {
    static func size(_ subviews: LayoutSubviews, along axis: Axis, spacing: CGFloat?) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gap = Double(spacing ?? 8) * Double(max(0, sizes.count - 1))
        if axis == .horizontal {
            return CGSize(width: sizes.reduce(0) { $0 + Double($1.width) } + gap, height: sizes.map { Double($0.height) }.max() ?? 0)
        }
        return CGSize(width: sizes.map { Double($0.width) }.max() ?? 0, height: sizes.reduce(0) { $0 + Double($1.height) } + gap)
    }

    static func place(_ subviews: LayoutSubviews, in bounds: CGRect, along axis: Axis, spacing: CGFloat?, across share: Double) {
        var position = Double(axis == .horizontal ? bounds.minX : bounds.minY)
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if axis == .horizontal {
                s.place(at: CGPoint(x: position, y: Double(bounds.minY) + (Double(bounds.height) - Double(size.height)) * share), proposal: .unspecified)
                position += Double(size.width) + Double(spacing ?? 8)
            } else {
                s.place(at: CGPoint(x: Double(bounds.minX) + (Double(bounds.width) - Double(size.width)) * share, y: position), proposal: .unspecified)
                position += Double(size.height) + Double(spacing ?? 8)
            }
        }
    }
}
