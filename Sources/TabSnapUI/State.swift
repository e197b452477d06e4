import TabSnapLayout

/// SwiftUI's `@State`: a value the view owns. Its storage is a reference, so a body's closures
/// may change it on a non-mutating `self`, as SwiftUI allows. During a render the storage is
/// kept by the view's place in the tree, so when an `onPreferenceChange` action sets it, the
/// next layout pass reads the new value, as SwiftUI's next update would.
@propertyWrapper
public struct State<Value>: ViewStateProperty, @unchecked Sendable {
    private let slot: Slot<Value>

    public init(wrappedValue: Value) { slot = Slot(Box(wrappedValue)) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value {
        get { slot.box.value }
        nonmutating set { slot.box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let slot = self.slot
        return Binding(get: { slot.box.value }, set: { slot.box.value = $0 })
    }

    public func link(to store: ViewStateStore, key: String) {
        if let kept = store.storage(key, initial: slot.box) as? Box<Value> { slot.box = kept }
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

/// Which box a state property uses: its own at first, the one its place keeps once linked.
final class Slot<Value> {
    var box: Box<Value>
    init(_ box: Box<Value>) { self.box = box }
}
