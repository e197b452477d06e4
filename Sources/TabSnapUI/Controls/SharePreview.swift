import TabSnapLayout

/// SwiftUI's `SharePreview`.
public struct SharePreview: Sendable {
    public init(_ titleKey: LocalizedStringKey) {}
    public init<I>(_ titleKey: LocalizedStringKey, image: I) {}
    public init<I, C>(_ titleKey: LocalizedStringKey, image: I, icon: C) {}
}
