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
