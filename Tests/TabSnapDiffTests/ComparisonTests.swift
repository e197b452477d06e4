import Foundation
import TabSnapCore
@testable import TabSnapDiff
import XCTest

/// The exact and perceptual comparisons snapshots use, beside pixelmatch's.
final class ComparisonTests: XCTestCase {
    func image(_ rgba: (UInt8, UInt8, UInt8, UInt8), _ w: Int = 4, _ h: Int = 4) -> RGBAImage {
        RGBAImage(width: w, height: h, fill: rgba)
    }

    func compare(_ a: RGBAImage, _ b: RGBAImage, _ comparison: PixelComparison, image: Bool = false) -> DiffResult {
        var options = DiffOptions()
        options.comparison = comparison
        options.producesDiffImage = image
        return ImageDiffer.compare(a, b, options: options)
    }

    /// The brand tint #5B2EFF → #6A3DFF: pixelmatch's default threshold lets it through, exact
    /// does not, and perceptualPrecision decides by ΔE94 (3.64).
    func testBrandTintChange() {
        let a = image((0x5B, 0x2E, 0xFF, 255)), b = image((0x6A, 0x3D, 0xFF, 255))
        XCTAssertEqual(compare(a, b, .pixelmatch(threshold: 0.1, includeAA: false)).differentPixels, 0)
        XCTAssertEqual(compare(a, b, .exact).differentPixels, 16)
        XCTAssertEqual(compare(a, b, .perceptual(precision: 0.98)).differentPixels, 16)
        let loose = compare(a, b, .perceptual(precision: 0.96))
        XCTAssertEqual(loose.differentPixels, 0)
        XCTAssertEqual(loose.maximumDeltaE!, 3.642296, accuracy: 1e-3)
    }

    /// One channel off by one is a difference when exact, and none to the eye.
    func testOffByOne() {
        let a = image((128, 128, 128, 255)), b = image((128, 128, 129, 255))
        XCTAssertEqual(compare(a, b, .exact).differentPixels, 16)
        XCTAssertEqual(compare(a, b, .perceptual(precision: 0.99)).differentPixels, 0)
        XCTAssertEqual(compare(a, a, .exact).differentPixels, 0)
    }

    /// A change of opacity alone is seen by the perceptual comparison (judged over white and
    /// over black), and transparent pixels of different colours are equal to the eye.
    func testTranslucency() {
        XCTAssertEqual(compare(image((255, 255, 255, 255)), image((255, 255, 255, 0)), .perceptual(precision: 0.98)).differentPixels, 16)
        XCTAssertEqual(compare(image((0, 0, 0, 0)), image((255, 0, 0, 0)), .perceptual(precision: 0.98)).differentPixels, 0)
        XCTAssertEqual(compare(image((0, 0, 0, 0)), image((255, 0, 0, 0)), .exact).differentPixels, 16)
    }

    /// Exact marks are drawn in the diff image like pixelmatch's: red, nothing forgiven.
    func testExactDiffImage() {
        var b = image((255, 255, 255, 255))
        b.pixels[0] = 254
        let r = compare(image((255, 255, 255, 255)), b, .exact, image: true)
        XCTAssertEqual(r.differentPixels, 1)
        XCTAssertEqual(Array(r.diffImage!.pixels[0..<4]), [255, 0, 0, 255])
        XCTAssertEqual(r.boundingBox, PixelRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// ΔE94 against colour-science on 48 pairs (Scripts/deltae_reference.py wrote the fixture).
    func testDeltaEAgainstColourScience() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/deltae94.json")
        let doc = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let pairs = doc["pairs"] as! [[String: Any]]
        XCTAssertEqual(pairs.count, 48)
        var worst = 0.0
        for pair in pairs {
            let a = (pair["reference"] as! [Int]).map(UInt8.init) + [255]
            let b = (pair["actual"] as! [Int]).map(UInt8.init) + [255]
            let expected = pair["deltaE94"] as! Double
            let got = DeltaE.between(a, b, 0)
            worst = max(worst, abs(got - expected))
            XCTAssertEqual(got, expected, accuracy: 1e-4, "\(a) → \(b)")
        }
        print("ΔE94 against colour-science: worst difference \(worst)")
    }

    func testComparisonRoundTripsThroughOptions() {
        var o = DiffOptions()
        XCTAssertEqual(o.comparison, .pixelmatch(threshold: 0.1, includeAA: false))
        o.comparison = .exact
        XCTAssertEqual(o.comparison, .exact)
        o.comparison = .pixelmatch(threshold: 0.2, includeAA: true)
        XCTAssertEqual(o.threshold, 0.2)
        XCTAssertTrue(o.includeAA)
        XCTAssertEqual(o.comparison, .pixelmatch(threshold: 0.2, includeAA: true))
    }

    func testPrecisionTolerance() {
        XCTAssertEqual(DiffTolerance.precision(1), .exact)
        XCTAssertEqual(DiffTolerance.precision(0.99).maxDiffRatio!, 0.01, accuracy: 1e-12)
        let r = compare(image((0, 0, 0, 255), 10, 10), {
            var b = image((0, 0, 0, 255), 10, 10); b.pixels[0] = 9; return b }(), .exact)
        XCTAssertTrue(r.passed(.precision(0.99)))
        XCTAssertFalse(r.passed(.precision(0.995)))
    }
}
