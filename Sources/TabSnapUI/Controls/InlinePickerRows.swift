import TabSnapLayout

/// An inline picker: its options one under another, a checkmark in the tint beside the selected.
struct InlinePickerRows: View {
    let label: ViewNode?
    let options: [ViewNode]
    let selected: Int?

    var body: some View {
        let tint = EnvironmentValues.current.tint ?? .accentColor
        return VStack(alignment: .leading, spacing: 0) {
            if let label {
                AnyView(node: label).font(.footnote).foregroundColor(.secondary).textCase(.uppercase).padding(.bottom, 7)
            }
            ForEach(options.indices) { i in
                HStack {
                    AnyView(node: options[i])
                    Spacer(minLength: 0)
                    if i == selected { Image(systemName: "checkmark").font(.system(size: 17, weight: .semibold)).foregroundColor(tint) }
                }
                .frame(minHeight: 44)
                if i < options.count - 1 { Color.separator.frame(height: 1 / max(EnvironmentValues.current.displayScale, 1)) }
            }
        }
    }
}
