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
        // A toggle inside the style's own body (a style that wraps the system switch) is drawn
        // by the default style, as in SwiftUI, not by this one again without end.
        if let style = env.toggleStyle { return AnyView(AnyView(node: style(configuration)).environmentWrite("toggleStyle(default)") { $0.toggleStyle = nil }) }
        return AnyView(ToggleSwitchRow(label: shown, isOn: isOn.wrappedValue, tint: nil))
    }
}
