import Foundation

/// SwiftUI's `@AppStorage("key")`: a value from the app's defaults. In a snapshot it reads what
/// the test seeded (`StoredValues`), else its default; a write lasts for the rest of the render.
@propertyWrapper
public struct AppStorage<Value>: @unchecked Sendable {
    let key: String
    let store: UserDefaults?
    let read: (Any) -> Value?
    private let written = Box<Value?>(nil)
    private let initial: Value

    init(key: String, initial: Value, store: UserDefaults?, read: @escaping (Any) -> Value?) {
        self.key = key
        self.initial = initial
        self.store = store
        self.read = read
    }

    public var wrappedValue: Value {
        get {
            if let written = written.value { return written }
            var values = EnvironmentValues.current.appStorageValues
            if let store { values.defaults = store }
            return values.value(key).flatMap(read) ?? initial
        }
        nonmutating set { written.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key: key, initial: wrappedValue, store: store) { $0 as? Bool } }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key: key, initial: wrappedValue, store: store) { $0 as? Int } }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key: key, initial: wrappedValue, store: store) { ($0 as? Double) ?? ($0 as? Int).map(Double.init) } }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key: key, initial: wrappedValue, store: store) { $0 as? String } }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key: key, initial: wrappedValue, store: store) { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) } }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key: key, initial: wrappedValue, store: store) { $0 as? Data } }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, initial: wrappedValue, store: store) { ($0 as? Value) ?? ($0 as? Int).flatMap(Value.init(rawValue:)) }
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, initial: wrappedValue, store: store) { ($0 as? Value) ?? ($0 as? String).flatMap(Value.init(rawValue:)) }
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(key: key, initial: nil, store: store) { $0 as? String } }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(key: key, initial: nil, store: store) { $0 as? Int } }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(key: key, initial: nil, store: store) { $0 as? Bool } }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(key: key, initial: nil, store: store) { $0 as? Double } }
}
