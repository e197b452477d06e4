import TabSnapTabBar

/// A tab's item: title, image (and the selected one), badge. `init(tabBarSystemItem:tag:)` gives
/// the system items' titles and symbols.
open class UITabBarItem: UIBarItem, @unchecked Sendable {
    public var selectedImage: UIImage?
    /// The badge's text; "" is an empty pill, nil none.
    public var badgeValue: String?
    public var badgeColor: UIColor?
    public var titlePositionAdjustment = UIOffset.zero
    public var standardAppearance: UITabBarAppearance?
    public var scrollEdgeAppearance: UITabBarAppearance?

    public override init() { super.init() }

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        title = systemItem.title
        image = UIImage(systemName: systemItem.symbol)
        self.tag = tag
    }

    /// The item as TabSnap's bar draws it.
    var tabItem: TabSnapTabBar.TabItem {
        let badge: Badge = badgeValue.map { .text($0) } ?? .none
        var tab = TabSnapTabBar.TabItem(title: title ?? "", icon: image?.name, selectedIcon: selectedImage?.name ?? image?.name,
                                        badge: badge, disabled: !isEnabled)
        tab.originalIcon = image?.renderingMode == .alwaysOriginal
        tab.badgeColor = badgeColor?.color
        return tab
    }

    public func setBadgeTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}

    /// UIKit's system tab items, with the titles and symbols iOS shows for them.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }

        var symbol: String {
            switch self {
            case .more: return "ellipsis"
            case .favorites, .featured, .topRated: return "star.fill"
            case .recents, .history, .mostRecent: return "clock.fill"
            case .contacts: return "person.crop.circle.fill"
            case .bookmarks: return "book.fill"
            case .search: return "magnifyingglass"
            case .downloads: return "arrow.down.circle.fill"
            case .mostViewed: return "list.bullet"
            }
        }
    }
}
