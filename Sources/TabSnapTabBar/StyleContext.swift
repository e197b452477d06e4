import Foundation
import TabSnapLayout

/// Everything a style needs to build its bar for one render.
public struct StyleContext: Sendable {
    public let config: TabBarConfig
    public let device: Device
    public let orientation: Orientation
    public let scheme: ColorScheme
    public let tabs: VisibleTabs
    /// The locale and content size category the render is put in (a target's), applied after
    /// the configuration's own.
    public var overrides = RenderOverrides()

    public init(config: TabBarConfig, device: Device, orientation: Orientation, scheme: ColorScheme) {
        self.config = config
        self.device = device
        self.orientation = orientation
        self.scheme = scheme
        self.tabs = VisibleTabs(config, idiom: device.idiom)
    }

    /// The configuration drawn for one target: its device, orientation, scheme, locale and
    /// content size category.
    public init(config: TabBarConfig, target: RenderTarget) {
        self.init(config: config, device: target.device, orientation: target.orientation, scheme: target.scheme)
        overrides = target.overrides
    }

    /// Icon and title side by side: iPad, and iPhone in landscape (UIKit's regular layout).
    public var sideBySide: Bool { device.idiom == .pad || orientation == .landscape }

    /// A colour from the configuration's overrides, or the style's default, for both schemes:
    /// the display list resolves it with the scheme, so no style picks one itself.
    public func color(_ key: KeyPath<StyleColors, Color?>, light: Color, dark: Color) -> Color {
        Color(light: config.colors(.light)[keyPath: key] ?? light, dark: config.colors(.dark)[keyPath: key] ?? dark)
    }

    /// A configured colour, or nil when neither scheme overrides it.
    public func optionalColor(_ key: KeyPath<StyleColors, Color?>) -> Color? {
        let l = config.colors(.light)[keyPath: key], d = config.colors(.dark)[keyPath: key]
        guard l != nil || d != nil else { return nil }
        return Color(light: l ?? d!, dark: d ?? l!)
    }

    /// A colour that is already dynamic (or the same in both schemes) as the default.
    public func color(_ key: KeyPath<StyleColors, Color?>, _ fallback: Color) -> Color {
        color(key, light: fallback, dark: fallback)
    }

    public func metric(_ key: KeyPath<StyleMetrics, Double?>, _ fallback: Double) -> Double {
        config.metrics[keyPath: key] ?? fallback
    }

    public func icon(for item: TabItem, selected: Bool) -> String? {
        selected ? (item.selectedIcon ?? item.icon) : item.icon
    }
}

/// A tab bar look: builds the bar for a context. Each seed's design is one style.
public protocol TabBarStyle: Sendable {
    /// The bar, to be placed at the bottom of the screen.
    func bar(_ context: StyleContext) -> AnyView
    /// Whether the bar hides while the keyboard is up (UIKit's tab bar does).
    var hidesWithKeyboard: Bool { get }
    /// Whether the bar's container ignores the bottom safe area, so a bar of fixed height
    /// sits on the screen's bottom edge (seed 003's `edgesIgnoringSafeArea(.bottom)`).
    var coversBottomSafeArea: Bool { get }
    /// The colours of an item's title and icon, selected or not, as `bar` draws them.
    func ink(_ context: StyleContext, _ item: TabItem, selected: Bool) -> ItemInk
}

extension TabBarStyle {
    public var coversBottomSafeArea: Bool { false }
}

extension TabBarStyleName {
    public var style: TabBarStyle {
        switch self {
        case .system: return SystemStyle()
        case .circle: return CircleStyle()
        case .sections: return SectionsStyle()
        case .icons: return IconsStyle()
        }
    }
}

/// A red pill with white text, or a red dot: the badge most styles draw. Its text is proposed
/// `maxWidth`, so a long string is cut with "…" there rather than by the icon's small frame.
struct BadgeView: View {
    let badge: Badge
    let background: Color
    let foreground: Color
    let fontSize: Double
    let minHeight: Double
    /// The text's side padding inside the pill.
    var padding: Double = 5
    var maxWidth: Double = BadgeView.width

    /// The frame a badge is laid out in; the pill starts at its left edge.
    static let width = 56.0

    var body: some View {
        pill.frame(width: maxWidth, alignment: .leading)
    }

    @ViewBuilder var pill: some View {
        if badge == .dot {
            Circle().foregroundColor(background).frame(width: 8, height: 8)
        } else if let label = badge.label {
            Text(label)
                .font(.system(size: fontSize, weight: .regular))
                .lineLimit(1)
                .truncationMode(.tail)
                .foregroundColor(foreground)
                .padding(.horizontal, padding)
                .frame(minWidth: minHeight, minHeight: minHeight)
                .background(Capsule().foregroundColor(background))
        }
    }
}
