import TabSnapLayout

/// SwiftUI's `LabeledContent`: the label leading and the content trailing in the secondary
/// colour, across the width offered (a form row's value).
public struct LabeledContent: View, @unchecked Sendable {
    let label: ViewNode
    let content: ViewNode

    public init(@ViewBuilder content: () -> AnyView, @ViewBuilder label: () -> AnyView) {
        self.content = content().node
        self.label = label().node
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> AnyView) {
        label = Text(titleKey).node
        self.content = content().node
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> AnyView) {
        label = Text(title).node
        self.content = content().node
    }
    public init<V: StringProtocol>(_ titleKey: LocalizedStringKey, value: V) {
        label = Text(titleKey).node
        content = Text(value).node
    }
    @_disfavoredOverload public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        label = Text(title).node
        content = Text(value).node
    }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        label = Text(titleKey).node
        content = Text(value, format: format).node
    }

    public var body: some View {
        LabeledControlRow(label: EnvironmentValues.current.labelsHidden ? nil : label,
                          control: AnyView(AnyView(node: content).foregroundColor(.secondary).multilineTextAlignment(.trailing)))
    }
}
