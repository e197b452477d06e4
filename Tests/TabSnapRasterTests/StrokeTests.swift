import XCTest
@testable import TabSnapRaster

final class StrokeTests: XCTestCase {
    func testTwoPixelLineAtIntegerYIsTwoFullRows() {
        let c = stroked(20, 8, polyline([(2, 4), (18, 4)]), StrokeStyle(width: 2))
        for y in 0..<8 {
            XCTAssertEqual(alphaRow(c, y), (0..<20).map { x in (y == 3 || y == 4) && (2..<18).contains(x) ? 255 : 0 }, "row \(y)")
        }
    }

    func testCapsExtendExactly() {
        let butt = stroked(20, 8, polyline([(4, 4), (12, 4)]), StrokeStyle(width: 2, cap: .butt))
        let square = stroked(20, 8, polyline([(4, 4), (12, 4)]), StrokeStyle(width: 2, cap: .square))
        XCTAssertEqual(alphaRow(butt, 4)[2...13], [0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0])
        XCTAssertEqual(alphaRow(square, 4)[2...13], [0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0])
        // Round cap: pixel 12 of row 4 holds a quarter of the radius-1 disc past x = 12, π/4 →
        // 200.3 ideally; the arc's chords are moved out by what they cut off (Flatten), so the
        // pixel is that area to the level (through-the-curve chords alone gave 198). Pinned.
        let round = stroked(20, 8, polyline([(4, 4), (12, 4)]), StrokeStyle(width: 2, cap: .round))
        let r = alpha(round, 12, 4)
        XCTAssertEqual(r, 200)
        XCTAssertLessThanOrEqual(abs(r - 200), 3)
        XCTAssertEqual(alpha(round, 13, 4), 0)
    }

    /// Right then up around (20, 20), width 4: the outer corner square is [20, 22]².
    private let corner = polyline([(4, 20), (20, 20), (20, 4)])

    func testMiterFillsTheOuterCorner() {
        let c = stroked(30, 30, corner, StrokeStyle(width: 4, join: .miter))
        for (x, y) in [(20, 20), (21, 20), (20, 21), (21, 21)] { XCTAssertEqual(alpha(c, x, y), 255, "(\(x), \(y))") }
        XCTAssertEqual(alpha(c, 22, 22), 0)
    }

    func testBevelCutsTheOuterCornerDiagonally() {
        let c = stroked(30, 30, corner, StrokeStyle(width: 4, join: .bevel))
        // The bevel runs from (20, 22) to (22, 20): x + y ≤ 42 is inside.
        XCTAssertEqual(alpha(c, 20, 20), 255)
        XCTAssertEqual(alpha(c, 21, 20), 128)
        XCTAssertEqual(alpha(c, 20, 21), 128)
        XCTAssertEqual(alpha(c, 21, 21), 0)
    }

    func testMiterLimitFallsBackToBevel() {
        // A right angle has miter ratio √2 ≈ 1.414: limit 1.4 bevels, 1.5 miters.
        XCTAssertEqual(alpha(stroked(30, 30, corner, StrokeStyle(width: 4, join: .miter, miterLimit: 1.4)), 21, 21), 0)
        XCTAssertEqual(alpha(stroked(30, 30, corner, StrokeStyle(width: 4, join: .miter, miterLimit: 1.5)), 21, 21), 255)
    }

    func testRoundJoinLiesBetweenBevelAndMiter() {
        let c = stroked(30, 30, corner, StrokeStyle(width: 4, join: .round))
        // Pixel (21, 21) holds only the part of the radius-2 disc around (20, 20): neither
        // bevel's 0 nor miter's 255.
        let a = alpha(c, 21, 21)
        // Exactly: ∫₁^√3 (√(4 − u²) − 1) du = 0.3151 → 80.4; the arc's chords are moved out by
        // the area they cut off (chords through the arc alone gave 79). Pinned, at the ideal.
        XCTAssertEqual(a, 80)
        XCTAssertLessThanOrEqual(abs(a - 80), 2)
        XCTAssertEqual(alpha(c, 20, 20), 255)
    }

    func testThirdPointHairlineAtThreeXIsOneFullRow() {
        // A separator line 1/3 pt wide centred on y = 2 + 1/6 pt: device rows 6…7 exactly.
        let t = Transform.scale(3)
        let line = stroked(30, 12, polyline([(0, 2 + 1.0 / 6.0), (10, 2 + 1.0 / 6.0)]), StrokeStyle(width: 1.0 / 3.0), transform: t)
        XCTAssertEqual(alphaRow(line, 6), [Int](repeating: 255, count: 30))
        for y in [0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11] { XCTAssertEqual(alphaRow(line, y), [Int](repeating: 0, count: 30)) }
        // The same as a 1/3 pt filled rect.
        let rect = filled(30, 12, .rect(Rect(x: 0, y: 2, width: 10, height: 1.0 / 3.0)), transform: t)
        XCTAssertEqual(rect.pixels, line.pixels)
    }

    func testOnePixelHairlineAtEveryScale() {
        for s in [1.0, 2.0, 3.0] {
            // A one-device-pixel line centred half a pixel below y = 4 pt.
            let y = 4 + 0.5 / s
            let c = stroked(40, 16, polyline([(1, y), (9, y)]), StrokeStyle(width: 1 / s), transform: .scale(s))
            let row = Int(4 * s)
            for r in 0..<16 {
                XCTAssertEqual(alphaRow(c, r), (0..<40).map { x in r == row && x >= Int(s) && x < Int(9 * s) ? 255 : 0 }, "scale \(s) row \(r)")
            }
        }
    }

    func testClosedStrokeHasAHole() {
        let c = stroked(20, 20, .rect(Rect(x: 4, y: 4, width: 12, height: 12)), StrokeStyle(width: 2))
        XCTAssertEqual(alpha(c, 10, 10), 0)
        XCTAssertEqual(alphaRow(c, 10)[2...6], [0, 255, 255, 0, 0])
        XCTAssertEqual(alpha(c, 3, 3), 255, "miter corner of a closed rect")
    }

    func testStrokedCircleRingArea() {
        // Ring between radii 19 and 21: area π(21² − 19²) = 80π.
        let c = stroked(60, 60, .circle(center: Point(x: 30.5, y: 29.75), radius: 20), StrokeStyle(width: 2))
        let sum = c.pixels.reduce(0) { $0 + Double($1 >> 24) } / 255
        XCTAssertLessThan(abs(sum - 80 * .pi) / (80 * .pi), 0.005, "\(sum)")
    }
}
