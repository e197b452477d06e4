import TabSnapUI

/// Gesture recognizers as a view's code attaches them (`addGestureRecognizer`). A still frame
/// has no touches, so none changes state or sends its action; each reads as at rest (`.possible`,
/// no translation, the view's origin as its location).
open class UIGestureRecognizer: @unchecked Sendable {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    public private(set) weak var view: UIView?
    public var state = State.possible
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public weak var delegate: UIGestureRecognizerDelegate?
    public var name: String?
    public var numberOfTouches: Int { 0 }

    public init(target: Any?, action: Selector?) {}
    public convenience init() { self.init(target: nil, action: nil) }

    public func addTarget(_ target: Any, action: Selector) {}
    public func removeTarget(_ target: Any?, action: Selector?) {}
    public func require(toFail other: UIGestureRecognizer) {}
    public func location(in view: UIView?) -> CGPoint { .zero }
    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

    func attach(to view: UIView?) { self.view = view }
}

open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
}

open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    public func translation(in view: UIView?) -> CGPoint { .zero }
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    public func velocity(in view: UIView?) -> CGPoint { .zero }
}

open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    public var minimumPressDuration: TimeInterval = 0.5
    public var allowableMovement: CGFloat = 10
    public var numberOfTapsRequired = 0
}

open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1), left = Direction(rawValue: 2), up = Direction(rawValue: 4), down = Direction(rawValue: 8)
    }
    public var direction = Direction.right
    public var numberOfTouchesRequired = 1
}

open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    public var scale: CGFloat = 1
    public var velocity: CGFloat { 0 }
}

open class UIRotationGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    public var rotation: CGFloat = 0
    public var velocity: CGFloat { 0 }
}

/// What a gesture's delegate may decide; each answers as UIKit's defaults do.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// A finger on the screen; a still frame has none, so code only meets one in a handler it calls itself.
open class UITouch: @unchecked Sendable {
    public init() {}
    public weak var view: UIView?
    public var tapCount = 0
    public func location(in view: UIView?) -> CGPoint { .zero }
    public func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

extension UIView {
    private static let recognizers = GestureRegistry()

    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { Self.recognizers.list(for: self) }
        set { Self.recognizers.set(newValue ?? [], for: self) }
    }

    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.attach(to: self)
        Self.recognizers.set((Self.recognizers.list(for: self) ?? []) + [recognizer], for: self)
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.attach(to: nil)
        Self.recognizers.set((Self.recognizers.list(for: self) ?? []).filter { $0 !== recognizer }, for: self)
    }
}

/// Each view's recognizers, kept beside it (a view's stored properties are its own file's).
final class GestureRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var byView: [ObjectIdentifier: (view: Weak, list: [UIGestureRecognizer])] = [:]
    final class Weak { weak var value: UIView?; init(_ v: UIView) { value = v } }

    func list(for view: UIView) -> [UIGestureRecognizer]? {
        lock.withLock {
            guard let entry = byView[ObjectIdentifier(view)], entry.view.value === view else { return nil }
            return entry.list.isEmpty ? nil : entry.list
        }
    }

    func set(_ list: [UIGestureRecognizer], for view: UIView) {
        lock.withLock {
            byView = byView.filter { $0.value.view.value != nil }
            byView[ObjectIdentifier(view)] = (Weak(view), list)
        }
    }
}
