import XCTest
import TabSnapCore
@testable import TabSnapRaster

final class DeterminismTests: XCTestCase {
    /// The canonical scene's pixels, pinned. A change here must be deliberate: look at the new
    /// PNG (`TABSNAP_BENCH_DUMP=/tmp tabsnap-bench raster.scene`) before updating it.
    static let sceneDigestAt1x = "50eb629a04cceb481a425c6797a0708168633157601928547ff25c00d531cbf3"
    static let sceneDigestAt3x = "2c077ebf20da51f504ada662d4f9485283f136b53c727ee9fcc7573fee88d8d0"

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
