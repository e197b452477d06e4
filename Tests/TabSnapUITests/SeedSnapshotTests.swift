import TabSnapTesting
import TabSnapUI
import UIKit
import XCTest

/// The seed articles' own SwiftUI, compiled unchanged against TabSnapUI and snapshotted in
/// light and dark (references in Snapshots/SeedSnapshotTests, each looked at beside its seed).
final class SeedSnapshotTests: XCTestCase {
    /// Seed 004's MainView hides every tab bar through UIKit's appearance proxy when it is made;
    /// later tests draw UIKit's default bar.
    override func tearDown() { UITabBar.resetAppearance() }

    func testSeed003CustomTabView() {
        assertSnapshot(of: CustomTabView(), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }

    /// The article's plain TabView as written: its tabs name `1.circle`, `2.circle`, `3.circle`,
    /// drawn filled as iOS draws every tab's symbol.
    func testSeed003PlainTabViewAsWritten() {
        assertSnapshot(of: Seed003Plain.ContentView(), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }

    func testSeed003PlainTabViewWithSystemSymbols() {
        // The article's plain TabView with the house, message and person symbols instead.
        struct Plain: View {
            @State var selection = 1
            var body: some View {
                TabView(selection: $selection) {
                    PageOneView().tabItem { Label("Page1", systemImage: "house") }.tag(1)
                    PageTwoView().tabItem { Label("Page2", systemImage: "message") }.tag(2)
                    PageThreeView().tabItem { Label("Page3", systemImage: "person") }.tag(3)
                }
            }
        }
        assertSnapshot(of: Plain(), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }

    // Seed 000: the article's final RootTabView (custom bar of five TabBarItems over a TabView,
    // the cart item animated with OffsetAnimation), at rest: main selected, empty cart.
    func testSeed000RootTabView() {
        assertSnapshot(of: RootTabView(), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }

    // Seed 000's UIKit tabs as the article prints them: the profile controller and the cart
    // screen in the app's UINavigationController subclass, wrapped for SwiftUI
    // (UIViewControllerRepresentable); the cart's bar is hidden, the profile's shows.
    func testSeed000UIKitTabs() {
        assertSnapshot(of: ProfileSUIView().ignoresSafeArea(), devices: ["iphone-15-pro"], schemes: [.light, .dark], named: "profile")
        assertSnapshot(of: CartSUIView().ignoresSafeArea(), devices: ["iphone-15-pro"], schemes: [.light, .dark], named: "cart")
    }

    // Seed 000: the article's first RootTabView, a plain TabView with SF Symbols labels.
    func testSeed000SimpleRootTabView() {
        assertSnapshot(of: Seed000Simple.RootTabView(), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }

    // Seed 000: the article's three pictured TabBarItem states side by side (inactive, active,
    // active with a badge), the cart item with a price title, and a "99+" badge.
    func testSeed000TabBarItemStates() {
        struct States: View {
            var body: some View {
                HStack(spacing: 0) {
                    TabBarItem(icon: Image.TabBar.home, title: "Utkonos", badgeCount: 0, isSelected: false, itemWidth: 78) {}
                    TabBarItem(icon: Image.TabBar.home, title: "Utkonos", badgeCount: 0, isSelected: true, itemWidth: 78) {}
                    TabBarItem(icon: Image.TabBar.cart, title: "Cart", badgeCount: 3, isSelected: true, itemWidth: 78) {}
                    TabBarItem(icon: Image.TabBar.cart, title: 1234.5.stringCurrency, badgeCount: 120, isSelected: false, itemWidth: 78,
                               animation: OffsetAnimation(offset: CGPoint(x: 0, y: 4), value: 1)) {}
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.systemBackground)
            }
        }
        assertSnapshot(of: States(), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }

    // Seed 000's cart bounce (issue 14): the cart item as the article's RootTabView drives it,
    // offset index 0, then 1 at 0.1 s (the badge appears) and 2 at 0.2 s, each change sprung
    // by OffsetAnimation's `.spring(response: 0.15, dampingFraction: 0.75)`. One reference
    // per frame: at rest, on the way down, near the bottom, retargeted, back up, settled.
    func testSeed000CartBounceFrames() {
        func item(_ index: Int) -> some View {
            let offsets: [CGPoint] = [.init(x: 0, y: 0), .init(x: 0, y: 4), .init(x: 0, y: 0)]
            return TabBarItem(icon: Image.TabBar.cart, title: "Cart", badgeCount: index == 0 ? 0 : 1, isSelected: false,
                              itemWidth: 78, animation: OffsetAnimation(offset: offsets[index], value: index)) {}
        }
        let bounce = ViewTimeline(item(0)).change(at: 0.1) { item(1) }.change(at: 0.2) { item(2) }
        assertSnapshot(of: bounce, at: [0, 0.13, 0.18, 0.22, 0.26, 0.5], layout: .fixed(width: 78, height: 60),
                       devices: [.iPhone15Pro], schemes: [.light])
    }

    // Seed 000's `TabBarItem` alone, as swift-snapshot-testing's `layout:` snapshots one
    // component: at its own size (selected, with a badge) and in a fixed 78 × 60 pt box.
    func testSeed000TabBarItemAlone() {
        let item = TabBarItem(icon: Image.TabBar.cart, title: "Cart", badgeCount: 3, isSelected: true, itemWidth: 78) {}
        let fits = assertSnapshot(of: item, layout: .sizeThatFits, devices: [.iPhone15Pro], schemes: [.light, .dark], named: "fits")
        // 78 pt wide as the item says, at 3x; as tall as its icon, spacing and title.
        XCTAssertEqual(fits.first?.actualSize?.width, 234)
        assertSnapshot(of: item, layout: .fixed(width: 78, height: 60), devices: [.iPhoneSE], schemes: [.light], named: "fixed")
    }

    // Seed 004: MainView as the project wrote it. The project hides the TabView's own bar with
    // UIKit's `UITabBar.appearance().isHidden = true` in `init()`: TabSnap's UIKit module keeps
    // that for every bar drawn afterwards, as UIKit does, so the test puts UIKit's default back.
    // (Its `.toolbar(.hidden, for: .tabBar)` sits on the custom bar, a sibling of the TabView,
    // where SwiftUI does not apply it to the TabView.) A UIHostingController puts
    // systemBackground behind the view; `setBG()` tints over it.
    func testSeed004MainView() {
        struct Hosted: View {
            var body: some View {
                Seed004.MainView().background(Color.systemBackground)
            }
        }
        UITabBar.resetAppearance()
        defer { UITabBar.resetAppearance() }
        assertSnapshot(of: Hosted(), devices: ["iphone-15-pro", "iphone-se"], schemes: [.light, .dark])
        XCTAssertTrue(UITabBar.appearance().isHidden, "the project's init hid every tab bar")
    }

    // Seed 004: the project's own `TabBar()` under a page, as MainView shows them once UIKit has
    // hidden the system bar (the TabView's selected page stands in by the same `Text("Home")
    // .setBG()`), over systemBackground as in a UIHostingController. Icons only: the Lottie view
    // is stood in by a tinted symbol.
    func testSeed004TabBar() {
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Home").setBG()
                    Seed004.MainView().TabBar()
                }
                .background(Color.systemBackground)
            }
        }
        assertSnapshot(of: Screen(), devices: ["iphone-15-pro", "iphone-se"], schemes: [.light, .dark])
    }
}

