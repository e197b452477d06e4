import TabSnapCore
import Foundation
import TabSnapDiff
import XCTest

final class DiffArgumentsTests: XCTestCase {
    func testRegion() throws {
        XCTAssertEqual(try DiffArguments.region("1,2,3,4"), PixelRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(try DiffArguments.region(" 0, 0, 1290 ,140"), PixelRect(x: 0, y: 0, width: 1290, height: 140))
        for bad in ["1,2,3", "1,2,3,4,5", "a,b,c,d", "1,2,0,4", "-1,2,3,4", "1,2,3,", "", "9223372036854775807,0,9223372036854775807,1"] {
            XCTAssertThrowsError(try DiffArguments.region(bad), bad)
        }
    }

    func testDefaultsArePixelmatchDefaults() throws {
        let o = try DiffArguments.options()
        XCTAssertEqual(o, DiffOptions())
    }

    func testEveryFlagMapsToItsOption() throws {
        let o = try DiffArguments.options(threshold: 0.2, includeAA: true, alpha: 0.5, diffMask: true, checkerboard: false,
                                          maxDiffPixels: 10, maxDiffRatio: 0.01, ignore: ["0,0,10,20", "5,5,1,1"],
                                          producesDiffImage: false)
        XCTAssertEqual(o.threshold, 0.2)
        XCTAssertTrue(o.includeAA)
        XCTAssertEqual(o.alpha, 0.5)
        XCTAssertTrue(o.diffMask)
        XCTAssertFalse(o.checkerboard)
        XCTAssertEqual(o.tolerance, DiffTolerance(maxDiffPixels: 10, maxDiffRatio: 0.01))
        XCTAssertEqual(o.ignoreRegions, [PixelRect(x: 0, y: 0, width: 10, height: 20), PixelRect(x: 5, y: 5, width: 1, height: 1)])
        XCTAssertFalse(o.producesDiffImage)
    }

    func testOutOfRangeValuesAreRefusedWithTheFlagNamed() {
        func message(_ f: () throws -> DiffOptions) -> String {
            do { _ = try f(); return "" } catch { return "\(error)" }
        }
        XCTAssertTrue(message { try DiffArguments.options(threshold: 1.5) }.contains("--threshold"))
        XCTAssertTrue(message { try DiffArguments.options(alpha: -0.1) }.contains("--alpha"))
        XCTAssertTrue(message { try DiffArguments.options(maxDiffPixels: -1) }.contains("--max-diff-pixels"))
        XCTAssertTrue(message { try DiffArguments.options(maxDiffRatio: 2) }.contains("--max-diff-ratio"))
        XCTAssertTrue(message { try DiffArguments.options(ignore: ["1,2"]) }.contains("--ignore"))
    }

    func testJSONSummaryHasEveryFieldAndNulls() throws {
        let r = ImageDiffer.compare(Fixtures.white(4, 4), Fixtures.white(4, 4))
        let data = try JSONEncoder().encode(DiffSummary(r, a: "a.png", b: "b.png", diff: nil))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["a", "b", "sizeA", "sizeB", "sizeMismatch", "differentPixels", "totalPixels",
                                          "ignoredPixels", "ratio", "boundingBox", "passed", "diff"])
        XCTAssertTrue(object["boundingBox"] is NSNull)
        XCTAssertEqual(object["passed"] as? Bool, true)
        XCTAssertEqual(try JSONDecoder().decode(DiffSummary.self, from: data), DiffSummary(r, a: "a.png", b: "b.png", diff: nil))
    }

    /// pixelmatch's colour options: R,G,B or #RRGGBB, with a message naming the flag.
    func testColourOptions() throws {
        let o = try DiffArguments.options(diffColor: "0,255,0", aaColor: "#0000FF", diffColorAlt: " 10, 20 ,30 ")
        XCTAssertEqual(o.diffColor, RGBColor(0, 255, 0))
        XCTAssertEqual(o.aaColor, RGBColor(0, 0, 255))
        XCTAssertEqual(o.diffColorAlt, RGBColor(10, 20, 30))
        XCTAssertThrowsError(try DiffArguments.options(diffColor: "256,0,0")) {
            XCTAssertEqual("\($0)", "--diff-color 256,0,0: expected R,G,B (0-255 each) or #RRGGBB, e.g. --diff-color 255,0,0")
        }
    }
}
