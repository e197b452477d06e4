import XCTest
import TabSnapCore
@testable import TabSnapRaster

final class DeterminismTests: XCTestCase {
    /// The canonical scene's pixels, pinned. A change here must be deliberate: look at the new
    /// PNG (`TABSNAP_BENCH_DUMP=/tmp tabsnap-bench raster.scene`) before updating it.
    static let sceneDigestAt1x = "730e148cbd3da82bf7164a7696380c4c522f68b0b5aec60b7875965b98a6488a"
    static let sceneDigestAt3x = "728b7ff42abe58dfa8b869c8005bf7cdf1a7107c3c5365bfa0b7a01464b531bf"

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
