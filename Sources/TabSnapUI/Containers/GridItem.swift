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
