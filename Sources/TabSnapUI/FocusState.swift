/// SwiftUI's `@FocusState`: which field has the keyboard focus. A snapshot is taken with nothing
/// focused unless the view's own code sets it before the frame is built.
@propertyWrapper
public struct FocusState<Value: Hashable>: @unchecked Sendable {
    private let box: Box<Value>

    public init() where Value == Bool { box = Box(false) }
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding { Binding(box: box) }

    /// `$focus`, handed to `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        fileprivate let box: Box<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Focus follows the binding on iOS; a still frame shows no keyboard focus ring.
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedView { accepted("focused") }
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> ModifiedView { accepted("focused") }
}
