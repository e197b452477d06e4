import Foundation

/// SwiftUI's `@SceneStorage("key")`: a value restored with the scene. In a snapshot it reads
/// what the test seeded with `.sceneStorage([…])`, else its default.
@propertyWrapper
public struct SceneStorage<Value>: @unchecked Sendable {
    let key: String
    let read: (Any) -> Value?
    private let written = Box<Value?>(nil)
    private let initial: Value

    init(key: String, initial: Value, read: @escaping (Any) -> Value?) {
        self.key = key
        self.initial = initial
        self.read = read
    }

    public var wrappedValue: Value {
        get { written.value ?? EnvironmentValues.current.sceneStorageValues.value(key).flatMap(read) ?? initial }
        nonmutating set { written.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, initial: wrappedValue) { $0 as? Bool } }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, initial: wrappedValue) { $0 as? Int } }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, initial: wrappedValue) { $0 as? Double } }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, initial: wrappedValue) { $0 as? String } }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, initial: wrappedValue) { ($0 as? Value) ?? ($0 as? Int).flatMap(Value.init(rawValue:)) }
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, initial: wrappedValue) { ($0 as? Value) ?? ($0 as? String).flatMap(Value.init(rawValue:)) }
    }
    public init(_ key: String) where Value == String? { self.init(key: key, initial: nil) { $0 as? String } }
}
