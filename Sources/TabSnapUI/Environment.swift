/// SwiftUI's `@Environment(\.keyPath)`: reads the environment of the place the view stands in.
/// A custom view's body is built during layout with that environment in force, so
/// `@Environment(\.colorScheme)` gives the scheme being rendered.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    private let read: (EnvironmentValues) -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// A reading of the environment (an observable object's, `ObservableEnvironment.swift`).
    init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }

    public var wrappedValue: Value { read(EnvironmentValues.current) }
}
