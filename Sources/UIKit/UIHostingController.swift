import TabSnapUI

/// SwiftUI inside UIKit: a controller whose view draws `rootView` (a tab of a
/// `UITabBarController`, a child controller).
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// A hosting controller needs its root view: from a storyboard there is none to give.
    public required init?(coder: NSCoder) { return nil }

    open override func drawnScreen(size: CGSize) -> AnyView {
        loadViewIfNeeded()
        viewWillAppear(false)
        viewDidAppear(false)
        let background = view.backgroundColor?.color ?? Color.systemBackground
        return AnyView(ZStack { background.ignoresSafeArea(); rootView })
    }
}
