import TabSnapLayout

/// SwiftUI's `LazyVGrid`: the children flow row by row into the columns its items make of the
/// width offered (the engine's grid node).
public struct LazyVGrid: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.lazyGrid(.vertical, tracks: columns.map(\.track), alignment: Alignment(horizontal: alignment, vertical: .center),
                                  spacing: spacing.map { Double($0) }, children: [content().node]))
    }
}
