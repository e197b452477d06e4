/// The app, as far as a still frame needs it: its one window (`UIApplication.shared.windows`,
/// `connectedScenes`' key window) with the device's safe area.
public final class UIApplication: UIResponder, @unchecked Sendable {
    public static let shared = UIApplication()

    /// The app's delegate, when code sets one; nothing calls it.
    public weak var delegate: UIApplicationDelegate?

    public var windows: [UIWindow] { [UIWindow()] }
    public var keyWindow: UIWindow? { UIWindow() }
    public var connectedScenes: Set<UIScene> { [UIWindowScene()] }
    public var applicationState: State { .active }
    public var applicationIconBadgeNumber = 0

    /// Opening URLs does nothing in a snapshot.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Whether the screen may dim; a snapshot has no screen to keep awake.
    public var isIdleTimerDisabled = false
    /// A snapshot runs unlocked.
    public var isProtectedDataAvailable: Bool { true }

    // The app's life-cycle notifications: a still frame posts none of them, so observers wait.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")

    public enum State: Int, Sendable { case active, inactive, background }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public static let openSettingsURLString = "app-settings:"

    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}
