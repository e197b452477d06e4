import Foundation
import TabSnapDocument

/// `.aspectRatio(_:contentMode:)`: the child is offered the largest (fit) or smallest (fill)
/// size of that width:height ratio in the proposal (nil ratio: the child's own) and centred.
struct AspectRatioLayout: BuiltinModifier {
    let ratio: Double?
    let contentMode: ContentMode

    func size(of child: ViewNode, _ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        layout.size(of: child, childProposal(child, p, layout))
    }

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        [layout.place(child, aligned: .center, in: view.frame, childProposal(child, p, layout))]
    }

    /// The largest (fit) or smallest (fill) size of the ratio within the proposal's finite axes;
    /// the child's ideal size when no axis is given.
    private func childProposal(_ child: ViewNode, _ p: ProposedViewSize, _ layout: LayoutContext) -> ProposedViewSize {
        let ideal = layout.size(of: child, .unspecified)
        guard let r = ratio ?? (ideal.height > 0 ? Double(ideal.width / ideal.height) : nil), r > 0, r.isFinite else { return p }
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }, h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case (let w?, let h?):
            let width = contentMode == .fit ? min(w, h * r) : max(w, h * r)
            return ProposedViewSize(width: width, height: width / r)
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil): return ProposedViewSize(width: Double(ideal.width), height: Double(ideal.width) / r)
        }
    }

    var summary: String { ".aspectRatio(\(ratio.map(fmt) ?? "nil"), contentMode: .\(contentMode.rawValue))" }
    var documentField: (key: String, value: JSONValue) {
        ("aspectRatio", .object([("ratio", ratio.map { .number($0) } ?? .null), ("contentMode", .string(contentMode.rawValue))]))
    }
}

extension Modifier {
    package static func aspectRatio(_ ratio: Double?, _ mode: ContentMode) -> Self { .builtin(AspectRatioLayout(ratio: ratio, contentMode: mode)) }
}
