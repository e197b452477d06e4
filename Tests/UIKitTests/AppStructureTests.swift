import Foundation
import SwiftUI
import TabSnapCore
import TabSnapTesting
import TabSnapUI
import UIKit
import XCTest

/// An app's own structure compiles as UIKit and SwiftUI apps write it: an `App` with a
/// `WindowGroup`, an app delegate that builds a window with a root controller, a responder
/// listening for the keyboard, a tab bar subclassed by `init(frame:)` with its items
/// overridden, and a spinner.
final class AppStructureTests: XCTestCase {
    struct ShopApp: App {
        var body: some Scene {
            WindowGroup { Text("Shop") }
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate, @unchecked Sendable {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            let tabs = UITabBarController()
            tabs.viewControllers = [LoadingController(), UIViewController()]
            tabs.viewControllers?[1].tabBarItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person"), tag: 1)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
            return true
        }
    }

    /// A screen still loading: a large spinner over a caption; it listens for the keyboard.
    final class LoadingController: UIViewController, @unchecked Sendable {
        let spinner = UIActivityIndicatorView(style: .large)
        override func viewDidLoad() {
            tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "bag"), tag: 0)
            view.backgroundColor = .systemBackground
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in }
            spinner.translatesAutoresizingMaskIntoConstraints = false
            spinner.startAnimating()
            let caption = UILabel()
            caption.text = "Loading orders…"
            caption.textColor = .secondaryLabel
            caption.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(spinner)
            view.addSubview(caption)
            NSLayoutConstraint.activate([
                spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                caption.topAnchor.constraint(equalTo: spinner.bottomAnchor, constant: 12),
                caption.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ])
        }
    }

    /// A tab bar subclass as custom bars write them.
    final class ShopTabBar: UITabBar, @unchecked Sendable {
        override init(frame: CGRect) {
            super.init(frame: frame)
            tintColor = .systemPink
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override var items: [UITabBarItem]? {
            didSet { selectedItem = items?.first }
        }
    }

    func testAWindowFromTheAppDelegate() throws {
        XCTAssertTrue(type(of: ShopApp().body) == WindowGroup.self)
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        XCTAssertTrue(delegate.application(.shared, didFinishLaunchingWithOptions: nil))
        let window = try XCTUnwrap(delegate.window)
        XCTAssertTrue(window.rootViewController is UITabBarController)
        XCTAssertTrue(UIApplication.shared.delegate === delegate)
        assertSnapshot(of: window, devices: [.iPhone15Pro, .iPhoneSE], schemes: [.light, .dark])
    }

    func testSubclassedTabBarAndStoppedSpinner() {
        let bar = ShopTabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 49))
        let first = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
        bar.items = [first, UITabBarItem(title: "Cart", image: UIImage(systemName: "cart"), tag: 1)]
        XCTAssertEqual(bar.selectedItem, first, "items are equal by identity, as NSObject's")
        XCTAssertNotEqual(bar.items?[1], first)
        assertSnapshot(of: bar, layout: .sizeThatFits, devices: [.iPhone15Pro], schemes: [.light])
        let stopped = UIActivityIndicatorView(style: .medium)
        XCTAssertEqual(stopped.frame.size, CGSize(width: 20, height: 20))
        XCTAssertNil(stopped.drawnContent(), "a stopped spinner that hides when stopped draws nothing")
    }
}
