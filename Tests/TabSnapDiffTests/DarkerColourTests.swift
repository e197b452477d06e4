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

/// Under the exact comparison without an alternative colour, runs of unequal pixels are counted
/// and marked whole: the same counts, box, rows and image as judging them one by one (which an
/// alternative colour forces; its pixels are then the one colour again).
final class ExactRunTests: XCTestCase {
    func testRunsGiveWhatPixelByPixelGives() {
        var seed: UInt64 = 99
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        for (w, h) in [(1, 1), (7, 3), (64, 48), (129, 20)] {
            let a = RGBAImage(width: w, height: h, fill: (200, 200, 210, 255))
            var b = a
            // Runs of every length, at row starts and ends, single pixels, alpha-only changes.
            for _ in 0..<(w * h / 3 + 1) {
                let start = Int(next() % UInt64(w * h)), length = Int(next() % 9)
                for k in start..<min(w * h, start + length) { b.pixels[k * 4 + Int(next() % 4)] ^= UInt8(1 + next() % 200) }
            }
            for mask in [false, true] {
                var options = DiffOptions(diffMask: mask)
                options.comparison = .exact
                let runs = ImageDiffer.compare(a, b, options: options)
                options.diffColorAlt = RGBColor(0, 0, 255)
                let single = ImageDiffer.compare(a, b, options: options)
                XCTAssertEqual(runs.differentPixels, single.differentPixels, "\(w)x\(h)")
                XCTAssertEqual(runs.boundingBox, single.boundingBox, "\(w)x\(h)")
                XCTAssertEqual(runs.unequalRows, single.unequalRows, "\(w)x\(h)")
                var marked = single.diffImage!.pixels
                for k in stride(from: 0, to: marked.count, by: 4) where marked[k] == 0 && marked[k + 1] == 0 && marked[k + 2] == 255 && marked[k + 3] == 255 {
                    marked[k] = 255; marked[k + 2] = 0
                }
                XCTAssertEqual(runs.diffImage!.pixels, marked, "\(w)x\(h) mask \(mask)")
                XCTAssertGreaterThan(runs.differentPixels, 0)
            }
        }
        // An ignore region across runs: the runs stop at it, and its pixels are neither counted
        // nor marked as differing.
        let plain = RGBAImage(width: 30, height: 4, fill: (10, 20, 30, 255))
        var edited = plain
        for x in 2..<28 { for y in 1..<3 { edited.pixels[(y * 30 + x) * 4] = 200 } }
        for mask in [false, true] {
            var options = DiffOptions(diffMask: mask, ignoreRegions: [PixelRect(x: 10, y: 0, width: 5, height: 2)])
            options.comparison = .exact
            let runs = ImageDiffer.compare(plain, edited, options: options)
            options.diffColorAlt = RGBColor(0, 0, 255)
            let single = ImageDiffer.compare(plain, edited, options: options)
            XCTAssertEqual(runs.differentPixels, 26 * 2 - 5, "mask \(mask)")
            XCTAssertEqual(runs.differentPixels, single.differentPixels)
            XCTAssertEqual(runs.boundingBox, single.boundingBox)
            XCTAssertNil(runs.unequalRows)
            let px = runs.diffImage!.pixels
            let ignored = Array(px[((1 * 30 + 12) * 4)..<((1 * 30 + 12) * 4 + 4)])
            XCTAssertNotEqual(ignored, [255, 0, 0, 255], "mask \(mask)")
            if mask { XCTAssertEqual(ignored, [0, 0, 0, 0]) }
            XCTAssertEqual(Array(px[((1 * 30 + 9) * 4)..<((1 * 30 + 9) * 4 + 4)]), [255, 0, 0, 255], "mask \(mask)")
            XCTAssertEqual(Array(px[((1 * 30 + 15) * 4)..<((1 * 30 + 15) * 4 + 4)]), [255, 0, 0, 255], "mask \(mask)")
        }
        // One run alone sets the box: its first and last pixel, in a row's middle and at its end.
        let a = RGBAImage(width: 40, height: 6, fill: (10, 20, 30, 255))
        for xs in [10..<15, 33..<40, 0..<1, 0..<40] {
            var b = a
            for x in xs { b.pixels[(2 * 40 + x) * 4 + 1] = 99 }
            var exact = DiffOptions()
            exact.comparison = .exact
            let r = ImageDiffer.compare(a, b, options: exact)
            XCTAssertEqual(r.differentPixels, xs.count, "\(xs)")
            XCTAssertEqual(r.boundingBox, PixelRect(x: xs.lowerBound, y: 2, width: xs.count, height: 1), "\(xs)")
            XCTAssertEqual(r.unequalRows, 2..<3, "\(xs)")
        }
    }
}
