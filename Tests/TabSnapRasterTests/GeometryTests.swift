import XCTest
@testable import TabSnapRaster

final class GeometryTests: XCTestCase {
    func testFixedPointRoundsOnceToNearest() {
        XCTAssertEqual(FixedPoint.fixed(0.25), 64)
        XCTAssertEqual(FixedPoint.fixed(1.0 / 512), 1)     // exactly half a step: away from zero
        XCTAssertEqual(FixedPoint.fixed(-1.0 / 512), -1)
        XCTAssertEqual(FixedPoint.fixed(.nan), 0)
        XCTAssertEqual(FixedPoint.fixed(1e300), 1 << 28)
    }

    func testIntegerHelpers() {
        XCTAssertEqual(IntMath.floorDiv(-7, 2), -4)
        XCTAssertEqual(IntMath.roundDiv(7, 2), 4)
        XCTAssertEqual(IntMath.roundDiv(-7, 2), -3)  // halves go up
        XCTAssertEqual(IntMath.roundDiv(7, -2), -3)
        XCTAssertEqual(IntMath.roundDiv(5, 3), 2)
        for n in 0..<2000 {
            let s = IntMath.sqrtCeil(n)
            XCTAssertTrue(s * s >= n && (s == 0 || (s - 1) * (s - 1) < n), "\(n)")
        }
    }

    /// Every flattened vertex lies on the curve (up to rounding) and every point of the curve is
    /// within the tolerance of the polyline.
    func testCubicFlatteningErrorBound() {
        let p = [FixedPoint(x: 0, y: 0), FixedPoint(x: 9000, y: 25000), FixedPoint(x: 30000, y: -8000), FixedPoint(x: 40000, y: 12000)]
        let n = Flatten.cubicSegments(p[0], p[1], p[2], p[3])
        XCTAssertLessThanOrEqual(n, Flatten.maxSegments)
        let verts = (0...n).map { Flatten.cubicPoint(p[0], p[1], p[2], p[3], $0, n) }
        func curve(_ t: Double) -> (Double, Double) {
            let u = 1 - t
            func axis(_ k: KeyPath<FixedPoint, Int32>) -> Double {
                u * u * u * Double(p[0][keyPath: k]) + 3 * u * u * t * Double(p[1][keyPath: k])
                    + 3 * u * t * t * Double(p[2][keyPath: k]) + t * t * t * Double(p[3][keyPath: k])
            }
            return (axis(\.x), axis(\.y))
        }
        var worst = 0.0
        for s in 0...4000 {
            let t = Double(s) / 4000
            let seg = min(n - 1, Int(t * Double(n)))
            let (cx, cy) = curve(t)
            // Distance to the chord of the piece holding t.
            let a = verts[seg], b = verts[seg + 1]
            let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
            let len2 = dx * dx + dy * dy
            let k = len2 == 0 ? 0 : max(0, min(1, ((cx - Double(a.x)) * dx + (cy - Double(a.y)) * dy) / len2))
            let ex = cx - (Double(a.x) + k * dx), ey = cy - (Double(a.y) + k * dy)
            worst = max(worst, (ex * ex + ey * ey).squareRoot())
        }
        // Tolerance plus half a unit of vertex rounding, in 1/256 px; well under 1/16 px.
        XCTAssertLessThanOrEqual(worst, Double(Flatten.tolerance) + 0.75)
        XCTAssertLessThan(worst, 16)
    }

    func testQuadSegmentCounts() {
        let a = FixedPoint(x: 0, y: 0), c = FixedPoint(x: 256, y: 0)
        XCTAssertEqual(Flatten.quadSegments(a, FixedPoint(x: 128, y: 0), c), 1, "a straight quad is one line")
        // |p0 − 2p1 + p2| = 512: n² ≥ 512 / 16 → 6.
        XCTAssertEqual(Flatten.quadSegments(a, FixedPoint(x: 128, y: 256), c), 6)
    }

