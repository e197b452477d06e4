import Foundation

/// One of a view's alignment guides, along either axis (`.leading`, `.firstTextBaseline`).
package enum AlignmentGuide: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// The guide's value where no `.alignmentGuide` sets it: its share of the view's width or
    /// height (a text baseline is found by the layout, not here).
    func defaultValue(_ size: CGSize) -> Double {
        switch self {
        case .horizontal(let h): return Double(size.width) * h.fraction
        case .vertical(let v): return Double(size.height) * v.fraction
        }
    }
}

/// What an `.alignmentGuide` closure is given: the view's size, and its other guides by name
/// (`d[.leading]`, `d[VerticalAlignment.center]`, `d.height`).
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    let guide: (AlignmentGuide) -> Double

    package init(width: CGFloat, height: CGFloat, guide: @escaping (AlignmentGuide) -> Double) {
        self.width = width
        self.height = height
        self.guide = guide
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(self.guide(.horizontal(guide))) }
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(self.guide(.vertical(guide))) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { CGFloat(self.guide(.horizontal(guide))) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { CGFloat(self.guide(.vertical(guide))) }
}
