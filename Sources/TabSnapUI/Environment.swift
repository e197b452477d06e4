/// SwiftUI's `@Environment(\.keyPath)`: reads the environment of the place the view stands in.
/// A custom view's body is built during layout with that environment in force, so
/// `@Environment(\.colorScheme)` gives the scheme being rendered.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}
