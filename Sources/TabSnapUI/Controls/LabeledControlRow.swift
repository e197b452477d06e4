import TabSnapLayout

/// A control's row: the label leading and the control trailing across the width offered, or the
/// control alone when there is no label (hidden or empty). The label is laid out first
/// (`layoutPriority(1)`): it gets the row less the control, as iOS gives a toggle's or a
/// stepper's title, before the spacer between them.
struct LabeledControlRow: View {
    let label: ViewNode?
    let control: AnyView
    var spacing: CGFloat? = nil

    var body: some View {
        guard let label, !label.flattened.isEmpty else { return control }
        return AnyView(HStack(spacing: spacing) {
            AnyView(node: label).layoutPriority(1)
            Spacer(minLength: 0)
            control
        })
    }
}
