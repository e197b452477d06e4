/// SwiftUI's (Combine's) `ObservableObject`: a class whose `@Published` properties views read.
/// A snapshot is one frame, so nothing subscribes; `objectWillChange` exists so code that sends
/// it compiles and runs.
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's publisher of "about to change" events, reduced to what a still frame needs.
public final class ObservableObjectPublisher: @unchecked Sendable {
    public init() {}
    public func send() {}
}

/// Combine's `@Published`: a stored property of an `ObservableObject`.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// `$property`: the value's publisher; it reports the current value only.
    public var projectedValue: Publisher {
        get { Publisher(value: wrappedValue) }
        set { wrappedValue = newValue.value }
    }

    public struct Publisher {
        public let value: Value
    }
}
