/// The app's window scene: its one window, which is the key window.
public final class UIWindowScene: UIScene, @unchecked Sendable {
    public var windows: [UIWindow] { [UIWindow()] }
    public var keyWindow: UIWindow? { UIWindow() }
    public var screen: UIScreen { UIScreen.main }
}
