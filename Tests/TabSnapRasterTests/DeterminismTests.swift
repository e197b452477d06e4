import XCTest
import TabSnapCore
import TabSnapFixtures
@testable import TabSnapRaster

final class DeterminismTests: XCTestCase {
    /// The canonical scene's pixels, pinned. A change here must be deliberate: look at the new
    /// PNG (`TABSNAP_BENCH_DUMP=/tmp tabsnap-bench raster.scene`) before updating it.
    static let sceneDigestAt1x = "882d5f2d4123011a7f423c026ba3863bf9c847eb6efd990e60fe38ad64e2db21"
    static let sceneDigestAt3x = "daa3e1f3a36209d35a05103d6f5de015d4de5a00c44bbb7724a8d3bee164d67f"

    func testCanonicalSceneIsStable() {
        var a = Canvas(width: 430, height: 932), b = Canvas(width: 430, height: 932)
        CanonicalScene.draw(on: &a, scale: 1)
        CanonicalScene.draw(on: &b, scale: 1)
        XCTAssertEqual(a.pixels, b.pixels)
        XCTAssertEqual(a.toImage().pixelDigest, Self.sceneDigestAt1x)
    }

    /// The benchmark's frame, 1290×2796.
    func testCanonicalSceneAt3xIsPinned() {
        var a = Canvas(width: 1290, height: 2796)
        CanonicalScene.draw(on: &a, scale: 3)
        XCTAssertEqual(a.toImage().pixelDigest, Self.sceneDigestAt3x)
    }

    func testCanvasReuseGivesTheSameBytes() {
        var a = Canvas(width: 143, height: 311)
        CanonicalScene.draw(on: &a, scale: 1.0 / 3.0)
        let first = a.pixels
        a.clear()
        CanonicalScene.draw(on: &a, scale: 1.0 / 3.0)
        XCTAssertEqual(a.pixels, first)
    }
}
