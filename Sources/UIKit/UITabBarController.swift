import TabSnapTabBar
import TabSnapUI

/// Tabs of controllers over a tab bar: the selected controller's view fills the screen and the
/// system tab bar (TabSnap's, as a `TabView` draws it) shows each controller's `tabBarItem`,
/// its badge, More past five on an iPhone, and the bar's appearance (the instance's over the
/// `UITabBar.appearance()` proxy's).
open class UITabBarController: UIViewController, @unchecked Sendable {
    public var viewControllers: [UIViewController]? {
        didSet {
            for c in oldValue ?? [] { c.removeFromParent() }
            for c in viewControllers ?? [] { adopt(c) }
            selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 1) - 1))
        }
    }
    public var selectedIndex = 0 { didSet { keyValueObservers.changed(self) } }
    public var selectedViewController: UIViewController? {
        get { viewControllers?[safe: selectedIndex] }
        set { if let v = newValue, let i = viewControllers?.firstIndex(where: { $0 === v }) { selectedIndex = i } }
    }
    public let tabBar = UITabBar()
    public weak var delegate: UITabBarControllerDelegate?

    public func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }

    /// The items the bar shows, from the controllers' tab bar items.
    var items: [TabSnapTabBar.TabItem] { (viewControllers ?? []).map { $0.tabBarItem.tabItem } }

    open override func drawnScreen(size: CGSize) -> AnyView {
        loadViewIfNeeded()
        let appearance = tabBar.effectiveAppearance
        if let selected = selectedViewController {
            selected.containerInsets = containerInsets
            if !appearance.isHidden { selected.containerInsets.bottom += 49 }
        }
        let page = selectedViewController.map { $0.drawnScreen(size: size) } ?? AnyView(view.drawn().ignoresSafeArea())
        if appearance.isHidden { return page }
        // The page is the whole screen under the bar, as a tab's view is in UIKit; the bar
        // takes the bottom of the safe area, as a TabView's does.
        return AnyView(Color.clear
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(alignment: .topLeading) { page }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                TabViewBar(items: items, selected: selectedIndex, tint: nil, appearance: .scrollEdge, uikit: appearance)
            })
    }
}

/// Told of a tab bar controller's selection (accepted; a still frame selects nothing).
public protocol UITabBarControllerDelegate: AnyObject {}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
