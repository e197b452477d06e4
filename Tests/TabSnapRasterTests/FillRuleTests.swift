import XCTest
@testable import TabSnapFixtures
@testable import TabSnapRaster

final class FillRuleTests: XCTestCase {
    /// Two same-direction rects overlapping in x 4…6: winding 2 there.
    private var overlapping: Path {
        var p = Path.rect(Rect(x: 0, y: 0, width: 6, height: 2))
        p.add(.rect(Rect(x: 4, y: 0, width: 6, height: 2)))
        return p
    }

    func testNonZeroFillsOverlap() {
        let c = filled(10, 2, overlapping, rule: .nonZero)
        XCTAssertEqual(alphaRow(c, 0), [Int](repeating: 255, count: 10))
    }

    func testEvenOddHollowsOverlap() {
        let c = filled(10, 2, overlapping, rule: .evenOdd)
        XCTAssertEqual(alphaRow(c, 1), [255, 255, 255, 255, 0, 0, 255, 255, 255, 255])
    }

    func testEvenOddHalfPixelOverlap() {
        // Overlap x 4…5.5: pixel 5 is half in the overlap (winding 2) and half in winding 1.
        var p = Path.rect(Rect(x: 0, y: 0, width: 5.5, height: 1))
        p.add(.rect(Rect(x: 4, y: 0, width: 6, height: 1)))
        XCTAssertEqual(alphaRow(filled(10, 1, p, rule: .evenOdd), 0), [255, 255, 255, 255, 0, 128, 255, 255, 255, 255])
        XCTAssertEqual(alphaRow(filled(10, 1, p, rule: .nonZero), 0), [Int](repeating: 255, count: 10))
    }

    func testOppositeDirectionsCancelUnderBothRules() {
        var p = Path.rect(Rect(x: 0, y: 0, width: 8, height: 1))
        p.add(polyline([(2, 0), (2, 1), (6, 1), (6, 0)]))  // counter-clockwise hole
        let expected = [255, 255, 0, 0, 0, 0, 255, 255]
        XCTAssertEqual(alphaRow(filled(8, 1, p, rule: .nonZero), 0), expected)
        XCTAssertEqual(alphaRow(filled(8, 1, p, rule: .evenOdd), 0), expected)
    }

    func testPentagramCentre() {
        let star = Icons.star(center: Point(x: 20, y: 20), radius: 18)
        let nz = filled(40, 40, star, rule: .nonZero), eo = filled(40, 40, star, rule: .evenOdd)
        // The central pentagon has winding 2; the points winding 1.
        XCTAssertEqual(alpha(nz, 20, 20), 255)
        XCTAssertEqual(alpha(eo, 20, 20), 0)
        XCTAssertEqual(alpha(nz, 20, 8), 255)
        XCTAssertEqual(alpha(eo, 20, 8), 255)
    }
}
