import TabSnapLayout

/// SwiftUI's `GroupBox` on iOS: its label (headline) over its content on a rounded panel of the
/// secondary background, 16 pt inside (*estimate*; no iOS render of one in ../shared).
public struct GroupBox: View, @unchecked Sendable {
    let label: ViewNode?
    let content: ViewNode

    public init(@ViewBuilder content: () -> AnyView) { label = nil; self.content = content().node }
    public init(@ViewBuilder content: () -> AnyView, @ViewBuilder label: () -> AnyView) { self.content = content().node; self.label = label().node }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> AnyView) { label = Text(titleKey).node; self.content = content().node }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> AnyView) {
        label = Text(title).node
        self.content = content().node
    }
    public init<L: View>(label: L, @ViewBuilder content: () -> AnyView) { self.label = makeNode(label); self.content = content().node }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label { AnyView(node: label).font(.headline) }
            AnyView(node: content)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.secondarySystemBackground))
    }
}
