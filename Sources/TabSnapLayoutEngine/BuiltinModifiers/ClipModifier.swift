import Foundation
import TabSnapDisplayList
import TabSnapDocument
import TabSnapRaster

/// `.clipShape(_:)`, `.cornerRadius(_:)`, `.clipped()`: everything below is drawn inside the
/// shape's outline in the view's frame.
struct ClipModifier: LayoutNeutralModifier {
    let shape: ViewNode.ShapeKind
    /// `clipShape(_:style: FillStyle(eoFill: true))`: inside where the outline crosses an odd number of times.
    var evenOdd = false

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) -> Bool {
        canvas.append(.pushClip(ClipItem(path: canvas.path(shape, in: view.frame), transform: t, rule: evenOdd ? .evenOdd : .nonZero)))
        canvas.addChildren(of: view, transform: t)
        canvas.append(.popClip)
        return true
    }

    var summary: String { ".clipShape(\(ShapeNode(shape: shape).summary))" }

    var documentField: (key: String, value: JSONValue) {
        switch shape {
        case .roundedRectangle(let r, .circular): return ("cornerRadius", .number(r))
        case .roundedRectangle(let r, .continuous): return ("clipShape", .object([("roundedRectangle", .number(r))]))
        case .circle: return ("clipShape", .string("circle"))
        case .capsule: return ("clipShape", .string("capsule"))
        case .ellipse: return ("clipShape", .string("ellipse"))
        case .rectangle: return ("clipShape", .string("rectangle"))
        case .custom(let shape): return ("clipShape", .object([("shape", .string(shape.name))]))
        case .trimmed: return ("clipShape", .object([("shape", .string(ShapeNode(shape: shape).summary))]))
        }
    }
}

extension Modifier {
    package static func clip(_ shape: ViewNode.ShapeKind, evenOdd: Bool = false) -> Self { .builtin(ClipModifier(shape: shape, evenOdd: evenOdd)) }
}
