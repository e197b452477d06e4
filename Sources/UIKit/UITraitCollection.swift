import TabSnapUI

/// The traits a dynamic colour resolves against and a snapshot is taken with: scheme, text size,
/// scale, idiom, size classes and layout direction, each unspecified until set. `current` is the
/// render's (light and the default size outside a render); `init(traitsFrom:)` merges several,
/// later ones winning where they specify a trait, as swift-snapshot-testing builds its devices.
public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Points to pixels; 0 when unspecified.
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Every trait unspecified.
    public convenience init() { self.init(style: .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }

    /// The collections merged in order: each trait is the last one that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            collections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  category: last(\.preferredContentSizeCategory, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  direction: last(\.layoutDirection, unspecified: .unspecified))
    }

    init(style: UIUserInterfaceStyle = .unspecified, category: UIContentSizeCategory = .unspecified, scale: CGFloat = 0,
         idiom: UIUserInterfaceIdiom = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, direction: UITraitEnvironmentLayoutDirection = .unspecified) {
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        displayScale = scale
        userInterfaceIdiom = idiom
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        layoutDirection = direction
    }

    /// This collection with `other`'s specified traits over it.
    public func modifyingTraits(from other: UITraitCollection) -> UITraitCollection { UITraitCollection(traitsFrom: [self, other]) }

    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let o = other else { return true }
        return (o.userInterfaceStyle == .unspecified || o.userInterfaceStyle == userInterfaceStyle)
            && (o.preferredContentSizeCategory == .unspecified || o.preferredContentSizeCategory == preferredContentSizeCategory)
            && (o.displayScale == 0 || o.displayScale == displayScale)
            && (o.userInterfaceIdiom == .unspecified || o.userInterfaceIdiom == userInterfaceIdiom)
            && (o.horizontalSizeClass == .unspecified || o.horizontalSizeClass == horizontalSizeClass)
            && (o.verticalSizeClass == .unspecified || o.verticalSizeClass == verticalSizeClass)
            && (o.layoutDirection == .unspecified || o.layoutDirection == layoutDirection)
    }

    /// The traits of the render in progress.
    public static var current: UITraitCollection {
        let env = EnvironmentValues.current
        let pad = env.device?.idiom == .pad
        return UITraitCollection(style: env.colorScheme == .dark ? .dark : .light, category: UIContentSizeCategory(env.dynamicTypeSize),
                                 scale: UIScreen.main.scale, idiom: pad ? .pad : .phone,
                                 horizontal: env.horizontalSizeClass == .regular ? .regular : .compact,
                                 vertical: env.verticalSizeClass == .compact ? .compact : .regular,
                                 direction: env.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}
