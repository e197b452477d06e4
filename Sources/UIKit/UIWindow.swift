import TabSnapUI

/// The render's window: the screen's bounds and the device's safe area (what apps read to lay
/// out around the notch and the home indicator).
public final class UIWindow: @unchecked Sendable {
    public var bounds: CGRect { UIScreen.main.bounds }
    public var frame: CGRect { bounds }
    public var isKeyWindow: Bool { true }
    public var screen: UIScreen { UIScreen.main }
    public var traitCollection: UITraitCollection { UITraitCollection.current }
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    public var safeAreaInsets: UIEdgeInsets {
        let env = EnvironmentValues.current
        guard let device = env.device else { return UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) }
        let i = device.safeAreaInsets(env.orientation)
        return UIEdgeInsets(top: CGFloat(i.top), left: CGFloat(i.leading), bottom: CGFloat(i.bottom), right: CGFloat(i.trailing))
    }
}
