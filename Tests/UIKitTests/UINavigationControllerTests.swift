import SwiftUI
import TabSnapCore
import TabSnapTesting
import TabSnapUI
@testable import UIKit
import XCTest

/// Navigation controllers in tabs: large and inline titles, bar buttons, a back button, and
/// content pinned to the safe area under the bar.
final class UINavigationControllerTests: XCTestCase {
    /// A list-like screen laid out with Auto Layout from the safe area's top.
    final class RowsController: UIViewController, @unchecked Sendable {
        let rows: [String]
        init(title: String, rows: [String]) {
            self.rows = rows
            super.init()
            self.title = title
        }

        required init?(coder: NSCoder) { return nil }

        override func viewDidLoad() {
            view.backgroundColor = .systemGroupedBackground
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 1
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.layer.cornerRadius = 10
            stack.clipsToBounds = true
            for r in rows {
                let label = UILabel()
                label.text = "   " + r
                label.backgroundColor = .secondarySystemGroupedBackground
                label.setContentHuggingPriority(.required, for: .vertical)
                stack.addArrangedSubview(label)
                label.heightAnchor.constraint(equalToConstant: 44).isActive = true
            }
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }

    static func app() -> UITabBarController {
        let inbox = RowsController(title: "Inbox", rows: ["Welcome", "Receipts", "Travel"])
        inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        inbox.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let inboxNav = UINavigationController(rootViewController: inbox)
        inboxNav.navigationBar.prefersLargeTitles = true
        inboxNav.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 0)
        let detail = RowsController(title: "Receipts", rows: ["March", "April"])
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        inboxNav.pushViewController(detail, animated: false)

        let settings = UINavigationController(rootViewController: RowsController(title: "Settings", rows: ["Account", "Privacy"]))
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [inboxNav, settings]
        return tabs
    }

    func testPushedControllerWithBackButtonInATab() {
        assertSnapshot(of: Self.app(), devices: [.iPhone15Pro, .iPhoneSE], schemes: [.light, .dark], named: "pushed")
    }

    func testLargeTitleRootAndContentUnderTheBar() {
        let tabs = Self.app()
        let nav = tabs.viewControllers![0] as! UINavigationController
        XCTAssertNotNil(nav.popViewController(animated: false))
        XCTAssertTrue(nav.showsLargeTitle)
        assertSnapshot(of: tabs, devices: [.iPhone15Pro], schemes: [.light, .dark], named: "root")
        // The stack starts 16 pt under the large title bar: 59 + 44 + 52 + 16.
        let inbox = nav.topViewController as! RowsController
        XCTAssertEqual(inbox.view.subviews[0].frame.minY, 59 + 44 + 52 + 16)
        XCTAssertEqual(inbox.view.subviews[0].frame.minX, 16, "the root view's margins are 16 pt on an iPhone")
    }

    /// A controller's own bar appearance, as UIKit code brands one stack: the Mail tab's bar is
    /// opaque indigo with white titles and buttons; the proxy, set too, gives the Settings bar
    /// only its tint, and the Mail bar keeps its own.
    func testAControllersOwnBarAppearance() {
        defer { UINavigationBar.resetAppearance() }
        UINavigationBar.appearance().tintColor = .systemOrange
        let tabs = Self.app()
        let nav = tabs.viewControllers![0] as! UINavigationController
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemIndigo
        look.titleTextAttributes = [.foregroundColor: UIColor.white]
        look.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        nav.navigationBar.standardAppearance = look
        nav.navigationBar.scrollEdgeAppearance = look
        nav.navigationBar.tintColor = .white
        assertSnapshot(of: tabs, devices: [.iPhone15Pro], schemes: [.light, .dark], named: "own")
        tabs.selectedIndex = 1
        assertSnapshot(of: tabs, devices: [.iPhone15Pro], schemes: [.light], named: "proxy")
    }
}
