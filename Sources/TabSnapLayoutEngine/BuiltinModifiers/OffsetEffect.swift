import Foundation
import TabSnapDocument

/// `.offset(x:y:)`: drawing moves; the parent has already laid the view out at its place.
struct OffsetEffect: LayoutNeutralModifier {
    let x: Double
    let y: Double

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        [layout.place(child, at: CGPoint(x: view.frame.minX + x, y: view.frame.minY + y), p)]
    }

    func animated(_ pass: AnimationPass, key: String) -> (any BuiltinModifier)? {
        let p = pass.value(CGPoint(x: x, y: y), key: key + "offset")
        return pass.isSampling ? OffsetEffect(x: Double(p.x), y: Double(p.y)) : nil
    }

    var summary: String { ".offset(x: \(fmt(x)), y: \(fmt(y)))" }
    var documentField: (key: String, value: JSONValue) { ("offset", .object([("x", .number(x)), ("y", .number(y))])) }
}

extension Modifier {
    package static func offset(x: Double, y: Double) -> Self { .builtin(OffsetEffect(x: x, y: y)) }
}
