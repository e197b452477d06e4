import TabSnapCore
@testable import TabSnapDiff
import XCTest

final class ToleranceTests: XCTestCase {
    /// 3 of 100 pixels differ: ratio 0.03.
    let result = ImageDiffer.compare(Fixtures.white(10, 10), Fixtures.white(10, 10, marks: [(1, 1), (5, 5), (8, 2)]))

    func testCountAndRatio() {
        XCTAssertEqual(result.differentPixels, 3)
        XCTAssertEqual(result.totalPixels, 100)
        XCTAssertEqual(result.ratio, 0.03)
        XCTAssertFalse(result.passed, "the default tolerance is exact")
    }

    func testMaxDiffPixelsBoundary() {
        XCTAssertTrue(result.passed(DiffTolerance(maxDiffPixels: 3)))
        XCTAssertFalse(result.passed(DiffTolerance(maxDiffPixels: 2)))
        XCTAssertFalse(result.passed(DiffTolerance(maxDiffPixels: 0)))
    }

    func testMaxDiffRatioBoundary() {
        XCTAssertTrue(result.passed(DiffTolerance(maxDiffRatio: 0.03)))
        XCTAssertFalse(result.passed(DiffTolerance(maxDiffRatio: 0.0299)))
        XCTAssertTrue(result.passed(DiffTolerance(maxDiffRatio: 1)))
    }

    func testBothLimitsMustHold() {
        XCTAssertTrue(result.passed(DiffTolerance(maxDiffPixels: 3, maxDiffRatio: 0.03)))
        XCTAssertFalse(result.passed(DiffTolerance(maxDiffPixels: 100, maxDiffRatio: 0.02)))
        XCTAssertFalse(result.passed(DiffTolerance(maxDiffPixels: 2, maxDiffRatio: 0.5)))
    }

    func testToleranceFromOptionsDecidesPassed() {
        var options = DiffOptions()
        options.tolerance = DiffTolerance(maxDiffPixels: 3)
        let r = ImageDiffer.compare(Fixtures.white(10, 10), Fixtures.white(10, 10, marks: [(1, 1), (5, 5), (8, 2)]), options: options)
        XCTAssertTrue(r.passed)
    }

    func testNoDifferencePassesExactly() {
        let r = ImageDiffer.compare(Fixtures.white(4, 4), Fixtures.white(4, 4))
        XCTAssertEqual(r.differentPixels, 0)
        XCTAssertTrue(r.passed)
        XCTAssertNil(r.boundingBox)
    }

    func testSizeMismatchNeverPasses() {
        let r = ImageDiffer.compare(Fixtures.white(4, 4), Fixtures.white(4, 5))
        XCTAssertFalse(r.passed(DiffTolerance(maxDiffPixels: 1_000, maxDiffRatio: 1)))
    }
}
