import TabSnapLayoutEngine

/// The views a `for` loop in a view builder made, siblings in the enclosing container.
public struct _ViewArray: PrimitiveView {
    public let node: ViewNode
    init(node: ViewNode) { self.node = node }
}
