import XCTest
import TabSnapCore
import TabSnapFixtures
@testable import TabSnapRaster
import struct TabSnapRaster.Path
import TabSnapLayout
import TabSnapTesting

final class DeterminismTests: XCTestCase {
    /// The canonical scene, a reference image: a change is reviewed as a picture and re-recorded
    /// as any snapshot is (`TABSNAP_RECORD=failed swift test --filter DeterminismTests`).
    func testCanonicalSceneIsStable() {
        var a = TabSnapRaster.Canvas(width: 430, height: 932), b = TabSnapRaster.Canvas(width: 430, height: 932)
        CanonicalScene.draw(on: &a, scale: 1)
        CanonicalScene.draw(on: &b, scale: 1)
        XCTAssertEqual(a.pixels, b.pixels)
        assertSnapshot(of: a.toImage(), as: .image, devices: [.iPhone15Pro], schemes: [.light], named: "scene-1x")
    }

    /// The benchmark's frame, 1290×2796.
    func testCanonicalSceneAt3x() {
        var a = TabSnapRaster.Canvas(width: 1290, height: 2796)
        CanonicalScene.draw(on: &a, scale: 3)
        assertSnapshot(of: a.toImage(), as: .image, devices: [.iPhone15Pro], schemes: [.light], named: "scene-3x")
    }

    /// A path whose cells overflow the rasterizer's budget is drawn again in halves of its rows
    /// (a 17 KB PDF of crossing lines asked for gigabytes). The halves give the very bytes of
    /// the whole: the scene with a budget small enough to split every large shape and icon.
    func testPathsOverTheCellBudgetAreDrawnInBandsToTheSameBytes() {
        var a = TabSnapRaster.Canvas(width: 1290, height: 2796), whole = TabSnapRaster.Canvas(width: 1290, height: 2796)
        a.rasterizer.maxCells = 512
        CanonicalScene.draw(on: &a, scale: 3)
        CanonicalScene.draw(on: &whole, scale: 3)
        XCTAssertTrue(a.pixels == whole.pixels, "the banded scene differs from the whole one")

        // A single row over the budget keeps the cells that fitted: bounded, and it finishes.
        var b = TabSnapRaster.Canvas(width: 400, height: 20)
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
        var a = TabSnapRaster.Canvas(width: 143, height: 311)
        CanonicalScene.draw(on: &a, scale: 1.0 / 3.0)
        let first = a.pixels
        a.clear()
        CanonicalScene.draw(on: &a, scale: 1.0 / 3.0)
        XCTAssertEqual(a.pixels, first)
    }
}
