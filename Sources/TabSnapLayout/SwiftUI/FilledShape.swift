import Foundation
import TabSnapLayoutEngine
import TabSnapRaster

/// A shape filled (`Circle().fill(.red)`): drawn as the fill, and, as iOS 17's shape views, able
/// to take a stroke over it (`.fill(.red).stroke(.blue, lineWidth: 2)`), the outline on the same
/// path.
public struct FilledShape<S: Shape>: PrimitiveView {
    let shape: S
    let filled: ModifiedView

    public var node: ViewNode { filled.node }

    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedView { filled.overlay(shape.stroke(color, lineWidth: lineWidth)) }
    public func stroke<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1) -> ModifiedView { filled.overlay(shape.stroke(content, lineWidth: lineWidth)) }
    public func stroke(_ color: Color, style: StrokeStyle) -> ModifiedView { filled.overlay(shape.stroke(color, style: style)) }
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> ModifiedView { filled.overlay(shape.strokeBorder(color, lineWidth: lineWidth)) }
}
