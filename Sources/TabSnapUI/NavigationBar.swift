import TabSnapLayout

/// The bar a `NavigationStack` draws above its root.
struct NavigationBar: View {
    let info: NavigationTraits
    typealias M = NavigationBarMetrics

    /// A toolbar item; one that shows a symbol within its margins.
    func item(_ node: ViewNode) -> AnyView {
        let symbol = NavigationTraits.showsSymbol(node, EnvironmentValues.current)
        return AnyView(AnyView(node: node).padding(.horizontal, symbol ? M.symbolMargin : 0))
    }

    var body: some View {
        let proxy = SystemNavigationBarAppearance.current
        let uikit = EnvironmentValues.current.navigationBarAppearance.map { $0.over(proxy) } ?? proxy
        let look = uikit.look(standard: info.background != nil)
        let titleColor = look?.titleColor ?? uikit.titleColor
        let largeTitleColor = look?.largeTitleColor ?? uikit.largeTitleColor
        let leading = HStack(spacing: M.itemSpacing) { ForEach(info.leading.indices) { item(info.leading[$0]) } }.fixedSize()
        let trailing = HStack(spacing: M.itemSpacing) { ForEach(info.trailing.indices) { item(info.trailing[$0]) } }.fixedSize()
        let title = Group {
            if let principal = info.principal {
                AnyView(node: principal)
            } else if let title = info.title, !info.large {
                Text(title).font(.system(size: M.inlineTitleSize, weight: .semibold)).lineLimit(1).foregroundColor(titleColor)
            } else {
                Color.clear.frame(height: 1)
            }
        }
        return VStack(spacing: 0) {
            // UIKit centres the title on the bar when it fits between the items so; otherwise
            // it centres it in the room between them, truncated if need be (rss-6: a title
            // beside a wide Cancel sits right of centre).
            ViewThatFits(in: .horizontal) {
                HStack(spacing: M.itemSpacing) {
                    ZStack(alignment: .leading) { leading; trailing.hidden() }
                    title.fixedSize().frame(maxWidth: .infinity)
                    ZStack(alignment: .trailing) { trailing; leading.hidden() }
                }
                HStack(spacing: M.itemSpacing) {
                    leading
                    title.frame(maxWidth: .infinity)
                    trailing
                }
            }
            .padding(.horizontal, M.margin)
            // Toolbar labels show their icon alone, as in a bar.
            .labelStyle(.iconOnly)
            .lineLimit(1)
            .font(.system(size: 17))
            // Bar buttons draw their symbols at the large scale (iOS: a 17.7 pt chevron).
            .imageScale(.large)
            .tint(uikit.tint)
            .frame(height: M.barHeight)
            if info.large, let title = info.title {
                Text(title).font(.system(size: M.largeTitleSize, weight: .bold)).lineLimit(1).foregroundColor(largeTitleColor)
                    .firstTextBaseline(at: M.largeTitleBaseline)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, M.margin)
                    .frame(height: M.largeTitleHeight, alignment: .top)
            }
            if let search = info.search { SearchField(shown: search) }
        }
        .background(uikit.isDefault ? barBackground : uikitBackground(uikit, look))
    }

    /// The bar UIKit's appearance proxy asks for: its look's background and hairline, over
    /// the bar's own colour.
    private func uikitBackground(_ uikit: SystemNavigationBarAppearance, _ look: SystemNavigationBarAppearance.Look?) -> AnyView {
        guard let look else {
            guard let color = uikit.barColor else { return barBackground }
            return AnyView(color.ignoresSafeArea(edges: .top))
        }
        var background = look.background
        if case .none = background, let color = uikit.barColor { background = .color(color) }
        let fill: AnyView
        switch background {
        case .material: fill = AnyView(Rectangle().fill(Material.bar))
        case .color(let c): fill = AnyView(c)
        case .none: fill = AnyView(Color.clear)
        }
        let shadow = look.shadow ?? .clear
        return AnyView(fill.overlay(alignment: .bottom) { shadow.frame(height: 1 / 3) }.ignoresSafeArea(edges: .top))
    }

    /// The standard appearance's material and hairline when asked for; none at the scroll edge.
    private var barBackground: AnyView {
        guard let background = info.background else { return AnyView(Color.clear) }
        let fill = background.map { AnyView($0) } ?? AnyView(Rectangle().fill(Material.bar))
        return AnyView(fill.overlay(alignment: .bottom) { Color.separator.frame(height: 1 / 3) }.ignoresSafeArea(edges: .top))
    }
}
