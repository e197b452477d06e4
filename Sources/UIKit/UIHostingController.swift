import TabSnapUI

/// SwiftUI inside UIKit: a controller whose view draws `rootView` (a tab of a
/// `UITabBarController`, a child controller).
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// The root view's size for a proposal, laid out with the bundled fonts in the environment
    /// of the render it is asked in (a cell sizing itself to its SwiftUI content).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        guard let resources = TextMeasure.resources else { return .zero }
        func side(_ v: CGFloat) -> Double? { v.isFinite && v < 1e9 ? Double(v) : nil }
        return LayoutEngine(measuring: resources).size(of: makeNode(rootView), proposal: ProposedViewSize(width: side(size.width), height: side(size.height)),
                                                       environment: EnvironmentValues.current, scale: Double(UIScreen.main.scale))
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
