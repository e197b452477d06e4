import TabSnapLayout

/// SwiftUI's `ShareLink`: "Share" with the share symbol, or its own label, drawn as a button's.
public struct ShareLink: View, @unchecked Sendable {
    let label: ViewNode
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil) {
        label = makeNode(Label(title: { Text("Share") }, icon: { Image(systemName: "square.and.arrow.up") }))
    }
    public init<I, P>(item: I, subject: Text? = nil, message: Text? = nil, preview: P) {
        label = makeNode(Label(title: { Text("Share") }, icon: { Image(systemName: "square.and.arrow.up") }))
    }
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> AnyView) { self.label = label().node }
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) {
        label = makeNode(Label(title: { Text(titleKey) }, icon: { Image(systemName: "square.and.arrow.up") }))
    }
    public var body: some View { Button(action: {}) { AnyView(node: label) } }
}
