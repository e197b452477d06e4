/// SwiftUI's `@ScaledMetric`: a dimension given at the default content size category that
/// grows and shrinks with Dynamic Type as a text style does (body unless `relativeTo:`). Read
/// while a custom view's body is built, so it follows the category of the place it stands in.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: @unchecked Sendable {
    private let base: Value
    private let style: Font.TextStyle

    public init(wrappedValue: Value, relativeTo style: Font.TextStyle = .body) {
        base = wrappedValue
        self.style = style
    }

    public var wrappedValue: Value { Value(style.scale(Double(base), to: EnvironmentValues.current.dynamicTypeSize)) }
}
