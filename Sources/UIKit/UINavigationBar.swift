import TabSnapUI

/// A navigation bar. `UINavigationBar.appearance()` is UIKit's appearance proxy: its tint, bar
/// colour, title colours and appearances apply to every navigation bar TabSnap draws afterwards
/// (a SwiftUI `NavigationStack`'s, a `UINavigationController`'s), as on iOS. A controller's
/// own bar (`navigationController.navigationBar`) keeps its tint, large-title preference and
/// hidden state.
open class UINavigationBar: @unchecked Sendable {
    private let isProxy: Bool

    init(proxy: Bool) { isProxy = proxy }
    public convenience init() { self.init(proxy: false) }

    public static func appearance() -> UINavigationBar { UINavigationBar(proxy: true) }
    public static func appearance(whenContainedInInstancesOf containers: [Any.Type]) -> UINavigationBar { appearance() }

    /// UIKit's defaults again, for every navigation bar.
    public static func resetAppearance() { SystemNavigationBarAppearance.reset() }

    /// What this bar itself was told, drawn over the proxy's (a proxy's goes to the store).
    private(set) var own = SystemNavigationBarAppearance()

    private func update(_ change: (inout SystemNavigationBarAppearance) -> Void) {
        if isProxy { SystemNavigationBarAppearance.update(change) } else { change(&own) }
    }

    public var isHidden = false
    public var isTranslucent = true
    public var prefersLargeTitles = false
    public var barStyle = UIBarStyle.default
    public var shadowImage: UIImage?

    public var tintColor: UIColor? {
        didSet { let c = tintColor?.color; update { $0.tint = c } }
    }
    public var barTintColor: UIColor? {
        didSet { let c = barTintColor?.color; update { $0.barColor = c } }
    }
    public var backgroundColor: UIColor? {
        didSet { let c = backgroundColor?.color; update { $0.barColor = c } }
    }
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { let c = (titleTextAttributes?[.foregroundColor] as? UIColor)?.color; update { $0.titleColor = c } }
    }
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { let c = (largeTitleTextAttributes?[.foregroundColor] as? UIColor)?.color; update { $0.largeTitleColor = c } }
    }

    /// The look with content under the bar. Assigning copies the appearance.
    public var standardAppearance = UINavigationBarAppearance() {
        didSet { let look = standardAppearance.navigationLook(); update { $0.standard = look } }
    }
    /// The look with content ending below the bar; nil is the standard one without background.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { let look = scrollEdgeAppearance?.navigationLook(); update { $0.scrollEdge = look } }
    }
    public var compactAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?

    public func setBackgroundImage(_ image: UIImage?, for metrics: UIBarMetrics) {}
}
