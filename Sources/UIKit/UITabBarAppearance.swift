import TabSnapUI

/// A tab bar's look: the bar appearance (background, hairline) and its items' looks. Set it
/// as a bar's `standardAppearance` (content under the bar) or `scrollEdgeAppearance` (content
/// ending above it).
public final class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    /// Portrait iPhone items: icon over title.
    public var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// iPad items: icon beside title.
    public var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Landscape iPhone items: icon beside title, compact.
    public var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    public var selectionIndicatorTintColor: UIColor?
    public var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    public var stackedItemSpacing: CGFloat = 0
    public var stackedItemWidth: CGFloat = 0

    public override init(idiom: UIUserInterfaceIdiom = .unspecified) {
        super.init(idiom: idiom)
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tab = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = UITabBarItemAppearance(copying: tab.stackedLayoutAppearance)
            inlineLayoutAppearance = UITabBarItemAppearance(copying: tab.inlineLayoutAppearance)
            compactInlineLayoutAppearance = UITabBarItemAppearance(copying: tab.compactInlineLayoutAppearance)
            selectionIndicatorTintColor = tab.selectionIndicatorTintColor
        }
    }

    public func copy() -> UITabBarAppearance { UITabBarAppearance(barAppearance: self) }

    /// What TabSnap's bar draws for this appearance (the stacked items' colours and fonts;
    /// TabSnap's bar takes the same colours in its inline layouts).
    func tabBarLook() -> SystemTabBarAppearance.Look {
        var look = look()
        let items = stackedLayoutAppearance
        look.icon = items.normal.iconColor?.color
        look.selectedIcon = items.selected.iconColor?.color
        look.title = items.normal.titleColor?.color
        look.selectedTitle = items.selected.titleColor?.color
        look.titleFont = items.normal.titleFont?.font
        look.selectedTitleFont = items.selected.titleFont?.font
        look.badge = items.normal.badgeBackgroundColor?.color
        look.badgeText = items.normal.badgeTextColor?.color
        return look
    }
}
