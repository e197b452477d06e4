import TabSnapLayout

/// SwiftUI's `GridRow`: one row of a `Grid`.
public struct GridRow: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.gridRow(alignment: alignment ?? .center, children: [content().node]))
    }
}
