import TabSnapLayout

/// SwiftUI's `DisclosureGroup` at rest: its label with the tinted chevron at the trailing end
/// (pointing down when expanded), and its content below when expanded.
public struct DisclosureGroup: View, @unchecked Sendable {
    let label: ViewNode
    let content: ViewNode
    let isExpanded: Bool

    public init(@ViewBuilder content: () -> AnyView, @ViewBuilder label: () -> AnyView) {
        self.content = content().node; self.label = label().node; isExpanded = false
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> AnyView, @ViewBuilder label: () -> AnyView) {
        self.content = content().node; self.label = label().node; self.isExpanded = isExpanded.wrappedValue
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> AnyView) {
        self.content = content().node; label = Text(titleKey).node; isExpanded = false
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> AnyView) {
        self.content = content().node; label = Text(titleKey).node; self.isExpanded = isExpanded.wrappedValue
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> AnyView) {
        self.content = content().node; label = Text(title).node; self.isExpanded = isExpanded.wrappedValue
    }

    public var body: some View {
        let tint = EnvironmentValues.current.tint ?? .accentColor
        return VStack(alignment: .leading, spacing: 8) {
            HStack {
                AnyView(node: label)
                Spacer(minLength: 0)
                Image(systemName: isExpanded ? "chevron.down" : "chevron.forward")
                    .font(.system(size: ControlMetrics.chevronSize, weight: .semibold)).foregroundColor(tint)
            }
            if isExpanded { AnyView(node: content) }
        }
    }
}
