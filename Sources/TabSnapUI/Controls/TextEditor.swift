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

/// How a text editor is drawn (`.textEditorStyle(.plain)`). On iOS the automatic style is the
/// plain one: the text on the view's background, no border; so both draw as above.
public protocol TextEditorStyle: Sendable {}
public struct PlainTextEditorStyle: TextEditorStyle { public init() {} }
public struct AutomaticTextEditorStyle: TextEditorStyle { public init() {} }
extension TextEditorStyle where Self == PlainTextEditorStyle { public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() } }
extension TextEditorStyle where Self == AutomaticTextEditorStyle { public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() } }

extension View {
    public func textEditorStyle(_ style: some TextEditorStyle) -> ModifiedView { accepted("textEditorStyle") }
}
