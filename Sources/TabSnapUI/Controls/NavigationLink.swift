import TabSnapLayout

/// SwiftUI's `NavigationLink` at rest (never followed in a still frame): in a list row, its
/// label with the disclosure chevron at the row's end; elsewhere its label drawn as a button's.
public struct NavigationLink: View, @unchecked Sendable {
    let label: ViewNode

    public init<D: View>(destination: D, @ViewBuilder label: () -> AnyView) { self.label = label().node }
    public init(@ViewBuilder destination: () -> AnyView, @ViewBuilder label: () -> AnyView) { self.label = label().node }
    public init<D: View>(_ titleKey: LocalizedStringKey, destination: D) { label = Text(titleKey).node }
    @_disfavoredOverload public init<S: StringProtocol, D: View>(_ title: S, destination: D) { label = Text(title).node }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> AnyView) { label = Text(titleKey).node }
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> AnyView) { self.label = label().node }
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey).node }
    @_disfavoredOverload public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title).node }
    public init<D: View>(destination: D, isActive: Binding<Bool>, @ViewBuilder label: () -> AnyView) { self.label = label().node }
    public init<D: View, T: Hashable>(destination: D, tag: T, selection: Binding<T?>, @ViewBuilder label: () -> AnyView) {
        self.label = label().node
    }

    public var body: some View {
        guard EnvironmentValues.current.isListRow else {
            return AnyView(Button(action: {}) { AnyView(node: Button.oneView(label)) })
        }
        return AnyView(HStack {
            AnyView(node: label).frame(maxWidth: .infinity, alignment: .leading)
            DisclosureChevron()
        })
    }
}
