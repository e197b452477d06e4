#if os(Linux)
import SwiftUI
import TabSnapTesting
import XCTest
@testable import ShopUI

/// The app's own tab bar, snapshotted on Linux (references in Snapshots/ShopTabsTests/).
final class ShopTabsTests: XCTestCase {
    func testShopTabs() {
        assertSnapshot(of: ShopTabs(cartCount: 3), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }
}
#endif
