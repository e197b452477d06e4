import TabSnapLayout

/// SwiftUI's `LazyHGrid`: the children flow column by column into the rows its items make of
/// the height offered.
public struct LazyHGrid: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.lazyGrid(.horizontal, tracks: rows.map(\.track), alignment: Alignment(horizontal: .center, vertical: alignment),
                                  spacing: spacing.map { Double($0) }, children: [content().node]))
    }
}
