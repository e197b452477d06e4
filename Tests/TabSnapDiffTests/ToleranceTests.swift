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

    func testFirstFailingCountAgreesWithAllows() {
        XCTAssertEqual(DiffTolerance.exact.firstFailingCount(comparedPixels: 100), 1)
        XCTAssertEqual(DiffTolerance(maxDiffPixels: 3).firstFailingCount(comparedPixels: 100), 4)
        XCTAssertEqual(DiffTolerance(maxDiffRatio: 0.03).firstFailingCount(comparedPixels: 100), 4)
        XCTAssertEqual(DiffTolerance(maxDiffRatio: 0.0299).firstFailingCount(comparedPixels: 100), 3)
        XCTAssertEqual(DiffTolerance(maxDiffPixels: 10, maxDiffRatio: 0.05).firstFailingCount(comparedPixels: 100), 6)
        XCTAssertNil(DiffTolerance(maxDiffRatio: 1).firstFailingCount(comparedPixels: 100))
        XCTAssertNil(DiffTolerance.exact.firstFailingCount(comparedPixels: 0))
        for compared in [1, 7, 999, 3_606_840] {
            for tolerance in [DiffTolerance.precision(0.99), .precision(0.98), DiffTolerance(maxDiffPixels: 5), DiffTolerance(maxDiffRatio: 1e-6)] {
                guard let k = tolerance.firstFailingCount(comparedPixels: compared) else { continue }
                XCTAssertFalse(tolerance.allows(differentPixels: k, ratio: Double(k) / Double(compared)))
                if k > 0 { XCTAssertTrue(tolerance.allows(differentPixels: k - 1, ratio: Double(k - 1) / Double(compared))) }
            }
        }
    }

    /// A count that may stop once the tolerance is exceeded: a failure decided in the first rows
    /// stops there, anything else gives the full figures.
    func testCountingStopsOnceFailed() {
        // 4 marks in row 0, 2 in row 1, 3 in every row after.
        var marks: [(Int, Int)] = (0..<4).map { ($0, 0) } + (0..<2).map { ($0, 1) }
        for y in 2..<40 { for x in 0..<3 { marks.append((x, y)) } }
        let a = Fixtures.white(10, 40), b = Fixtures.white(10, 40, marks: marks)
        var options = DiffOptions(producesDiffImage: false, tolerance: DiffTolerance(maxDiffPixels: 5))
        options.comparison = .exact
        let full = ImageDiffer.compare(a, b, options: options)
        options.stopsOnceFailed = true
        let stopped = ImageDiffer.compare(a, b, options: options)
        XCTAssertFalse(full.isPartial)
        XCTAssertTrue(stopped.isPartial)
        XCTAssertFalse(stopped.passed)
        XCTAssertNil(stopped.unequalRows)
        // 6 pixels fail a limit of 5: reached at the end of row 1, where the count stops.
        XCTAssertEqual(stopped.differentPixels, 6)
        XCTAssertEqual(full.differentPixels, marks.count)
        // A tolerance the differences stay within, or a diff image, counts everything.
        options.tolerance = DiffTolerance(maxDiffPixels: marks.count)
        let within = ImageDiffer.compare(a, b, options: options)
        XCTAssertFalse(within.isPartial)
        XCTAssertTrue(within.passed)
        XCTAssertEqual(within.differentPixels, marks.count)
        options.tolerance = DiffTolerance(maxDiffPixels: 5)
        options.producesDiffImage = true
        let drawn = ImageDiffer.compare(a, b, options: options)
        XCTAssertFalse(drawn.isPartial)
        XCTAssertEqual(drawn.differentPixels, marks.count)
    }

    /// A limit first crossed in the last row, or in a one-row image, is a complete count.
    func testALimitCrossedInTheLastRowIsNotPartial() {
        var options = DiffOptions(producesDiffImage: false, tolerance: DiffTolerance(maxDiffPixels: 1))
        options.comparison = .exact
        options.stopsOnceFailed = true
        let lastRow = ImageDiffer.compare(Fixtures.white(10, 5), Fixtures.white(10, 5, marks: [(1, 4), (2, 4), (3, 4)]), options: options)
        XCTAssertFalse(lastRow.isPartial)
        XCTAssertEqual(lastRow.differentPixels, 3)
        XCTAssertNotNil(lastRow.unequalRows)
        let oneRow = ImageDiffer.compare(Fixtures.white(10, 1), Fixtures.white(10, 1, marks: [(1, 0), (2, 0), (3, 0)]), options: options)
        XCTAssertFalse(oneRow.isPartial)
        XCTAssertEqual(oneRow.differentPixels, 3)
        // Everything ignored: nothing is compared, nothing can fail, nothing stops.
        options.ignoreRegions = [PixelRect(x0: 0, y0: 0, x1: 10, y1: 5)]
        let ignored = ImageDiffer.compare(Fixtures.white(10, 5), Fixtures.white(10, 5, marks: [(1, 1)]), options: options)
        XCTAssertFalse(ignored.isPartial)
        XCTAssertTrue(ignored.passed)
    }

    func testSizeMismatchNeverPasses() {
        let r = ImageDiffer.compare(Fixtures.white(4, 4), Fixtures.white(4, 5))
        XCTAssertFalse(r.passed(DiffTolerance(maxDiffPixels: 1_000, maxDiffRatio: 1)))
    }

    /// `precision: 1 − n/total` lets exactly n pixels differ, for every n, though 1 − (1 − x)
    /// rounds to a neighbour of x; one pixel more still fails.
    func testPrecisionOfOneMinusTheShareAllowsThatCount() {
        let total = 750 * 1334
        for n in [1, 3, 1_187, 1_193, 4_099, 77_777, 500_000] {
            let tolerance = DiffTolerance.precision(1 - Double(n) / Double(total))
            XCTAssertTrue(tolerance.allows(differentPixels: n, ratio: Double(n) / Double(total)), "\(n)")
            XCTAssertFalse(tolerance.allows(differentPixels: n + 1, ratio: Double(n + 1) / Double(total)), "\(n) + 1")
        }
    }
}
