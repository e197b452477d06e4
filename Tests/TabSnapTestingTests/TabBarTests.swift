import TabSnapTabBar
import TabSnapTesting
import TabSnapUI   // SwiftUI's names on Linux: View, VStack, Text…
import XCTest      // or `import Testing`: the same call records an Issue there

final class TabBarTests: XCTestCase {
    func testCart() throws {
        let config = try TabBarConfigDecoder.load("Examples/seed000-en.json")
        assertSnapshot(of: config, devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
        assertSnapshot(of: config, as: .bar, devices: [.iPadPro11], orientations: [.landscape], named: "bar",
                       matching: .precision(0.999, perceptualPrecision: 0.98))
        assertSnapshot(of: config, devices: [.iPhoneSE], schemes: [.light], locales: ["en", "he"],
                       dynamicTypeSizes: [.large, .accessibility3])   // mirrored in Hebrew; the system bar's titles stay 10 pt
    }
    func testBadge() {
        assertSnapshot(of: VStack { Text("Hi"); Spacer() }, devices: ["iphone-se"])   // any View; ids work too
    }
}
