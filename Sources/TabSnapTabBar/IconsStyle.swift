import Foundation
import TabSnapLayout

/// Seed 004: icons only, 30×30, each item as wide as it can be, the bar padded by the default
/// 16 pt horizontally and 10 pt vertically on a white (light) or black (dark) background that
/// reaches the screen edge; selected black in light and white in dark, others gray at 60 %.
struct IconsStyle: TabBarStyle {
    var hidesWithKeyboard: Bool { false }

    func bar(_ c: StyleContext) -> AnyView {
        let background = c.color(\.barBackground, light: .white, dark: .black)
        let badgeColor = c.color(\.badge, .red)
        let iconSize = c.metric(\.iconSize, 30)
        let tabs = c.tabs
        return AnyView(HStack(spacing: 0) {
            ForEach(tabs.items.indices) { i in
                IconWithBadge(icon: c.icon(for: tabs.items[i], selected: i == tabs.selected), lottie: tabs.items[i].lottie,
                              selected: i == tabs.selected, size: iconSize,
                              color: ink(c, tabs.items[i], selected: i == tabs.selected).icon ?? .primary,
                              badge: BadgeView(badge: tabs.items[i].badge, background: badgeColor, foreground: .white, fontSize: 11, minHeight: 16))
                    .offset(x: tabs.items[i].iconOffset.x, y: tabs.items[i].iconOffset.y)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .background(background))
    }

    /// No titles; the icon black (white in dark) when selected, gray at 60 % otherwise.
    func ink(_ c: StyleContext, _ item: TabItem, selected: Bool) -> ItemInk {
        ItemInk(title: nil, icon: selected ? c.color(\.tint, light: .black, dark: .white) : c.color(\.unselected, Color.gray.opacity(0.6)))
    }
}
