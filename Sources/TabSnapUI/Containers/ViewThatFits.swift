import TabSnapLayout

/// SwiftUI's `ViewThatFits`: the first of its views that fits the space offered along `axes`.
public struct ViewThatFits: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.viewThatFits(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical), children: [content().node]))
    }
}
