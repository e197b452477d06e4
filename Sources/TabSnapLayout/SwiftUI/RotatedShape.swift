import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `RotatedShape` (`RoundedRectangle(cornerRadius: 8).rotation(.degrees(45))`): the
/// shape turned about its anchor inside its own frame, which layout leaves as it is; filled or
/// stroked as the shape would be, then turned.
public struct RotatedShape<Base: Shape>: PrimitiveView, @unchecked Sendable {
    public let shape: Base
    public let angle: Angle
    public let anchor: UnitPoint

    public var node: ViewNode { shape.rotationEffect(angle, anchor: anchor).node }

    public func fill(_ color: Color) -> ModifiedView { shape.fill(color).rotationEffect(angle, anchor: anchor) }
    public func fill<S: ShapeStyle>(_ style: S) -> ModifiedView { shape.fill(style).rotationEffect(angle, anchor: anchor) }
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedView {
        shape.stroke(color, lineWidth: lineWidth).rotationEffect(angle, anchor: anchor)
    }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedView {
        shape.stroke(style, lineWidth: lineWidth).rotationEffect(angle, anchor: anchor)
    }
}

extension Shape {
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
