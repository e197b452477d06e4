/// A text field's text at rest, or its placeholder in the placeholder colour when empty, filling
/// the width it is offered (`TextField`, `SecureField`).
struct FieldText: View {
    let shown: String
    let placeholder: String
    let lineLimit: Int?

    var body: some View {
        // A field's line is as tall as its text style's leading, not the font's line box:
        // iOS 18 draws a padded body field 54 pt tall (16 + 22 + 16), 53 at 16 pt (rss-6, rss-4).
        let font = EnvironmentValues.current.font ?? .body
        let line = font.textStyle != nil && font.family == nil ? Font.TextStyle.lineHeight(size: font.size) : 0
        return Text(verbatim: shown.isEmpty ? placeholder : shown)
            .foregroundColor(shown.isEmpty ? Color.tertiary : nil)
            .lineLimit(lineLimit)
            .frame(maxWidth: .infinity, minHeight: line, alignment: .leading)
    }
}
