import TabSnapLayout

/// SwiftUI's `Menu`, closed: its label drawn as a button's; the items show only when opened.
public struct Menu: View, @unchecked Sendable {
    let label: ViewNode
    public init(@ViewBuilder content: () -> AnyView, @ViewBuilder label: () -> AnyView) { self.label = label().node }
    public init(@ViewBuilder content: () -> AnyView, @ViewBuilder label: () -> AnyView, primaryAction: @escaping () -> Void) {
        self.label = label().node
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> AnyView) { label = Text(titleKey).node }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> AnyView) { label = Text(title).node }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> AnyView) {
        label = makeNode(Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }))
    }
    public var body: some View { Button(action: {}) { AnyView(node: label) } }
}
