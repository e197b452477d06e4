import TabSnapLayout

/// SwiftUI's `GridItem`: one column of a `LazyVGrid` (row of a `LazyHGrid`).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }

    var track: GridTrack {
        let s: GridTrack.Size
        switch size {
        case .fixed(let l): s = .fixed(Double(l))
        case .flexible(let lo, let hi): s = .flexible(minimum: Double(lo), maximum: Double(hi))
        case .adaptive(let lo, let hi): s = .adaptive(minimum: Double(lo), maximum: Double(hi))
        }
        return GridTrack(size: s, spacing: spacing.map { Double($0) }, alignment: alignment)
    }
}

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

/// SwiftUI's `Grid`: rows of cells whose columns are as wide as their widest cell.
public struct Grid: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.grid(alignment: alignment, horizontalSpacing: horizontalSpacing.map { Double($0) },
                              verticalSpacing: verticalSpacing.map { Double($0) }, children: [content().node]))
    }
}

/// SwiftUI's `GridRow`: one row of a `Grid`.
public struct GridRow: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.gridRow(alignment: alignment ?? .center, children: [content().node]))
    }
}

extension View {
    /// How many columns of a `Grid` this cell spans.
    public func gridCellColumns(_ count: Int) -> ModifiedView { containerTrait(GridCellColumns(count)) }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedView { accepted("gridColumnAlignment") }
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedView { accepted("gridCellAnchor") }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedView { accepted("gridCellUnsizedAxes") }
}
