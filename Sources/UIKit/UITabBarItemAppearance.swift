/// How a tab bar's items look in each state, for one layout (stacked, inline, compact inline).
public final class UITabBarItemAppearance: @unchecked Sendable {
    public var normal = UITabBarItemStateAppearance()
    public var selected = UITabBarItemStateAppearance()
    public var disabled = UITabBarItemStateAppearance()
    public var focused = UITabBarItemStateAppearance()

    public init(style: Style = .stacked) {}

    init(copying other: UITabBarItemAppearance) {
        normal = UITabBarItemStateAppearance(copying: other.normal)
        selected = UITabBarItemStateAppearance(copying: other.selected)
        disabled = UITabBarItemStateAppearance(copying: other.disabled)
        focused = UITabBarItemStateAppearance(copying: other.focused)
    }

    /// Back to the system's colours and fonts for `style`.
    public func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    public enum Style: Int, Sendable { case stacked, inline, compactInline }
}
