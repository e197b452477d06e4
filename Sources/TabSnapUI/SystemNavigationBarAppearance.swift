import Foundation
import TabSnapLayout

/// What UIKit's `UINavigationBar.appearance()` says, as the `UIKit` module records it, for the
/// bar a `NavigationStack` draws: process state (`AppearanceStore`), as the tab bar's is.
package struct SystemNavigationBarAppearance: Sendable {
    /// One of the bar's appearances: its background, hairline and title colours.
    package struct Look: Sendable {
        package var background: SystemTabBarAppearance.Look.Background = .material
        package var shadow: Color?
        package var titleColor: Color?
        package var largeTitleColor: Color?
        package init() {}
    }

    /// `tintColor`: the bar buttons' colour.
    package var tint: Color?
    /// `barTintColor` or `backgroundColor`: drawn behind the bar in every state.
    package var barColor: Color?
    /// `titleTextAttributes` and `largeTitleTextAttributes` set on the bar itself.
    package var titleColor: Color?
    package var largeTitleColor: Color?
    package var standard: Look?
    package var scrollEdge: Look?

    package init() {}

    var isDefault: Bool {
        tint == nil && barColor == nil && titleColor == nil && largeTitleColor == nil && standard == nil && scrollEdge == nil
    }

    private static let store = AppearanceStore(SystemNavigationBarAppearance())

    /// What the proxies hold now.
    package static var current: SystemNavigationBarAppearance { store.current }

    /// Changes what the proxies hold, as setting a property on the proxy does.
    package static func update(_ change: (inout SystemNavigationBarAppearance) -> Void) { store.update(change) }

    /// Back to UIKit's defaults (tests that set appearance put it back).
    package static func reset() { store.reset() }

    /// A bar's own appearance over the proxy's: each property the bar sets wins, as in UIKit.
    package func over(_ proxy: SystemNavigationBarAppearance) -> SystemNavigationBarAppearance {
        var a = self
        a.tint = tint ?? proxy.tint
        a.barColor = barColor ?? proxy.barColor
        a.titleColor = titleColor ?? proxy.titleColor
        a.largeTitleColor = largeTitleColor ?? proxy.largeTitleColor
        a.standard = standard ?? proxy.standard
        a.scrollEdge = standard == nil ? (scrollEdge ?? proxy.scrollEdge) : scrollEdge
        return a
    }

    /// The look in a state (`standard` when content runs under the bar): as UIKit, a missing
    /// scroll-edge appearance is the standard one without its background.
    func look(standard isStandard: Bool) -> Look? {
        if isStandard { return standard }
        if let scrollEdge { return scrollEdge }
        guard var s = standard else { return nil }
        s.background = .none
        s.shadow = nil
        return s
    }
}

private struct NavigationBarAppearanceKey: EnvironmentKey {
    static let defaultValue: SystemNavigationBarAppearance? = nil
}

extension EnvironmentValues {
    /// A `UINavigationController`'s own bar appearance, for the bar it draws.
    package var navigationBarAppearance: SystemNavigationBarAppearance? {
        get { self[NavigationBarAppearanceKey.self] }
        set { self[NavigationBarAppearanceKey.self] = newValue }
    }
}
