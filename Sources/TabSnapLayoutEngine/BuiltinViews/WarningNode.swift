import Foundation
import TabSnapDocument
import TabSnapRaster

/// Something drawn anyway but worth saying (a string key no table has): it takes no room, and
/// drawing it adds its message to the render's warnings.
struct WarningNode: BuiltinView {
    let message: String

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize { .zero }
    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform: Transform) { canvas.warn(message) }
    var summary: String { "Warning \(quotedForDump(message))" }
    var documentFields: [(key: String, value: JSONValue)] { [("type", .string("EmptyView"))] }
}

extension ViewNode.Kind {
    package static func warning(_ message: String) -> Self { .builtin(WarningNode(message: message)) }
}
