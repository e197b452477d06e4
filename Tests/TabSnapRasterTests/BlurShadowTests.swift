import XCTest
import CTabSnapRaster
import TabSnapCore
import TabSnapFixtures
@testable import TabSnapRaster
import TabSnapLayout
import TabSnapTesting

/// Layer filters: the three-box Gaussian blur and the drop shadow.
final class BlurShadowTests: XCTestCase {
    private let red = PixelColor(r: 255, g: 0, b: 0)

    /// An opaque black square [lo, hi)² on a w×w canvas, drawn in a layer with `filter`.
    func square(_ w: Int, _ lo: Double, _ hi: Double, _ filter: LayerFilter?) -> TabSnapRaster.Canvas {
        var c = TabSnapRaster.Canvas(width: w, height: w)
        c.beginLayer(opacity: 1, filter: filter)
        c.fill(Rect(x: lo, y: lo, width: hi - lo, height: hi - lo), with: .solid(.black))
        c.endLayer()
        return c
    }

    func totalAlpha(_ c: TabSnapRaster.Canvas) -> Int { c.pixels.reduce(0) { $0 + Int($1 >> 24) } }

    /// `count` random premultiplied pixels: no channel above alpha.
    func randomPixels(_ count: Int, seed: UInt64) -> [UInt32] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ -> UInt32 in
            let a = UInt32(truncatingIfNeeded: rng.next() & 255)
            let c = { UInt32(truncatingIfNeeded: rng.next()) % (a + 1) }
            return c() | c() << 8 | c() << 16 | a << 24
        }
    }

    /// A window of the output is exactly that part of the whole output, for colour and alpha-only
    /// blurs, even and odd boxes, windows inside, across and beyond the output's edges: the
    /// canvas makes only what can be seen (a 1000 pt blur built 58 million pixels for 3 million).
    func testAWindowOfTheBlurIsThatPartOfTheWhole() {
        let w = 37, h = 23
        let src = randomPixels(w * h, seed: 7)
        var rng = SplitMix64(seed: 5)
        func random(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(rng.next() % UInt64(range.count)) }
        for sigma in [1.5, 3.0, 4.0, 9.0] {
            let blur = BoxBlur(sigma: sigma)
            let ow = w + 2 * blur.extent, oh = h + 2 * blur.extent
            // Fixed windows, then random ones (the boxes and the row sweep make only what a
            // window reads: a one-row window, one in a corner, one reaching past an edge).
            var windows = [PixelRect(x0: 0, y0: 0, x1: ow, y1: oh), PixelRect(x0: 5, y0: 3, x1: 20, y1: 9),
                           PixelRect(x0: -4, y0: oh - 6, x1: 7, y1: oh + 9), PixelRect(x0: ow - 1, y0: 0, x1: ow + 3, y1: 1)]
            for _ in 0..<12 {
                let x0 = random(-3...(ow - 1)), y0 = random(-3...(oh - 1))
                windows.append(PixelRect(x0: x0, y0: y0, x1: x0 + random(1...(ow / 2)), y1: y0 + random(1...(oh / 2))))
            }
            for alphaOnly in [false, true] {
                let whole = src.withUnsafeBufferPointer { blur.apply($0.baseAddress!, stride: w, width: w, height: h, alphaOnly: alphaOnly) }
                for window in windows {
                    let part = src.withUnsafeBufferPointer {
                        blur.apply($0.baseAddress!, stride: w, width: w, height: h, alphaOnly: alphaOnly, window: window)
                    }
                    let kept = window.intersection(PixelRect(x0: 0, y0: 0, x1: ow, y1: oh))
                    var expected: [UInt32] = []
                    for y in kept.y0..<kept.y1 { expected += whole[(y * ow + kept.x0)..<(y * ow + kept.x1)] }
                    XCTAssertEqual(part, expected, "σ \(sigma), alpha only \(alphaOnly), window \(window)")
                }
            }
        }
    }

    /// The blur against a plain statement of what it computes: per direction, three boxes
    /// summed term by term over the line (zeros beyond it), divided once, rounded half up; rows
    /// first, then the columns of the row result. 32-bit and 64-bit lanes both, odd and even
    /// boxes, a material's σ (45 px: a 15 pt blur at 3x) among them.
    func testBlurIsThreeBoxSumsPerDirection() {
        // Rows `stride` apart, with other pixels between them (as a layer's area inside its bounds).
        let w = 29, h = 17, stride = 32
        let src = randomPixels(stride * h, seed: 11)
        /// Three boxes over `line` (each window's sum from the line's running totals), then
        /// ⌊(v + ⌊d/2⌋) / d⌋.
        func boxes(_ line: [Int], _ blur: BoxBlur) -> [Int] {
            var v = line
            for k in 0..<3 {
                var total = [0]
                for x in v { total.append(total.last! + x) }
                v = (0..<v.count).map { x in total[min(v.count, x + blur.after[k] + 1)] - total[max(0, x - blur.before[k])] }
            }
            return v.map { ($0 + blur.divisor / 2) / blur.divisor }
        }
        // 110 px takes 64-bit lanes by itself (a box of 207 px: 255.5 × d passes 2³¹).
        for sigma in [1.5, 4.0, 7.3, 45.0, 110.0] {
            let blur = BoxBlur(sigma: sigma), e = blur.extent
            let ow = w + 2 * e, oh = h + 2 * e
            for alphaOnly in [false, true] {
                let shifts: [UInt32] = alphaOnly ? [24] : [0, 8, 16, 24]
                var expected = [UInt32](repeating: 0, count: ow * oh)
                for shift in shifts {
                    // Rows: each input row placed e in, over the output width.
                    var rows = [[Int]](repeating: [], count: h)
                    for y in 0..<h {
                        let line = (0..<ow).map { x in (e..<(e + w)).contains(x) ? Int((src[y * stride + x - e] >> shift) & 255) : 0 }
                        rows[y] = boxes(line, blur)
                    }
                    for x in 0..<ow {
                        let column = (0..<oh).map { y in (e..<(e + h)).contains(y) ? rows[y - e][x] : 0 }
                        for (y, v) in boxes(column, blur).enumerated() { expected[y * ow + x] |= UInt32(v) << shift }
                    }
                }
                for wide in [false, true] {
                    let got = src.withUnsafeBufferPointer {
                        blur.apply($0.baseAddress!, stride: stride, width: w, height: h, alphaOnly: alphaOnly, wideLanes: wide)
                    }
                    XCTAssertEqual(got.count, expected.count)
                    if let i = got.indices.first(where: { $0 < expected.count && got[$0] != expected[$0] }) {
                        XCTFail("σ \(sigma), alpha only \(alphaOnly), 64-bit lanes \(wide): pixel \(i % ow),\(i / ow) is "
                                + "\(String(got[i], radix: 16)), three box sums give \(String(expected[i], radix: 16))")
                    }
                }
            }
        }
        // A box one pixel wide (σ 0.5): the pixels themselves, or their alpha alone.
        let identity = BoxBlur(sigma: 0.5)
        XCTAssertTrue(identity.isIdentity)
        for alphaOnly in [false, true] {
            let got = src.withUnsafeBufferPointer { identity.apply($0.baseAddress!, stride: stride, width: w, height: h, alphaOnly: alphaOnly) }
            let expected = (0..<(w * h)).map { i in src[(i / w) * stride + i % w] & (alphaOnly ? 0xFF00_0000 : 0xFFFF_FFFF) }
            XCTAssertEqual(got, expected, "identity, alpha only \(alphaOnly)")
        }
    }

    func testBoxSizesFollowTheSVGRecipe() {
        // d = ⌊σ·3√(2π)/4 + ½⌋: σ = 10 → 19 (odd, three boxes of 19); σ = 4 → 8 (even: 8, 8, 9).
        XCTAssertEqual(BoxBlur(sigma: 10).before, [9, 9, 9])
        XCTAssertEqual(BoxBlur(sigma: 10).divisor, 19 * 19 * 19)
        XCTAssertEqual(BoxBlur(sigma: 4).before, [4, 3, 4])
        XCTAssertEqual(BoxBlur(sigma: 4).after, [3, 4, 4])
        XCTAssertEqual(LayerFilter.blur(radius: 10).extent, 27)
        XCTAssertEqual(LayerFilter.blur(radius: 4).extent, 11)
        XCTAssertEqual(LayerFilter.shadow(color: .black, radius: 4, dx: 0, dy: -2.6).extent, 14)
        XCTAssertTrue(BoxBlur(sigma: 0).isIdentity)
        XCTAssertTrue(BoxBlur(sigma: 0.5).isIdentity)  // d = 1
        XCTAssertTrue(BoxBlur(sigma: .nan).isIdentity)
    }

    /// The 32-bit lanes' division, over every box product those lanes take (σ up to the
    /// ~108 px where 255.5 × d reaches 2³¹), around every rounding point and at the largest
    /// dividend; and over divisors that are not box products, up to the 32-bit limit.
    func testNarrowDivisionIsExact() {
        func check(_ d: Int, _ values: [Int], _ what: String) {
            for v in values where Int(tsp_blur_narrow_divide(UInt32(v), Int64(d))) != (v + d / 2) / d {
                return XCTFail("\(what), d \(d), v \(v): \(tsp_blur_narrow_divide(UInt32(v), Int64(d))), not \((v + d / 2) / d)")
            }
        }
        var sigma = 0.6
        while true {
            let d = BoxBlur(sigma: sigma).divisor
            if 255 * d + d / 2 > Int(Int32.max) { break }
            var values = [255 * d]
            for k in 0...255 {
                values += [k * d - d / 2 - 1, k * d - d / 2, k * d, k * d + d / 2 - 1, k * d + d / 2, k * d + d - 1].filter { $0 >= 0 && $0 <= 255 * d }
            }
            check(d, values, "σ \(sigma)")
            sigma += 0.37
        }
        XCTAssertGreaterThan(sigma, 100, "32-bit lanes up to σ ≈ 108 px")
        var rng = SplitMix64(seed: 3)
        for d in [1, 2, 3, 7, 255, 65_535, 65_537, 1 << 20, 2_000_001, (1 << 31) - 1] {
            let top = Int(Int32.max) - d / 2
            let values = [0, d - 1, d, top, top - 1] + (0..<64).map { _ in Int(rng.next() % UInt64(top + 1)) }
            check(d, values, "divisor")
        }
    }

    func testBlurPreservesTotalAlphaWithinRounding() {
        for radius in [1.5, 4, 10] {
            let sharp = square(120, 40, 80, nil), soft = square(120, 40, 80, .blur(radius: radius))
            let before = totalAlpha(sharp), after = totalAlpha(soft)
            XCTAssertEqual(before, 1600 * 255)
            // Two roundings (after the rows, after the columns), each within ½ per pixel touched.
            let touched = soft.pixels.filter { $0 != 0 }.count
            XCTAssertLessThanOrEqual(abs(after - before), touched, "radius \(radius): \(before) → \(after)")
            XCTAssertLessThan(Double(abs(after - before)) / Double(before), 0.002, "radius \(radius)")
        }
    }

    func testBlurIsMirrorSymmetric() {
        // Odd and even box sizes (the even recipe uses two lopsided boxes that mirror each other).
        for radius in [3.0, 4, 6, 10] {
            let c = square(81, 25, 56, .blur(radius: radius))  // centred on pixel 40
            for y in 0..<81 {
                for x in 0..<81 {
                    XCTAssertEqual(c.pixels[y * 81 + x], c.pixels[y * 81 + (80 - x)], "radius \(radius) at \(x),\(y)")
                    XCTAssertEqual(c.pixels[y * 81 + x], c.pixels[(80 - y) * 81 + x], "radius \(radius) at \(x),\(y)")
                }
            }
        }
    }

    func testBlurredSquareKeepsAnOpaqueCentreAndAHalfEdge() {
        let c = square(200, 40, 160, .blur(radius: 6))
        XCTAssertEqual(alpha(c, 100, 100), 255)
        XCTAssertEqual(alpha(c, 56, 100), 255, "farther from the edge than the blur reaches (extent 15)")
        // The original edge lies between pixels 39 and 40: the Gaussian's CDF is ½ there.
        let row = alphaRow(c, 100)
        XCTAssertLessThan(row[39], 128)
        XCTAssertGreaterThan(row[40], 128)
        XCTAssertEqual(Double(row[39] + row[40]) / 2, 127.5, accuracy: 2, "\(row[36...43])")
        XCTAssertEqual(row[24], 0, "beyond the extent nothing reaches")
        XCTAssertGreaterThan(row[30], 0)
        // Monotone across the edge.
        for x in 23..<60 { XCTAssertLessThanOrEqual(row[x], row[x + 1]) }
    }

    func testBlurRadiusZeroIsANoOp() {
        var scene = TabSnapRaster.Canvas(width: 40, height: 30, background: .white)
        scene.fill(.circle(center: Point(x: 20, y: 15), radius: 9.3), with: .solid(red))
        for filter in [LayerFilter.blur(radius: 0), .blur(radius: 0.4)] {
            var c = TabSnapRaster.Canvas(width: 40, height: 30, background: .white)
            c.beginLayer(opacity: 1, filter: filter)
            c.fill(.circle(center: Point(x: 20, y: 15), radius: 9.3), with: .solid(red))
            c.endLayer()
            XCTAssertEqual(c.pixels, scene.pixels, "\(filter)")
        }
    }

    func testBlurKeepsPremultipliedPixelsValid() {
        var c = TabSnapRaster.Canvas(width: 50, height: 50)
        c.beginLayer(opacity: 0.8, filter: .blur(radius: 3))
        c.fill(.circle(center: Point(x: 25, y: 25), radius: 11), with: .solid(PixelColor(r: 40, g: 200, b: 255, a: 200)))
        c.fill(Rect(x: 10, y: 20, width: 30, height: 4), with: .solid(red))
        c.endLayer()
        for p in c.pixels {
            let a = p >> 24
            XCTAssertTrue(p & 255 <= a && (p >> 8) & 255 <= a && (p >> 16) & 255 <= a, String(p, radix: 16))
        }
    }

    func testShadowIsUnderTheContentAndOffset() {
        var c = TabSnapRaster.Canvas(width: 60, height: 60, background: .white)
        c.beginLayer(opacity: 1, filter: .shadow(color: .black, radius: 2, dx: 0, dy: 6))
        c.fill(Rect(x: 20, y: 20, width: 20, height: 20), with: .solid(red))
        c.endLayer()
        XCTAssertTrue(c[30, 30] == (255, 0, 0, 255), "the content is drawn over its shadow")
        XCTAssertTrue(c[30, 39] == (255, 0, 0, 255))
        // Below the square, the shadow (moved down 6): black well inside it, fading out from 46 − 5 to 46 + 5.
        XCTAssertTrue(c[30, 40] == (0, 0, 0, 255), "\(c[30, 40])")
        XCTAssertEqual(c[30, 45].0, c[30, 45].1)
        XCTAssertGreaterThan(c[30, 45].0, 0)
        XCTAssertLessThan(c[30, 45].0, 255)
        XCTAssertTrue(c[30, 52] == (255, 255, 255, 255), "beyond the shadow's reach")
        // Above, the shadow is hidden under the content and does not reach out: white.
        XCTAssertTrue(c[30, 17] == (255, 255, 255, 255), "\(c[30, 17])")
        // Sideways the shadow is symmetric about the square's centre column (29.5).
        for x in 10..<30 { XCTAssertTrue(c[x, 44] == c[59 - x, 44], "\(x)") }
        XCTAssertLessThan(c[19, 44].0, 255, "the blur spreads sideways")
    }

    func testShadowColourAndOpacity() {
        let shadow = PixelColor(hex: "#0000FF40")!
        var c = TabSnapRaster.Canvas(width: 40, height: 40)
        c.beginLayer(opacity: 1, filter: .shadow(color: shadow, radius: 1, dx: 10, dy: 10))
        c.fill(Rect(x: 5, y: 5, width: 20, height: 20), with: .solid(red))
        c.endLayer()
        // The shadow's solid middle is the shadow colour (premultiplied 0x40 blue at 0x40 alpha).
        XCTAssertTrue(c[30, 30] == (0, 0, 64, 64), "\(c[30, 30])")
        XCTAssertTrue(c[10, 10] == (255, 0, 0, 255))
    }

    func testFilterOutputReachesBeyondTheBoundsHintButStaysInsideTheClip() {
        var c = TabSnapRaster.Canvas(width: 80, height: 40)
        c.pushClip(Rect(x: 0, y: 0, width: 50, height: 40))
        c.beginLayer(opacity: 1, bounds: Rect(x: 20, y: 10, width: 20, height: 20), filter: .blur(radius: 4))
        c.fill(Rect(x: 0, y: 0, width: 80, height: 40), with: .solid(.black))  // clipped to the hint
        c.endLayer()
        c.popClip()
        XCTAssertGreaterThan(alpha(c, 30, 20), 245, "10 px inside a 20 px square: nearly opaque")
        XCTAssertGreaterThan(alpha(c, 16, 20), 0, "the blur spreads beyond the hint")
        XCTAssertGreaterThan(alpha(c, 44, 20), 0)
        XCTAssertEqual(alphaRow(c, 20)[50...].max(), 0, "but not beyond the clip")
        XCTAssertEqual(alpha(c, 8, 20), 0, "nor past its own extent (11)")
    }

    func testContentJustOutsideTheClipBlursIntoIt() {
        // A blur sees the content before the clip: the left edge of the clip gets ink from outside.
        var c = TabSnapRaster.Canvas(width: 40, height: 10)
        c.pushClip(Rect(x: 20, y: 0, width: 20, height: 10))
        c.beginLayer(opacity: 1, filter: .blur(radius: 2))
        c.fill(Rect(x: 10, y: 0, width: 9, height: 10), with: .solid(.black))
        c.endLayer()
        c.popClip()
        XCTAssertGreaterThan(alpha(c, 20, 5), 0)
        XCTAssertEqual(alpha(c, 18, 5), 0, "clipped")
    }

    func testNestedFilteredLayersAndOpacity() {
        var c = TabSnapRaster.Canvas(width: 60, height: 40)
        c.beginLayer(opacity: 0.5)
        c.beginLayer(opacity: 1, filter: .shadow(color: .black, radius: 3, dx: 2, dy: 2))
        c.fill(Rect(x: 10, y: 10, width: 20, height: 15), with: .solid(red))
        c.endLayer()
        c.endLayer()
        XCTAssertTrue(c[20, 17] == (128, 0, 0, 128), "\(c[20, 17])")
        XCTAssertGreaterThan(alpha(c, 33, 20), 0, "the shadow reached the outer layer and went through its composite")
    }

    /// One scene with every filter, a reference image: blur and shadow bytes must be the same everywhere.

    static func effectsScene() -> TabSnapRaster.Canvas {
        var c = TabSnapRaster.Canvas(width: 160, height: 90, background: PixelColor(hex: "#F2F2F7")!)
        let t = Transform.scale(2)
        c.beginLayer(opacity: 1, filter: .shadow(color: PixelColor(hex: "#00000040")!, radius: 6, dx: 0, dy: 2))
        c.fill(.roundedRect(Rect(x: 8, y: 8, width: 40, height: 24), radius: 6), with: .solid(.white), transform: t)
        c.endLayer()
        c.beginLayer(opacity: 0.9, bounds: Rect(x: 55, y: 5, width: 20, height: 30), transform: t, filter: .blur(radius: 3.5))
        c.fill(.circle(center: Point(x: 65, y: 20), radius: 8), with: .solid(PixelColor(hex: "#007AFF")!), transform: t)
        c.stroke(.rect(Rect(x: 58, y: 10, width: 14, height: 20)), style: StrokeStyle(width: 1.5), with: .solid(PixelColor(r: 255, g: 0, b: 0)), transform: t)
        c.endLayer()
        return c
    }

    func testEffectsScene() {
        let a = Self.effectsScene(), b = Self.effectsScene()
        XCTAssertEqual(a.pixels, b.pixels)
        assertSnapshot(of: a.toImage(), as: .image, devices: [.iPhone15Pro], schemes: [.light], named: "effects")
    }
}
