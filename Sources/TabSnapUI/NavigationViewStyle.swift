/// `NavigationView`'s styles. On an iPhone every style is the one stack TabSnap draws; on an iPad
/// the columns style would be a split view, which `NavigationView` does not draw here (its
/// successor `NavigationSplitView` does).
public protocol NavigationViewStyle: Sendable {}

public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { .init() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: Self { .init() } }

extension View {
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedView { accepted("navigationViewStyle") }
}
