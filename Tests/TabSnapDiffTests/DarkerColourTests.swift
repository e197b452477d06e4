import TabSnapCore
@testable import TabSnapDiff
import XCTest

/// With an alternative colour, a differing pixel is marked by whether the actual is darker, in
/// every comparison; without one (or with the same colour twice) both are the one colour, and
/// the exact and ΔE comparisons skip the brightness sum.
final class DarkerColourTests: XCTestCase {
    func testAlternativeColourMarksDarkerPixelsInEveryComparison() {
        let gray = RGBAImage(width: 4, height: 1, fill: (128, 128, 128, 255))
        var actual = gray
        actual.pixels[0] = 40; actual.pixels[1] = 40; actual.pixels[2] = 40  // darker
        actual.pixels[4] = 230; actual.pixels[5] = 230; actual.pixels[6] = 230  // lighter
        let red = RGBColor(255, 0, 0), blue = RGBColor(0, 0, 255)
        for comparison in [PixelComparison.exact, .perceptual(precision: 0.98), .pixelmatch(threshold: 0.1, includeAA: true)] {
            for alt in [RGBColor?.none, blue, red] {
                var options = DiffOptions(diffColor: red, diffColorAlt: alt)
                options.comparison = comparison
                let result = ImageDiffer.compare(gray, actual, options: options)
                XCTAssertEqual(result.differentPixels, 2, "\(comparison)")
                let px = result.diffImage!.pixels
                XCTAssertEqual(Array(px[0..<3]), [alt?.r ?? 255, alt?.g ?? 0, alt?.b ?? 0], "darker, \(comparison), alt \(String(describing: alt))")
                XCTAssertEqual(Array(px[4..<7]), [255, 0, 0], "lighter, \(comparison), alt \(String(describing: alt))")
            }
        }
    }
}
