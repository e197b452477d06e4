import Foundation
@testable import TabSnapRaster
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

    /// Hostile arcs (issue 17, row 1) crashed converting NaN to Int: tiny radii fall back to a
    /// straight line, as the spec says for a degenerate arc, and huge numbers are refused.
    func testDegenerateArcsAreLinesAndHugeNumbersAreRefused() throws {
        for d in ["M0 0 A1e-200 1e-200 0 0 1 1 1", "M0 0 A1e-160 1 0 0 1 1 1", "M0 0 A1 1e-170 0 1 0 5 5"] {
            let path = try SVGPath.parse(d)
            XCTAssertEqual(path.elements.count, 2, d)
            XCTAssertTrue(path.elements.allSatisfy { if case .cubic = $0 { return false } else { return true } }, d)
        }
        XCTAssertThrowsError(try SVGPath.parse("M0 0 A1 1 0 0 1 1e308 1e308")) { error in
            XCTAssertTrue("\(error)".contains("out of range"), "\(error)")
        }
        XCTAssertThrowsError(try SVGPath.parse("M0 0 L" + String(repeating: "9", count: 400) + " 1"))
    }

    /// A path's work is bounded (row 5): 10,000 arcs or 200,000 lines are refused at once.
    func testSegmentBudget() throws {
        let arcs = "M0 0" + String(repeating: " a1 1 0 0 1 1 0", count: 10_000)
        XCTAssertThrowsError(try SVGPath.parse(arcs)) { XCTAssertTrue("\($0)".contains("segments"), "\($0)") }
        let lines = "M0 0" + String(repeating: " l1 0", count: 200_000)
        XCTAssertThrowsError(try SVGPath.parse(lines)) { XCTAssertTrue("\($0)".contains("limit"), "\($0)") }
        XCTAssertNoThrow(try SVGPath.parse("M0 0" + String(repeating: " l1 0", count: 9_000)))
    }
}
