import Foundation
import TabSnapDocument
import TabSnapDisplayList
import TabSnapRaster

/// A gradient or material filling what it is offered, as `Color` does.
struct StyleFillNode: BuiltinView {
    let style: StyleFill

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize { p.replacingUnspecified(by: 10) }

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) {
        let rect = Path.rect(canvas.rect(view.frame))
        if case .material(let m) = style {
            canvas.addMaterial(m, path: rect, view.environment, transform: t)
        } else if let paint = canvas.paint(style, in: view.frame, view.environment) {
            canvas.append(.fill(FillItem(path: rect, paint: paint, transform: t)))
        }
    }

    var summary: String { "Fill \(style)" }
    // Gradients from Swift code have no document form yet: written as their first colour.
    var documentFields: [(key: String, value: JSONValue)] { [("type", .string("Color")), ("color", DocumentEncoder.color(style.firstColor))] }
}

extension ViewNode.Kind {
    package static func styleFill(_ style: StyleFill) -> Self { .builtin(StyleFillNode(style: style)) }
}
