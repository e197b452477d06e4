import TabSnapLayout

/// SwiftUI's `TextEditor` at rest: its text from the top leading corner of the space it fills,
/// inset as UITextView insets it (5 pt across, 8 pt down).
public struct TextEditor: View, @unchecked Sendable {
    let text: String
    public init(text: Binding<String>) { self.text = text.wrappedValue }
    public var body: some View {
        Text(verbatim: text)
            .padding(.horizontal, 5).padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
