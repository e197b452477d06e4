import TabSnapLayout

/// SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension EnvironmentValues {
    private enum ContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets? { nil } }

    /// `.contentMargins`: the space scroll views (and lists) below keep around their content.
    var contentMargins: EdgeInsets? {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Margins around the content of the scroll views and lists below, on the edges given (a
    /// list's first section starts this far down instead of its own gap).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> ModifiedView {
        guard placement != .scrollIndicators else { return accepted("contentMargins") }
        return environmentWrite("contentMargins") { env in
            var m = env.contentMargins ?? EdgeInsets()
            if edges.contains(.top) { m.top = insets.top }
            if edges.contains(.leading) { m.leading = insets.leading }
            if edges.contains(.bottom) { m.bottom = insets.bottom }
            if edges.contains(.trailing) { m.trailing = insets.trailing }
            env.contentMargins = m
        }
    }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> ModifiedView {
        let l = Double(length ?? 0)
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedView {
        contentMargins(.all, length, for: placement)
    }
}
