import TabSnapLayout

/// SwiftUI's `ContentUnavailableView` (iOS 17): the label's symbol large in the secondary colour
/// over its title (title 2, bold), the description (subheadline, secondary) and the actions
/// (small bordered buttons), centred in the space offered. Measured on rss-1 to rss-3 and rss-7
/// (iOS 18.4): `Scripts/screen_conformance.py`; the figures are `ControlMetrics.emptyState…`.
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
        typealias M = ControlMetrics
        return VStack(spacing: 0) {
            if let icon {
                Image(systemName: icon).font(.system(size: M.emptyStateSymbolSize)).foregroundColor(.secondary)
                    .padding(.bottom, M.emptyStateSymbolGap)
            }
            if let title { Text(verbatim: title).font(.title2.bold()) }
            if let description, !description.flattened.isEmpty {
                AnyView(node: description).font(.subheadline).foregroundColor(.secondary)
                    .multilineTextAlignment(.center).padding(.top, M.emptyStateDescriptionGap)
            }
            if let actions, !actions.flattened.isEmpty {
                AnyView(node: actions).controlSize(.small).padding(.top, M.emptyStateActionsGap)
            } else {
                Color.clear.frame(height: M.emptyStateBottomWithoutActions)
            }
        }
        .padding(.horizontal, M.emptyStateMargin)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
