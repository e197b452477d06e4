import Foundation
import TabSnapLayout
import TabSnapTabBar

/// What UIKit's appearance proxies say about tab bars (`UITabBar.appearance()`, its
/// `UITabBarAppearance`s), as the `UIKit` module records them, for the bar a `TabView` draws.
///
/// UIKit keeps appearance in the process, not in a view: an app sets it once (in its `init` or
/// `application(_:didFinishLaunchingWithOptions:)`) and every bar made afterwards takes it. So
/// this is process state too (`AppearanceStore`); a render reads it once per bar.
package struct SystemTabBarAppearance: Sendable {
    /// How one of the bar's two appearances (`standardAppearance`, `scrollEdgeAppearance`) draws.
    package struct Look: Sendable {
        package enum Background: Sendable {
            /// The system material (`configureWithDefaultBackground`).
            case material
            /// A flat colour (`configureWithOpaqueBackground`, or `backgroundColor` set).
            case color(Color)
            /// Nothing (`configureWithTransparentBackground`).
            case none
        }
        package var background: Background = .material
        /// The hairline over the bar; nil draws none.
        package var shadow: Color?
        package var icon: Color?
        package var selectedIcon: Color?
        package var title: Color?
        package var selectedTitle: Color?
        package var badge: Color?
        package var badgeText: Color?
        /// The titles' fonts (`titleTextAttributes[.font]`).
        package var titleFont: Font?
        package var selectedTitleFont: Font?

        package init(background: Background = .material, shadow: Color? = nil) {
            self.background = background
            self.shadow = shadow
        }
    }

    /// `isHidden`: no system bar; the page takes the whole screen above the safe area.
    package var isHidden = false
    /// `tintColor`: the selected item's colour.
    package var tint: Color?
    /// `unselectedItemTintColor`.
    package var unselectedTint: Color?
    /// `backgroundColor` or `barTintColor` on the bar itself: drawn behind it in every state.
    package var barColor: Color?
    package var standard: Look?
    package var scrollEdge: Look?

    package init() {}

    private static let store = AppearanceStore(SystemTabBarAppearance())

    /// What the proxies hold now.
    package static var current: SystemTabBarAppearance { store.current }

    /// Changes what the proxies hold, as setting a property on the proxy does.
    package static func update(_ change: (inout SystemTabBarAppearance) -> Void) { store.update(change) }

    /// Back to UIKit's defaults (tests that set appearance put it back).
    package static func reset() { store.reset() }

    /// The configuration of a bar drawn in `state` (`.standard` when content runs under it),
    /// with this appearance applied: as UIKit, a missing scroll-edge appearance is the standard
    /// one with no background, and the bar's own colour shows through either way. `viewTint`
    /// (SwiftUI's `.tint`) is the bar's own `tintColor`, over the proxy's; an appearance's item
    /// colours are over both.
    package func apply(to config: inout TabBarConfig, state: BarAppearance, viewTint: Color? = nil) {
        if let tint = viewTint ?? tint { set(&config, \.tint, tint) }
        if let unselectedTint { set(&config, \.unselected, unselectedTint) }
        var look: Look? = state == .standard ? standard : scrollEdge
        if look == nil, state == .scrollEdge, var s = standard {
            s.background = .none
            s.shadow = nil
            look = s
        }
        guard var look else {
            if let barColor {
                config.appearance = .standard
                set(&config, \.barBackground, barColor)
                if state == .scrollEdge { set(&config, \.separator, .clear) }
            }
            return
        }
        if case .none = look.background, let barColor { look.background = .color(barColor) }
        switch look.background {
        case .material:
            config.appearance = .standard
        case .color(let c):
            config.appearance = .standard
            set(&config, \.barBackground, c)
        case .none:
            config.appearance = look.shadow == nil ? .scrollEdge : .standard
            if look.shadow != nil { set(&config, \.barBackground, .clear) }
        }
        set(&config, \.separator, look.shadow ?? .clear)
        if let c = look.icon { set(&config, \.unselected, c) }
        if let c = look.selectedIcon { set(&config, \.tint, c) }
        if let c = look.title { set(&config, \.title, c) }
        if let c = look.selectedTitle { set(&config, \.selectedTitle, c) }
        if let c = look.badge { set(&config, \.badge, c) }
        if let c = look.badgeText { set(&config, \.badgeText, c) }
        if let f = look.titleFont {
            config.metrics.titleSize = f.size
            config.metrics.titleWeight = f.weight
            config.metrics.titleFont = f.family
        }
        if let f = look.selectedTitleFont {
            config.metrics.selectedTitleSize = f.size
            config.metrics.selectedTitleWeight = f.weight
        }
    }

    private func set(_ config: inout TabBarConfig, _ key: WritableKeyPath<StyleColors, Color?>, _ color: Color) {
        config.light[keyPath: key] = color.resolved(in: .light)
        config.dark[keyPath: key] = color.resolved(in: .dark)
    }
}
