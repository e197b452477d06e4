import XCTest
import TabSnapCore
@testable import TabSnapRaster

final class ClipLayerTests: XCTestCase {
    private let red = PixelColor(r: 255, g: 0, b: 0)

    func testFractionalClipEdge() {
        var c = Canvas(width: 6, height: 1)
        c.pushClip(Rect(x: 0, y: 0, width: 2.5, height: 1))
        c.fill(Rect(x: 0, y: 0, width: 6, height: 1), with: .solid(red))
        c.popClip()
        XCTAssertEqual(alphaRow(c, 0), [255, 255, 128, 0, 0, 0])
        XCTAssertTrue(c[2, 0] == (128, 0, 0, 128))
    }

    func testNestedClipsIntersect() {
        var c = Canvas(width: 6, height: 1)
        c.pushClip(Rect(x: 0, y: 0, width: 2.75, height: 1))    // pixel 2: 191
        c.pushClip(Rect(x: 2.5, y: 0, width: 3, height: 1))     // pixel 2: 128
        c.fill(Rect(x: 0, y: 0, width: 6, height: 1), with: .solid(red))
        c.popClip()
        c.popClip()
        // round(191 · 128 / 255) = 96; pixels outside either clip untouched.
        XCTAssertEqual(alphaRow(c, 0), [0, 0, 96, 0, 0, 0])
        XCTAssertTrue(c[2, 0] == (96, 0, 0, 96))
        // After popping, drawing is unclipped again.
        c.fill(Rect(x: 5, y: 0, width: 1, height: 1), with: .solid(red))
        XCTAssertEqual(alpha(c, 5, 0), 255)
    }

    func testClipTimesShapeCoverage() {
        var c = Canvas(width: 4, height: 1)
        c.pushClip(Rect(x: 0, y: 0, width: 1.5, height: 1))         // pixel 1: 128
        c.fill(Rect(x: 1.25, y: 0, width: 2, height: 1), with: .solid(red))  // pixel 1: 191
        XCTAssertEqual(alphaRow(c, 0), [0, 96, 0, 0])
    }

    func testRoundedRectClip() {
        var c = Canvas(width: 20, height: 20)
        c.pushClip(.roundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 8))
        c.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: .solid(red))
        XCTAssertEqual(alpha(c, 0, 0), 0)
        XCTAssertEqual(alpha(c, 10, 10), 255)
        XCTAssertEqual(alpha(c, 0, 10), 255)
        let corner = alpha(c, 2, 2)
        XCTAssertTrue((1...254).contains(corner), "\(corner)")
    }

    func testLayerOpacityIsAppliedOnceToTheGroup() {
        var c = Canvas(width: 6, height: 1, background: .white)
        c.beginLayer(opacity: 0.5)  // 128
        c.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: .solid(red))
        c.fill(Rect(x: 2, y: 0, width: 4, height: 1), with: .solid(red))
        c.endLayer()
        // (128, 0, 0, 128) over white: R 128 + 127, G and B round(255·127/255) = 127.
        for x in 0..<6 { XCTAssertTrue(c[x, 0] == (255, 127, 127, 255), "\(x): \(c[x, 0])") }

        // Without the layer the overlap darkens: a second 50% coat.
        var d = Canvas(width: 6, height: 1, background: .white)
        d.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: .solid(red.opacity(0.5)))
        d.fill(Rect(x: 2, y: 0, width: 4, height: 1), with: .solid(red.opacity(0.5)))
        XCTAssertTrue(d[0, 0] == (255, 127, 127, 255))
        XCTAssertTrue(d[3, 0] == (255, 63, 63, 255))  // 128 + mul(127,127)=63 … R: 128 + mul(255,127) = 255
    }

    func testLayerInsideClipAndNestedLayers() {
        var c = Canvas(width: 4, height: 1)
        c.pushClip(Rect(x: 1, y: 0, width: 2, height: 1))
        c.beginLayer(opacity: 1)
        c.beginLayer(opacity: 0.5)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: .solid(.black))
        c.endLayer()
        c.endLayer()
        c.popClip()
        XCTAssertEqual(alphaRow(c, 0), [0, 128, 128, 0])
    }

    func testLayerWithZeroOpacityDrawsNothing() {
        var c = Canvas(width: 3, height: 1)
        c.beginLayer(opacity: 0)
        c.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: .solid(.black))
        c.endLayer()
        XCTAssertEqual(c.pixels, [0, 0, 0])
    }
}

