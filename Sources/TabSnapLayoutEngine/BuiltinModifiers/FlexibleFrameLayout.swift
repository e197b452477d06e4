import Foundation
import TabSnapDocument

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: the
/// proposal clamped into each axis's limits for the child, and the frame's own length from the
/// limits, the proposal and the child's length.
extension FlexibleFrame: BuiltinModifier {
    package func size(of child: ViewNode, _ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let cs = layout.size(of: child, childProposal(p))
        return CGSize(width: Self.length(limits(.horizontal), p.width, Double(cs.width)),
                      height: Self.length(limits(.vertical), p.height, Double(cs.height)))
    }

    package func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        [layout.place(child, aligned: alignment, in: view.frame, childProposal(p))]
    }

    /// A limited axis's edges are the frame's, no longer the child's (SwiftUI resets them).
    package func spacing(of child: ViewNode, in layout: LayoutContext) -> ViewSpacing {
        var s = layout.spacing(of: child)
        let l = limits(.vertical)
        let limited = l.min != nil || l.ideal != nil || l.max != nil
        s.reset(top: limited, bottom: limited)
        return s
    }

    /// What the frame proposes to its child: the proposal clamped into [min, max], or the ideal
    /// length for an unspecified axis.
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ l: (min: Double?, ideal: Double?, max: Double?), _ proposed: Double?) -> Double? {
            guard l.min != nil || l.max != nil || l.ideal != nil else { return proposed }
            guard let v = proposed ?? l.ideal else { return nil }
            return Self.clamp(v, l.min, l.max)
        }
        return ProposedViewSize(width: axis(limits(.horizontal), p.width), height: axis(limits(.vertical), p.height))
    }

    /// The frame's own length on one axis.
    private static func length(_ l: (min: Double?, ideal: Double?, max: Double?), _ proposed: Double?, _ child: Double) -> Double {
        if l.min == nil && l.max == nil { return proposed == nil ? (l.ideal ?? child) : child }
        guard let p = proposed ?? l.ideal else { return clamp(child, l.min, l.max) }
        switch (l.min, l.max) {
        case (let mn?, let mx?): return clamp(p, mn, mx)
        case (nil, let mx?): return min(max(p, child), mx)
        case (let mn?, nil): return max(min(p, child), mn)
        default: return child
        }
    }

    private static func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
        var r = v
        if let hi { r = min(r, hi) }
        if let lo { r = max(r, lo) }
        return r
    }

    package var summary: String {
        var parts: [String] = []
        for (n, v) in [("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                       ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)] {
            if let v { parts.append("\(n): \(fmt(v))") }
        }
        parts.append("alignment: \(alignment.name)")
        return ".frame(\(parts.joined(separator: ", ")))"
    }

    package var documentField: (key: String, value: JSONValue) {
        var f: [(key: String, value: JSONValue)] = []
        for (k, v) in [("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                       ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)] where v != nil {
            f.append((k, DocumentEncoder.number(v)))
        }
        return ("frame", .object(f + [("alignment", .string(alignment.name))]))
    }
}

extension Modifier {
    package static func flexibleFrame(_ frame: FlexibleFrame) -> Self { .builtin(frame) }
}
