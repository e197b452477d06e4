import TabSnapLayoutEngine

/// SwiftUI's `LabelStyle`: an app's own way of drawing a label from its title and icon
/// (`struct Vertical: LabelStyle { func makeBody(configuration: Configuration) -> some View {
/// VStack { configuration.icon; configuration.title } } }`, then `.labelStyle(Vertical())`).
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's parts as a style receives them.
public struct LabelStyleConfiguration {
    public struct Title: PrimitiveView {
        public let node: ViewNode
    }
    public struct Icon: PrimitiveView {
        public let node: ViewNode
    }
    public let title: Title
    public let icon: Icon
}

/// A style kept in the environment: what it builds for a configuration; equal only to itself.
public struct CustomLabelStyle: Hashable, @unchecked Sendable {
    let make: (LabelStyleConfiguration) -> ViewNode
    private let token = Token()
    private final class Token {}

    init<S: LabelStyle>(_ style: S) { make = { makeNode(style.makeBody(configuration: $0)) } }

    public static func == (a: CustomLabelStyle, b: CustomLabelStyle) -> Bool { a.token === b.token }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(token)) }
}

// The built-in styles as types, for code that names them (`.labelStyle(IconOnlyLabelStyle())`).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
