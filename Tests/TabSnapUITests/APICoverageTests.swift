import TabSnapTesting
import TabSnapUI
import XCTest

/// The API coverage screen (APICoverage.swift), rendered in light and dark.
final class APICoverageTests: XCTestCase {
    func testCoverageScreen() {
        assertSnapshot(of: CoverageScreen(), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }
}

/// The rest of the API list in a TabView shell (APICoverage2.swift).
final class APICoverage2Tests: XCTestCase {
    func testAppShell() {
        assertSnapshot(of: AppShell(), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }

    func testChipWithEmptyModifierAndConstantBinding() {
        assertSnapshot(of: chipPreview(), devices: ["iphone-se"], schemes: [.light])
    }
}
