import Foundation

/// Trees used by benchmarks and tests: seed 000's tab bar item, written as in the seed, and a
/// large synthetic tree.
public enum SampleTrees {
    /// Seed 000's `TabBarItem`, almost line for line.
    public struct TabBarItem: View {
        let icon: String
        let title: String
        let badgeCount: Int
        let isSelected: Bool
        let itemWidth: CGFloat

        public init(icon: String, title: String, badgeCount: Int, isSelected: Bool, itemWidth: CGFloat) {
            self.icon = icon
            self.title = title
            self.badgeCount = badgeCount
            self.isSelected = isSelected
            self.itemWidth = itemWidth
        }

        public var body: some View {
            VStack(alignment: .center, spacing: 2.0) {
                ZStack(alignment: .bottomLeading) {
                    Circle()
                        .foregroundColor(Color(light: Color(hex: "#FFDD2D")!, dark: Color(hex: "#FFDD2D")!))
                        .frame(width: 20.0, height: 20.0)
                        .opacity(isSelected ? 1.0 : 0.0)
                    ZStack {
                        Image(systemName: icon)
                            .resizable()
                            .renderingMode(.template)
                            .frame(width: 28.0, height: 28.0)
                            .foregroundColor(isSelected ? Color.primary : Color.gray)
                        Text("\(badgeCount > 99 ? "99+" : "\(badgeCount)")")
                            .kerning(0.3)
                            .lineLimit(1)
                            .truncationMode(.tail)
                            .foregroundColor(Color.white)
                            .font(.system(size: 11, weight: .bold))
                            .padding(.horizontal, 4)
                            .background(Color.red)
                            .cornerRadius(50)
                            .opacity(badgeCount == 0 ? 0.0 : 1.0)
                            .offset(x: 16.0, y: -8.0)
                    }
                }
                Text(title)
                    .font(.system(size: 12, weight: .bold))
                    .foregroundColor(isSelected ? Color.primary : Color.gray)
            }
            .frame(width: itemWidth)
        }
    }

    /// Seed 000's bar: five items across the screen width over full-screen content.
    public static func seedTabBar(titles: [String] = ["Главная", "Каталог", "Поиск", "Профиль", "Корзина"],
                                  icons: [String] = ["house", "square.grid.2x2", "magnifyingglass", "person", "cart"],
                                  selected: Int = 0, badges: [Int] = [0, 0, 0, 0, 120]) -> AnyView {
        AnyView(GeometryReader { geometry in
            ZStack(alignment: .bottom) {
                Color(light: .white, dark: .black).ignoresSafeArea()
                HStack(spacing: 0) {
                    ForEach(0..<titles.count) { i in
                        TabBarItem(icon: icons[i], title: titles[i], badgeCount: badges[i], isSelected: i == selected,
                                   itemWidth: geometry.size.width / CGFloat(titles.count))
                    }
                }
            }
        }.ignoresSafeArea(.keyboard))
    }

    /// About `count` nodes: rows of padded, framed shapes and texts in nested stacks.
    public static func largeTree(count: Int = 1000) -> AnyView {
        let rows = max(1, count / 13)  // 13 nodes a row
        return AnyView(VStack(spacing: 4) {
            ForEach(0..<rows) { r in
                HStack(spacing: 8) {
                    Circle().frame(width: 24, height: 24)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Row \(r)").font(.system(size: 15, weight: .semibold))
                        Text("Detail text for row \(r)").font(.caption).lineLimit(1)
                    }
                    Spacer()
                    RoundedRectangle(cornerRadius: 6).frame(width: 40, height: 20)
                }
                .padding(.horizontal, 16)
            }
        })
    }
}
