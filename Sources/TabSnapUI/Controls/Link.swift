import TabSnapLayout

/// SwiftUI's `Link`: its label in the tint, as a button's (never opened in a still frame).
public struct Link: View, @unchecked Sendable {
    let label: ViewNode
    public init(destination: URL, @ViewBuilder label: () -> AnyView) { self.label = label().node }
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey).node }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title).node }
    public var body: some View { Button(action: {}) { AnyView(node: label) } }
}
