import TabSnapLayout

/// SwiftUI's `NavigationStack` showing its root: the navigation bar with the root's
/// `.navigationTitle` (large by default, or inline) and `.toolbar` items, over the root, whose
/// safe area starts below the bar (backgrounds that ignore the safe area run on under it, as
/// in UIKit). The bar has the scroll-edge appearance of a list at rest: no background.
/// Metrics are estimates (see `NavigationBarMetrics`).
public struct NavigationStack: View {
    let root: AnyView

    public init(@ViewBuilder root: () -> AnyView) { self.root = root() }
    public init<P>(path: Binding<P>, @ViewBuilder root: () -> AnyView) { self.root = root() }

    public var body: some View {
        let env = EnvironmentValues.current
        // Views are built and laid out on one thread; the reader's closure only runs there.
        nonisolated(unsafe) let info = NavigationTraits(root.node, in: env)
        nonisolated(unsafe) let root = self.root
        let statusBar = env.device.map { $0.safeAreaInsets(env.orientation).top } ?? 0
        return GeometryReader { proxy in
            // UIKit keeps the bar below the status bar even when the stack ignores the safe area.
            let gap = max(0, statusBar - Double(proxy.frame(in: .global).minY) - proxy.safeAreaInsets.top)
            root.frame(maxWidth: .infinity, maxHeight: .infinity)
                .safeAreaInset(edge: .top, spacing: 0) {
                    if !info.hidden { NavigationBar(info: info).padding(.top, gap) }
                }
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    if !info.bottom.isEmpty { BottomToolbar(items: info.bottom) }
                }
        }
    }
}

/// The older `NavigationView`: on an iPhone the same stack.
public struct NavigationView: View {
    let content: AnyView
    public init(@ViewBuilder content: () -> AnyView) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

extension View {
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedView { accepted("navigationBarBackButtonHidden") }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedView {
        accepted("navigationDestination")  // only the root is shown
    }
}

/// Where a toolbar item sits.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let primaryAction = ToolbarItemPlacement(name: "topBarTrailing")
    public static let cancellationAction = ToolbarItemPlacement(name: "topBarLeading")
    public static let confirmationAction = ToolbarItemPlacement(name: "topBarTrailing")
    /// The bottom toolbar, drawn above the home indicator.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Above the keyboard, which a still frame does not show: not drawn.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let secondaryAction = ToolbarItemPlacement(name: "topBarTrailing")
    public static let destructiveAction = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigation = ToolbarItemPlacement(name: "topBarLeading")
    public static let status = ToolbarItemPlacement(name: "bottomBar")
}

/// One toolbar item with its placement.
public struct ToolbarItem: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.modified(content().node, .trait(.toolbarPlacement(placement.name))))
    }
    /// An item of a customizable toolbar; a still frame shows it where it is placed.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true,
                @ViewBuilder content: () -> AnyView) {
        self.init(placement: placement, content: content)
    }
}

/// Several toolbar items with one placement.
public struct ToolbarItemGroup: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> AnyView) {
        node = ViewNode(.modified(HStack(spacing: NavigationBarMetrics.itemSpacing) { content() }.node,
                                  .trait(.toolbarPlacement(placement.name))))
    }
}
