import Foundation
import TabSnapCore
@testable import TabSnapFixtures
import XCTest
@testable import TabSnapRaster
import struct TabSnapRaster.Path
import TabSnapLayout
import TabSnapTesting

/// Issue 12: where contours of one fill overlap (or a contour crosses itself), a pixel's
/// coverage is the area of the union, not the summed coverage capped at full.
final class OverlapTests: XCTestCase {
    /// `M2 2 H10.5 V10 H2 Z M10.25 4 H10.75 V12 H10.25 Z`
    static var twoBars: Path {
        var p = polyline([(2, 2), (10.5, 2), (10.5, 10), (2, 10)])
        p.close()
        p.add(polyline([(10.25, 4), (10.75, 4), (10.75, 12), (10.25, 12)]))
        p.close()
        return p
    }

    func testOverlappingBarsSeamIsTheUnionsArea() {
        let c = filled(14, 14, Self.twoBars)
        for y in 0..<14 {
            for x in 0..<14 {
                var expected = 0
                if (2...9).contains(x) && (2...9).contains(y) { expected = 255 }
                if x == 10 && (2...3).contains(y) { expected = 128 }      // first bar only: [10, 10.5)
                if x == 10 && (4...9).contains(y) { expected = 191 }      // union [10, 10.75): ¾
                if x == 10 && (10...11).contains(y) { expected = 128 }    // second bar only: [10.25, 10.75)
                XCTAssertEqual(alpha(c, x, y), expected, "(\(x), \(y))")
            }
        }
        // Even-odd: the overlap [10.25, 10.5) is a hole, so column 10 holds [10, 10.25) ∪ [10.5, 10.75).
        let eo = filled(14, 14, Self.twoBars, rule: .evenOdd)
        for y in 4...9 { XCTAssertEqual(alpha(eo, 10, y), 128, "row \(y)") }
        XCTAssertEqual(alpha(eo, 9, 5), 255)
    }

    /// Area of two discs of radius r whose centres are d apart.
    static func unionArea(_ r: Double, _ d: Double) -> Double {
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        return 2 * Double.pi * r * r - lens
    }

    func testOverlappingCirclesCoverTheirUnion() {
        for (r, d, dir) in [(20.0, 13.3, 1.0), (9.5, 6.2, -1.0), (33.25, 40.1, 1.0)] {
            let size = Int(2 * r + d) + 8
            let cx = Double(size) / 2 + 0.37, cy = Double(size) / 2 - 0.21
            var p = Path.circle(center: Point(x: cx - d / 2, y: cy), radius: r)
            // The second disc drawn either way round: non-zero fills the union both times.
            p.add(dir > 0 ? .circle(center: Point(x: cx + d / 2, y: cy), radius: r)
                          : polygonCircle(Point(x: cx + d / 2, y: cy), r, 256, clockwise: false))
            let c = filled(size, size, p)
            let sum = c.pixels.reduce(0) { $0 + Double($1 >> 24) } / 255
            // (A 256-gon's area is 0.01 % short of its circle's.)
            // Drawn the other way round the overlap winds 0 under non-zero: a hole.
            let union = Self.unionArea(r, d), lens = 2 * Double.pi * r * r - union
            let expected = dir > 0 ? union : union - lens
            XCTAssertLessThan(abs(sum - expected) / expected, 0.005, "r \(r) d \(d): \(sum) vs \(expected)")
            // Per pixel the union lies between the larger disc's coverage and the two summed
            // (the symmetric difference between their difference and their sum).
            let a = filled(size, size, .circle(center: Point(x: cx - d / 2, y: cy), radius: r))
            let b = filled(size, size, dir > 0 ? .circle(center: Point(x: cx + d / 2, y: cy), radius: r)
                                                : polygonCircle(Point(x: cx + d / 2, y: cy), r, 256, clockwise: false))
            for i in 0..<(size * size) {
                let u = Int(c.pixels[i] >> 24), ua = Int(a.pixels[i] >> 24), ub = Int(b.pixels[i] >> 24)
                XCTAssertGreaterThanOrEqual(u + 1, dir > 0 ? max(ua, ub) : abs(ua - ub), "pixel \(i)")
                XCTAssertLessThanOrEqual(u, min(255, ua + ub) + 1, "pixel \(i)")
            }
        }
    }

