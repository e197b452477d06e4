import TabSnapLayout

/// A switch toggle: the label leading and the switch trailing across the width offered (or the
/// switch alone when the label is hidden).
struct ToggleSwitchRow: View {
    let label: ViewNode
    let isOn: Bool
    let tint: Color?

    var body: some View {
        LabeledControlRow(label: label, control: AnyView(ToggleSwitch(isOn: isOn, tint: tint)))
    }
}
