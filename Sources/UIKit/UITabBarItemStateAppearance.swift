/// How tab items look in one state (normal, selected, disabled): icon and title colours, title
/// font, badge colours.
public final class UITabBarItemStateAppearance: @unchecked Sendable {
    public var iconColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgePositionAdjustment = UIOffset.zero
    public var badgeTitlePositionAdjustment = UIOffset.zero

    init() {}

    init(copying other: UITabBarItemStateAppearance) {
        iconColor = other.iconColor
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }

    var titleColor: UIColor? { titleTextAttributes[.foregroundColor] as? UIColor }
    var titleFont: UIFont? { titleTextAttributes[.font] as? UIFont }
    var badgeTextColor: UIColor? { badgeTextAttributes[.foregroundColor] as? UIColor }
}
