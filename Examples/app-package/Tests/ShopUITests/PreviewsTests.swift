#if os(Linux)
import TabSnapPreviewTesting
import XCTest

/// Every preview of ShopUI as a snapshot: the one line (references in Snapshots/Previews-ShopUI/).
final class PreviewsTests: XCTestCase {
    func testPreviews() {
        PreviewSnapshots.assertAll(devices: [.iPhone15Pro, .iPhoneSE])
    }
}
#endif
