/// SwiftUI's `SecureField` at rest: a bullet for each character, or the prompt when empty.
public struct SecureField: View, @unchecked Sendable {
    let text: Binding<String>
    let placeholder: String

    public init(_ title: String, text: Binding<String>) {
        self.text = text
        placeholder = title
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.text = text
        placeholder = prompt?.string ?? title
    }

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> AnyView) {
        self.text = text
        placeholder = prompt?.string ?? ""
    }

    public var body: some View {
        TextFieldChrome(field: FieldText(shown: String(repeating: "•", count: text.wrappedValue.count), placeholder: placeholder, lineLimit: 1))
    }
}
