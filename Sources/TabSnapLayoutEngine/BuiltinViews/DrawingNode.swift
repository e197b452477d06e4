import Foundation
import TabSnapDocument
import TabSnapRaster

/// Drawing another module supplies (a Lottie frame): fills what it is offered, as a shape does.
struct DrawingNode: BuiltinView {
    let drawing: any ViewDrawing

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize { p.replacingUnspecified(by: 10) }

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) {
        // The tint a drawing may take: the foreground colour in force (primary by default).
        let foreground = canvas.foregroundColor(view.environment, in: view.frame)
        let drawn = drawing.drawn(in: view.frame, transform: t, scheme: view.environment.colorScheme, foreground: foreground)
        for item in drawn.items { canvas.append(item) }
        if let warning = drawn.warning { canvas.warn(warning) }
    }

    var summary: String { drawing.summary }
    // Drawings come from Swift code (a Lottie view); documents name them only.
    var documentFields: [(key: String, value: JSONValue)] { [("type", .string("Drawing")), ("summary", .string(drawing.summary))] }
}

extension ViewNode.Kind {
    package static func drawing(_ drawing: any ViewDrawing) -> Self { .builtin(DrawingNode(drawing: drawing)) }
}
