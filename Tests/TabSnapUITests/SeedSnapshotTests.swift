import TabSnapTesting
import TabSnapUI
import XCTest

/// The seed articles' own SwiftUI, compiled unchanged against TabSnapUI and snapshotted in
/// light and dark (references in Snapshots/SeedSnapshotTests, each looked at beside its seed).
final class SeedSnapshotTests: XCTestCase {
    func testSeed003CustomTabView() {
        assertSnapshot(of: CustomTabView(), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }

    func testSeed003PlainTabViewWithSystemSymbols() {
        // The article's plain TabView, with symbols the bundled set has (its "1.circle" family is
        // not in it: that case fails with the name, see TabViewTests).
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
}

