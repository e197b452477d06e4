import TabSnapUI

/// A screen's controller: its view (made by `loadView` on first use, the screen's size), the
/// lifecycle a still frame goes through (`viewDidLoad` once; `viewWillAppear`,
/// `viewWillLayoutSubviews`, `viewDidLayoutSubviews` and `viewDidAppear` on each render), its
/// title and its tab bar item. A controller is a SwiftUI view too: `assertSnapshot(of: controller)`.
open class UIViewController: UIResponder, View, KeyValueObservable, @unchecked Sendable {
    private var loadedView: UIView?
    public var title: String? { didSet { keyValueObservers.changed(self) } }
    public var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController? { didSet { keyValueObservers.changed(self) } }
    public let keyValueObservers = KeyValueObservers()
    public var modalPresentationStyle = UIModalPresentationStyle.automatic
    public var additionalSafeAreaInsets = UIEdgeInsets.zero
    /// The bars a container draws over this controller's view (a navigation bar, a tab bar):
    /// the view's safe area starts inside them.
    var containerInsets = UIEdgeInsets.zero
    private var ownNavigationItem: UINavigationItem?
    /// What a navigation bar shows for this controller (titled by `title` until set).
    public var navigationItem: UINavigationItem {
        if ownNavigationItem == nil { ownNavigationItem = UINavigationItem() }
        if ownNavigationItem!.title == nil { ownNavigationItem!.title = title }
        return ownNavigationItem!
    }

    public override init() { super.init() }
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    /// Controllers from a storyboard: there are none on Linux; the controller loads its view as
    /// one made in code does.
    public required init?(coder: NSCoder) { super.init() }

    /// The view, loaded on first use.
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                if loadedView!.frame.size == .zero { loadedView!.frame = UIScreen.main.bounds }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: UIView? { loadedView }
    public func loadViewIfNeeded() { _ = view }

    /// Makes the view; the default is a plain view the screen's size.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called by Auto Layout before it solves; a still frame solves once and calls it first.
    open func updateViewConstraints() {}
    /// A rotation or resize a still frame never makes.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}

    private var ownTabBarItem: UITabBarItem?
    /// The item a tab bar controller shows for this controller (titled by `title` until set).
    public var tabBarItem: UITabBarItem! {
        get {
            if ownTabBarItem == nil { ownTabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
            if ownTabBarItem!.title == nil { ownTabBarItem!.title = title }
            return ownTabBarItem
        }
        set { ownTabBarItem = newValue }
    }

    public var tabBarController: UITabBarController? {
        var p = parent
        while let c = p { if let t = c as? UITabBarController { return t }; p = c.parent }
        return nil
    }

    open func addChild(_ child: UIViewController) { adopt(child) }

    func adopt(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func didMove(toParent parent: UIViewController?) {}
    open func willMove(toParent parent: UIViewController?) {}

    /// What the controller shows on a screen of `size`: its view laid out at that size, after
    /// the lifecycle's appearance calls, over the whole screen (safe areas included).
    open func drawnScreen(size: CGSize) -> AnyView {
        let v = view!
        v.frame = CGRect(origin: .zero, size: size)
        let a = additionalSafeAreaInsets, b = containerInsets
        v.extraSafeArea = UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
        viewWillAppear(false)
        updateViewConstraints()
        viewWillLayoutSubviews()
        v.layoutIfNeeded()
        viewDidLayoutSubviews()
        // Frames set in viewDidLayoutSubviews are laid out in the same pass, as in UIKit.
        v.layoutIfNeeded()
        viewDidAppear(false)
        var drawn = AnyView(v.drawn().ignoresSafeArea())
        if overrideUserInterfaceStyle != .unspecified {
            drawn = AnyView(drawn.environment(\.colorScheme, overrideUserInterfaceStyle == .dark ? .dark : .light))
        }
        return drawn
    }

    /// As a SwiftUI view: the controller on the render's screen.
    public var body: AnyView { drawnScreen(size: UIScreen.main.bounds.size) }
}

/// Controllers are equal when they are the same object, as UIKit's (NSObject's) are.
extension UIViewController: Hashable {
    public static func == (a: UIViewController, b: UIViewController) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a controller is presented (accepted; a still frame shows the presenting screen).
public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2, none = -1, fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
}
