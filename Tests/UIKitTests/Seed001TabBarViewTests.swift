import SwiftUI
import TabSnapCore
import TabSnapTesting
import TabSnapUI
import UIKit
import XCTest

/// Seed 001's usage code (its README's `HomeView`, `MySwiftUIView` and `MyUIKitView`) over a
/// stand-in `TabBarView` of our own with the component's API (`Seed001/TabBarView.swift`): a
/// `UITabBarController` in SwiftUI with SwiftUI and UIKit tabs, and its own More tab past five.
final class Seed001TabBarViewTests: XCTestCase {
    override func setUp() { UITabBar.resetAppearance() }

    /// My Sample SwiftUI view conforming to `TabBarViewItemProtocol` (the README's, with a body).
    struct MySwiftUIView: View, TabBarViewItemProtocol {
        var index = 0
        var tabViewItemTitle: String { "MyTitle\(index)" }
        var tabViewItemIcon: UIImage? { UIImage(systemName: "\(index).circle") }

        var body: some View {
            ScrollView {
                VStack(spacing: 16) {
                    Image(uiImage: tabViewItemIcon ?? UIImage(systemName: "xmark.circle")!)
                        .renderingMode(.template).resizable().scaledToFit().frame(height: 100).foregroundStyle(Color.blue)
                    Text("A SwiftUI view in a hosting controller").multilineTextAlignment(.center).font(.system(size: 20))
                    Button("Show TabBar item badge") { updateTabViewBadge("7") }
                }
                .padding()
                .navigationTitle(tabViewItemTitle)
                .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    /// My Sample View Controller conforming to `TabBarViewItemProtocol`, its view built in code.
    final class MyUIKitView: UIViewController, TabBarViewItemProtocol, @unchecked Sendable {
        var index = 1
        var tabViewItemTitle: String { "MyTitle\(index)" }
        var tabViewItemIcon: UIImage? { UIImage(systemName: "\(index).circle") }

        convenience init(index: Int) {
            self.init()
            self.index = index
        }

        override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            let label = UILabel()
            label.text = "A UIViewController"
            label.font = .systemFont(ofSize: 20)
            label.textAlignment = .center
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                                         label.centerYAnchor.constraint(equalTo: view.centerYAnchor)])
        }
    }

    /// The README's `HomeView`, its items given at the start (the app adds them at run time).
    struct HomeView: View {
        /// The set of views which are currently loaded in the `TabBarView` component
        @State private var tabViewItems: [TabBarView.Item]
        /// The currently selected tab bar view item
        @State private var selectedItem: TabBarView.Item?

        init(items: [TabBarView.Item]) { _tabViewItems = State(initialValue: items) }

        var body: some View {
            VStack(spacing: 0) {
                TabBarView(items: $tabViewItems, selection: $selectedItem) {
                    Text("Fallback view shown when no items are loaded in the `TabBarView`")
                        .multilineTextAlignment(.center)
                        .padding()
                }.ignoresSafeArea(.all)
            }
        }
    }

    static func items(_ count: Int) -> [TabBarView.Item] {
        (0..<count).map { i in i.isMultiple(of: 2) ? .init(view: MySwiftUIView(index: i)) : .init(view: MyUIKitView(index: i)) }
    }

    func testThreeTabsOfSwiftUIAndUIKit() {
        assertSnapshot(of: HomeView(items: Self.items(3)), devices: [.iPhone15Pro, .iPhoneSE, .iPadPro11], schemes: [.light, .dark])
    }

    func testSevenTabsShowTheComponentsMoreTab() {
        assertSnapshot(of: HomeView(items: Self.items(7)), devices: [.iPhone15Pro], schemes: [.light, .dark])
    }

    func testNoItemsShowsTheFallback() {
        assertSnapshot(of: HomeView(items: []), devices: [.iPhoneSE], schemes: [.light])
    }
}
