import TabSnapLayout

/// iOS 26's `tabBarMinimizeBehavior(_:)`: when the bar shrinks as content scrolls. A snapshot is
/// the screen at rest, scrolled to its start, where no behaviour has minimized the bar yet, so
/// the bar is drawn full size whichever is asked.
public enum TabBarMinimizeBehavior: Hashable, Sendable { case automatic, never, onScrollDown, onScrollUp }

extension View {
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
