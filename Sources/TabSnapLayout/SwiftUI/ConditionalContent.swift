import TabSnapLayoutEngine

/// The branch an `if`/`else` or `switch` in a view builder took, as SwiftUI's
/// `_ConditionalContent`: its type names both branches, its node is the one taken.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
    public let node: ViewNode
    init(node: ViewNode) { self.node = node }
}
