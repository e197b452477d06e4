import Foundation
import TabSnapDocument
import TabSnapDisplayList
import TabSnapRaster

/// `Color` as a view: fills what it is offered.
struct ColorNode: BuiltinView {
    let color: Color

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize { p.replacingUnspecified(by: 10) }

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) {
        let color = canvas.resolve(self.color, view.environment)
        if color.alpha > 0 { canvas.append(.fill(FillItem(path: .rect(canvas.rect(view.frame)), paint: .solid(color), transform: t))) }
    }

    func animated(_ pass: AnimationPass, key: String, scheme: ColorScheme) -> (any BuiltinView)? {
        let shown = pass.color(color, in: scheme, key: key + "color")
        return shown == color ? nil : ColorNode(color: shown)
    }

    var summary: String { "Color \(color)" }
    var documentFields: [(key: String, value: JSONValue)] { [("type", .string("Color")), ("color", DocumentEncoder.color(color))] }
}

extension ViewNode.Kind {
    package static func color(_ color: Color) -> Self { .builtin(ColorNode(color: color)) }
}
