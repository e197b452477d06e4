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
        let value = text.wrappedValue
        return Text(verbatim: value.isEmpty ? placeholder : String(repeating: "•", count: value.count))
            .foregroundColor(value.isEmpty ? Color.tertiary : nil)
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}
