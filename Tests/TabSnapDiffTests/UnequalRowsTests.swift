import XCTest
import TabSnapCore
@testable import TabSnapDiff

/// `DiffResult.unequalRows` tells the review strip which rows it need not compare again, so it
/// must hold every row with any unequal byte, forgiven or not, and be nil when not every pixel
/// was looked at.
final class UnequalRowsTests: XCTestCase {
    func image(_ w: Int, _ h: Int) -> RGBAImage {
        var img = RGBAImage(width: w, height: h, fill: (242, 242, 247, 255))
        for y in 0..<h { for x in 0..<w where (x + y) % 7 == 0 { img.pixels[(y * w + x) * 4] = UInt8((x * 3 + y) % 256) } }
        return img
    }

    func edited(_ img: RGBAImage, _ points: [(Int, Int)], by delta: UInt8) -> RGBAImage {
        var copy = img
        for (x, y) in points { copy.pixels[(y * img.width + x) * 4 + 1] &+= delta }
        return copy
    }

    func testRowsFromFirstToLastUnequal() {
        let a = image(120, 90)
        for produces in [false, true] {
            let options = DiffOptions(producesDiffImage: produces)
            XCTAssertEqual(ImageDiffer.compare(a, a, options: options).unequalRows, 0..<0)
            // Far apart, in the first and last columns and rows too.
            XCTAssertEqual(ImageDiffer.compare(a, edited(a, [(5, 17), (119, 60)], by: 200), options: options).unequalRows, 17..<61)
            XCTAssertEqual(ImageDiffer.compare(a, edited(a, [(0, 0)], by: 200), options: options).unequalRows, 0..<1)
            XCTAssertEqual(ImageDiffer.compare(a, edited(a, [(119, 89), (3, 89)], by: 200), options: options).unequalRows, 89..<90)
            // A change the comparison forgives still counts as unequal bytes.
            let faint = ImageDiffer.compare(a, edited(a, [(40, 33), (41, 70)], by: 1), options: options)
            XCTAssertEqual(faint.differentPixels, 0)
            XCTAssertEqual(faint.unequalRows, 33..<71)
        }
    }

    func testUnknownWhenNotEveryPixelIsCompared() {
        let a = image(120, 90), b = edited(a, [(10, 10)], by: 200)
        var options = DiffOptions(producesDiffImage: false)
        options.ignoreRegions = [PixelRect(x: 100, y: 0, width: 20, height: 20)]
        XCTAssertNil(ImageDiffer.compare(a, b, options: options).unequalRows)
        XCTAssertNil(ImageDiffer.compare(a, image(120, 91)).unequalRows)
    }
}
