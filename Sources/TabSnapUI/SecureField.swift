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

    public var body: some View {
        FieldText(shown: String(repeating: "•", count: text.wrappedValue.count), placeholder: placeholder, lineLimit: 1)
    }
}
