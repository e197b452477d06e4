/// A navigation bar. `UINavigationBar.appearance()` accepts what apps set on it (colours,
/// appearances, title attributes) so that their code compiles; TabSnap's navigation bar does not
/// read it yet, and draws the system's look.
open class UINavigationBar: @unchecked Sendable {
    public init() {}

    public static func appearance() -> UINavigationBar { UINavigationBar() }
    public static func appearance(whenContainedInInstancesOf containers: [Any.Type]) -> UINavigationBar { appearance() }

    public var isHidden = false
    public var tintColor: UIColor?
    public var barTintColor: UIColor?
    public var backgroundColor: UIColor?
    public var isTranslucent = true
    public var prefersLargeTitles = false
    public var barStyle = UIBarStyle.default
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var shadowImage: UIImage?
    public var standardAppearance = UINavigationBarAppearance()
    public var compactAppearance: UINavigationBarAppearance?
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?

    public func setBackgroundImage(_ image: UIImage?, for metrics: UIBarMetrics) {}
}
