import TabSnapLayout

/// SwiftUI's `NavigationSplitView` in its compact form (every iPhone): a stack showing the
/// sidebar column.
public struct NavigationSplitView: View {
    let sidebar: AnyView
    public init(@ViewBuilder sidebar: () -> AnyView, @ViewBuilder detail: () -> AnyView) { self.sidebar = sidebar() }
    public init(@ViewBuilder sidebar: () -> AnyView, @ViewBuilder content: () -> AnyView, @ViewBuilder detail: () -> AnyView) {
        self.sidebar = sidebar()
    }
    public init<V>(columnVisibility: Binding<V>, @ViewBuilder sidebar: () -> AnyView, @ViewBuilder detail: () -> AnyView) {
        self.sidebar = sidebar()
    }
    public init<V>(columnVisibility: Binding<V>, @ViewBuilder sidebar: () -> AnyView, @ViewBuilder content: () -> AnyView,
                   @ViewBuilder detail: () -> AnyView) {
        self.sidebar = sidebar()
    }
    public var body: some View { NavigationStack { sidebar } }
}

/// SwiftUI's `NavigationSplitViewVisibility`.
public enum NavigationSplitViewVisibility: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }

extension View {
    public func navigationSplitViewStyle<S>(_ style: S) -> ModifiedView { accepted("navigationSplitViewStyle") }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedView { accepted("navigationSplitViewColumnWidth") }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedView {
        accepted("navigationSplitViewColumnWidth")
    }
}
