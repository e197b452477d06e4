import TabSnapLayout

/// SwiftUI's `ToolbarRole`.
public enum ToolbarRole: Sendable { case automatic, navigationStack, browser, editor }
