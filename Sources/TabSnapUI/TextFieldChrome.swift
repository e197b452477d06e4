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
