import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `InsettableShape`: a shape that can be drawn inset from its frame by an amount on
/// every side (`Circle().inset(by: 4)`, `RoundedRectangle(cornerRadius: 12).inset(by: 0.5)`), a
/// rounded rectangle's corners shrinking with it as SwiftUI's do.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape drawn `amount` points inside the frame it is laid out in.
public struct InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    public func inset(by more: CGFloat) -> InsetShape<Base> { InsetShape(base: base, amount: amount + more) }

    public var shapeKind: ViewNode.ShapeKind {
        let inner = Self.shrunk(base.shapeKind, by: Double(amount)), a = amount
        return .custom(CustomShapeOutline(name: "\(_typeName(Base.self, qualified: false)).inset(\(a))") { rect in
            inner.outline(in: rect.insetBy(dx: a, dy: a))
        })
    }

    public func path(in rect: CGRect) -> Path { Path(outline: shapeKind.outline(in: rect)) }

    /// A rounded rectangle's radius less the inset; other kinds keep their form.
    static func shrunk(_ kind: ViewNode.ShapeKind, by amount: Double) -> ViewNode.ShapeKind {
        if case .roundedRectangle(let r, let style) = kind { return .roundedRectangle(cornerRadius: max(0, r - amount), style: style) }
        return kind
    }
}

extension Rectangle: InsettableShape { public func inset(by amount: CGFloat) -> InsetShape<Rectangle> { InsetShape(base: self, amount: amount) } }
extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> InsetShape<RoundedRectangle> { InsetShape(base: self, amount: amount) }
}
extension Circle: InsettableShape { public func inset(by amount: CGFloat) -> InsetShape<Circle> { InsetShape(base: self, amount: amount) } }
extension Ellipse: InsettableShape { public func inset(by amount: CGFloat) -> InsetShape<Ellipse> { InsetShape(base: self, amount: amount) } }
extension Capsule: InsettableShape { public func inset(by amount: CGFloat) -> InsetShape<Capsule> { InsetShape(base: self, amount: amount) } }
