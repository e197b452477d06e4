import TabSnapLayout

/// The app's main window scene; `content` is the app's root view (a snapshot renders that view).
public struct WindowGroup: Scene {
    public let content: AnyView
    public init(@ViewBuilder content: () -> AnyView) { self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> AnyView) { self.content = content() }
    public init(_ title: String, id: String, @ViewBuilder content: () -> AnyView) { self.content = content() }
}
