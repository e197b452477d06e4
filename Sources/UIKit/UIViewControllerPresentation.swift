import TabSnapUI

/// Presenting a controller over another (`present(_:animated:completion:)`): the two are linked
/// both ways and the completion runs, so an action's later code sees what it expects. A still
/// frame draws the presenting controller, as a SwiftUI sheet is drawn unless a test asks for it.
extension UIViewController {
    private static let links = PresentationLinks()

    public var presentedViewController: UIViewController? { Self.links.presented(by: self) }
    public var presentingViewController: UIViewController? { Self.links.presenting(self) }
    public var isBeingPresented: Bool { false }
    public var isBeingDismissed: Bool { false }

    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        Self.links.link(self, controller)
        completion?()
    }

    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        Self.links.unlink(self)
        completion?()
    }
}

/// Who presents whom, kept weakly so a controller's presentation never keeps it alive.
final class PresentationLinks: @unchecked Sendable {
    private struct Link {
        weak var presenter: UIViewController?
        weak var presented: UIViewController?
    }
    private let lock = NSLock()
    private var links: [Link] = []

    func link(_ presenter: UIViewController, _ presented: UIViewController) {
        lock.withLock {
            links.removeAll { $0.presenter == nil || $0.presented == nil || $0.presenter === presenter }
            links.append(Link(presenter: presenter, presented: presented))
        }
    }

    /// Dismissing the presented controller or its presenter ends the presentation.
    func unlink(_ controller: UIViewController) {
        lock.withLock { links.removeAll { $0.presenter === controller || $0.presented === controller || $0.presenter == nil } }
    }

    func presented(by c: UIViewController) -> UIViewController? { lock.withLock { links.first { $0.presenter === c }?.presented } }
    func presenting(_ c: UIViewController) -> UIViewController? { lock.withLock { links.first { $0.presented === c }?.presenter } }
}

/// The size change a rotation brings (`viewWillTransition(to:with:)`); a still frame makes none.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {}
