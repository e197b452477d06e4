import SwiftUI
import TabSnapCore
import TabSnapPNG
import TabSnapTabBar
import TabSnapTesting
import TabSnapUI
import UIKit
import XCTest

/// UIKit controllers and views drawn by TabSnap: a `UITabBarController` of view controllers
/// built in code (labels, image views, stack views placed by frame), its tab bar from the
/// controllers' items, badges and appearance, More past five.
final class UIKitControllerTests: XCTestCase {
    override func setUp() { UITabBar.resetAppearance() }
    override func tearDown() { UITabBar.resetAppearance() }

    static let resources = try! FontResources.bundled()

    /// A screen as UIKit code builds one: a stack of a symbol, a title and a caption centred in
    /// the view, placed in `viewDidLayoutSubviews`.
    final class PageController: UIViewController, @unchecked Sendable {
        let symbol: String
        let stack = UIStackView()
        init(title: String, symbol: String, badge: String? = nil) {
            self.symbol = symbol
            super.init()
            self.title = title
            tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: UIImage(systemName: symbol + ".fill"))
            tabBarItem.badgeValue = badge
        }

        required init?(coder: NSCoder) { return nil }

        override func viewDidLoad() {
            view.backgroundColor = .systemGroupedBackground
            let icon = UIImageView(image: UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 44)))
            icon.tintColor = .systemIndigo
            let name = UILabel()
            name.text = title
            name.font = .preferredFont(forTextStyle: .title2)
            name.textAlignment = .center
            let caption = UILabel()
            caption.text = "Built with UIKit"
            caption.font = .systemFont(ofSize: 15)
            caption.textColor = .secondaryLabel
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 8
            [icon, name, caption].forEach(stack.addArrangedSubview)
            let card = UIView()
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 16
            card.layer.cornerCurve = .continuous
            card.tag = 1
            view.addSubview(card)
            card.addSubview(stack)
        }

        override func viewDidLayoutSubviews() {
            let size = stack.intrinsicContentSize
            let card = view.subviews[0]
            card.frame = CGRect(x: 20, y: (view.bounds.height - size.height) / 2 - 24, width: view.bounds.width - 40, height: size.height + 48)
            stack.frame = CGRect(x: (card.bounds.width - size.width) / 2, y: 24, width: size.width, height: size.height)
        }
    }

    static func fiveTabs() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = [PageController(title: "Home", symbol: "house"), PageController(title: "Search", symbol: "magnifyingglass"),
                                PageController(title: "Inbox", symbol: "tray", badge: "3"), PageController(title: "Saved", symbol: "bookmark", badge: ""),
                                PageController(title: "Profile", symbol: "person", badge: "New")]
        tabs.selectedIndex = 2
        tabs.viewControllers![3].tabBarItem.badgeColor = .systemPurple
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemTeal
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemTeal]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemOrange
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        return tabs
    }

    /// The appearance colours every badge orange; the Saved item's own colour is purple.
    func testFiveTabsWithBadgesAndAnAppearance() {
        assertSnapshot(of: Self.fiveTabs(), devices: [.iPhone15Pro, .iPhoneSE, .iPadPro11], schemes: [.light, .dark])
    }

    func testSevenTabsShowMore() {
        let tabs = UITabBarController()
        tabs.viewControllers = ["One", "Two", "Three", "Four", "Five", "Six", "Seven"].enumerated().map { i, t in
            PageController(title: t, symbol: ["1.circle", "2.circle", "3.circle", "4.circle", "5.circle", "6.circle", "7.circle"][i])
        }
        tabs.selectedIndex = 1
        assertSnapshot(of: tabs, devices: [.iPhone15Pro, .iPhoneSE, .iPadPro11], schemes: [.light, .dark])
    }

    /// The controller's bar is the system style's: the same pixels as the equivalent
    /// configuration, which `Scripts/measure_ios_tabbar.py` holds to the iOS references.
    func testTabBarControllerAndSystemConfigurationDrawTheSameBar() throws {
        let tabs = UITabBarController()
        tabs.viewControllers = [("Home", "house"), ("Cart", "cart"), ("Me", "person")].map { t, s in
            let c = UIViewController()
            c.tabBarItem = UITabBarItem(title: t, image: UIImage(systemName: s + ".fill"), tag: 0)
            c.loadViewIfNeeded()
            c.view.backgroundColor = UIColor(color: Color(light: Color(r: 242, g: 242, b: 247), dark: .black))
            return c
        }
        tabs.viewControllers![1].tabBarItem.badgeValue = "3"
        tabs.selectedIndex = 1
        for (device, scheme) in [("iphone-15-pro", ColorScheme.light), ("iphone-se", .dark), ("ipad-pro-11", .light)] {
            var config = TabBarConfig(name: "same")
            config.items = [TabSnapTabBar.TabItem(title: "Home", icon: "house.fill", selectedIcon: "house.fill"),
                            TabSnapTabBar.TabItem(title: "Cart", icon: "cart.fill", selectedIcon: "cart.fill", badge: .text("3")),
                            TabSnapTabBar.TabItem(title: "Me", icon: "person.fill", selectedIcon: "person.fill")]
            config.selected = 1
            let d = try Devices.resolve(device)
            let fromConfig = try TabBarRenderer.render(StyleContext(config: config, device: d, orientation: .portrait, scheme: scheme),
                                                       resources: Self.resources).image
            let fromUIKit = try Snapshot.render(makeNode(tabs), container: d.container(.portrait, keyboard: false), scheme: scheme,
                                                environment: d.environment(.portrait), resources: Self.resources).image
            XCTAssertTrue(fromConfig == fromUIKit, "\(device) \(scheme): UITabBarController and the system configuration differ")
        }
    }

    /// Seed 001's pattern: a SwiftUI screen wraps a `UITabBarController` whose tabs are SwiftUI
    /// views in hosting controllers and a UIKit controller, and a UIKit label sits in SwiftUI
    /// through `UIViewRepresentable`.
    struct TabBarWrapper: UIViewControllerRepresentable {
        let selected: Int
        func makeUIViewController(context: Context) -> UITabBarController {
            let feed = UIHostingController(rootView: VStack(spacing: 12) {
                Image(systemName: "newspaper.fill").font(.system(size: 40)).foregroundColor(.orange)
                Text("A SwiftUI tab").font(.title2.bold())
                Chip(text: "UIKit label in SwiftUI")
            })
            feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)
            let settings = PageController(title: "Settings", symbol: "gearshape")
            let controller = UITabBarController()
            controller.viewControllers = [feed, settings]
            return controller
        }
        func updateUIViewController(_ controller: UITabBarController, context: Context) {
            controller.selectedIndex = selected
            controller.viewControllers?[1].tabBarItem.badgeValue = context.environment.colorScheme == .dark ? "D" : "L"
        }
    }

    struct Chip: UIViewRepresentable {
        let text: String
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .white
            label.backgroundColor = .systemPink
            label.layer.cornerRadius = 6
            label.textAlignment = .center
            return label
        }
        func updateUIView(_ label: UILabel, context: Context) { label.text = text }
    }

    func testRepresentablesWrapAControllerAndAView() {
        assertSnapshot(of: TabBarWrapper(selected: 0).ignoresSafeArea(), devices: [.iPhone15Pro, .iPhoneSE, .iPadPro11], schemes: [.light, .dark],
                       named: "feed")
        assertSnapshot(of: TabBarWrapper(selected: 1).ignoresSafeArea(), devices: [.iPhone15Pro], schemes: [.light, .dark], named: "settings")
    }

    /// The iOS references' UIKit setups written as UIKit code draw the same bar as the
    /// configurations `Scripts/measure_ios_tabbar.py` measures against those references:
    /// thumbprint's standalone bar (24 pt images, bold titles, opaque white, nothing selected)
    /// and the accessibility project's badge bar (title-only items, badges "", "3", "A", "3").
    func testStandaloneBarsDrawAsTheMeasuredConfigurations() throws {
        let d = try Devices.resolve("iphone-15-pro")
        func bar(_ items: [UITabBarItem], titleFont: UIFont? = nil, white: Bool) -> UIViewController {
            let c = UIViewController()
            c.loadViewIfNeeded()
            c.view.backgroundColor = .white
            let tabBar = UITabBar()
            tabBar.items = items
            if white {
                let a = UITabBarAppearance()
                a.configureWithDefaultBackground()
                a.backgroundColor = .white
                if let titleFont {
                    a.stackedLayoutAppearance.normal.titleTextAttributes = [.font: titleFont]
                }
                tabBar.standardAppearance = a
            }
            tabBar.translatesAutoresizingMaskIntoConstraints = false
            c.view.addSubview(tabBar)
            NSLayoutConstraint.activate([
                tabBar.leadingAnchor.constraint(equalTo: c.view.leadingAnchor),
                tabBar.trailingAnchor.constraint(equalTo: c.view.trailingAnchor),
                tabBar.bottomAnchor.constraint(equalTo: c.view.safeAreaLayoutGuide.bottomAnchor),
            ])
            return c
        }
        let square = "Scripts/ios-tabbar/square24@3x.png"
        let thumbprint = bar(["Left", "Middle", "Right"].map { UITabBarItem(title: $0, image: UIImage(named: square), tag: 0) },
                             titleFont: .systemFont(ofSize: 10, weight: .bold), white: true)
        let badges = bar(["Item A", "Item B", "Item C", "Item D"].map { UITabBarItem(title: $0, image: nil, tag: 0) }, white: false)
        for (i, v) in ["", "3", "A", "3"].enumerated() { (badges.view.subviews[0] as! UITabBar).items![i].badgeValue = v }
        for (controller, yaml) in [(thumbprint, "thumbprint.light.yaml"), (badges, "a11y-badges.ios18.5.yaml")] {
            let config = try TabBarConfigDecoder.load("Scripts/ios-tabbar/" + yaml)
            let context = StyleContext(config: config, device: d, orientation: .portrait, scheme: .light)
            // The decoder resolves the configurations' images beside them; UIKit names the same file.
            let resources = try FontResources.bundled(images: PNGImageLoader())
            // The bar's own 49 pt and the hairline row above it: below the bar a standalone
            // UITabBar leaves its view's background, where a controller's runs on to the edge.
            let wholeBar = try TabBarRenderer.render(context, resources: resources, barOnly: true).image
            let fromConfig = try XCTUnwrap(wholeBar.cropped(to: PixelRect(x0: 0, y0: 0, x1: wholeBar.width, y1: Int(49 * d.scale) + 1)))
            let screen = try Snapshot.render(makeNode(controller), container: d.container(.portrait, keyboard: false), scheme: .light,
                                             environment: d.environment(.portrait), resources: resources).image
            // The bar-only render starts at the hairline's pixel row, just above the bar.
            let top = Int((d.size(.portrait).height - d.safeAreaInsets(.portrait).bottom - 49) * d.scale) - 1
            let fromUIKit = try XCTUnwrap(screen.cropped(to: PixelRect(x0: 0, y0: top, x1: screen.width, y1: top + fromConfig.height)))
            XCTAssertEqual(fromUIKit.width, fromConfig.width, yaml)
            XCTAssertTrue(fromUIKit == fromConfig, "\(yaml): the UIKit bar differs from the measured configuration's")
        }
    }

    func testFramesAutoresizingAndStacks() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = UIView(frame: CGRect(x: 10, y: 70, width: 180, height: 20))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(bar)
        root.frame.size = CGSize(width: 300, height: 200)
        XCTAssertEqual(bar.frame, CGRect(x: 10, y: 170, width: 280, height: 20), "width and top margin take the growth")

        let a = UILabel(), b = UILabel()
        a.text = "A"
        b.text = "Longer text"
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .horizontal
        stack.spacing = 10
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 0, width: 210, height: 40)
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 100, height: 40))
        XCTAssertGreaterThan(b.intrinsicContentSize.width, a.intrinsicContentSize.width)
        XCTAssertEqual(a.intrinsicContentSize.height, 17 * 2444 / 2048, accuracy: 0.34, "a label is its font's line tall")

        let c = UIViewController()
        XCTAssertFalse(c.isViewLoaded)
        XCTAssertEqual(c.view.frame.size, UIScreen.main.bounds.size, "loaded at the screen's size")
        c.title = "Inbox"
        XCTAssertEqual(c.tabBarItem.title, "Inbox", "titled by the controller until set")
    }
}
