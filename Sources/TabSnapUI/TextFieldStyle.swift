/// SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle { var kind: TextFieldStyleKind { get } }

public enum TextFieldStyleKind: Hashable, Sendable { case automatic, plain, roundedBorder }

public struct DefaultTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .automatic } }

public struct PlainTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .plain } }

public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {}; public var kind: TextFieldStyleKind { .roundedBorder } }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }

extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

extension EnvironmentValues {
    private enum TextFieldStyleKey: EnvironmentKey { static var defaultValue: TextFieldStyleKind { .automatic } }
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedView {
        let kind = style.kind
        return environmentWrite("textFieldStyle") { $0.textFieldStyle = kind }
    }
}
