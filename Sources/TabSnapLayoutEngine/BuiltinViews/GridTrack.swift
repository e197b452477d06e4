import Foundation
import TabSnapDocument

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): SwiftUI's `GridItem`.
public struct GridTrack: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        /// As many tracks as fit, each at least `minimum` long.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The gap after this track; nil is the default 8 pt.
    public var spacing: Double?
    /// How cells sit in this track; nil takes the grid's.
    public var alignment: Alignment?

    public init(size: Size, spacing: Double?, alignment: Alignment?) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}
