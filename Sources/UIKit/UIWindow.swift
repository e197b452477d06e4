import TabSnapUI

/// The render's window: the screen's bounds and the device's safe area (what apps read to lay
/// out around the notch and the home indicator), and the root controller an app delegate or
/// scene delegate gives it, drawn as the window's content.
open class UIWindow: UIView, @unchecked Sendable {
    public var rootViewController: UIViewController?
    public weak var windowScene: UIWindowScene?
    public var windowLevel = Level.normal

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: .zero)
        self.windowScene = windowScene
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Always the screen's, whatever is set: a window covers its screen.
    open override var frame: CGRect {
        get { UIScreen.main.bounds }
        set {}
    }
    public var isKeyWindow: Bool { true }
    public var screen: UIScreen { UIScreen.main }

    public func makeKeyAndVisible() {}
    public func makeKey() {}

    public override var safeAreaInsets: UIEdgeInsets {
        let env = EnvironmentValues.current
        guard let device = env.device else { return UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) }
        let i = device.safeAreaInsets(env.orientation)
        return UIEdgeInsets(top: CGFloat(i.top), left: CGFloat(i.leading), bottom: CGFloat(i.bottom), right: CGFloat(i.trailing))
    }

    open override func drawnContent() -> AnyView? { rootViewController?.drawnScreen(size: bounds.size) }

    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }
}
