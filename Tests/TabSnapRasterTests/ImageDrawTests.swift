import XCTest
import TabSnapCore
@testable import TabSnapRaster

enum RGBAImageFactory {
    static func gradient(width: Int, height: Int) -> RGBAImage {
        var img = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                img[x, y] = (UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), 90,
                             UInt8((x + y) % 3 == 0 ? 128 : 255))
            }
        }
        return img
    }
}

final class ImageDrawTests: XCTestCase {
    private var twoByTwo: RGBAImage {
        RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255,
                                                0, 0, 255, 255, 255, 255, 255, 128])
    }

    func testNearestUpscaleCopiesPixels() {
        var c = Canvas(width: 4, height: 4)
        c.draw(image: twoByTwo, in: Rect(x: 0, y: 0, width: 4, height: 4), sampling: .nearest)
        let out = c.toImage()
        for y in 0..<4 {
            for x in 0..<4 { XCTAssertTrue(out[x, y] == twoByTwo[x / 2, y / 2], "(\(x), \(y))") }
        }
    }

    func testOneToOneBilinearIsExact() {
        let img = RGBAImageFactory.gradient(width: 9, height: 7)
        var c = Canvas(width: 12, height: 10)
        c.draw(image: img, in: Rect(x: 2, y: 1, width: 9, height: 7))
        XCTAssertEqual(c.pixels[0], 0)
        var expected = Canvas(image: img).pixels
        var got: [UInt32] = []
        for y in 1..<8 { for x in 2..<11 { got.append(c.pixels[y * 12 + x]) } }
        XCTAssertEqual(got, expected)
        expected.removeAll()
    }

    func testBilinearMidpointIsTheRoundedAverage() {
        // 2×1 black|white (opaque) drawn 4 px wide: centres at u = 0.25, 0.75, 1.25, 1.75 px.
        let img = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255, 255, 255])
        var c = Canvas(width: 4, height: 1)
        c.draw(image: img, in: Rect(x: 0, y: 0, width: 4, height: 1))
        // Weights from the sample offset −0.5: 0 (clamped), 0.25, 0.75, 1 (clamped) of white.
        XCTAssertEqual((0..<4).map { Int(c[$0, 0].0) }, [0, 64, 191, 255])
    }

    func testTintedMask() {
        let mask = AlphaMask(width: 2, height: 1, alpha: [255, 64])
        var c = Canvas(width: 2, height: 1)
        c.drawMask(mask, in: Rect(x: 0, y: 0, width: 2, height: 1), color: PixelColor(r: 0, g: 122, b: 255), sampling: .nearest)
        XCTAssertTrue(c[0, 0] == (0, 122, 255, 255))
        XCTAssertTrue(c[1, 0] == (0, 31, 64, 64))  // round(122·64/255) = 31
    }

    func testImageUnderTransform() {
        // Scale 3 and a whole-pixel translation: the 2×2 image covers device 3…9 × 3…9.
        var c = Canvas(width: 12, height: 12)
        let t = Transform.scale(3).concatenating(.translation(x: 3, y: 3))
        c.draw(image: twoByTwo, in: Rect(x: 0, y: 0, width: 2, height: 2), transform: t, sampling: .nearest)
        XCTAssertEqual(alpha(c, 2, 2), 0)
        XCTAssertTrue(c[3, 3] == (255, 0, 0, 255))
        XCTAssertTrue(c[8, 3] == (0, 255, 0, 255))
        XCTAssertEqual(alpha(c, 9, 9), 0)
    }

    /// The rotated (general) bilinear path and the axis-aligned fast path blend in the same
    /// order, so a quarter turn of the drawing is exactly the quarter turn of its pixels.
    func testBilinearUnderAQuarterTurnMatchesTheFastPath() {
        let img = RGBAImageFactory.gradient(width: 5, height: 4)
        let rect = Rect(x: 1, y: 2, width: 10, height: 8)  // dyadic scales: both maps are exact
        var a = Canvas(width: 16, height: 16), b = Canvas(width: 16, height: 16)
        a.draw(image: img, in: rect)
        let turn = Transform.translation(x: -8, y: -8).concatenating(.rotation(quarterTurns: 1)).concatenating(.translation(x: 8, y: 8))
        b.draw(image: img, in: rect, transform: turn)
        for y in 0..<16 { for x in 0..<16 { XCTAssertEqual(a.pixels[y * 16 + x], b.pixels[x * 16 + 15 - y], "(\(x), \(y))") } }
        XCTAssertNotEqual(Set(a.pixels).count, 1)
    }

    func testLinearGradientEndsAndMiddle() {
        var c = Canvas(width: 256, height: 1)
        let g = LinearGradientPaint(start: Point(x: 0, y: 0), end: Point(x: 256, y: 0), colors: [.black, .white])
        c.fill(Rect(x: 0, y: 0, width: 256, height: 1), with: .linearGradient(g))
        // t at pixel centre x + ½ is (x + ½)/256; the table index is round(t · 255).
        XCTAssertEqual(Int(c[0, 0].0), 0)
        XCTAssertEqual(Int(c[128, 0].0), 128)
        XCTAssertEqual(Int(c[255, 0].0), 255)  // t = 255.5/256 → index 254.5 → 255
        let reds = (0..<256).map { Int(c[$0, 0].0) }
        XCTAssertEqual(reds, reds.sorted())
    }
}
