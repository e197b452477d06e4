import Foundation
import TabSnapDocument
import TabSnapDisplayList
import TabSnapRaster

/// A shape filled with the foreground style, filling what it is offered; with `evenOdd`, a
/// region covered an even number of times is left out (`FillStyle(eoFill: true)`: a cutout).
struct ShapeNode: BuiltinView {
    let shape: ViewNode.ShapeKind
    var evenOdd = false

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize { p.replacingUnspecified(by: 10) }

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) {
        let env = view.environment
        if case .material(let m)? = env.foregroundStyle {
            canvas.addMaterial(m, path: canvas.path(shape, in: view.frame), env, transform: t)
        } else if let paint = canvas.foregroundPaint(env, in: view.frame) {
            canvas.append(.fill(FillItem(path: canvas.path(shape, in: view.frame), paint: paint, transform: t,
                                         rule: evenOdd ? .evenOdd : .nonZero)))
        }
    }

    var summary: String {
        switch shape {
        case .rectangle: return "Rectangle"
        case .roundedRectangle(let r, let style): return "RoundedRectangle(cornerRadius: \(fmt(r))\(style == .continuous ? ", continuous" : ""))"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        case .capsule: return "Capsule"
        case .custom(let shape): return shape.name
        case .trimmed(let base, let from, let to): return ShapeNode(shape: base).summary + ".trim(from: \(fmt(from)), to: \(fmt(to)))"
        }
    }

    var documentFields: [(key: String, value: JSONValue)] {
        func t(_ s: String) -> (key: String, value: JSONValue) { ("type", .string(s)) }
        switch shape {
        case .rectangle: return [t("Rectangle")]
        case .circle: return [t("Circle")]
        case .ellipse: return [t("Ellipse")]
        case .capsule: return [t("Capsule")]
        // The outline is code: a document keeps the shape's name, as it keeps a drawing's summary.
        case .custom(let shape): return [t("Shape"), ("name", .string(shape.name))]
        case .trimmed(let base, let from, let to): return ShapeNode(shape: base).documentFields + [("trim", .array([.number(from), .number(to)]))]
        case .roundedRectangle(let r, let style):
            return [t("RoundedRectangle"), ("cornerRadius", .number(r)), ("style", .string(style.rawValue))]
        }
    }
}

extension ViewNode.Kind {
    package static func shape(_ shape: ViewNode.ShapeKind, evenOdd: Bool = false) -> Self {
        .builtin(ShapeNode(shape: shape, evenOdd: evenOdd))
    }
}