    /// The pentagram under both rules against the same regions drawn without any overlap:
    /// non-zero is its ten-point outline, even-odd the five point triangles.
    func testSelfIntersectingStar() {
        let c = Point(x: 20.3, y: 20.6), R = 17.0
        let star = Icons.star(center: c, radius: R)
        // The inner pentagon's vertices lie on radius R·cos 72°/cos 36°, at the outer angles + 180°.
        let ri = R * cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)
        func outer(_ k: Int) -> Point {
            let a = (-90 + 72 * Double(k)) * Double.pi / 180
            return Point(x: c.x + R * cos(a), y: c.y + R * sin(a))
        }
        func inner(_ k: Int) -> Point {
            let a = (-90 + 36 + 72 * Double(k)) * Double.pi / 180
            return Point(x: c.x + ri * cos(a), y: c.y + ri * sin(a))
        }
        var outline = Path()
        for k in 0..<5 {
            if k == 0 { outline.move(to: outer(0)) } else { outline.line(to: outer(k)) }
            outline.line(to: inner(k))
        }
        outline.close()
        var points = Path()
        for k in 0..<5 {
            points.move(to: outer(k)); points.line(to: inner(k)); points.line(to: inner((k + 4) % 5)); points.close()
        }
        let nz = filled(41, 41, star, rule: .nonZero), eo = filled(41, 41, star, rule: .evenOdd)
        let nzRef = filled(41, 41, outline), eoRef = filled(41, 41, points)
        var worstNZ = 0, worstEO = 0
        for i in 0..<(41 * 41) {
            worstNZ = max(worstNZ, abs(Int(nz.pixels[i] >> 24) - Int(nzRef.pixels[i] >> 24)))
            worstEO = max(worstEO, abs(Int(eo.pixels[i] >> 24) - Int(eoRef.pixels[i] >> 24)))
        }
        // The references' inner vertices are rounded to 1/256 px on their own, so a level or two.
        XCTAssertLessThanOrEqual(worstNZ, 2)
        XCTAssertLessThanOrEqual(worstEO, 2)
        XCTAssertEqual(alpha(nz, 20, 20), 255)
        XCTAssertEqual(alpha(eo, 20, 20), 0)
    }

    func testShapeDrawnTwiceEqualsOneCopy() {
        // Non-convex outlines with curves, at a fractional offset; each copy overlaps itself
        // nowhere, but the two copies coincide everywhere.
        var shape = Path.roundedRect(Rect(x: 3.3, y: 2.7, width: 30.2, height: 17.9), radius: 6.1)
        shape.add(.circle(center: Point(x: 40.6, y: 30.15), radius: 11.3))
        shape.add(starOutline(Point(x: 16.4, y: 36.8), 12.2, inner: 5.3))
        shape.add(polygonCircle(Point(x: 48.2, y: 9.9), 7.7, 40, clockwise: false))
        var twice = shape
        twice.add(shape)
        for t in [Transform.identity, .scale(1.7), .rotation(cos: 0.8, sin: 0.6).concatenating(.translation(x: 20, y: 5))] {
            let one = filled(64, 64, shape, transform: t), two = filled(64, 64, twice, transform: t)
            XCTAssertEqual(one.pixels, two.pixels)
            XCTAssertGreaterThan(one.pixels.filter { $0 != 0 }.count, 500)
        }
    }

    /// A scene full of overlaps, a reference image: the exact path is integer arithmetic only.

    static func overlapScene() -> TabSnapRaster.Canvas {
        var c = TabSnapRaster.Canvas(width: 160, height: 120, background: .white)
        c.fill(twoBars, with: .solid(PixelColor(hex: "#007AFF")!), transform: .scale(3))
        var discs = Path.circle(center: Point(x: 110, y: 40), radius: 25.3)
        discs.add(.circle(center: Point(x: 127.7, y: 52.1), radius: 19.9))
        discs.add(.circle(center: Point(x: 100.2, y: 60.4), radius: 14.45))
        c.fill(discs, with: .solid(PixelColor(hex: "#FF3B30")!.opacity(0.8)))
        c.fill(Icons.star(center: Point(x: 40.5, y: 80.25), radius: 30), with: .solid(PixelColor(hex: "#34C759")!), rule: .nonZero)
        c.fill(Icons.star(center: Point(x: 110.5, y: 90.75), radius: 25.5), with: .solid(PixelColor(hex: "#5856D6")!),
               transform: .rotation(cos: 0.96, sin: 0.28).concatenating(.translation(x: 26, y: -30)), rule: .evenOdd)
        c.pushClip(discs, transform: .translation(x: -70.3, y: 40.1))
        c.fill(Rect(x: 0, y: 0, width: 160, height: 120), with: .solid(PixelColor.black.opacity(0.5)))
        c.popClip()
        return c
    }

    func testOverlapSceneIsDeterministic() {
        let a = Self.overlapScene(), b = Self.overlapScene()
        XCTAssertEqual(a.pixels, b.pixels)
        assertSnapshot(of: a.toImage(), as: .image, devices: [.iPhone15Pro], schemes: [.light], named: "overlaps")
    }

    /// Random outlines (polylines and quadratics, one to three subpaths, open and closed),
    /// filled under both rules or stroked with every cap and join: most cross themselves.
    struct RandomOutline { let index: Int; let path: Path; let stroke: StrokeStyle? }

    static func randomOutlines(_ count: Int) -> [RandomOutline] {
        var rng = SplitMix64(seed: 12345)
        func rd(_ k: Double) -> Double { Double(rng.next() % 100_000) / 100_000 * k }
        var out: [RandomOutline] = []
        for it in 0..<count {
            var p = Path()
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                p.move(to: Point(x: rd(96), y: rd(96)))
                for _ in 0..<(2 + Int(rng.next() % 9)) {
                    if rng.next() % 4 == 0 {
                        p.quad(to: Point(x: rd(96), y: rd(96)), control: Point(x: rd(96), y: rd(96)))
                    } else {
                        p.line(to: Point(x: rd(96), y: rd(96)))
                    }
                }
                if it % 2 == 0 { p.close() }
            }
            let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
            let stroke = it % 3 == 0 ? StrokeStyle(width: 0.5 + rd(12), cap: caps[(it / 9) % 3], join: joins[(it / 3) % 3]) : nil
            out.append(RandomOutline(index: it, path: p, stroke: stroke))
        }
        return out
    }

    static func draw(_ o: RandomOutline, on c: inout TabSnapRaster.Canvas) {
        c.clear()
        if let style = o.stroke {
            c.stroke(o.path, style: style, with: .solid(.black))
        } else {
            c.fill(o.path, with: .solid(.black), rule: o.index % 3 == 1 ? .nonZero : .evenOdd)
        }
    }

    /// The 300 outlines, each on a canvas of its own, as one contact sheet of 20 × 15 tiles: a
    /// reference image (the same generator's first 6,000 outlines were compared whole with the
    /// exact path's first form, in a release build).
    func testRandomOutlines() {
        var tiles: [RGBAImage] = []
        var c = TabSnapRaster.Canvas(width: 96, height: 96)
        for o in Self.randomOutlines(300) {
            Self.draw(o, on: &c)
            tiles.append(c.toImage())
        }
        assertSnapshot(of: Self.sheet(tiles, columns: 20), as: .image, devices: [.iPhone15Pro], schemes: [.light], named: "outlines")
    }

    /// The same outlines under a clip that cuts them on both sides (left parts become verticals
    /// on the clip's edge, right parts are dropped, so a row's windings need not close), shifted
    /// so some leave the canvas; 20,000 such canvases, hashed with both builds, agreed.
    func testRandomOutlinesUnderAClip() {
        var tiles: [RGBAImage] = []
        var c = TabSnapRaster.Canvas(width: 96, height: 96)
        for o in Self.randomOutlines(300) {
            c.clear()
            c.pushClip(Rect(x: 8.5, y: 4, width: 70.25, height: 80))
            let t = Transform.translation(x: Double(o.index % 7) * 6 - 18, y: Double(o.index % 5) * 5 - 10)
            if let style = o.stroke {
                c.stroke(o.path, style: style, with: .solid(.black), transform: t)
            } else {
                c.fill(o.path, with: .solid(.black), transform: t, rule: o.index % 3 == 1 ? .nonZero : .evenOdd)
            }
            c.popClip()
            tiles.append(c.toImage())
        }
        assertSnapshot(of: Self.sheet(tiles, columns: 20), as: .image, devices: [.iPhone15Pro], schemes: [.light], named: "clipped-outlines")
    }

    /// Equal tiles side by side, row by row, on white (the tiles' own transparent pixels are
    /// composited over it, so the sheet reads in any viewer).
    static func sheet(_ tiles: [RGBAImage], columns: Int) -> RGBAImage {
        let w = tiles[0].width, h = tiles[0].height, rows = (tiles.count + columns - 1) / columns
        var out = RGBAImage(width: w * columns, height: h * rows, fill: (255, 255, 255, 255))
        for (i, tile) in tiles.enumerated() {
            let x0 = (i % columns) * w, y0 = (i / columns) * h
            for y in 0..<h {
                for x in 0..<w {
                    let s = (y * w + x) * 4, d = ((y0 + y) * out.width + x0 + x) * 4
                    let a = Int(tile.pixels[s + 3])
                    for k in 0..<3 { out.pixels[d + k] = UInt8((Int(tile.pixels[s + k]) * a + 255 * (255 - a) + 127) / 255) }
                }
            }
        }
        return out
    }

    /// The exact path's scratch is shared by copies of a canvas until one of them resolves a
    /// row: two copies drawing at once on two threads get the pixels a lone canvas gets. Each
    /// thread takes the only reference to its copy, so the first to resolve a row finds the
    /// scratch shared and makes its own, and the other may then find it its own.
    func testCopiedCanvasesResolveOnTheirOwnScratch() {
        let shapes = Self.randomOutlines(60)
        final class Handoff: @unchecked Sendable {
            let lock = NSLock()
            var canvases: [TabSnapRaster.Canvas?] = []
            var byCopy: [[[UInt8]]] = [[], []]
            func take(_ k: Int) -> TabSnapRaster.Canvas { lock.withLock { defer { canvases[k] = nil }; return canvases[k]! } }
        }
        let handoff = Handoff()
        var expected: [[UInt8]] = []
        do {
            var lone = TabSnapRaster.Canvas(width: 96, height: 96)
            expected = shapes.map { Self.draw($0, on: &lone); return lone.toImage().pixels }
            // `lone` has resolved rows, so its copies start out sharing its scratch; `lone` goes
            // at the end of this scope.
            handoff.canvases = [lone, lone]
        }
        DispatchQueue.concurrentPerform(iterations: 2) { k in
            var c = handoff.take(k)
            var out: [[UInt8]] = []
            for o in shapes { Self.draw(o, on: &c); out.append(c.toImage().pixels) }
            handoff.lock.withLock { handoff.byCopy[k] = out }
        }
        XCTAssertEqual(handoff.byCopy[0], expected)
        XCTAssertEqual(handoff.byCopy[1], expected)
    }

    /// Ordinary fills never reach the exact path: a single convex polygon is recognised.
    func testConvexOutlinesAreRecognised() {
        func convex(_ p: Path, _ t: Transform = .identity) -> Bool {
            var r = Rasterizer()
            r.reset(clip: PixelRect(x0: 0, y0: 0, x1: 400, y1: 400))
            Flatten.fill(p, transform: t, into: &r)
            return r.isSimpleTwoChain()
        }
        XCTAssertTrue(convex(.rect(Rect(x: 1, y: 2, width: 30, height: 4))))
        XCTAssertTrue(convex(.circle(center: Point(x: 50, y: 50), radius: 33.3)))
        XCTAssertTrue(convex(.roundedRect(Rect(x: 5, y: 5, width: 200, height: 90), radius: 20, style: .continuous)))
        XCTAssertTrue(convex(.capsule(Rect(x: 5, y: 5, width: 200, height: 30)), .rotation(cos: 0.6, sin: 0.8)))
        XCTAssertFalse(convex(Icons.star(center: Point(x: 50, y: 50), radius: 30)))
        XCTAssertFalse(convex(Self.twoBars))
        XCTAssertFalse(convex(polyline([(0, 0), (10, 0), (0, 10), (10, 10)])))  // a bowtie: two chains that cross
        var ring = Path.circle(center: Point(x: 50, y: 50), radius: 30)
        ring.add(.circle(center: Point(x: 50, y: 50), radius: 20))
        XCTAssertFalse(convex(ring))
    }
}

/// A closed polygon through `n` points on a circle, clockwise (y down) or anticlockwise.
func polygonCircle(_ c: Point, _ r: Double, _ n: Int = 96, clockwise: Bool = true) -> Path {
    var pts: [(Double, Double)] = []
    for k in 0..<n {
        let a = 2 * Double.pi * Double(clockwise ? k : n - k) / Double(n)
        pts.append((c.x + r * cos(a), c.y + r * sin(a)))
    }
    var p = polyline(pts)
    p.close()
    return p
}

/// A ten-point star outline (concave, not self-intersecting).
func starOutline(_ c: Point, _ r: Double, inner: Double) -> Path {
    var pts: [(Double, Double)] = []
    for k in 0..<10 {
        let a = (-90 + 36 * Double(k)) * Double.pi / 180, q = k % 2 == 0 ? r : inner
        pts.append((c.x + q * cos(a), c.y + q * sin(a)))
    }
    var p = polyline(pts)
    p.close()
    return p
}
