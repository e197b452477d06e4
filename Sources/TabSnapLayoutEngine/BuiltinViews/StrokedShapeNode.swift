import Foundation
import TabSnapDocument
import TabSnapDisplayList
import TabSnapRaster

/// A shape's outline stroked with the foreground style: centred on the edge, or inside it for
/// `strokeBorder`.
struct StrokedShapeNode: BuiltinView {
    let shape: ViewNode.ShapeKind
    let style: LineStyle

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize { p.replacingUnspecified(by: 10) }

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) {
        guard let paint = canvas.foregroundPaint(view.environment, in: view.frame), style.width > 0 else { return }
        // strokeBorder strokes the shape inset by half the width, so it stays inside: SwiftUI's
        // `inset(by:)`, which shrinks a rounded rectangle's corners by as much, so the border's
        // outer edge follows the shape's own outline.
        let frame = view.frame
        guard style.inset else {
            canvas.append(.stroke(StrokeItem(path: canvas.path(shape, in: frame), style: strokeStyle, paint: paint, transform: t)))
            return
        }
        let half = style.width / 2
        var inner = shape
        if case .roundedRectangle(let r, let corners) = shape { inner = .roundedRectangle(cornerRadius: max(0, r - half), style: corners) }
        let outline = frame.insetBy(dx: half, dy: half)
        canvas.append(.stroke(StrokeItem(path: canvas.path(inner, in: outline), style: strokeStyle, paint: paint, transform: t)))
    }

    var strokeStyle: StrokeStyle {
        let cap: LineCap = style.cap == .round ? .round : style.cap == .square ? .square : .butt
        let join: LineJoin = style.join == .round ? .round : style.join == .bevel ? .bevel : .miter
        return StrokeStyle(width: style.width, cap: cap, join: join, miterLimit: style.miterLimit, dash: style.dash, dashPhase: style.dashPhase)
    }

    var summary: String {
        ShapeNode(shape: shape).summary + (style.inset ? ".strokeBorder" : ".stroke") + "(lineWidth: \(fmt(style.width)))"
    }

    var documentFields: [(key: String, value: JSONValue)] {
        var stroke: [(String, JSONValue)] = [("lineWidth", .number(style.width)), ("cap", .string(style.cap.rawValue)),
                                             ("join", .string(style.join.rawValue))]
        if !style.dash.isEmpty { stroke.append(("dash", .array(style.dash.map { .number($0) }))) }
        if style.inset { stroke.append(("border", .bool(true))) }
        return ShapeNode(shape: shape).documentFields + [("stroke", .object(stroke))]
    }
}

extension ViewNode.Kind {
    package static func strokedShape(_ shape: ViewNode.ShapeKind, _ style: LineStyle) -> Self { .builtin(StrokedShapeNode(shape: shape, style: style)) }
}
