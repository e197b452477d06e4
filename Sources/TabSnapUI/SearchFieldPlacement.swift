import TabSnapLayout

/// Where `.searchable` puts its field; on an iPhone always under the title, at rest.
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement(), toolbar = SearchFieldPlacement(), sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}
