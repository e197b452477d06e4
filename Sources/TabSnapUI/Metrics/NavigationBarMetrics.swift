import TabSnapLayout

/// UINavigationBar's sizes on an iPhone. Measured on the one iOS navigation bar in
/// ../shared/conformance (pf-iphone8.png, iOS 13.2; `NavigationConformanceTests`): the 44 pt bar,
/// and a leading item whose ink starts 18 pt in (ours 18.3: the margin and the symbol's) centred in the
/// bar. The inline title (17 pt semibold, centred) measured on rss-10 and rss-7 (iOS 18.4,
/// `Scripts/screen_conformance.py`): its top and centre within 0.33 pt. Estimates: the 52 pt
/// large-title row and SF's 34 pt bold large title.
enum NavigationBarMetrics {
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let largeTitleSize = 34.0
    /// The large title's baseline below the top of its row.
    static let largeTitleBaseline = 41.0
    static let inlineTitleSize = 17.0
    static let margin = 16.0
    /// A bar button's symbol keeps its side margins, which a stack's alignment drops: iOS's
    /// `plus` ink starts 2.0 pt inside the leading margin (UIKit, iOS 13.2) and ends 3.0 pt
    /// inside the trailing one (a SwiftUI toolbar, iOS 18.4, rss-7), where text items start
    /// at the margin.
    static let symbolMargin = 2.5
    static let itemSpacing = 16.0
}
