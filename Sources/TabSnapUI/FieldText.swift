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
