import Foundation
import TabSnapDocument

/// The view's first text baseline sits `y` points below the modifier's top (UIKit places tab
/// titles by baseline); the modifier is as tall as that needs.
struct FirstBaselineLayout: BuiltinModifier {
    let y: Double

    func size(of child: ViewNode, _ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let cs = layout.size(of: child, p)
        return CGSize(width: cs.width, height: max(0, Double(cs.height) + y - layout.baseline(of: child, p, size: cs)))
    }

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        let cs = layout.size(of: child, p)
        let top = view.frame.minY + y - layout.baseline(of: child, p, size: cs)
        return [layout.place(child, at: CGPoint(x: view.frame.minX, y: top), p)]
    }

    var summary: String { ".firstBaseline(\(fmt(y)))" }
    var documentField: (key: String, value: JSONValue) { ("firstBaseline", .number(y)) }
}

extension Modifier {
    package static func firstBaseline(_ y: Double) -> Self { .builtin(FirstBaselineLayout(y: y)) }
}
