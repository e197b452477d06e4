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

    public var body: some View {
        FieldText(shown: text.wrappedValue, placeholder: placeholder, lineLimit: lineLimit)
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
