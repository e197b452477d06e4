import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `FillStyle`: `eoFill` leaves out what an even number of outlines covers (a path of
/// a rect and a circle in it fills the rect with a round hole); `antialiased` is accepted, and
/// edges are always covered by their exact area.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Shape {
    /// The shape in the foreground style, by `style`'s rule.
    public func fill(style: FillStyle = FillStyle()) -> ModifiedView {
        ModifiedView(node: ViewNode(.shape(shapeKind, evenOdd: style.isEOFilled)))
    }

    public func fill(_ color: Color, style: FillStyle) -> ModifiedView { fill(style: style).foregroundColor(color) }

    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> ModifiedView { fill(style: style).foregroundStyle(content) }
}
