import TabSnapCore
@testable import TabSnapDiff
import XCTest

/// Ignore regions, bounding boxes and size mismatches.
final class RegionTests: XCTestCase {
    let marks = [(1, 1), (5, 5), (8, 2)]

    func testBoundingBoxHoldsEveryDifference() {
        let r = ImageDiffer.compare(Fixtures.white(10, 10), Fixtures.white(10, 10, marks: marks))
        XCTAssertEqual(r.boundingBox, PixelRect(x: 1, y: 1, width: 8, height: 5))
        let one = ImageDiffer.compare(Fixtures.white(10, 10), Fixtures.white(10, 10, marks: [(7, 3)]))
        XCTAssertEqual(one.boundingBox, PixelRect(x: 7, y: 3, width: 1, height: 1))
    }

    func testIgnoredPixelsAreNotCountedAndAreDrawnDistinctly() throws {
        var options = DiffOptions()
        options.ignoreRegions = [PixelRect(x: 4, y: 4, width: 3, height: 3)]
        let r = ImageDiffer.compare(Fixtures.white(10, 10), Fixtures.white(10, 10, marks: marks), options: options)
        XCTAssertEqual(r.differentPixels, 2)
        XCTAssertEqual(r.ignoredPixels, 9)
        XCTAssertEqual(r.comparedPixels, 91)
        XCTAssertEqual(r.boundingBox, PixelRect(x: 1, y: 1, width: 8, height: 2))
        let image = try XCTUnwrap(r.diffImage)
        let c = options.ignoreColor
        for y in 4..<7 { for x in 4..<7 { XCTAssertTrue(image[x, y] == (c.r, c.g, c.b, 255), "(\(x), \(y))") } }
        XCTAssertTrue(image[1, 1] == (255, 0, 0, 255))
        XCTAssertTrue(image[3, 3] == (255, 255, 255, 255), "white fades to white")
    }

    func testOverlappingAndOutOfBoundsRegionsCountOnce() {
        var options = DiffOptions()
        options.ignoreRegions = [PixelRect(x: 0, y: 0, width: 4, height: 4), PixelRect(x: 2, y: 2, width: 4, height: 4),
                                 PixelRect(x: 8, y: 8, width: 50, height: 50), PixelRect(x: 20, y: 0, width: 5, height: 5)]
        let r = ImageDiffer.compare(Fixtures.white(10, 10), Fixtures.white(10, 10, marks: marks), options: options)
        XCTAssertEqual(r.ignoredPixels, 16 + 16 - 4 + 4)  // two overlapping 4×4, a clipped 2×2, one outside
        XCTAssertEqual(r.differentPixels, 1)  // (1, 1) and (5, 5) are ignored
    }

    func testIgnoringEverythingPasses() {
        var options = DiffOptions()
        options.ignoreRegions = [PixelRect(x: 0, y: 0, width: 10, height: 10)]
        let r = ImageDiffer.compare(Fixtures.white(10, 10), Fixtures.white(10, 10, marks: marks), options: options)
        XCTAssertEqual(r.differentPixels, 0)
        XCTAssertEqual(r.ratio, 0)
        XCTAssertTrue(r.passed)
    }

    func testMaskLeavesIgnoredPixelsTransparent() throws {
        var options = DiffOptions()
        options.diffMask = true
        options.ignoreRegions = [PixelRect(x: 0, y: 0, width: 3, height: 3)]
        let r = ImageDiffer.compare(Fixtures.white(10, 10), Fixtures.white(10, 10, marks: marks), options: options)
        let image = try XCTUnwrap(r.diffImage)
        XCTAssertTrue(image[1, 1] == (0, 0, 0, 0))
        XCTAssertTrue(image[5, 5] == (255, 0, 0, 255))
        XCTAssertTrue(image[0, 9] == (0, 0, 0, 0))
    }

    func testSizeMismatchComparesOverlapAndCountsTheRest() throws {
        let a = Fixtures.white(4, 3), b = Fixtures.white(6, 2)
        let r = ImageDiffer.compare(a, b)
        XCTAssertTrue(r.sizeMismatch)
        XCTAssertEqual(r.sizeA, ImageSize(width: 4, height: 3))
        XCTAssertEqual(r.sizeB, ImageSize(width: 6, height: 2))
        XCTAssertEqual(r.totalPixels, 18)
        XCTAssertEqual(r.differentPixels, 10)  // the 6×3 canvas minus the 4×2 overlap
        XCTAssertEqual(r.boundingBox, PixelRect(x: 0, y: 0, width: 6, height: 3))
        XCTAssertFalse(r.passed)
        let image = try XCTUnwrap(r.diffImage)
        XCTAssertEqual(image.width, 6)
        XCTAssertEqual(image.height, 3)
        XCTAssertTrue(image[3, 1] == (255, 255, 255, 255), "overlap: faded white")
        XCTAssertTrue(image[4, 0] == (255, 0, 0, 255), "only in b")
        XCTAssertTrue(image[0, 2] == (255, 0, 0, 255), "only in a")
        XCTAssertTrue(image[5, 2] == (255, 0, 0, 255), "in neither")
        XCTAssertTrue(r.description.contains("4x3 vs 6x2"), r.description)
    }

    func testSizeMismatchDiffsTheOverlap() {
        let a = Fixtures.white(10, 10, marks: [(2, 2)]), b = Fixtures.white(10, 12)
        let r = ImageDiffer.compare(a, b, options: DiffOptions(producesDiffImage: false))
        XCTAssertEqual(r.differentPixels, 1 + 20)
        XCTAssertEqual(r.boundingBox, PixelRect(x: 0, y: 2, width: 10, height: 10))
        XCTAssertNil(r.diffImage)
    }

    func testSizeMismatchHonoursIgnoreRegionsOutsideTheOverlap() {
        var options = DiffOptions()
        options.ignoreRegions = [PixelRect(x: 0, y: 10, width: 10, height: 2)]
        let r = ImageDiffer.compare(Fixtures.white(10, 10), Fixtures.white(10, 12), options: options)
        XCTAssertEqual(r.differentPixels, 0)
        XCTAssertNil(r.boundingBox)
        XCTAssertFalse(r.passed, "different sizes never pass")
    }

    func testEmptyImage() {
        let r = ImageDiffer.compare(RGBAImage(width: 0, height: 0), Fixtures.white(2, 2))
        XCTAssertEqual(r.differentPixels, 4)
        XCTAssertEqual(r.diffImage?.width, 2)
        let none = ImageDiffer.compare(RGBAImage(width: 0, height: 0), RGBAImage(width: 0, height: 0))
        XCTAssertEqual(none.differentPixels, 0)
        XCTAssertTrue(none.passed)
    }
}
