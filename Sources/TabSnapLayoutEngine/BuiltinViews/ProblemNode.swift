import Foundation
import TabSnapDocument
import TabSnapRaster

/// Something that could only be found wrong at layout (a document expression out of range for
/// the real size): it takes no room, and drawing it fails the render with its message.
struct ProblemNode: BuiltinView {
    let message: String

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize { .zero }
    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform: Transform) { canvas.problem(message) }
    var summary: String { "Problem \(quotedForDump(message))" }
    var documentFields: [(key: String, value: JSONValue)] { [("type", .string("EmptyView"))] }
}

extension ViewNode.Kind {
    package static func problem(_ message: String) -> Self { .builtin(ProblemNode(message: message)) }
}
