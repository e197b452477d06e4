import TabSnapTesting
import TabSnapUI
import XCTest

/// The API coverage screen (APICoverage.swift), rendered in light and dark.
final class APICoverageTests: XCTestCase {
    func testCoverageScreen() {
        assertSnapshot(of: CoverageScreen(), devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }
}
