import TabSnapLayout

/// UINavigationBar's sizes on an iPhone. Measured on the one iOS navigation bar in
/// ../shared/conformance (pf-iphone8.png, iOS 13.2; `NavigationConformanceTests`): the 44 pt bar,
/// and a leading item whose ink starts 18 pt in (ours 19, from the 16 pt margin) centred in the
/// bar. Estimates: the 52 pt large-title row, SF's 34 pt bold large title and 17 pt semibold
/// inline title.
enum NavigationBarMetrics {
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let largeTitleSize = 34.0
    /// The large title's baseline below the top of its row.
    static let largeTitleBaseline = 41.0
    static let inlineTitleSize = 17.0
    static let margin = 16.0
    static let itemSpacing = 16.0
}

/// The bar a `NavigationStack` draws above its root.
struct NavigationBar: View {
    let info: NavigationTraits
    typealias M = NavigationBarMetrics

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                HStack(spacing: M.itemSpacing) {
                    ForEach(info.leading.indices) { AnyView(node: info.leading[$0]) }
                    Spacer(minLength: 0)
                    ForEach(info.trailing.indices) { AnyView(node: info.trailing[$0]) }
                }
                .padding(.horizontal, M.margin)
                if let principal = info.principal {
                    AnyView(node: principal)
                } else if let title = info.title, !info.large {
                    Text(title).font(.system(size: M.inlineTitleSize, weight: .semibold)).lineLimit(1)
                }
            }
            .font(.system(size: 17))
            .frame(height: M.barHeight)
            if info.large, let title = info.title {
                Text(title).font(.system(size: M.largeTitleSize, weight: .bold)).lineLimit(1)
                    .firstTextBaseline(at: M.largeTitleBaseline)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, M.margin)
                    .frame(height: M.largeTitleHeight, alignment: .top)
            }
        }
    }
}
