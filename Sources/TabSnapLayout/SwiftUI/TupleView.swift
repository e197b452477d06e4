import TabSnapLayoutEngine

/// Several views built in one block, as SwiftUI's `TupleView`: siblings in the enclosing
/// container. The type carries the views' types; the node their nodes, in order.
public struct TupleView<T>: PrimitiveView {
    public let node: ViewNode
    init(nodes: [ViewNode]) { node = ViewNode(.group(nodes)) }
}
