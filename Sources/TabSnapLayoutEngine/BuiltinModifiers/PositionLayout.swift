import Foundation
import TabSnapDocument

/// `.position(x:y:)`: the view takes the whole proposal and centres its child at (x, y).
struct PositionLayout: BuiltinModifier {
    let x: Double
    let y: Double

    func size(of child: ViewNode, _ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let cs = layout.size(of: child, p)
        return CGSize(width: p.width ?? Double(cs.width), height: p.height ?? Double(cs.height))
    }

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        let cs = layout.size(of: child, p)
        return [layout.place(child, at: CGPoint(x: view.frame.minX + x - cs.width / 2, y: view.frame.minY + y - cs.height / 2), p)]
    }

    var summary: String { ".position(x: \(fmt(x)), y: \(fmt(y)))" }
    var documentField: (key: String, value: JSONValue) { ("position", .object([("x", .number(x)), ("y", .number(y))])) }
}

extension Modifier {
    package static func position(x: Double, y: Double) -> Self { .builtin(PositionLayout(x: x, y: y)) }
}
