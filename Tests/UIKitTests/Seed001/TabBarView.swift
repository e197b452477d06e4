import SwiftUI
import UIKit

// A stand-in for seed 001's `TabBarView` (LucaIaco/TabBarView, not committed here), written for
// these tests with the same public API and the same UIKit underneath: a representable around a
// `UITabBarController` whose tabs are SwiftUI views in hosting controllers (wrapped in a
// navigation stack) or view controllers, past five items a More tab of its own (a SwiftUI list
// in a `NavigationView`), and navigation titles carried to the hosting parent by observing
// `\.parent`, as the component does.

/// What a view shown in a `TabBarView` tells its tab.
protocol TabBarViewItemProtocol {
    var tabViewItemTitle: String { get }
    var tabViewItemIcon: UIImage? { get }
}

extension TabBarViewItemProtocol {
    /// Sets this item's badge in every `TabBarView` showing it (by title).
    func updateTabViewBadge(_ badgeValue: String?) {
        NotificationCenter.default.post(name: TabBarView.badgeChanged, object: tabViewItemTitle, userInfo: ["badge": badgeValue as Any])
    }
}

struct TabBarView: UIViewControllerRepresentable {
    static var badgeChanged: Notification.Name { Notification.Name("TabBarView.badgeChanged") }

    struct Item: Identifiable, Hashable {
        let view: any TabBarViewItemProtocol
        var id: String { title }
        var title: String { view.tabViewItemTitle }
        init(view: any TabBarViewItemProtocol) { self.view = view }
        static func == (a: Item, b: Item) -> Bool { a.title == b.title }
        func hash(into hasher: inout Hasher) { hasher.combine(title) }

        /// The item's controller: the view controller itself, or a hosting controller.
        func viewController(wrapSwiftUIInNavigation: Bool) -> UIViewController {
            let controller: UIViewController
            if let vc = view as? UIViewController {
                controller = vc
            } else if let swiftUI = view as? any View {
                controller = wrapSwiftUIInNavigation ? UIHostingController(rootView: AnyView(NavigationStack { AnyView(swiftUI) }))
                                                     : UIHostingController(rootView: AnyView(swiftUI))
            } else {
                controller = UIViewController()
            }
            controller.tabBarItem = UITabBarItem(title: title, image: view.tabViewItemIcon, tag: 0)
            return controller
        }
    }

    final class Coordinator {
        var observations: [NSKeyValueObservation] = []
    }

    @Binding var items: [Item]
    @Binding var selection: Item?
    let wrapSwiftUIInNavigation: Bool
    let moreTabTitle: String
    let fallbackContent: (() -> any View)?

    init(items: Binding<[Item]>, selection: Binding<Item?> = .constant(nil), wrapSwiftUIInNavigation: Bool = true,
         moreTabTitle: String = "More", popToRootOnSelectedTab: Bool = true, fallbackContent: (() -> any View)? = nil) {
        _items = items
        _selection = selection
        self.wrapSwiftUIInNavigation = wrapSwiftUIInNavigation
        self.moreTabTitle = moreTabTitle
        self.fallbackContent = fallbackContent
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UITabBarController {
        let tabs = UITabBarController()
        let limit = UIDevice.current.userInterfaceIdiom == .pad ? 6 : 5
        var controllers = items.prefix(items.count > limit ? limit - 1 : limit).map { item in
            let vc = item.viewController(wrapSwiftUIInNavigation: wrapSwiftUIInNavigation)
            // A controller's own title reaches the bar above it once it has a parent.
            context.coordinator.observations.append(vc.observe(\.parent) { vc, _ in
                vc.parent?.navigationItem.title = vc.navigationItem.title
            })
            return vc
        }
        if items.count > limit {
            let more = UIHostingController(rootView: MoreList(items: Array(items.dropFirst(limit - 1)), title: moreTabTitle))
            more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
            more.tabBarItem.title = moreTabTitle
            controllers.append(more)
        }
        if controllers.isEmpty, let fallbackContent { controllers = [UIHostingController(rootView: AnyView(fallbackContent()))] }
        tabs.viewControllers = controllers
        tabs.tabBar.isHidden = items.isEmpty
        if let selection, let index = items.firstIndex(of: selection), index < controllers.count { tabs.selectedIndex = index }
        return tabs
    }

    func updateUIViewController(_ tabs: UITabBarController, context: Context) {}
}

/// The More tab: the items past the bar, each a row with its icon, in a plain list.
struct MoreList: View {
    let items: [TabBarView.Item]
    let title: String

    var body: some View {
        NavigationView {
            List(items) { item in
                NavigationLink {
                    Text(item.title)
                } label: {
                    Label(title: { Text(item.title) }, icon: { Image(uiImage: item.view.tabViewItemIcon ?? UIImage(systemName: "questionmark.circle")!).renderingMode(.template) })
                }
            }
            .listStyle(.plain)
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
        }
        .navigationViewStyle(.stack)
    }
}