    func testTransformAlgebra() {
        let t = Transform.scale(3).concatenating(.translation(x: 5, y: -2)).concatenating(.rotation(quarterTurns: 1))
        let p = Point(x: 1.5, y: -4)
        let q = t.apply(p)
        XCTAssertEqual(q, Point(x: 14, y: 9.5))  // (9.5, −14) turned a quarter: (14, 9.5)
        let back = t.inverted!.apply(q)
        XCTAssertEqual(back.x, p.x, accuracy: 1e-12)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-12)
        XCTAssertNil(Transform.scale(x: 0, y: 1).inverted)
        XCTAssertEqual(Transform.identity.translatedBy(x: 2, y: 3).scaledBy(x: 2, y: 2).apply(Point(x: 1, y: 1)), Point(x: 4, y: 5))
    }

    func testQuarterTurnRotatesPixelsExactly() {
        // An L shape, and the same turned a quarter about the canvas centre.
        var l = Path.rect(Rect(x: 2.5, y: 2, width: 3, height: 11.25))
        l.add(.rect(Rect(x: 2.5, y: 10.5, width: 9, height: 2.75)))
        let a = filled(16, 16, l)
        let turn = Transform.translation(x: -8, y: -8).concatenating(.rotation(quarterTurns: 1)).concatenating(.translation(x: 8, y: 8))
        let b = filled(16, 16, l, transform: turn)
        // A quarter turn (clockwise on screen) maps pixel (x, y) to (15 − y, x).
        for y in 0..<16 { for x in 0..<16 { XCTAssertEqual(alpha(a, x, y), alpha(b, 15 - y, x), "(\(x), \(y))") } }
    }

    func testRoundedRectShapes() {
        let r = Rect(x: 2, y: 2, width: 60, height: 40)
        func area(_ p: Path) -> Double { filled(64, 44, p).pixels.reduce(0) { $0 + Double($1 >> 24) } / 255 }
        let square = area(.rect(r)), circular = area(.roundedRect(r, radius: 10)), continuous = area(.roundedRect(r, radius: 10, style: .continuous))
        XCTAssertEqual(square, 2400, accuracy: 0.01)
        // Four quarter circles cut (4 − π)·r² = 85.8 px².
        XCTAssertEqual(circular, 2400 - (4 - .pi) * 100, accuracy: 0.5)
        // A continuous corner starts further from the vertex and so cuts a bit more.
        XCTAssertLessThan(continuous, circular)
        XCTAssertGreaterThan(continuous, circular - 40)
        // Radii clamp: huge radii give a capsule; a capsule of a square is its circle.
        XCTAssertEqual(filled(64, 44, .roundedRect(r, radius: 500)).pixels, filled(64, 44, .capsule(r)).pixels)
        let sq = Rect(x: 2, y: 2, width: 40, height: 40)
        XCTAssertEqual(filled(44, 44, .capsule(sq)).pixels, filled(44, 44, .circle(center: Point(x: 22, y: 22), radius: 20)).pixels)
        // Per-corner radii: a square corner stays exactly square.
        let mixed = filled(64, 44, .roundedRect(r, radii: CornerRadii(topLeft: 0, topRight: 12, bottomRight: 0, bottomLeft: 12)))
        XCTAssertEqual(alpha(mixed, 2, 2), 255)
        XCTAssertEqual(alpha(mixed, 61, 2), 0)
    }

    func testQuadraticGlyphOutlineWithHole() {
        // A TrueType-style "O": outer contour clockwise, inner counter-clockwise, quads only.
        func ring(_ r: Double, clockwise: Bool) -> Path {
            let c = Point(x: 20, y: 20)
            let pts = [Point(x: r, y: 0), Point(x: 0, y: r), Point(x: -r, y: 0), Point(x: 0, y: -r)]
            let order = clockwise ? pts : pts.reversed()
            var p = Path()
            p.move(to: c + order[0])
            for i in 0..<4 {
                let a = order[i], b = order[(i + 1) % 4]
                p.quad(to: c + b, control: c + a + b)  // the corner of the bounding square
            }
            p.close()
            return p
        }
        var glyph = ring(16, clockwise: true)
        glyph.add(ring(8, clockwise: false))
        let c = filled(40, 40, glyph)
        XCTAssertEqual(alpha(c, 20, 20), 0, "counter-wound hole")
        XCTAssertEqual(alpha(c, 7, 20), 255)
    }
}
