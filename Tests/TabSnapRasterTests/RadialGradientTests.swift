import XCTest
import TabSnapCore
@testable import TabSnapRaster

final class RadialGradientTests: XCTestCase {
    let red = PixelColor(r: 255, g: 0, b: 0), blue = PixelColor(r: 0, g: 0, b: 255)

    func filledRadial(_ g: RadialGradientPaint, size: Int = 101, transform: Transform = .identity) -> Canvas {
        var c = Canvas(width: size, height: size)
        c.fill(Rect(x: 0, y: 0, width: Double(size), height: Double(size)).scaled(1 / transform.a), with: .radialGradient(g),
               transform: transform)
        return c
    }

    func testCentreAndEdgeColours() {
        let g = RadialGradientPaint(center: Point(x: 50.5, y: 50.5), startRadius: 0, endRadius: 50, colors: [red, blue])
        let c = filledRadial(g)
        XCTAssertTrue(c[50, 50] == (255, 0, 0, 255), "the centre is the first stop: \(c[50, 50])")
        XCTAssertTrue(c[0, 0] == (0, 0, 255, 255), "beyond the end circle: padded with the last stop")
        XCTAssertTrue(c[100, 50] == (0, 0, 255, 255), "distance 50: the last stop \(c[100, 50])")
        XCTAssertTrue(c[0, 50] == (0, 0, 255, 255), "\(c[0, 50])")
        // Halfway (distance 25, t = ½): the stops mixed evenly.
        let mid = c[75, 50]
        XCTAssertTrue(abs(Int(mid.0) - 128) <= 1 && mid.1 == 0 && abs(Int(mid.2) - 128) <= 1 && mid.3 == 255, "\(mid)")
        // Circles: the same colour at the same distance in every direction.
        XCTAssertTrue(c[75, 50] == c[25, 50] && c[50, 75] == c[50, 25] && c[50, 75] == c[75, 50])
        XCTAssertTrue(c[65, 70] == c[35, 30] && c[70, 65] == c[30, 35] && c[65, 70] == c[70, 65])
    }

    func testStartRadiusPadsTheInside() {
        let g = RadialGradientPaint(center: Point(x: 50.5, y: 50.5), startRadius: 20, endRadius: 40, colors: [red, blue])
        let c = filledRadial(g)
        XCTAssertTrue(c[50, 50] == (255, 0, 0, 255))
        XCTAssertTrue(c[69, 50] == (255, 0, 0, 255), "distance 19")
        XCTAssertTrue(c[91, 50] == (0, 0, 255, 255), "distance 41")
        let mid = c[80, 50]  // distance 30, t = ½
        XCTAssertTrue(abs(Int(mid.0) - 128) <= 1 && abs(Int(mid.2) - 128) <= 1, "\(mid)")
        // End inside the start: the stops run inwards.
        let inward = filledRadial(RadialGradientPaint(center: Point(x: 50.5, y: 50.5), startRadius: 40, endRadius: 20, colors: [red, blue]))
        XCTAssertTrue(inward[50, 50] == (0, 0, 255, 255))
        XCTAssertTrue(inward[0, 0] == (255, 0, 0, 255))
    }

    func testTranslucentStopsInterpolatePremultiplied() {
        let g = RadialGradientPaint(center: Point(x: 50.5, y: 50.5), startRadius: 0, endRadius: 50, colors: [.white, .clear])
        let c = filledRadial(g)
        XCTAssertTrue(c[50, 50] == (255, 255, 255, 255))
        let mid = c[75, 50]
        XCTAssertTrue(mid.0 == mid.3 && mid.1 == mid.3 && abs(Int(mid.3) - 128) <= 1, "white at half alpha, no dark fringe: \(mid)")
        XCTAssertTrue(c[0, 0] == (0, 0, 0, 0))
    }

    func testFollowsTheTransform() {
        // In points at 2x: the same picture as in pixels at 1x.
        let points = RadialGradientPaint(center: Point(x: 25.25, y: 25.25), startRadius: 0, endRadius: 25, colors: [red, blue])
        let pixels = RadialGradientPaint(center: Point(x: 50.5, y: 50.5), startRadius: 0, endRadius: 50, colors: [red, blue])
        XCTAssertEqual(filledRadial(points, transform: .scale(2)).pixels, filledRadial(pixels).pixels)
    }

    func testEqualRadiiAreAStep() {
        let c = filledRadial(RadialGradientPaint(center: Point(x: 50.5, y: 50.5), startRadius: 20, endRadius: 20, colors: [red, blue]))
        XCTAssertTrue(c[69, 50] == (255, 0, 0, 255))
        XCTAssertTrue(c[71, 50] == (0, 0, 255, 255))
    }
}

private extension Rect {
    func scaled(_ s: Double) -> Rect { Rect(x: minX * s, y: minY * s, width: width * s, height: height * s) }
}
