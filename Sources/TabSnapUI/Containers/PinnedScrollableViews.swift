import TabSnapLayout

/// SwiftUI's `PinnedScrollableViews`: which section parts a lazy stack pins while scrolling
/// (at rest, scrolled to the top, they sit where a stack puts them).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
