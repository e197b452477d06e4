import TabSnapUI

/// A stack of controllers under a navigation bar: the top controller's view fills the screen,
/// under the bar TabSnap's `NavigationStack` draws with its `navigationItem` (title large or
/// inline, left and right bar buttons, a back button to the controller below). The top
/// controller's safe area starts under the bar, as in UIKit.
open class UINavigationController: UIViewController, @unchecked Sendable {
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    public let navigationBar = UINavigationBar()
    public var isNavigationBarHidden = false

    public init(rootViewController: UIViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { viewControllers.last }

    public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for c in stack { c.removeFromParent() }
        stack = controllers
        for c in controllers { adopt(c) }
    }

    /// As in UIKit, a child added to a navigation controller goes on top of its stack.
    open override func addChild(_ child: UIViewController) {
        guard !viewControllers.contains(where: { $0 === child }) else { return }
        pushViewController(child, animated: false)
    }

    open func pushViewController(_ controller: UIViewController, animated: Bool) { setViewControllers(viewControllers + [controller], animated: animated) }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.last
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    public func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([viewControllers[0]], animated: animated)
        return popped
    }

    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Whether the top controller shows the large title: its item asks, or the bar prefers
    /// large titles and the item leaves it to the bar.
    var showsLargeTitle: Bool {
        guard let top = topViewController else { return false }
        switch top.navigationItem.largeTitleDisplayMode {
        case .always: return true
        case .never, .inline: return false
        case .automatic: return navigationBar.prefersLargeTitles
        }
    }

    open override func drawnScreen(size: CGSize) -> AnyView {
        loadViewIfNeeded()
        guard let top = topViewController else { return AnyView(view.drawn().ignoresSafeArea()) }
        if isNavigationBarHidden || navigationBar.isHidden { return top.drawnScreen(size: size) }
        let large = showsLargeTitle
        top.containerInsets.top = containerInsets.top + 44 + (large ? 52 : 0)
        top.containerInsets.bottom = containerInsets.bottom
        let page = top.drawnScreen(size: size)
        let item = top.navigationItem
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        let backTitle = below.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? $0.title ?? "Back" }
        return AnyView(NavigationStack {
            Color.clear
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(alignment: .topLeading) { page }
                .navigationTitle(item.title ?? top.title ?? "")
                .navigationBarTitleDisplayMode(large ? .large : .inline)
                .toolbar {
                    ToolbarItemGroup(placement: .topBarLeading) {
                        if let backTitle, !item.hidesBackButton {
                            Button(action: {}) {
                                HStack(spacing: 3) { Image(systemName: "chevron.backward").fontWeight(.semibold); Text(verbatim: backTitle) }
                            }
                        }
                        ForEach(Array((item.leftBarButtonItems ?? []).enumerated()), id: \.offset) { $0.element.drawn }
                    }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        ForEach(Array((item.rightBarButtonItems ?? []).reversed().enumerated()), id: \.offset) { $0.element.drawn }
                    }
                }
        }
        .environment(\.navigationBarAppearance, navigationBar.own)
        .tint(navigationBar.tintColor?.color ?? .blue))
    }
}

extension UIViewController {
    /// The navigation controller this controller is in, if any.
    public var navigationController: UINavigationController? {
        var p = parent
        while let c = p { if let n = c as? UINavigationController { return n }; p = c.parent }
        return nil
    }
}
