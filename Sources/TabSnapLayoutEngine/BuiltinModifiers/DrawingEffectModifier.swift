import Foundation
import TabSnapDocument
import TabSnapRaster

/// `.rotationEffect`, `.scaleEffect`, `.flipsForRightToLeftLayoutDirection(true)`: the subtree
/// drawn through a transform about an anchor in the view's frame; layout never changes.
extension DrawingEffect: LayoutNeutralModifier {
    /// The children's reach turned or scaled as they are drawn.
    package func drawnBounds(_ bounds: CGRect, frame: CGRect) -> CGRect {
        let t = DisplayListBuilder.transform(self, in: frame)
        let corners = [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)]
            .map { t.apply(Point(x: Double($0.0), y: Double($0.1))) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    package func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) -> Bool {
        // A flip for right to left does nothing in left-to-right layout.
        let flat = self == .flipsForRightToLeft && view.environment.layoutDirection == .leftToRight
        canvas.addChildren(of: view, transform: flat ? t : DisplayListBuilder.transform(self, in: view.frame).concatenating(t))
        return true
    }

    package func animated(_ pass: AnimationPass, key: String) -> (any BuiltinModifier)? {
        let shown: DrawingEffect
        switch self {
        case .rotation(let radians, let anchor):
            shown = .rotation(radians: pass.value(radians, key: key + "rotation"), anchor: anchor)
        case .scale(let x, let y, let anchor):
            let s = pass.value(CGPoint(x: x, y: y), key: key + "scale")
            shown = .scale(x: Double(s.x), y: Double(s.y), anchor: anchor)
        case .flipsForRightToLeft:
            return nil
        }
        return pass.isSampling ? shown : nil
    }

    package var summary: String {
        switch self {
        case .rotation(let r, let a): return ".rotationEffect(\(fmt(r * 180 / PortableMath.pi))°, anchor: \(fmt(a.x)),\(fmt(a.y)))"
        case .flipsForRightToLeft: return ".flipsForRightToLeftLayoutDirection(true)"
        case .scale(let x, let y, let a): return ".scaleEffect(x: \(fmt(x)), y: \(fmt(y)), anchor: \(fmt(a.x)),\(fmt(a.y)))"
        }
    }

    package var documentField: (key: String, value: JSONValue) {
        switch self {
        case .rotation(let r, let a):
            return ("rotationEffect", .object([("degrees", .number(r * 180 / PortableMath.pi)), ("anchor", DocumentEncoder.anchor(a))]))
        case .flipsForRightToLeft:
            return ("flipsForRightToLeftLayoutDirection", .bool(true))
        case .scale(let x, let y, let a):
            return ("scaleEffect", .object([("x", .number(x)), ("y", .number(y)), ("anchor", DocumentEncoder.anchor(a))]))
        }
    }
}

extension Modifier {
    package static func effect(_ effect: DrawingEffect) -> Self { .builtin(effect) }
}
