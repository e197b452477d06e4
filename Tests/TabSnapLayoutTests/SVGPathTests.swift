import Foundation
@testable import TabSnapLayout
import TabSnapRaster
import XCTest

final class SVGPathTests: XCTestCase {
    /// The portable functions agree with the C library to ~1e-15 (they exist so the last bits
    /// are the same everywhere, not to be more exact).
    func testPortableMathMatchesLibm() {
        var x = -20.0
        while x <= 20 {
            let (s, c) = PortableMath.sinCos(x)
            XCTAssertEqual(s, sin(x), accuracy: 1e-14, "sin \(x)")
            XCTAssertEqual(c, cos(x), accuracy: 1e-14, "cos \(x)")
            x += 0.0137
        }
        for (y, x) in [(0.0, 1.0), (1, 0), (0, -1), (-1, 0), (1, 1), (-3, 2), (2, -3), (-0.5, -7), (1e-9, 1), (5, 1e-9)] {
            XCTAssertEqual(PortableMath.atan2(y, x), atan2(y, x), accuracy: 1e-14, "atan2(\(y), \(x))")
        }
    }

    func fill(_ d: String, size: Int) throws -> [UInt8] {
        var canvas = Canvas(width: size, height: size)
        canvas.fill(try SVGPath.parse(d), with: .solid(.black))
        return canvas.toImage().pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element)
    }

    /// Two half-circle arcs make a circle: its area is πr² within 0.2 %.
    func testArcsMakeACircle() throws {
        let alpha = try fill("M10 50 A40 40 0 1 1 90 50 A40 40 0 1 1 10 50 Z", size: 100)
        let area = Double(alpha.reduce(0) { $0 + Int($1) }) / 255
        XCTAssertEqual(area, Double.pi * 1600, accuracy: Double.pi * 1600 * 0.002)
        // Lower-case (relative) arcs and compact flags give the same shape.
        XCTAssertEqual(try fill("m10 50a40 40 0 1180 0a40 40 0 11-80 0z", size: 100), alpha)
    }

    /// Flags choose among the four arcs through two points; radii too small grow to fit.
    func testArcFlagsAndRadiusScaling() throws {
        // A quarter arc bulging up-left vs down-right of the chord from (0,50) to (50,0).
        let small = try fill("M0 50 A50 50 0 0 1 50 0 L50 50 Z", size: 60)
        let large = try fill("M0 50 A50 50 0 1 0 50 0 L50 50 Z", size: 60)
        XCTAssertNotEqual(small, large)
        // Radius 1 between points 40 apart scales up to a half circle of radius 20.
        let half = try fill("M10 30 A1 1 0 0 1 50 30 Z", size: 60)
        let area = Double(half.reduce(0) { $0 + Int($1) }) / 255
        XCTAssertEqual(area, Double.pi * 400 / 2, accuracy: Double.pi * 400 / 2 * 0.005)
        XCTAssertThrowsError(try SVGPath.parse("M0 0 A5 5 0 2 1 10 10"))
    }
}
