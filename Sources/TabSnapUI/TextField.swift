/// SwiftUI's `TextField` at rest, in its plain style: one line of the text, or of the prompt (or
/// title) in the placeholder colour when the text is empty, filling the width it is offered.
/// (The rounded-border style and focus are the controls issue's.)
public struct TextField: View, @unchecked Sendable {
    let text: Binding<String>
    let placeholder: String
    let lineLimit: Int?

    public init(_ title: String, text: Binding<String>) {
        self.text = text
        placeholder = title
        lineLimit = 1
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.text = text
        placeholder = prompt?.string ?? title
        lineLimit = 1
    }

    /// `axis: .vertical` wraps onto more lines as the text grows (`.lineLimit` caps them).
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.text = text
        placeholder = title
        lineLimit = axis == .vertical ? nil : 1
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.text = text
        placeholder = prompt?.string ?? title
        lineLimit = axis == .vertical ? nil : 1
    }

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> AnyView) {
        self.text = text
        placeholder = prompt?.string ?? ""
        lineLimit = 1
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.text = text
        placeholder = prompt?.string ?? Text(titleKey).string
        lineLimit = axis == .vertical ? nil : 1
    }

    /// `TextField(_:value:format:)`: the value formatted as the field shows it at rest.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        text = .constant(format.format(value.wrappedValue))
        placeholder = prompt?.string ?? title
        lineLimit = 1
    }

    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter) {
        text = .constant(formatter.string(for: value.wrappedValue) ?? "")
        placeholder = title
        lineLimit = 1
    }

    public var body: some View {
        TextFieldChrome(field: FieldText(shown: text.wrappedValue, placeholder: placeholder, lineLimit: lineLimit))
    }
}

/// The field as its style draws it: plain, or `.roundedBorder`'s bordered box.
struct TextFieldChrome: View {
    let field: FieldText
    var body: some View {
        guard EnvironmentValues.current.textFieldStyle == .roundedBorder else { return AnyView(field) }
        // UITextField's rounded rect: 34 pt tall, 7 pt inside, a hairline border with 5 pt
        // corners on the system background (*estimate*: no iOS render of one in ../shared).
        return AnyView(field
            .padding(.horizontal, 7)
            .frame(minHeight: 34)
            .background(RoundedRectangle(cornerRadius: 5, style: .continuous).fill(Color.tertiarySystemBackground))
            .overlay(RoundedRectangle(cornerRadius: 5, style: .continuous).stroke(Color.opaqueSeparator, lineWidth: 0.5)))
    }
}

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

/// A text field's text at rest, or its placeholder in the placeholder colour when empty, filling
/// the width it is offered (`TextField`, `SecureField`).
struct FieldText: View {
    let shown: String
    let placeholder: String
    let lineLimit: Int?

    var body: some View {
        Text(verbatim: shown.isEmpty ? placeholder : shown)
            .foregroundColor(shown.isEmpty ? Color.tertiary : nil)
            .lineLimit(lineLimit)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}
