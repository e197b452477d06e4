import Foundation
import TabSnapLayout

/// Seed 000's item, line for line: a 20 pt "selection circle" at the bottom-left of a 28 pt
/// template icon, a badge pill offset by (16, −8), a 12 pt bold title 2 pt below; every item
/// screen width / item count wide.
struct CircleStyle: TabBarStyle {
    var hidesWithKeyboard: Bool { false }

    func bar(_ c: StyleContext) -> AnyView {
        let circle = c.color(\.selectionCircle, Color(hex: "#FFDD2D")!)
        let badgeColor = c.color(\.badge, .red)
        let badgeText = c.color(\.badgeText, .white)
        let background = c.color(\.barBackground, light: .white, dark: Color(hex: "#1C1C1E")!)
        let iconSize = c.metric(\.iconSize, 28)
        let titleSize = c.metric(\.titleSize, 12)
        let weight = c.config.metrics.titleWeight ?? .bold
        let count = c.tabs.items.count
        let tabs = c.tabs
        // Seed 000 reads the width from a GeometryReader around the whole screen: the safe
        // area's width.
        let insets = c.device.safeAreaInsets(c.orientation)
        let itemWidth = (Double(c.device.size(c.orientation).width) - insets.leading - insets.trailing) / Double(max(count, 1))
        return AnyView(HStack(spacing: 0) {
            ForEach(tabs.items.indices) { i in
                CircleItem(item: tabs.items[i], icon: c.icon(for: tabs.items[i], selected: i == tabs.selected),
                           isSelected: i == tabs.selected, itemWidth: itemWidth,
                           iconSize: iconSize, titleSize: titleSize, titleWeight: weight,
                           ink: ink(c, tabs.items[i], selected: i == tabs.selected), circleColor: circle,
                           badgeColor: badgeColor, badgeText: badgeText)
            }
        }
        .background(background))
    }

    /// Icon and title black (white in dark) when selected, gray otherwise.
    func ink(_ c: StyleContext, _ item: TabItem, selected: Bool) -> ItemInk {
        let color = selected ? c.color(\.tint, light: .black, dark: .white) : c.color(\.unselected, .gray)
        return ItemInk(title: color, icon: color)
    }
}

struct CircleItem: View {
    let item: TabItem
    let icon: String?
    let isSelected: Bool
    let itemWidth: CGFloat
    let iconSize: Double
    let titleSize: Double
    let titleWeight: Font.Weight
    let ink: ItemInk
    let circleColor, badgeColor, badgeText: Color

    var body: some View {
        VStack(alignment: .center, spacing: 2.0) {
            ZStack(alignment: .bottomLeading) {
                Circle()
                    .foregroundColor(circleColor)
                    .frame(width: 20.0, height: 20.0)
                    .opacity(isSelected ? 1.0 : 0.0)
                ZStack {
                    TabIcon(name: icon, lottie: item.lottie, selected: isSelected)
                    .frame(width: iconSize, height: iconSize)
                    .foregroundColor(ink.icon ?? .primary)
                    if item.badge == .dot {
                        Circle().foregroundColor(badgeColor).frame(width: 8, height: 8).offset(x: 12, y: -12)
                    } else {
                        Text(item.badge.label ?? "0")
                            .kerning(0.3)
                            .lineLimit(1)
                            .truncationMode(.tail)
                            .foregroundColor(badgeText)
                            .font(.system(size: 11, weight: .bold))
                            .padding(.horizontal, 4)
                            .background(badgeColor)
                            .cornerRadius(50)
                            .opacity(item.badge.isVisible ? 1.0 : 0.0)
                            .offset(x: 16.0, y: -8.0)
                    }
                }
                .offset(x: item.iconOffset.x, y: item.iconOffset.y)
            }
            item.titleText
                .font(.system(size: titleSize, weight: titleWeight))
                .lineLimit(1)
                .foregroundColor(ink.title ?? .primary)
        }
        .frame(width: itemWidth)
    }
}
