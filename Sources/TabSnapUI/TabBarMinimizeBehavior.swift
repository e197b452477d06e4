import TabSnapLayout

/// iOS 26's `tabBarMinimizeBehavior(_:)`: when the bar shrinks as content scrolls. A snapshot is
/// the screen at rest, scrolled to its start, where no behaviour has minimized the bar yet, so
/// the bar is drawn full size whichever is asked.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    public static let never = TabBarMinimizeBehavior(name: "never")
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
}

extension View {
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
