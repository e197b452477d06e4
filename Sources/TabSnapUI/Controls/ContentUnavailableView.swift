import TabSnapLayout

/// SwiftUI's `ContentUnavailableView` (iOS 17): the label's symbol large in the secondary colour
/// over its title (title 2, bold), the description (subheadline, secondary) and the actions
/// (small bordered buttons), centred in the space offered. Measured on rss-1 to rss-3 and rss-7
/// (iOS 18.4): `Scripts/list_conformance.py`.
public struct ContentUnavailableView: View, @unchecked Sendable {
    let label: ViewNode
    let description: ViewNode?
    let actions: ViewNode?

    public init(@ViewBuilder label: () -> AnyView, @ViewBuilder description: () -> AnyView = { AnyView(EmptyView()) },
                @ViewBuilder actions: () -> AnyView = { AnyView(EmptyView()) }) {
        self.label = label().node
        self.description = description().node
        self.actions = actions().node
    }
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = makeNode(Label(title: { Text(titleKey) }, icon: { Image(systemName: name) }))
        self.description = description?.node
        actions = nil
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = makeNode(Label(title: { Text(title) }, icon: { Image(systemName: name) }))
        self.description = description?.node
        actions = nil
    }
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        label = makeNode(Label(title: { Text(titleKey) }, icon: { Image(name) }))
        self.description = description?.node
        actions = nil
    }

    /// The search variant: "No Results" and advice.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(verbatim: "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    init(verbatim title: String, systemImage name: String, description: Text?) {
        label = makeNode(Label(title: { Text(verbatim: title) }, icon: { Image(systemName: name) }))
        self.description = description?.node
        actions = nil
    }

    public var body: some View {
        let env = EnvironmentValues.current
        let (title, icon) = TabViewTabs.label(label, env)
        return VStack(spacing: 0) {
            if let icon {
                Image(systemName: icon).font(.system(size: 48)).foregroundColor(.secondary)
                    .padding(.bottom, 16.17)
            }
            if let title { Text(verbatim: title).font(.title2.bold()) }
            if let description, !description.flattened.isEmpty {
                // iOS sets the description's lines 20 pt apart (rss-3); our subheadline's own
                // leading is 2 pt less.
                AnyView(node: description).font(.subheadline).foregroundColor(.secondary)
                    .lineSpacing(2).multilineTextAlignment(.center).padding(.top, 2.33)
            }
            if let actions, !actions.flattened.isEmpty {
                AnyView(node: actions).controlSize(.small).padding(.top, 20)
            } else {
                // Without actions iOS keeps 18.67 pt below the description: the block sits above
                // the centre (rss-1: 191.5 pt in a 400 pt frame).
                Color.clear.frame(height: 18.67)
            }
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
