import TabSnapLayout

/// UISwitch at rest: the capsule track, green (or the tint) when on, and the white knob with
/// its shadow at the end it is switched to.
struct ToggleSwitch: View {
    let isOn: Bool
    let tint: Color?
    typealias M = ControlMetrics

    var body: some View {
        let track = isOn ? (tint ?? EnvironmentValues.current.tint ?? M.switchOn) : M.switchOff
        let inset = (M.switchSize.height - M.switchKnob) / 2
        return ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(track)
            Circle().fill(Color.white)
                .frame(width: M.switchKnob, height: M.switchKnob)
                .shadow(color: Color(r: 0, g: 0, b: 0, a: 38), radius: 4, x: 0, y: 3)
                .shadow(color: Color(r: 0, g: 0, b: 0, a: 15), radius: 0.5, x: 0, y: 3)
                .padding(inset)
        }
        .frame(width: M.switchSize.width, height: M.switchSize.height)
    }
}
