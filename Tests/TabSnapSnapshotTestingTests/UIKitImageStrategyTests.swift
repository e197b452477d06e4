import Foundation
import SnapshotTesting
import SwiftUI
import TabSnapCore
import TabSnapSnapshotTesting
import UIKit
import XCTest

/// swift-snapshot-testing's `.image` strategies as an iOS team's tests call them, for a
/// controller, a UIKit view and a SwiftUI view, on the library's device configurations and
/// traits. References in `__Snapshots__/UIKitImageStrategyTests/`.
final class UIKitImageStrategyTests: XCTestCase {
    override func tearDown() { UITabBar.resetAppearance() }

    /// A UIKit screen: a title label pinned under the safe area with Auto Layout.
    final class GreetingController: UIViewController, @unchecked Sendable {
        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            let label = UILabel()
            label.text = "Hello from UIKit"
            label.font = .preferredFont(forTextStyle: .title2)
            label.textColor = .label
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            ])
        }
    }

    static func tabs() -> UITabBarController {
        let tabs = UITabBarController()
        let pages: [(String, String, String?)] = [("Home", "house", nil), ("Search", "magnifyingglass", nil), ("Inbox", "tray", "3")]
        tabs.viewControllers = pages.map { title, symbol, badge in
            let page = GreetingController()
            page.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: UIImage(systemName: symbol + ".fill"))
            page.tabBarItem.badgeValue = badge
            return page
        }
        return tabs
    }

    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("Weekly summary").font(.headline)
                Text("12 new items").font(.subheadline).foregroundStyle(.secondary)
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
            .padding()
        }
    }

    func testControllerOnDeviceConfigurations() {
        assertSnapshot(of: Self.tabs(), as: .image(on: .iPhoneSe))
        assertSnapshot(of: Self.tabs(), as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)), named: "iPhone13-dark")
        assertSnapshot(of: GreetingController(), as: .image(on: .iPhoneX(.landscape)), named: "iPhoneX-landscape")
    }

    func testUIViewAndSwiftUIView() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 220, height: 44))
        label.text = "A UILabel, 220 × 44"
        label.textAlignment = .center
        label.backgroundColor = .systemYellow
        assertSnapshot(of: label, as: .image)
        assertSnapshot(of: Card(), as: .image(layout: .device(config: .iPhone8), traits: .init(userInterfaceStyle: .dark)), named: "iPhone8-dark")
        assertSnapshot(of: Card(), as: .image(layout: .sizeThatFits), named: "fits")
        assertSnapshot(of: Card(), as: .image(layout: .fixed(width: 300, height: 120), traits: .init(preferredContentSizeCategory: .accessibilityMedium)),
                       named: "fixed-ax1")
    }

    /// Each configuration renders its screen's points at the simulator's 3× unless the traits
    /// give a scale; side insets turn the phone.
    func testConfigurationSizesAndScale() throws {
        func size<V>(_ value: V, _ strategy: Snapshotting<V, RGBAImage>) -> (Int, Int) {
            var image: RGBAImage?
            strategy.snapshot(value).run { image = $0 }
            return (image?.width ?? 0, image?.height ?? 0)
        }
        XCTAssertTrue(size(GreetingController(), .image(on: .iPhoneSe)) == (960, 1704))
        XCTAssertTrue(size(GreetingController(), .image(on: .iPhone13, traits: .init(displayScale: 2))) == (780, 1688))
        XCTAssertTrue(size(GreetingController(), .image(on: .iPhone12ProMax(.landscape))) == (2778, 1284))
        XCTAssertTrue(size(GreetingController(), .image(on: .iPadPro11(.portrait(splitView: .oneThird)), traits: .init(displayScale: 2))) == (640, 2388))
        XCTAssertTrue(size(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20)), .image) == (150, 60))
        XCTAssertTrue(size(UIView(), .image(size: CGSize(width: 10, height: 10))) == (30, 30))
        XCTAssertEqual(ViewImageConfig.iPhoneX(.landscape).safeArea, UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        XCTAssertEqual(ViewImageConfig.iPhone8.traits.preferredContentSizeCategory, .medium)
        XCTAssertEqual(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPadPro11(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass, .compact)
    }

    /// The traits reach the render: a dark controller differs from a light one, and
    /// `overrideUserInterfaceStyle` wins over the traits, as in UIKit.
    func testTraitsReachTheRender() {
        func pixels(_ vc: UIViewController, _ traits: UITraitCollection) -> [UInt8] {
            var image: RGBAImage?
            Snapshotting<UIViewController, RGBAImage>.image(on: .iPhoneSe, traits: traits).snapshot(vc).run { image = $0 }
            return image.map { Array($0.pixels.prefix(4)) } ?? []
        }
        XCTAssertEqual(pixels(GreetingController(), .init(userInterfaceStyle: .light)), [255, 255, 255, 255])
        XCTAssertEqual(pixels(GreetingController(), .init(userInterfaceStyle: .dark)), [0, 0, 0, 255])
        let forced = GreetingController()
        forced.overrideUserInterfaceStyle = .light
        XCTAssertEqual(pixels(forced, .init(userInterfaceStyle: .dark)), [255, 255, 255, 255])
    }
}
