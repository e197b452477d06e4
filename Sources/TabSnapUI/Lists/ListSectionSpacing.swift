import TabSnapLayout

/// SwiftUI's `ListSectionSpacing`.
public enum ListSectionSpacing: Hashable, Sendable {
    case `default`, compact
    case custom(CGFloat)
}
