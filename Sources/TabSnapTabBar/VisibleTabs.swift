import TabSnapLayout

/// The tabs a bar actually shows on a device: with more items than fit, the first n−1 and a
/// "More" tab (ellipsis icon), which is selected when the selected item is among the rest.
public struct VisibleTabs: Hashable, Sendable {
    public let items: [TabItem]
    public let selected: Int
    public let hasMore: Bool

    public init(_ config: TabBarConfig, idiom: DeviceIdiom) {
        let fit = config.maxItems ?? (idiom == .pad ? 6 : 5)
        guard config.items.count > fit else {
            items = config.items
            selected = config.selected < 0 ? -1 : min(config.selected, max(config.items.count - 1, 0))
            hasMore = false
            return
        }
        var shown = Array(config.items.prefix(fit - 1))
        shown.append(TabItem(title: config.moreTitle, icon: "ellipsis", selectedIcon: "ellipsis"))
        items = shown
        selected = config.selected < 0 ? -1 : (config.selected < fit - 1 ? config.selected : fit - 1)
        hasMore = true
    }
}
