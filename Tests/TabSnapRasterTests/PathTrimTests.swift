@testable import TabSnapRaster
import XCTest

/// `Path.trimmed(from:to:)`: the part between two fractions of the whole length, cut from the
/// path's own curves.
final class PathTrimTests: XCTestCase {
    func testALineKeepsItsMiddle() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.line(to: Point(x: 8, y: 0))
        XCTAssertEqual(p.trimmed(from: 0.25, to: 0.75).elements, [.move(Point(x: 2, y: 0)), .line(Point(x: 6, y: 0))])
        XCTAssertEqual(p.trimmed(from: 0, to: 1), p)
        XCTAssertTrue(p.trimmed(from: 0.6, to: 0.4).isEmpty, "from past to: nothing")
    }

    /// A circle from 0 to a half runs from its rightmost point down to its leftmost, as two
    /// of its own quarter cubics; a quarter more ends at the top.
    func testACircleIsCutOnItsCurves() {
        let circle = Path.circle(center: Point(x: 0, y: 0), radius: 10)
        let half = circle.trimmed(from: 0, to: 0.5)
        XCTAssertEqual(half.elements.first, .move(Point(x: 10, y: 0)))
        XCTAssertEqual(half.elements.count, 3)
        guard case .cubic(_, _, let end)? = half.elements.last else { return XCTFail("\(half.elements)") }
        XCTAssertEqual(end.x, -10, accuracy: 1e-9)
        XCTAssertEqual(end.y, 0, accuracy: 1e-9)
        let threeQuarters = circle.trimmed(from: 0.125, to: 0.75)
        guard case .move(let start)? = threeQuarters.elements.first, case .cubic(_, _, let top)? = threeQuarters.elements.last else {
            return XCTFail("\(threeQuarters.elements)")
        }
        // 45° down from the right (y down), to the top.
        XCTAssertEqual(start.x, 10 * 0.5.squareRoot(), accuracy: 0.01)
        XCTAssertEqual(start.y, 10 * 0.5.squareRoot(), accuracy: 0.01)
        XCTAssertEqual(top.x, 0, accuracy: 1e-9)
        XCTAssertEqual(top.y, -10, accuracy: 1e-9)
    }

    /// Lengths run on across subpaths; the closing line counts.
    func testSubpathsAndCloses() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.line(to: Point(x: 4, y: 0))
        p.move(to: Point(x: 0, y: 10)); p.line(to: Point(x: 4, y: 10)); p.line(to: Point(x: 4, y: 14)); p.close()
        // Total: 4 + (4 + 4 + √32) ≈ 17.657; the first 4/17.657 is the first subpath alone.
        let total = 12 + 32.0.squareRoot()
        let first = p.trimmed(from: 0, to: 4 / total)
        XCTAssertEqual(first.elements, [.move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 0))])
        let second = p.trimmed(from: 4 / total, to: 1)
        XCTAssertEqual(second.elements.first, .move(Point(x: 0, y: 10)))
        XCTAssertEqual(second.elements.count, 4, "three lines, the close among them, and open")
        guard case .line(let end)? = second.elements.last else { return XCTFail() }
        XCTAssertEqual(end.x, 0, accuracy: 1e-9)
        XCTAssertEqual(end.y, 10, accuracy: 1e-9)
    }
}
