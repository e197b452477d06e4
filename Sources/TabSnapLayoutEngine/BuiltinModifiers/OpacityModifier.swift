import Foundation
import TabSnapDisplayList
import TabSnapDocument
import TabSnapRaster

/// `.opacity(_:)`: the whole subtree drawn as one layer at that opacity (nothing at 0).
struct OpacityModifier: LayoutNeutralModifier {
    let amount: Double

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) -> Bool {
        guard amount < 1 else { return false }
        guard amount > 0 else { return true }
        canvas.append(.beginLayer(LayerItem(opacity: amount, bounds: canvas.layerBounds(view), transform: t)))
        canvas.addChildren(of: view, transform: t)
        canvas.append(.endLayer)
        return true
    }

    func animated(_ pass: AnimationPass, key: String) -> (any BuiltinModifier)? {
        let shown = OpacityModifier(amount: pass.value(amount, key: key + "opacity"))
        return pass.isSampling ? shown : nil
    }

    var summary: String { ".opacity(\(fmt(amount)))" }
    var documentField: (key: String, value: JSONValue) { ("opacity", .number(amount)) }
}

extension Modifier {
    package static func opacity(_ amount: Double) -> Self { .builtin(OpacityModifier(amount: amount)) }
}
