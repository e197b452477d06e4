import TabSnapUI

/// A UIKit controller inside SwiftUI (a `UITabBarController` wrapped for a SwiftUI screen):
/// `makeUIViewController` once per render, `updateUIViewController`, then its screen drawn in the
/// room SwiftUI gives it.
public protocol UIViewControllerRepresentable: View where Body == AnyView {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// The size for a proposal, or nil to take all that is offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    public var body: AnyView {
        let context = Context(coordinator: makeCoordinator(), environment: EnvironmentValues.current)
        let controller = makeUIViewController(context: context)
        // SwiftUI puts the controller in a hosting controller of its own, so code that waits for
        // a parent (observing `\.parent`, `didMove(toParent:)`) sees one, as on iOS.
        let host = UIViewController()
        host.addChild(controller)
        controller.didMove(toParent: host)
        updateUIViewController(controller, context: context)
        let screen = AnyView(GeometryReader { proxy in withExtendedLifetime(host) { controller.drawnScreen(size: proxy.size) } })
        return AnyView(RepresentableSizing(filling: screen, own: screen) { proposal in
            sizeThatFits(proposal, uiViewController: controller, context: context)
        })
    }
}

/// What a controller representable's methods are given.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    public var transaction = Transaction()

    init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
}
