import Foundation
import TabSnapDocument
import TabSnapDisplayList
import TabSnapRaster

/// `Divider`: a hairline across the enclosing stack.
struct DividerNode: BuiltinView {
    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let t = 1 / max(layout.environment.displayScale, 1)
        if layout.axis == .horizontal { return CGSize(width: t, height: p.height ?? t) }
        return CGSize(width: p.width ?? t, height: t)
    }

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) {
        let color = canvas.raster(Color.separator.resolved(in: view.environment.colorScheme))
        canvas.append(.fill(FillItem(path: .rect(canvas.rect(view.frame)), paint: .solid(color), transform: t)))
    }

    var summary: String { "Divider" }
    var documentFields: [(key: String, value: JSONValue)] { [("type", .string("Divider"))] }
}

extension ViewNode.Kind {
    package static var divider: Self { .builtin(DividerNode()) }
}
