import Foundation
import TabSnapLayout

/// UIKit's tab bar: 49 pt plus the bottom safe area (50 on iPad, 32 on a landscape iPhone), a
/// hairline top separator one device pixel thick, icon over a 10 pt medium title on a portrait
/// iPhone and icon beside the title elsewhere, systemRed badge pills, tint per scheme.
struct SystemStyle: TabBarStyle {
    var hidesWithKeyboard: Bool { true }

    func bar(_ c: StyleContext) -> AnyView {
        let tint = c.color(\.tint, .blue)
        let unselected = c.color(\.unselected, light: .gray, dark: Color(hex: "#98989D")!)
        let background = c.color(\.barBackground, light: Color(hex: "#F9F9F9")!, dark: Color(hex: "#161616")!)
        let separator = c.color(\.separator, light: Color(hex: "#0000004D")!, dark: Color(hex: "#FFFFFF26")!)
        let badgeColor = c.color(\.badge, .red)
        let badgeText = c.color(\.badgeText, .white)
        let pad = c.device.idiom == .pad
        let height = c.metric(\.barHeight, pad ? 50 : (c.orientation == .landscape ? 32 : 49))
        let titleSize = c.metric(\.titleSize, pad ? 13 : 10)
        let iconSize = c.metric(\.iconSize, c.sideBySide ? 23 : 25)
        let weight = c.config.metrics.titleWeight ?? .medium
        let hairline = 1 / c.device.scale

        let items = c.tabs.items.enumerated().map { i, item -> AnyView in
            let selected = i == c.tabs.selected
            let color = selected ? tint : unselected
            var icon = IconWithBadge(icon: c.icon(for: item, selected: selected), size: iconSize, color: color,
                                     badge: BadgeView(badge: item.badge, background: badgeColor, foreground: badgeText, fontSize: 13, minHeight: 18))
            // Beside a title the pill rises above the icon, so the title stays readable.
            if c.sideBySide { icon.badgeRise = 9 }
            let title = Text(item.title).font(.system(size: titleSize, weight: weight)).lineLimit(1).foregroundColor(color)
            if c.sideBySide {
                return AnyView(HStack(spacing: 6) { icon; title }
                    .frame(maxWidth: pad ? 160 : .infinity, maxHeight: .infinity))
            }
            return AnyView(VStack(spacing: 2) { icon; title }
                .padding(.top, 6)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
        }
        return AnyView(ZStack(alignment: .top) {
            HStack(spacing: 0) { ForEach(items.indices) { items[$0] } }
                .frame(maxWidth: .infinity)
                .frame(height: height)
            // The separator is drawn over the bar's top edge, one device pixel thick, across the
            // whole screen (landscape insets included).
            separator.frame(height: hairline).ignoresSafeArea(.container, edges: .horizontal)
        }
        .background(background))
    }
}

/// A tab's template icon filling its frame, or an empty space of the same size when the tab
/// has no icon.
struct TabIcon: View {
    let name: String?

    var body: some View {
        if let name {
            Image(systemName: name).resizable().renderingMode(.template)
        } else {
            Color.clear
        }
    }
}

/// An icon (or nothing) with a badge pinned near its top-trailing corner.
struct IconWithBadge: View {
    let icon: String?
    let size: Double
    let color: Color
    let badge: BadgeView
    /// How far above the icon's top the badge starts.
    var badgeRise: Double = 3

    var body: some View {
        TabIcon(name: icon)
        .foregroundColor(color)
        .frame(width: size, height: size)
        // A pill starts just right of the icon's centre; a dot sits on its top-right corner.
        .overlay(badge.offset(x: badge.badge == .dot ? size - 5 : size * 0.5 + 4, y: -badgeRise), alignment: .topLeading)
    }
}
