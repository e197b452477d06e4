import TabSnapLayout

/// SwiftUI's `Grid`: rows of cells whose columns are as wide as their widest cell.
public struct Grid: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.grid(alignment: alignment, horizontalSpacing: horizontalSpacing.map { Double($0) },
                              verticalSpacing: verticalSpacing.map { Double($0) }, children: [content().node]))
    }
}

extension View {
    /// How many columns of a `Grid` this cell spans.
    public func gridCellColumns(_ count: Int) -> ModifiedView { containerTrait(GridCellColumns(count)) }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedView { accepted("gridColumnAlignment") }
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedView { accepted("gridCellAnchor") }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedView { accepted("gridCellUnsizedAxes") }
}
