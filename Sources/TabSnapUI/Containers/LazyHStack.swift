import TabSnapLayout

/// SwiftUI's `LazyHStack`: at rest an `HStack` that takes the height offered.
public struct LazyHStack: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> AnyView) {
        node = HStack(alignment: alignment, spacing: spacing, content: content)
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)).node
    }
}
