import Foundation
import TabSnapDisplayList
import TabSnapDocument
import TabSnapRaster

/// `.blendMode(_:)`: the subtree drawn as one layer that combines with what is drawn under it
/// by the mode (multiply, screen, plus-lighter, …) instead of covering it.
struct BlendModeModifier: LayoutNeutralModifier {
    let mode: BlendMode

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) -> Bool {
        guard mode != .normal else { return false }
        canvas.append(.beginLayer(LayerItem(opacity: 1, bounds: canvas.layerBounds(view), transform: t, blendMode: mode)))
        canvas.addChildren(of: view, transform: t)
        canvas.append(.endLayer)
        return true
    }

    var summary: String { ".blendMode(.\(mode.rawValue))" }
    var documentField: (key: String, value: JSONValue) { ("blendMode", .string(mode.rawValue)) }
}

extension Modifier {
    package static func blendMode(_ mode: BlendMode) -> Self { .builtin(BlendModeModifier(mode: mode)) }
}
