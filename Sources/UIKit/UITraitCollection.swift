import TabSnapUI

/// The traits a dynamic colour resolves against. `current` is the render's: the scheme and text
/// size of the view being drawn (light and the default size outside a render).
public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let displayScale: CGFloat

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        preferredContentSizeCategory = .large
        displayScale = UIScreen.main.scale
    }

    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        userInterfaceStyle = UITraitCollection.current.userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        displayScale = UIScreen.main.scale
    }

    init(style: UIUserInterfaceStyle, category: UIContentSizeCategory, scale: CGFloat) {
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        displayScale = scale
    }

    public static var current: UITraitCollection {
        let env = EnvironmentValues.current
        return UITraitCollection(style: env.colorScheme == .dark ? .dark : .light, category: UIContentSizeCategory(env.dynamicTypeSize),
                                 scale: UIScreen.main.scale)
    }
}
