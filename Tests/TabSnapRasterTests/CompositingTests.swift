import TabSnapCore
import TabSnapFixtures
import XCTest
@testable import TabSnapRaster

final class CompositingTests: XCTestCase {
    func testMul255IsCorrectlyRoundedEverywhere() {
        for x in UInt32(0)...255 {
            for y in UInt32(0)...255 {
                // x·y/255 is never exactly a half (255 is odd), so round-half-up is exact rounding.
                XCTAssertEqual(Pixel.mul255(x, y), (x * y * 2 + 255) / 510)
            }
        }
    }

    func testMul255EdgeCases() {
        for v: UInt32 in [0, 1, 254, 255] {
            XCTAssertEqual(Pixel.mul255(v, 255), v)
            XCTAssertEqual(Pixel.mul255(v, 0), 0)
        }
        XCTAssertEqual(Pixel.mul255(1, 1), 0)
        XCTAssertEqual(Pixel.mul255(254, 254), 253)  // 253.0039
        XCTAssertEqual(Pixel.mul255(1, 128), 1)      // 0.50196 rounds up
        XCTAssertEqual(Pixel.mul255(1, 127), 0)      // 0.498
    }

    func testPackedScaleMatchesPerChannel() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<20000 {
            let p = UInt32(truncatingIfNeeded: rng.next()), f = UInt32(rng.next() & 255)
            var expected: UInt32 = 0
            for s in stride(from: UInt32(0), to: 32, by: 8) { expected |= Pixel.mul255((p >> s) & 255, f) << s }
            XCTAssertEqual(Pixel.scale(p, f), expected)
        }
    }

    func testSourceOverEdgeCases() {
        let dst = Pixel.pack(10, 20, 30, 40)
        XCTAssertEqual(Pixel.srcOver(dst, 0), dst, "transparent source leaves dst")
        XCTAssertEqual(Pixel.srcOver(dst, Pixel.pack(1, 254, 0, 255)), Pixel.pack(1, 254, 0, 255), "opaque source replaces")
        // White at alpha 1 over opaque black: 1 + 0 → 1; alpha 254 over white: src + 255·1/255.
        XCTAssertEqual(Pixel.srcOver(Pixel.pack(0, 0, 0, 255), Pixel.pack(1, 1, 1, 1)), Pixel.pack(1, 1, 1, 255))
        XCTAssertEqual(Pixel.srcOver(Pixel.pack(255, 255, 255, 255), Pixel.pack(0, 0, 0, 254)), Pixel.pack(1, 1, 1, 255))
        // Half-transparent red over white: 128 + round(255·127/255) = 255; G,B = 127.
        XCTAssertEqual(Pixel.srcOver(Pixel.pack(255, 255, 255, 255), PixelColor(r: 255, g: 0, b: 0, a: 128).premultiplied),
                       Pixel.pack(255, 127, 127, 255))
    }

    func testVectorRunMatchesScalar() {
        var rng = SplitMix64(seed: 3)
        for n in [0, 1, 3, 4, 5, 17, 64, 1001] {
            let dst: [UInt32] = (0..<n).map { _ in
                let a = UInt32(rng.next() & 255)
                return Pixel.premultiply(UInt8(rng.next() & 255), UInt8(rng.next() & 255), UInt8(rng.next() & 255), UInt8(a))
            }
            for src in [Pixel.pack(10, 20, 30, 77), Pixel.pack(0, 0, 0, 1), Pixel.pack(200, 100, 0, 254)] {
                var v = dst
                v.withUnsafeMutableBufferPointer { Compositing.srcOverRun($0.baseAddress ?? UnsafeMutablePointer(bitPattern: 8)!, n, src) }
                XCTAssertEqual(v, dst.map { Pixel.srcOver($0, src) })
            }
        }
    }

    /// A row of varying source pixels gives what each pixel gives alone (`over` at full
    /// coverage, scale then source-over below it), at every coverage class, for opaque, clear
    /// and in-between sources, and for sources that are not validly premultiplied (a clear pixel
    /// with colour bytes leaves its destination alone at full coverage): what a vector version of
    /// the row must keep (one in 16-bit lanes measured no faster here, and was not kept).
    func testRowMatchesPixelByPixel() {
        var rng = SplitMix64(seed: 11)
        func pixel() -> UInt32 {
            switch rng.next() % 5 {
            case 0: return UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000
            case 1: return UInt32(truncatingIfNeeded: rng.next()) & 0x00FF_FFFF
            case 2: return 0
            default:
                return Pixel.premultiply(UInt8(rng.next() & 255), UInt8(rng.next() & 255), UInt8(rng.next() & 255),
                                         UInt8(rng.next() & 255))
            }
        }
        for n in [0, 1, 3, 4, 5, 8, 17, 64, 1001] {
            for cov: UInt32 in [255, 254, 128, 1, 0] {
                let dst = (0..<n).map { _ in pixel() }, src = (0..<n).map { _ in pixel() }
                var v = dst
                v.withUnsafeMutableBufferPointer { d in
                    src.withUnsafeBufferPointer { s in
                        Compositing.srcOverRow(d.baseAddress ?? UnsafeMutablePointer(bitPattern: 8)!,
                                               s.baseAddress ?? UnsafePointer(bitPattern: 8)!, n, coverage: cov)
                    }
                }
                let expected: [UInt32] = zip(dst, src).map { d, s in
                    if cov == 255 {
                        let a = s >> 24
                        return a == 255 ? s : (a == 0 ? d : Pixel.srcOver(d, s))
                    }
                    let scaled = Pixel.scale(s, cov)
                    return scaled == 0 ? d : Pixel.srcOver(d, scaled)
                }
                XCTAssertEqual(v, expected, "\(n) pixels at coverage \(cov)")
            }
        }
    }

    /// Runs from 64 pixels go through the C library's `wmemset`: every length on either side of
    /// that, at odd offsets, stores exactly its words and nothing around them.
    func testSolidFillStoresExactlyItsRun() {
        let sentinel: UInt32 = 0xDEAD_BEEF, value = Pixel.pack(1, 2, 3, 255)
        for n in [0, 1, 2, 63, 64, 65, 127, 1000, 1291] {
            for offset in [0, 1, 3] {
                var v = [UInt32](repeating: sentinel, count: n + offset + 5)
                v.withUnsafeMutableBufferPointer { Compositing.fill($0.baseAddress! + offset, n, value) }
                XCTAssertEqual(v, [UInt32](repeating: sentinel, count: offset) + [UInt32](repeating: value, count: n)
                                   + [UInt32](repeating: sentinel, count: 5), "\(n) at \(offset)")
            }
        }
        var canvas = Canvas(width: 67, height: 3)
        canvas.clear(PixelColor(r: 10, g: 20, b: 30, a: 128))
        XCTAssertEqual(canvas.pixels, [UInt32](repeating: PixelColor(r: 10, g: 20, b: 30, a: 128).premultiplied, count: 67 * 3))
        var empty = Canvas(width: 0, height: 0)
        empty.clear(.white)
    }

    func testPremultiplyRoundTrip() {
        for a in 0...255 {
            for c in 0...255 {
                let p = Pixel.premultiply(UInt8(c), UInt8(c), UInt8(c), UInt8(a))
                let (r, g, b, a2) = Pixel.unpremultiply(p)
                if a == 255 { XCTAssertEqual(Int(r), c) }
                if a == 0 { XCTAssertEqual(p, 0) }
                // Straight → premultiplied is stable after one round trip.
                XCTAssertEqual(Pixel.premultiply(r, g, b, a2), p, "c \(c) a \(a)")
            }
        }
    }

    func testImageRoundTripThroughCanvas() {
        var img = RGBAImageFactory.gradient(width: 16, height: 16)
        img[0, 0] = (12, 34, 56, 0)  // invisible colour is not kept: clear is (0, 0, 0, 0)
        let back = Canvas(image: img).toImage()
        XCTAssertEqual(back[0, 0].3, 0)
        XCTAssertEqual(back[0, 0].0, 0)
        for y in 0..<16 { for x in 0..<16 where img[x, y].3 == 255 { XCTAssertTrue(back[x, y] == img[x, y]) } }
        XCTAssertEqual(Canvas(image: back).pixels, Canvas(image: img).pixels)
    }

    func testColorParsing() {
        XCTAssertEqual(PixelColor(hex: "#FF3B30"), PixelColor(r: 255, g: 59, b: 48))
        XCTAssertEqual(PixelColor(hex: "0a84ff80"), PixelColor(r: 10, g: 132, b: 255, a: 128))
        XCTAssertEqual(PixelColor(hex: "#fff"), PixelColor.white)
        XCTAssertNil(PixelColor(hex: "#12345"))
        XCTAssertNil(PixelColor(hex: "#GG0000"))
        XCTAssertEqual(PixelColor(red: 1, green: 0.5, blue: 0, opacity: 0.5), PixelColor(r: 255, g: 128, b: 0, a: 128))
        XCTAssertEqual(PixelColor.white.opacity(0.5).alpha, 128)
        XCTAssertEqual(PixelColor.white.opacity(0).alpha, 0)
    }
}


/// `intoImage()` converts the canvas in place and hands its memory to the image; it must give
/// exactly what `toImage()` gives, for opaque, translucent and clear pixels and after layers.
final class IntoImageTests: XCTestCase {
    func testIntoImageEqualsToImage() {
        var c = Canvas(width: 37, height: 23, background: PixelColor(r: 10, g: 20, b: 30, a: 200))
        c.fill(.circle(center: Point(x: 12, y: 11), radius: 9), with: .solid(PixelColor(r: 250, g: 100, b: 0, a: 77)))
        c.beginLayer(opacity: 0.4)
        c.fill(Rect(x: 20, y: 2, width: 15, height: 19), with: .solid(PixelColor(r: 0, g: 200, b: 90)))
        c.endLayer()
        c.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .solid(.white))
        let copy = c.toImage()
        XCTAssertEqual(c.intoImage(), copy)
        var clear = Canvas(width: 3, height: 2)
        clear.clear(.clear)
        XCTAssertEqual(clear.intoImage().pixels, Array(repeating: 0, count: 24))
        XCTAssertEqual(Canvas(width: 0, height: 0).intoImage().pixels, [])
    }
}
