import Foundation
import TabSnapRaster

extension ViewNode.ShapeKind {
    /// The outline in a frame: circles are the largest centred circle, capsules round the
    /// shorter side fully, corner radii never exceed half the shorter side; a custom shape's is
    /// what its code gives for the frame's size, moved to the frame.
    public func outline(in frame: CGRect) -> Path {
        let r = Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        switch self {
        case .custom(let shape): return shape.path(in: frame)
        case .trimmed(let base, let from, let to): return base.outline(in: frame).trimmed(from: from, to: to)
        case .rectangle: return .rect(r)
        case .ellipse: return .ellipse(in: r)
        case .circle:
            let d = min(r.width, r.height)
            return .circle(center: r.center, radius: d / 2)
        case .capsule: return .capsule(r)
        case .roundedRectangle(let radius, let style):
            let clamped = min(radius, min(r.width, r.height) / 2)
            return .roundedRect(r, radius: clamped, style: style == .continuous ? .continuous : .circular)
        }
    }
}
