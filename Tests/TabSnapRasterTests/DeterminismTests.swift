import XCTest
import TabSnapCore
import TabSnapFixtures
@testable import TabSnapRaster

final class DeterminismTests: XCTestCase {
    /// The canonical scene's pixels, pinned. A change here must be deliberate: look at the new
    /// PNG (`TABSNAP_BENCH_DUMP=/tmp tabsnap-bench raster.scene`) before updating it.
    /// Issue 12 changed 61 pixels at 1x (98 at 3x): the even-odd star's crossings and the
    /// stroked icons whose outlines overlap themselves (see OverlapTests).
    static let sceneDigestAt1x = "6063358205d342e0b6dcda8f51380de7ddc35dfba411401d23401ea385219551"
    static let sceneDigestAt3x = "c185b6a51c2c2af39b515f278bd1bff42bbc3ed9559c799373f8c8c1fbd47e64"

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

    /// A path whose cells overflow the rasterizer's budget is drawn again in halves of its rows
    /// (a 17 KB PDF of crossing lines asked for gigabytes). The halves give the very bytes of
    /// the whole: the scene with a budget small enough to split every large shape and icon.
    func testPathsOverTheCellBudgetAreDrawnInBandsToTheSameBytes() {
        var a = Canvas(width: 1290, height: 2796)
        a.rasterizer.maxCells = 512
        CanonicalScene.draw(on: &a, scale: 3)
        XCTAssertGreaterThan(a.bandSplits, 50)
        XCTAssertEqual(a.toImage().pixelDigest, Self.sceneDigestAt3x)

        // A single row over the budget keeps the cells that fitted: bounded, and it finishes.
        var b = Canvas(width: 400, height: 20)
        b.rasterizer.maxCells = 16
        var zigzag = Path()
        zigzag.move(to: Point(x: 0, y: 10))
        for i in 1...400 { zigzag.line(to: Point(x: Double(i), y: i % 2 == 0 ? 10 : 10.9)) }
        zigzag.close()
        b.fill(zigzag, with: .solid(.black))
        XCTAssertGreaterThan(b.bandSplits, 0)
        // As a clip, the row's runs may then reach the right edge: the mask must be that wide.
        b.pushClip(zigzag)
        XCTAssertEqual(b.clips.last?.bounds.x1, b.width)
        b.fill(Rect(x: 0, y: 0, width: 400, height: 20), with: .solid(.white))
        b.popClip()
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
