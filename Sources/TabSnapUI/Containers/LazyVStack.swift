import TabSnapLayout

/// SwiftUI's `LazyVStack`: at rest a `VStack` of every child that would be built on screen; it
/// takes the width offered (a `VStack` takes its widest child's), and a `Section` in it stands
/// as its header, rows and footer.
public struct LazyVStack: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> AnyView) {
        node = VStack(alignment: alignment, spacing: spacing, content: content)
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)).node
    }
}
