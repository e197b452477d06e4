import TabSnapLayout

/// SwiftUI's `Toggle`: drawn by the toggle style in the environment, a switch by default.
public struct Toggle: View, @unchecked Sendable {
    let label: ViewNode
    let isOn: Binding<Bool>

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> AnyView) {
        self.isOn = isOn
        self.label = label().node
    }
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(titleKey).node
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(title).node
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = makeNode(Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }))
    }
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> AnyView) {
        self.isOn = sources.first.map { $0[keyPath: isOn] } ?? .constant(false)
        self.label = label().node
    }

    public var body: some View {
        let env = EnvironmentValues.current
        let shown = env.labelsHidden ? ViewNode.empty : label
        let configuration = ToggleStyleConfiguration(label: ViewModifierContent(node: shown), isOn: isOn)
        if let style = env.toggleStyle { return AnyView(node: style(configuration)) }
        return AnyView(ToggleSwitchRow(label: shown, isOn: isOn.wrappedValue, tint: nil))
    }
}

/// A switch toggle: the label leading and the switch trailing across the width offered (or the
/// switch alone when the label is hidden).
struct ToggleSwitchRow: View {
    let label: ViewNode
    let isOn: Bool
    let tint: Color?

    var body: some View {
        if case .empty = label.kind { return AnyView(ToggleSwitch(isOn: isOn, tint: tint)) }
        return AnyView(HStack {
            AnyView(node: label).layoutPriority(1)
            Spacer(minLength: 0)
            ToggleSwitch(isOn: isOn, tint: tint)
        })
    }
}

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
