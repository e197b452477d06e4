/// SwiftUI's `@State`: a value the view owns. Its storage is a reference, so a body's closures
/// may change it on a non-mutating `self`, as SwiftUI allows; a snapshot shows the value as it
/// is when the body is built.
@propertyWrapper
public struct State<Value>: @unchecked Sendable {
    private let box: Box<Value>

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// Shared storage behind `@State` and `@StateObject`.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
