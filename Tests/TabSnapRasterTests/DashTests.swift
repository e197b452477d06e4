import XCTest
import TabSnapCore
@testable import TabSnapRaster

/// Dashed strokes: the pattern is laid along the arc length and every dash gets the caps.
final class DashTests: XCTestCase {
    /// Row 5 of a horizontal line from x0 to x1 at y = 5.5, width 2.
    func row(_ x0: Double, _ x1: Double, _ style: StrokeStyle, width: Int = 100) -> [Int] {
        alphaRow(stroked(width, 11, polyline([(x0, 5.5), (x1, 5.5)]), style), 5)
    }

    /// On/off runs as the expected row: `on` pixels 255 wherever `ink(x)` holds.
    func expected(_ width: Int, _ ink: (Int) -> Bool) -> [Int] { (0..<width).map { ink($0) ? 255 : 0 } }

    func testDashLengthsAlongALineAreExactToThePixel() {
        XCTAssertEqual(row(0, 100, StrokeStyle(width: 2, dash: [10, 5])), expected(100) { $0 % 15 < 10 })
        XCTAssertEqual(row(0, 100, StrokeStyle(width: 2, dash: [10, 5], dashPhase: 3)), expected(100) { ($0 + 3) % 15 < 10 })
        XCTAssertEqual(row(0, 100, StrokeStyle(width: 2, dash: [10, 5], dashPhase: -3)), expected(100) { ($0 + 12) % 15 < 10 })
        XCTAssertEqual(row(0, 100, StrokeStyle(width: 2, dash: [10, 5], dashPhase: 33)), expected(100) { ($0 + 3) % 15 < 10 })
        // Starting mid-canvas and with three lengths (an odd list repeats: 6 on 2 off 3 on 6 off 2 on 3 off).
        XCTAssertEqual(row(20, 80, StrokeStyle(width: 2, dash: [6, 2, 3])),
                       expected(100) { x in x >= 20 && x < 80 && [true, false, true, false, true, false][[6, 8, 11, 17, 19, 22].firstIndex { (x - 20) % 22 < $0 }!] })
    }

    func testCapsApplyToEveryDash() {
        // Square caps add half the width (2) at both ends of each dash. (The next dash would
        // start exactly where the line ends, at 90: it is not drawn.)
        XCTAssertEqual(row(10, 90, StrokeStyle(width: 4, cap: .square, dash: [10, 10])).map { $0 > 0 },
                       (0..<100).map { x in x >= 8 && x < 82 && ((x - 10 + 2) % 20) < 14 })
        // Zero-length dashes with round caps are dots, one per period.
        let dots = stroked(60, 11, polyline([(5, 5.5), (55, 5.5)]), StrokeStyle(width: 4, cap: .round, dash: [0, 10]))
        for x in [5, 15, 25, 35, 45] {
            XCTAssertGreaterThan(alpha(dots, x, 5), 200, "\(x)")
            XCTAssertEqual(alpha(dots, x + 5, 5), 0, "\(x + 5)")
        }
        // Butt caps on zero-length dashes draw nothing.
        XCTAssertEqual(Set(stroked(60, 11, polyline([(5, 5.5), (55, 5.5)]), StrokeStyle(width: 4, dash: [0, 10])).pixels), [0])
    }

    func testDashesTurnCornersAsOnePolyline() {
        // A dash that runs around a corner is joined there (miter), not capped.
        let corner = polyline([(5, 5), (25, 5), (25, 25)])
        let c = stroked(40, 40, corner, StrokeStyle(width: 4, join: .miter, dash: [25, 100]))
        XCTAssertEqual(alpha(c, 26, 3), 255, "the miter's outer corner")
        XCTAssertEqual(alpha(c, 25, 8), 255, "5 px past the corner: still the first dash")
        XCTAssertEqual(alpha(c, 25, 12), 0, "past 25 px of length")
    }

    func testDashOnACircle() {
        // Circumference 2π·20 ≈ 125.66: eight equal dashes and gaps cover half the ring.
        let circle = Path.circle(center: Point(x: 30.5, y: 30.5), radius: 20)
        let period = 2 * Double.pi * 20 / 8
        let c = stroked(61, 61, circle, StrokeStyle(width: 2, dash: [period / 2, period / 2]))
        let ink = c.pixels.reduce(0) { $0 + Double($1 >> 24) } / 255
        XCTAssertEqual(ink, 40 * .pi, accuracy: 40 * .pi * 0.02, "\(ink)")
        // The pattern starts at the path's start (angle 0, on the right) and goes clockwise on screen.
        XCTAssertEqual(alpha(c, 50, 33), 255, "just after the start: the first dash")
        XCTAssertEqual(alpha(c, 50, 27), 0, "just before the start: the closing gap")
        // Eight-fold: every dash has the same ink as the first, within a few pixels.
        XCTAssertEqual(stroked(61, 61, circle, StrokeStyle(width: 2, dash: [period / 2, period / 2], dashPhase: period)).pixels
            .reduce(0) { $0 + Double($1 >> 24) } / 255, ink, accuracy: 1)
        let solid = stroked(61, 61, circle, StrokeStyle(width: 2))
        // (Up to one level of rounding apart: each dash's outline overlaps itself slightly at its
        // joins, so some of its edge pixels are resolved exactly — issue 12 — and a corner the ring
        // barely grazes may round to 1 in one and 0 in the other.)
        XCTAssertEqual(c.pixels.indices.filter { c.pixels[$0] >> 24 > 1 && solid.pixels[$0] == 0 }, [], "dashes lie on the ring")
    }

    func testInvalidPatternsDrawSolid() {
        let solid = row(0, 100, StrokeStyle(width: 2))
        for dash in [[], [0.0, 0], [5, -1], [Double.nan, 3], [Double.infinity]] {
            XCTAssertEqual(row(0, 100, StrokeStyle(width: 2, dash: dash)), solid, "\(dash)")
        }
    }

    func testDashesScaleWithTheTransform() {
        let c = stroked(100, 11, polyline([(0, 2.75), (50, 2.75)]), StrokeStyle(width: 1, dash: [5, 2.5]), transform: .scale(2))
        XCTAssertEqual(alphaRow(c, 5), expected(100) { $0 % 15 < 10 })
    }
}
