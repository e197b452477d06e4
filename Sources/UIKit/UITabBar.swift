import TabSnapUI

/// A tab bar. `UITabBar.appearance()` is UIKit's appearance proxy: what is set on it applies to
/// every tab bar TabSnap draws afterwards (a SwiftUI `TabView`'s bar), as on iOS:
///
///     UITabBar.appearance().isHidden = true            // the app draws its own bar
///     let a = UITabBarAppearance()
///     a.configureWithOpaqueBackground()
///     a.stackedLayoutAppearance.selected.iconColor = .systemPink
///     UITabBar.appearance().standardAppearance = a
///     UITabBar.appearance().scrollEdgeAppearance = a
///
/// Appearance lives in the process, as in UIKit: a test that sets it puts it back
/// (`UITabBar.resetAppearance()`) so that later snapshots draw the system's bar.
///
/// A tab bar is a view too: a standalone `UITabBar` with `items` and a `selectedItem` draws the
/// system bar in its frame, with the standard appearance (a hairline over the material).
open class UITabBar: UIView, @unchecked Sendable {
    private let isProxy: Bool

    init(proxy: Bool) {
        isProxy = proxy
        super.init(frame: .zero)
        if proxy {
            let current = SystemTabBarAppearance.current
            super.isHidden = current.isHidden
            super.backgroundColor = current.barColor.map(UIColor.init(color:))
        }
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        isProxy = false
        super.init(coder: coder)
    }
    public override init(frame: CGRect) {
        isProxy = false
        super.init(frame: frame)
    }

    /// The appearance proxy for every tab bar.
    public static func appearance() -> UITabBar { UITabBar(proxy: true) }
    public static func appearance(whenContainedInInstancesOf containers: [Any.Type]) -> UITabBar { appearance() }

    /// UIKit's defaults again, for every tab bar.
    public static func resetAppearance() { SystemTabBarAppearance.reset() }

    private var stored = SystemTabBarAppearance()
    private var state: SystemTabBarAppearance { isProxy ? SystemTabBarAppearance.current : stored }
    private func update(_ change: (inout SystemTabBarAppearance) -> Void) {
        if isProxy { SystemTabBarAppearance.update(change) } else { change(&stored) }
    }

    public override var isHidden: Bool {
        didSet {
            let hidden = isHidden
            update { $0.isHidden = hidden }
            if !isProxy { hiddenSet = true }
        }
    }
    private var hiddenSet = false

    /// What this bar draws with: the proxy's appearance, under what was set on this bar.
    var effectiveAppearance: SystemTabBarAppearance {
        guard !isProxy else { return state }
        var a = SystemTabBarAppearance.current
        if hiddenSet { a.isHidden = stored.isHidden }
        if let v = stored.tint { a.tint = v }
        if let v = stored.unselectedTint { a.unselectedTint = v }
        if let v = stored.barColor { a.barColor = v }
        if let v = stored.standard { a.standard = v }
        if let v = stored.scrollEdge { a.scrollEdge = v }
        return a
    }

    // A standalone bar's items.
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    public weak var delegate: UITabBarDelegate?
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 49) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 49) }

    /// A standalone bar: the system bar for `items` in the bar's frame.
    open override func drawnContent() -> AnyView? {
        guard let items, !items.isEmpty else { return nil }
        let selected = selectedItem.flatMap { s in items.firstIndex { $0 === s } } ?? -1
        return AnyView(TabViewBar(items: items.map(\.tabItem), selected: selected, tint: nil, appearance: .standard, uikit: effectiveAppearance)
            .frame(width: bounds.width, height: bounds.height, alignment: .top))
    }

    public override var tintColor: UIColor! {
        get { state.tint.map(UIColor.init(color:)) ?? super.tintColor }
        set { update { $0.tint = newValue?.color } }
    }

    public var unselectedItemTintColor: UIColor? {
        get { state.unselectedTint.map(UIColor.init(color:)) }
        set { update { $0.unselectedTint = newValue?.color } }
    }

    /// The bar view's own colour, drawn behind the bar whatever its appearance.
    public override var backgroundColor: UIColor? {
        didSet {
            let color = backgroundColor?.color
            update { $0.barColor = color }
        }
    }

    /// Before iOS 13's appearances, the bar's colour; drawn as `backgroundColor` is.
    public var barTintColor: UIColor? {
        get { backgroundColor }
        set { backgroundColor = newValue }
    }

    public var isTranslucent = true
    public var barStyle = UIBarStyle.default
    public var backgroundImage: UIImage?
    public var shadowImage: UIImage?
    public var selectionIndicatorImage: UIImage?
    public var itemPositioning = ItemPositioning.automatic

    private var standard: UITabBarAppearance?
    private var scrollEdge: UITabBarAppearance?

    /// The look with content under the bar. Assigning copies the appearance.
    public var standardAppearance: UITabBarAppearance {
        get { standard ?? UITabBarAppearance() }
        set {
            standard = newValue.copy()
            let look = newValue.tabBarLook()
            update { $0.standard = look }
        }
    }

    /// The look with content ending above the bar; nil is the standard one without its
    /// background.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdge }
        set {
            scrollEdge = newValue?.copy()
            let look = newValue?.tabBarLook()
            update { $0.scrollEdge = look }
        }
    }

    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
}
