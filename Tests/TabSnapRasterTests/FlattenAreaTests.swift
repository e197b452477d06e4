@testable import TabSnapRaster
import XCTest

/// A flattened curve covers the curve's own area: chords through points on a convex curve all
/// cut inside it (about 0.005 px along every curved edge at a 1/64 px tolerance, 1.2 levels light
/// on an edge pixel), so the flattener moves the points inside a curve out by what the chords cut
/// off. Measured on circles as TabSnap builds them (four cubics), against the exact area of those
/// cubics, as the edge's mean shift: covered area minus exact area, over the perimeter.
final class FlattenAreaTests: XCTestCase {
    /// The area the four cubics of `Path.circle` enclose (a hair more than πr²: the classic kappa
    /// bulges out by up to 0.027 %), by the shoelace over 20,000 points of the curve.
    private func cubicCircleArea(_ r: Double) -> Double {
        let k = Arc.kappa
        let p = [(1.0, 0.0), (1.0, k), (k, 1.0), (0.0, 1.0)]
        var area = 0.0, last = p[0]
        let n = 20_000
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let b = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
            let pt = (b[0] * p[0].0 + b[1] * p[1].0 + b[2] * p[2].0 + b[3] * p[3].0,
                      b[0] * p[0].1 + b[1] * p[1].1 + b[2] * p[2].1 + b[3] * p[3].1)
            area += last.0 * pt.1 - pt.0 * last.1
            last = pt
        }
        return 4 * (area / 2) * r * r  // the quarter's fan from the centre (its radii add nothing), four times
    }

    private func edgeShift(_ r: Double, _ cx: Double, _ cy: Double) -> Double {
        let side = Int((2 * (cx + r)).rounded(.up)) + 4
        let circle = Path.circle(center: Point(x: cx, y: cy), radius: r)
        let canvas = filled(side, side, circle)
        var sum = 0
        for y in 0..<side { for x in 0..<side { sum += alpha(canvas, x, y) } }
        return (Double(sum) / 255 - cubicCircleArea(r)) / (2 * Double.pi * r)
    }

    func testCurvedEdgesCoverTheirExactArea() {
        var shifts: [Double] = []
        for r in [1.3, 2.7, 5.5, 9.9, 13.3, 27.1] {
            let mean = [(0.13, 0.41), (0.5, 0.5), (0.77, 0.29)].map { edgeShift(r, r + 2 + $0.0, r + 2 + $0.1) }.reduce(0, +) / 3
            shifts.append(mean)
            // Through-the-curve chords gave −0.0027 to −0.0070 px (mean −0.0055); now within ±0.0015.
            XCTAssertLessThanOrEqual(abs(mean), 0.002, "radius \(r): the edge sits \(mean) px from the curve on average")
        }
        print("circle edges against their exact area: mean shift per radius \(shifts.map { String(format: "%+.4f", $0) }) px")
    }

    /// A stroke's outer and inner edges move out together: its area was right before (one side
    /// light, the other as heavy), and stays right.
    func testStrokedCircleKeepsItsArea() {
        for r in [5.5, 13.3] {
            let w = 2.0
            let side = Int((2 * (r + w + 2)).rounded(.up)) + 2
            let circle = Path.circle(center: Point(x: r + w + 2.31, y: r + w + 2.67), radius: r)
            let canvas = stroked(side, side, circle, StrokeStyle(width: w))
            var sum = 0
            for y in 0..<side { for x in 0..<side { sum += alpha(canvas, x, y) } }
            let exact = cubicCircleArea(r + w / 2) - cubicCircleArea(r - w / 2)
            XCTAssertEqual(Double(sum) / 255, exact, accuracy: 0.002 * exact, "radius \(r)")
        }
    }
}
