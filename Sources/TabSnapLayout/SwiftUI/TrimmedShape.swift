import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `Shape.trim(from:to:)` (a progress ring is `Circle().trim(from: 0, to: 0.67)`
/// stroked): the part of the outline between two fractions of its length, open at both ends.
public struct TrimmedShape<Base: Shape>: Shape, @unchecked Sendable {
    public let shape: Base
    public let startFraction: CGFloat
    public let endFraction: CGFloat

    public var shapeKind: ViewNode.ShapeKind { .trimmed(shape.shapeKind, from: Double(startFraction), to: Double(endFraction)) }
    public func path(in rect: CGRect) -> Path { Path(outline: shapeKind.outline(in: rect)) }
}

extension Shape {
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
