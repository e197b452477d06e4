import Foundation
import TabSnapDocument

/// `HStack` and `VStack`: children side by side along `axis`, the length shared out by layout
/// priority and flexibility (rules in ../shared/GUIDE.md §2), lined up across by `alignment`.
struct StackNode: BuiltinView {
    let axis: Axis
    let alignment: Alignment
    /// nil: the default gaps (each pair's own, `ViewSpacing`; none next to a Spacer).
    let spacing: Double?
    let children: [ViewNode]

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let kids = children.flatMap { $0.flattened }
        return Self.size(kids, axis, Self.gaps(kids, spacing, axis, layout), p, layout, alignment: alignment)
    }

    func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        let kids = children.flatMap { $0.flattened }
        view.children = Self.place(kids, axis, alignment, Self.gaps(kids, spacing, axis, layout), view.frame, p, layout)
    }

    func spacing(in layout: LayoutContext) -> ViewSpacing {
        Self.spacing(children.flatMap { $0.flattened }, axis, layout)
    }

    func resolvingChildren(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinView)? {
        ViewNode.resolved(children, resolve).map { StackNode(axis: axis, alignment: alignment, spacing: spacing, children: $0) }
    }

    var summary: String {
        let name = axis == .horizontal ? "HStack" : "VStack"
        let align = axis == .horizontal ? alignment.vertical.rawValue : alignment.horizontal.rawValue
        return "\(name)(alignment: \(align), spacing: \(spacing.map(fmt) ?? "default"))"
    }

    var documentFields: [(key: String, value: JSONValue)] {
        var f: [(key: String, value: JSONValue)] = [("type", .string(axis == .horizontal ? "HStack" : "VStack")),
                 ("alignment", .string(axis == .horizontal ? alignment.vertical.rawValue : alignment.horizontal.rawValue))]
        if let spacing { f.append(("spacing", .number(spacing))) }
        return f + [("children", DocumentEncoder.children(children))]
    }

    // MARK: The stack algorithm (also a Group's, which stacks vertically)

    /// The gaps between a stack's children: an explicit spacing applies to every gap. At the
    /// default, a Spacer takes no spacing from its neighbours (measured on iOS:
    /// `HStack { Spacer(); icon; Spacer() }` puts nothing between them; GUIDE §11); down a
    /// column each other pair is spaced as its facing edges ask (`ViewSpacing`: a text under a
    /// text by its leading), and side by side, or where the edges ask nothing of each other,
    /// by 8 pt.
    static func gaps(_ kids: [ViewNode], _ spacing: Double?, _ axis: Axis, _ layout: LayoutContext) -> StackGaps {
        let n = max(kids.count - 1, 0)
        if let spacing { return StackGaps(values: Array(repeating: spacing, count: n), uniform: spacing) }
        let spacer = kids.map(\.isSpacer)
        let edges = axis == .vertical && n > 0 ? kids.map { layout.spacing(of: $0) } : []
        let values = (0..<n).map { i -> Double in
            if spacer[i] || spacer[i + 1] { return 0 }
            if !edges.isEmpty, let d = edges[i].distance(toNext: edges[i + 1]) { return d }
            return defaultSpacing
        }
        return StackGaps(values: values, uniform: values.allSatisfy { $0 == defaultSpacing } ? defaultSpacing : nil)
    }

    /// SwiftUI's default spacing between views that ask nothing of each other.
    static let defaultSpacing = 8.0

    /// A stack's own edges as its neighbours see them: across its axis every child's edges
    /// merged; along it the first child's leading edge and the last child's trailing one (so a
    /// column of texts faces the view above with its first text, the view below with its last).
    static func spacing(_ kids: [ViewNode], _ axis: Axis, _ layout: LayoutContext) -> ViewSpacing {
        var s = ViewSpacing.empty
        for (i, kid) in kids.enumerated() {
            let k = layout.spacing(of: kid)
            if axis == .vertical {
                s.incorporate(top: i == 0, bottom: i == kids.count - 1, of: k)
            } else {
                s.incorporate(top: true, bottom: true, of: k)
            }
        }
        return s
    }

    /// The stack's own size: its children's lengths and gaps along, the thickest across.
    static func size(_ kids: [ViewNode], _ axis: Axis, _ spacing: StackGaps, _ p: ProposedViewSize, _ layout: LayoutContext,
                     alignment: Alignment = .center) -> CGSize {
        let measured = sizes(kids, axis, spacing, p, layout)
        let sizes = measured.map(\.size)
        guard !sizes.isEmpty else { return .zero }
        let length = sizes.reduce(0.0) { $0 + major($1, axis) } + spacing.total
        var thickness = sizes.map { cross($0, axis) }.max() ?? 0
        if let lines = guideLines(kids, measured, axis, alignment, layout) {
            // Lined up by a guide: from the farthest reach before the shared line to the farthest after.
            thickness = lines.below.max()! + lines.above.max()!
        }
        return axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    /// Each child's size in a stack, with the major-axis offer it came from: ideal sizes under
    /// an unspecified major axis; otherwise the length is shared out by layout priority (highest
    /// first) and, within a priority, least flexible first, each child offered an equal share
    /// of what is left. Placement proposes the same offer again, so a child whose layout depends
    /// on its offer (a stack of wrapping text) agrees with itself.
    static func sizes(_ kids: [ViewNode], _ axis: Axis, _ spacing: StackGaps, _ p: ProposedViewSize, _ layout: LayoutContext)
        -> [(size: CGSize, offer: Double?)] {
        guard !kids.isEmpty else { return [] }
        func size(_ kid: ViewNode, _ p: ProposedViewSize) -> CGSize { layout.size(of: kid, p, axis: axis) }
        let crossProposal = p[axis.other]
        guard let total = p[axis] else {
            return kids.map { (size($0, proposal(axis, major: nil, cross: crossProposal)), nil) }
        }
        if total.isInfinite {
            // Under an infinite length every child may take all it wants; subtracting would only
            // turn infinity into NaN.
            return kids.map { (size($0, proposal(axis, major: .infinity, cross: crossProposal)), .infinity) }
        }
        let mins = kids.map { major(size($0, proposal(axis, major: 0, cross: crossProposal)), axis) }
        let maxs = kids.map { major(size($0, proposal(axis, major: .infinity, cross: crossProposal)), axis) }
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
            // Spacers are sized last (GUIDE §2): the other views of the group share what is
            // left after the spacers' minimum lengths, then the spacers share the rest.
            let group = order[start..<end]
            let views = group.filter { !kids[$0].isSpacer }, spacers = group.filter { kids[$0].isSpacer }
            var reserved = spacers.reduce(0.0) { $0 + mins[$1] }
            for batch in [views, spacers] {
                if batch.first.map({ kids[$0].isSpacer }) == true { reserved = 0 }
                var available = total - spacingTotal - used - lowerMins - reserved
                var left = batch.count
                for i in batch {
                    let offer = max(available / Double(left), 0)
                    let s = size(kids[i], proposal(axis, major: offer, cross: crossProposal))
                    out[i] = (s, offer)
                    available -= major(s, axis)
                    used += major(s, axis)
                    left -= 1
                }
            }
            start = end
        }
        return out
    }

    /// The children placed one after another from the frame's start, each lined up across.
    static func place(_ kids: [ViewNode], _ axis: Axis, _ alignment: Alignment, _ spacing: StackGaps, _ frame: CGRect,
                      _ p: ProposedViewSize, _ layout: LayoutContext) -> [LaidOutView] {
        let sizes = sizes(kids, axis, spacing, p, layout)
        let crossFraction = axis == .horizontal ? alignment.vertical.fraction : alignment.horizontal.fraction
        let thickness = cross(frame.size, axis)
        var position = Double(axis == .horizontal ? frame.minX : frame.minY)
        var out: [LaidOutView] = []
        let lines = guideLines(kids, sizes, axis, alignment, layout)
        for (i, (kid, (ks, offer))) in zip(kids, sizes).enumerated() {
            var across = Double(axis == .horizontal ? frame.minY : frame.minX) + (thickness - cross(ks, axis)) * crossFraction
            if let lines {
                // The shared line sits as far in as the longest part before it, the whole
                // block centred in the frame.
                let block = lines.below.max()! + lines.above.max()!
                across = Double(axis == .horizontal ? frame.minY : frame.minX) + (thickness - block) / 2 + lines.above.max()! - lines.above[i]
            }
            let o = axis == .horizontal ? CGPoint(x: position, y: across) : CGPoint(x: across, y: position)
            // The child is placed with the proposal that gave its size, so its own layout agrees.
            let kp = proposal(axis, major: offer, cross: p[axis.other])
            out.append(layout.place(kid, at: o, kp, axis: axis))
            position += major(ks, axis) + (i < spacing.values.count ? spacing.values[i] : 0)
        }
        return out
    }

    /// The children lined up by the stack's alignment guide where a share of each child's
    /// thickness will not do: an `HStack` aligned by first text baselines, or a stack one of whose
    /// children sets the guide with `.alignmentGuide`. Each child's guide from its start across
    /// (`above`) and its thickness past it (`below`); nil otherwise.
    private static func guideLines(_ kids: [ViewNode], _ sizes: [(size: CGSize, offer: Double?)], _ axis: Axis, _ alignment: Alignment,
                                   _ layout: LayoutContext) -> (above: [Double], below: [Double])? {
        guard !kids.isEmpty else { return nil }
        let byBaseline = axis == .horizontal && alignment.vertical == .firstTextBaseline
        guard byBaseline || kids.contains(where: { $0.setsAlignmentGuide }) else { return nil }
        let guide: AlignmentGuide = axis == .horizontal ? .vertical(alignment.vertical) : .horizontal(alignment.horizontal)
        let explicit = zip(kids, sizes).map { kid, measured in
            layout.explicitGuide(of: kid, guide, proposal(axis, major: measured.offer, cross: nil), size: measured.size)
        }
        guard byBaseline || explicit.contains(where: { $0 != nil }) else { return nil }
        var above: [Double] = [], below: [Double] = []
        for (i, (kid, (s, offer))) in zip(kids, sizes).enumerated() {
            let v = explicit[i] ?? (byBaseline ? layout.baseline(of: kid, proposal(axis, major: offer, cross: nil), size: s) : guide.defaultValue(s))
            above.append(v)
            below.append(cross(s, axis) - v)
        }
        return (above, below)
    }

    private static func proposal(_ axis: Axis, major: Double?, cross: Double?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: cross) : ProposedViewSize(width: cross, height: major)
    }

    private static func major(_ s: CGSize, _ axis: Axis) -> Double { Double(axis == .horizontal ? s.width : s.height) }
    private static func cross(_ s: CGSize, _ axis: Axis) -> Double { Double(axis == .horizontal ? s.height : s.width) }
}

/// The gaps between a stack's children, and their sum (a uniform spacing is multiplied, so its
/// rounding never depends on the number of additions).
struct StackGaps {
    let values: [Double]
    let uniform: Double?

    var total: Double {
        if let uniform { return uniform * Double(values.count) }
        return values.reduce(0, +)
    }
}

extension ViewNode.Kind {
    package static func stack(_ axis: Axis, alignment: Alignment, spacing: Double?, children: [ViewNode]) -> Self {
        .builtin(StackNode(axis: axis, alignment: alignment, spacing: spacing, children: children))
    }
}
