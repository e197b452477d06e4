import TabSnapLayout

/// SwiftUI's `PinnedScrollableViews`: which section parts a lazy stack pins while scrolling
/// (at rest, scrolled to the top, they sit where a stack puts them).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

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

/// SwiftUI's `LazyHStack`: at rest an `HStack` that takes the height offered.
public struct LazyHStack: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> AnyView) {
        node = HStack(alignment: alignment, spacing: spacing, content: content)
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)).node
    }
}
