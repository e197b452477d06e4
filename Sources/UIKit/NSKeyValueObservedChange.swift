/// One change an observation reports: the values its options asked for.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change, when the options include `.new` (or `.initial`'s call).
    public let newValue: Value?
    /// The value before the change, when the options include `.old`.
    public let oldValue: Value?
    public let indexes: IndexSet? = nil
    public let isPrior = false
}

/// The kinds of change Foundation names; UIKit's properties change by `setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}
