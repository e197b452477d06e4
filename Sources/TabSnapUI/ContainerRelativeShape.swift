import TabSnapLayout

/// The shape of the container a view sits in, inset to the view (`ContainerRelativeShape()`,
/// `.containerRelative`): a widget's or a watch face's rounded rectangle. In an app's screens
/// iOS has no such container, so it is the view's rectangle, as iOS draws it there.
public struct ContainerRelativeShape: Shape {
    public init() {}
    public var shapeKind: ViewNode.ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
