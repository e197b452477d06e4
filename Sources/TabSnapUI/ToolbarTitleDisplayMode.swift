import TabSnapLayout

/// SwiftUI's `NavigationBarItem` (its `TitleDisplayMode`).
public enum NavigationBarItem {
    public typealias TitleDisplayMode = TabSnapLayout.TitleDisplayMode
}

/// SwiftUI's `ToolbarTitleDisplayMode` (iOS 17).
public struct ToolbarTitleDisplayMode: Sendable {
    let mode: TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}
