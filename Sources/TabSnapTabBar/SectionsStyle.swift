import Foundation
import TabSnapLayout

/// Seed 003: outline icon when unselected and filled when selected (both in the primary
/// colour, as the seed leaves the image untinted), 24×24 in a 32 pt slot, red title when
/// selected and black otherwise, `VStack(spacing: 4)`, each item as wide as it
/// can be, on a white bar 108 pt tall that covers the bottom safe area; a red-dot badge.
struct SectionsStyle: TabBarStyle {
    var hidesWithKeyboard: Bool { false }
    var coversBottomSafeArea: Bool { true }

    func bar(_ c: StyleContext) -> AnyView {
        let background = c.color(\.barBackground, light: .white, dark: Color(hex: "#1C1C1E")!)
        let badgeColor = c.color(\.badge, .red)
        let height = c.metric(\.barHeight, 108)
        let iconSize = c.metric(\.iconSize, 24)
        let titleSize = c.metric(\.titleSize, 17)
        let weight = c.config.metrics.titleWeight ?? .regular
        let tabs = c.tabs
        // The bar's height includes the bottom safe area: the scene puts it on the screen's edge.
        return AnyView(ZStack(alignment: .top) {
            background
            HStack(spacing: 0) {
                ForEach(tabs.items.indices) { i in
                    SectionItem(title: tabs.items[i].titleText, icon: c.icon(for: tabs.items[i], selected: i == tabs.selected),
                                badge: tabs.items[i].badge, iconOffset: tabs.items[i].iconOffset, lottie: tabs.items[i].lottie,
                                selected: i == tabs.selected, iconSize: iconSize,
                                titleSize: titleSize, titleWeight: weight, background: background,
                                ink: ink(c, tabs.items[i], selected: i == tabs.selected), badgeColor: badgeColor)
                }
            }
        }
        .frame(height: height))
    }

    /// A red title when selected, black (white in dark) otherwise; icons in the tint either way.
    func ink(_ c: StyleContext, _ item: TabItem, selected: Bool) -> ItemInk {
        ItemInk(title: selected ? c.color(\.selectedTitle, .red) : c.color(\.title, light: .black, dark: .white),
                icon: c.color(\.tint, light: .black, dark: .white))
    }
}

struct SectionItem: View {
    let title: Text
    let icon: String?
    let badge: Badge
    var iconOffset = IconOffset(x: 0, y: 0)
    var lottie: TabLottie? = nil
    var selected = false
    let iconSize: Double
    let titleSize: Double
    let titleWeight: Font.Weight
    let background: Color
    let ink: ItemInk
    let badgeColor: Color

    var body: some View {
        ZStack {
            background
            VStack {
                VStack(spacing: 4) {
                    VStack {
                        IconWithBadge(icon: icon, lottie: lottie, selected: selected, size: iconSize, color: ink.icon ?? .primary,
                                      badge: BadgeView(badge: badge, background: badgeColor, foreground: .white, fontSize: 11, minHeight: 16))
                            .offset(x: iconOffset.x, y: iconOffset.y)
                    }
                    .frame(height: 32)
                    title
                        .font(.system(size: titleSize, weight: titleWeight))
                        .lineLimit(1)
                        .foregroundColor(ink.title ?? .primary)
                }
            }
        }
        .frame(maxWidth: .infinity)
    }
}
