import Foundation
import TabSnapDisplayList
import TabSnapDocument
import TabSnapRaster

/// `.shadow`, `.blur` and the colour effects: the subtree drawn as one layer through the filter; its output may
/// spread past the layer's bounds, and layout never changes.
extension ViewFilter: LayoutNeutralModifier {
    package func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) -> Bool {
        // Lengths become device pixels here.
        let scale = canvas.scale
        let f: LayerFilter
        switch self {
        case .shadow(let c, let r, let x, let y):
            f = .shadow(color: canvas.resolve(c, view.environment), radius: r * scale, dx: x * scale, dy: y * scale)
        case .blur(let r): f = .blur(radius: r * scale)
        case .color(let effect): f = .colorMatrix(effect.matrix { canvas.resolve($0, view.environment) })
        }
        canvas.append(.beginLayer(LayerItem(opacity: 1, bounds: canvas.layerBounds(view), transform: t, filter: f)))
        canvas.addChildren(of: view, transform: t)
        canvas.append(.endLayer)
        return true
    }

    /// A blur spreads three radii (where its Gaussian falls under a level); a shadow does from
    /// its offset copy.
    package func drawnBounds(_ bounds: CGRect, frame: CGRect) -> CGRect {
        switch self {
        case .shadow(_, let r, let x, let y):
            return bounds.union(bounds.offsetBy(dx: x, dy: y).insetBy(dx: -3 * r, dy: -3 * r))
        case .blur(let r): return bounds.insetBy(dx: -3 * r, dy: -3 * r)
        case .color: return bounds
        }
    }

    package var summary: String {
        switch self {
        case .shadow(let c, let r, let x, let y): return ".shadow(color: \(c), radius: \(fmt(r)), x: \(fmt(x)), y: \(fmt(y)))"
        case .blur(let r): return ".blur(radius: \(fmt(r)))"
        case .color(let effect): return effect.summary
        }
    }

    package var documentField: (key: String, value: JSONValue) {
        switch self {
        case .shadow(let c, let r, let x, let y):
            return ("shadow", .object([("color", DocumentEncoder.color(c)), ("radius", .number(r)), ("x", .number(x)), ("y", .number(y))]))
        case .blur(let r): return ("blur", .number(r))
        case .color(let effect): return ("colorEffect", .string(effect.summary))
        }
    }
}

extension Modifier {
    package static func filter(_ filter: ViewFilter) -> Self { .builtin(filter) }
}
