import TabSnapUI

/// A UIKit view inside SwiftUI: `makeUIView` once per render, `updateUIView` with the context's
/// coordinator and environment, then drawn at the size SwiftUI gives it (its intrinsic size when
/// it has one on both axes, else all it is offered).
public protocol UIViewRepresentable: View where Body == AnyView {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// The size for a proposal, or nil for the view's own sizing (intrinsic size, else all
    /// that is offered).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    public var body: AnyView {
        let context = Context(coordinator: makeCoordinator(), environment: EnvironmentValues.current)
        let view = makeUIView(context: context)
        updateUIView(view, context: context)
        return AnyView(RepresentableSizing(filling: RepresentedUIView.filling(view), own: RepresentedUIView.drawn(view)) { proposal in
            sizeThatFits(proposal, uiView: view, context: context)
        })
    }
}

/// What a representable's methods are given.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    public var transaction = Transaction()

    init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
}

/// A UIKit view laid out in the size SwiftUI gives it.
enum RepresentedUIView {
    static func drawn(_ view: UIView) -> AnyView {
        let own = view.intrinsicContentSize
        if own.width >= 0, own.height >= 0, own != .zero {
            view.frame.size = own
            view.layoutIfNeeded()
            return AnyView(view.drawn())
        }
        return filling(view)
    }

    /// Laid out at whatever size it is placed in.
    static func filling(_ view: UIView) -> AnyView {
        AnyView(GeometryReader { proxy in
            view.frame.size = proxy.size
            view.layoutIfNeeded()
            return view.drawn()
        })
    }
}
