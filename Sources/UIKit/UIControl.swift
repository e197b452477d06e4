/// A view that reacts to touches: its state, and the actions it sends. A still frame sends none;
/// actions and targets are kept.
open class UIControl: UIView, @unchecked Sendable {
    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false
    public var contentHorizontalAlignment = ContentHorizontalAlignment.center
    private var actions: [(UIAction, Event)] = []

    public func addTarget(_ target: Any?, action: Selector, for events: Event) {}
    public func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) { actions.removeAll { $0.0.identifier == identifier } }

    /// The control's state for picking a state's title or colour.
    public var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
}
