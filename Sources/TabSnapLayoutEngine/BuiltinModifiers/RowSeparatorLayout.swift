import Foundation
import TabSnapDocument

/// A list row's separator: a hairline along the row's top or bottom edge that starts where the
/// row's first text starts (UIKit's and SwiftUI's default `listRowSeparatorLeading`: an icon
/// before the text leaves the separator under the text), or at `leading` when the row shows
/// no text, and runs to `trailing` short of the row's end.
struct RowSeparatorLayout: BuiltinModifier {
    let color: Color
    let bottom: Bool
    /// From the row's leading edge, where the row has no text.
    let leading: Double
    /// Short of the row's trailing edge.
    let trailing: Double
    /// False: the separator starts at `leading` whatever the row holds (a grouped list's last row).
    let alignsToText: Bool

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        let row = layout.place(child, at: view.frame.origin, p)
        let frame = view.frame
        var start = Double(frame.minX) + leading
        if alignsToText, let text = Self.firstText(row), text.frame.minX >= frame.minX {
            start = Double(text.frame.minX)
        }
        var end = Double(frame.maxX) - trailing
        // The row's own `.alignmentGuide(.listRowSeparatorLeading/Trailing)` moves the ends.
        if let x = Self.separatorGuide(row, .listRowSeparatorLeading, layout) { start = x }
        if let x = Self.separatorGuide(row, .listRowSeparatorTrailing, layout) { end = x }
        guard end > start else { return [row] }
        let thickness = 1 / max(layout.environment.displayScale, 1)
        let y = bottom ? Double(frame.maxY) - thickness : Double(frame.minY)
        let line = ViewNode(.color(color))
        layout.retain(line)
        let placed = layout.place(line, at: CGPoint(x: start, y: y), ProposedViewSize(width: end - start, height: thickness), axis: nil)
        return [row, placed]
    }

    /// Where a view in the row (depth first) sets `guide` with `.alignmentGuide`, in screen points.
    static func separatorGuide(_ view: LaidOutView, _ guide: HorizontalAlignment, _ layout: LayoutContext) -> Double? {
        if case .modified(_, .builtin(let m as AlignmentGuideModifier)) = view.node.kind, m.guide == .horizontal(guide),
           let v = layout.explicitGuide(of: view.node, .horizontal(guide), ProposedViewSize(view.frame.size), size: view.frame.size) {
            return Double(view.frame.minX) + v
        }
        for c in view.children { if let x = separatorGuide(c, guide, layout) { return x } }
        return nil
    }

    /// The first view (depth first) that shows text.
    static func firstText(_ view: LaidOutView) -> LaidOutView? {
        if let text = view.text, !text.lines.isEmpty, view.frame.width > 0 { return view }
        for c in view.children { if let found = firstText(c) { return found } }
        return nil
    }

    var summary: String { ".listRowSeparator(\(bottom ? "bottom" : "top"), leading: \(fmt(leading)), trailing: \(fmt(trailing)))" }

    var documentField: (key: String, value: JSONValue) {
        ("rowSeparator", .object([("bottom", .bool(bottom)), ("leading", .number(leading)), ("trailing", .number(trailing)),
                                  ("color", DocumentEncoder.color(color))]))
    }
}

extension Modifier {
    package static func rowSeparator(color: Color, bottom: Bool, leading: Double, trailing: Double, alignsToText: Bool) -> Self {
        .builtin(RowSeparatorLayout(color: color, bottom: bottom, leading: leading, trailing: trailing, alignsToText: alignsToText))
    }
}
