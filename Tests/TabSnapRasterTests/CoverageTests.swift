import TabSnapFixtures
import XCTest
@testable import TabSnapRaster

/// Exact-area anti-aliasing: coverage c of a pixel becomes round(c · 255).
final class CoverageTests: XCTestCase {
    func testFractionalRectEdges() {
        // x 0.25…2.75 over a full row: ¾ → 191.25 → 191, inside → 255.
        let c = filled(4, 1, .rect(Rect(x: 0.25, y: 0, width: 2.5, height: 1)))
        XCTAssertEqual(alphaRow(c, 0), [191, 255, 191, 0])
    }

    func testFractionalRectCorners() {
        // x 0.5…2.25, y 0.25…1.5: row 0 is ¾ high (½·¾ → 96, ¾ → 191, ¼·¾ → 48), row 1 ½ high.
        let c = filled(4, 3, .rect(Rect(x: 0.5, y: 0.25, width: 1.75, height: 1.25)))
        XCTAssertEqual(alphaRow(c, 0), [96, 191, 48, 0])
        XCTAssertEqual(alphaRow(c, 1), [64, 128, 32, 0])
        XCTAssertEqual(alphaRow(c, 2), [0, 0, 0, 0])
    }

    func testIntegerRectIsExact() {
        let c = filled(6, 5, .rect(Rect(x: 1, y: 1, width: 3, height: 2)))
        for y in 0..<5 {
            for x in 0..<6 {
                XCTAssertEqual(alpha(c, x, y), (1...3).contains(x) && (1...2).contains(y) ? 255 : 0, "(\(x), \(y))")
            }
        }
    }

    func testDiagonalHalfPixels() {
        // The triangle (0,0) (4,0) (0,4): pixels on the diagonal are exactly half covered.
        let c = filled(4, 4, polyline([(0, 0), (4, 0), (0, 4)]))
        for i in 0..<4 { XCTAssertEqual(alpha(c, 3 - i, i), 128) }
        XCTAssertEqual(alpha(c, 0, 0), 255)
        XCTAssertEqual(alpha(c, 3, 3), 0)
    }

    func testCircleAreaWithinATenthOfAPercent() {
        for r in [20.0, 33.5, 60.0, 150.25] {
            let size = Int(2 * r) + 8
            let c = filled(size, size, .circle(center: Point(x: Double(size) / 2 + 0.3, y: Double(size) / 2 - 0.2), radius: r))
            let sum = c.pixels.reduce(0) { $0 + Double($1 >> 24) } / 255
            let expected = Double.pi * r * r
            XCTAssertLessThan(abs(sum - expected) / expected, 0.001, "r = \(r): \(sum) vs \(expected)")
        }
    }

    func testWholePixelTranslationShiftsIdenticalPixels() {
        // The scene at ¼ scale is 107.5×233 px; drawn again 7 px right and 5 px down.
        var a = Canvas(width: 108, height: 233), b = Canvas(width: 115, height: 238)
        CanonicalScene.draw(on: &a, scale: 0.25)
        CanonicalScene.draw(on: &b, scale: 0.25, device: .translation(x: 7, y: 5))
        var mismatches = 0
        for y in 0..<233 {
            for x in 0..<108 where a.pixels[y * 108 + x] != b.pixels[(y + 5) * 115 + x + 7] { mismatches += 1 }
        }
        XCTAssertEqual(mismatches, 0)
        XCTAssertEqual(b.pixels[0], 0, "nothing drawn in the uncovered margin")
    }

    func testCoordinatesFarOutsideAreClipped() {
        // A huge triangle whose edges leave the canvas on every side still covers it exactly.
        let c = filled(8, 8, polyline([(-5000, -3000), (9000, 4), (-20, 9000)]))
        XCTAssertEqual(alpha(c, 0, 0), 255)
        XCTAssertEqual(alpha(c, 7, 0), 255)
        let big = filled(4, 4, .rect(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)))
        XCTAssertEqual(Set(big.pixels), [0xFF00_0000])
    }
}