final class LayerBoundsTests: XCTestCase {
    func testBoundsHintChangesNothingInsideIt() {
        func draw(_ hint: Rect?) -> [UInt32] {
            var c = Canvas(width: 40, height: 40, background: .white)
            c.beginLayer(opacity: 0.7, bounds: hint, transform: .scale(2))
            c.fill(.circle(center: Point(x: 10, y: 10), radius: 6), with: .solid(PixelColor(r: 0, g: 122, b: 255)), transform: .scale(2))
            c.fill(.circle(center: Point(x: 13, y: 10), radius: 6), with: .solid(PixelColor(r: 0, g: 122, b: 255)), transform: .scale(2))
            c.endLayer()
            return c.pixels
        }
        XCTAssertEqual(draw(nil), draw(Rect(x: 3.5, y: 3.5, width: 16, height: 13)))
        // A hint clips like CoreGraphics' transparency layer rect.
        let clipped = draw(Rect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(clipped[10 * 40 + 25], 0xFFFF_FFFF)
    }
}

final class EdgeCaseTests: XCTestCase {
    func testEmptyCanvasAcceptsEveryCall() {
        var c = Canvas(width: 0, height: 0)
        c.clear(.white)
        c.pushClip(Rect(x: 0, y: 0, width: 5, height: 5))
        c.beginLayer(opacity: 0.5)
        c.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .solid(.black))
        c.stroke(.circle(center: .zero, radius: 3), style: StrokeStyle(width: 1), with: .solid(.black))
        c.endLayer()
        c.popClip()
        XCTAssertEqual(c.toImage().pixels, [])
    }

    func testEmptyClipHidesEverything() {
        var c = Canvas(width: 4, height: 4)
        c.pushClip(Rect(x: 10, y: 10, width: 2, height: 2))
        c.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .solid(.black))
        c.beginLayer(opacity: 1)
        c.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .solid(.black))
        c.endLayer()
        c.popClip()
        XCTAssertEqual(Set(c.pixels), [0])
    }

    func testManyOverlappingEdgesInOnePixel() {
        // 20 000 coincident triangles: winding 20 000 clamps to full under non-zero.
        var p = Path()
        for _ in 0..<20_000 { p.add(polyline([(0, 0), (2, 0), (0, 2)])) }
        let c = filled(2, 2, p)
        XCTAssertEqual(alpha(c, 0, 0), 255)
        XCTAssertEqual(alpha(c, 1, 1), 0)
    }

    func testDegenerateStrokes() {
        // A zero-length subpath: a dot with round caps, nothing with butt caps.
        var dot = Path()
        dot.move(to: Point(x: 5, y: 5)); dot.line(to: Point(x: 5, y: 5))
        XCTAssertEqual(alpha(stroked(10, 10, dot, StrokeStyle(width: 4, cap: .round)), 5, 5), 255)
        XCTAssertEqual(Set(stroked(10, 10, dot, StrokeStyle(width: 4, cap: .butt)).pixels), [0])
        XCTAssertEqual(alpha(stroked(10, 10, dot, StrokeStyle(width: 4, cap: .square)), 3, 3), 255)
        // A line that doubles back on itself (a 180° turn) stays finite.
        let back = stroked(20, 10, polyline([(2, 5), (15, 5), (6, 5)]), StrokeStyle(width: 2, join: .miter))
        XCTAssertEqual(alpha(back, 10, 4), 255)
        XCTAssertEqual(alpha(back, 17, 4), 0)
        // Zero width draws nothing.
        XCTAssertEqual(Set(stroked(10, 10, polyline([(1, 1), (8, 8)]), StrokeStyle(width: 0)).pixels), [0])
    }
}
