import TabSnapLayout

/// Every number of the `system` style, with where it comes from. "Measured" means measured by
/// `Scripts/measure_ios_tabbar.py` on the real iOS snapshot references in
/// `../shared/conformance/ios-references/` (iOS 17.0–18.5, 3×; GUIDE §11); "estimate" means no
/// reference was found and the value is a default a configuration can override.
public enum SystemBarMetrics {
    // MARK: Bar
    /// The bar's height above the bottom safe area on `device` held in `orientation`: iPad 50,
    /// landscape iPhone 32, portrait iPhone 49.
    public static func height(on device: Device, _ orientation: Orientation) -> Double {
        device.idiom == .pad ? padBarHeight : (orientation == .landscape ? compactBarHeight : barHeight)
    }

    /// Measured: 49 pt above the bottom safe area on every portrait iPhone reference.
    public static let barHeight = 49.0
    /// Estimate (Apple's older HIG; no reference): a landscape iPhone's compact bar.
    public static let compactBarHeight = 32.0
    /// Estimate (no reference): the iPad bar.
    public static let padBarHeight = 50.0
    /// Measured: one device pixel, black at 30 % (#B2B2B2 over white), in the row just above the
    /// bar's frame (standard appearance only).
    public static let hairlineLight = Color(r: 0, g: 0, b: 0, a: 77)
    /// Estimate: the dark hairline (white at 15 %; no dark standard-appearance reference).
    public static let hairlineDark = Color(r: 255, g: 255, b: 255, a: 38)

    // MARK: Items, stacked (portrait iPhone)
    /// Measured: an SF Symbol's centre is 18.67 pt below the bar's top (rss-*, iOS 18.4).
    public static let symbolCenterY = 18.67
    /// Measured: SF Symbols' ink is ≈ 25 pt (`newspaper.fill` 25.3 × 24.7, `star.fill` 25.3 × 24.3).
    public static let symbolSize = 25.0
    /// Measured: a custom 24 pt image's centre, + 19.0 in a bar over the home indicator
    /// (em-memo, iOS 17.2) with its title on the usual + 45 baseline; a bar with no bottom inset
    /// drew it at + 20.0 with a bold title at + 46 (thumbprint, iOS 17.0). The pair goes together.
    public static let imageCenterY = 19.0
    public static let imageCenterYWithoutInset = 20.0
    /// Measured: custom images are drawn at their own 24 pt (thumbprint, em-memo).
    public static let imageSize = 24.0
    /// Measured: a 10 pt medium title's baseline under a symbol, + 45.0 (rss-*; title-only
    /// items + 44.33…45.0).
    public static let titleBaseline = 45.0
    /// Measured: a bold 10 pt title under a 24 pt image in a bar without a bottom inset, + 46.0
    /// (thumbprint).
    public static let titleBaselineUnderImageWithoutInset = 46.0
    /// Measured: a CJK title's ink centre is 41.3…41.5 pt below the top (em-memo, iOS 17.2);
    /// the fallback font's ideographs on the 45 pt baseline land at 41.5, so no change is needed.
    /// Measured: SF Pro 10 pt medium (Inter 10 medium stands in; GUIDE §11).
    public static let titleSize = 10.0
    /// Estimate (GUIDE §3): iPad titles.
    public static let padTitleSize = 13.0

    // MARK: Items, side by side (iPad, landscape iPhone)
    /// Estimate (Apple's older HIG compact glyph sizes 18/17/23/20 pt for circular/square/wide/
    /// tall glyphs; the bundled icons are drawn as circular).
    public static let compactSymbolSize = 18.0
    /// Estimate: the gap between icon and title side by side.
    public static let sideBySideSpacing = 6.0
    /// Estimate: the widest an iPad item grows; items are centred.
    public static let padItemMaxWidth = 160.0

    // MARK: Badges
    /// Measured: the pill is 18 pt tall, its top 3 pt below the bar's top.
    public static let badgeHeight = 18.0
    public static let badgeTop = 3.0
    /// Measured: on an item without an icon the pill's left edge is 10.8 pt right of the item's
    /// centre (a11y-badges, iOS 17.5 and 18.5).
    public static let badgeLeftWithoutIcon = 10.8
    /// Estimate: with an icon, the pill starts 4 pt right of the icon's centre.
    public static let badgeLeftWithIcon = 4.0
    /// Estimate: badge text size.
    public static let badgeTextSize = 13.0
    /// Measured: a one-character badge is an 18 pt circle (a11y-badges "3", "A"), so the text's
    /// side padding is small enough for any single character to stay inside 18 pt.
    public static let badgePadding = 4.0

    // MARK: Colours
    /// Measured: a SwiftUI `TabView`'s selected tint on iOS 18, light and dark (rss-*).
    public static let selectedTint = Color(r: 10, g: 132, b: 255)
    /// Measured: unselected titles and icons of a `TabView` on iOS 18, light and dark (rss-*).
    public static let unselected = Color(r: 146, g: 146, b: 146)
    /// Estimate: a disabled item is drawn at this opacity.
    public static let disabledOpacity = 0.35
    /// Estimate: the standard appearance's material (a blur of what is behind, tinted light or
    /// dark); no reference shows it over content.
    public static let standardMaterial = Material(name: "tabBarStandard", blur: 15,
                                                  tint: Color(light: Color(r: 249, g: 249, b: 249, a: 240),
                                                              dark: Color(r: 22, g: 22, b: 22, a: 240)))
}
