import CTabSnapPNG
import XCTest
@testable import TabSnapCore
@testable import TabSnapPNG

/// Bands that repeat one row are deflated once per image and copied (tsp_band_memo): the file
/// must be byte for byte what deflating every band gives, whatever the image repeats.
final class BandMemoTests: XCTestCase {
    /// The fast profile's stream with every band deflated, no memo.
    func everyBandDeflated(_ image: RGBAImage, channels: Int) -> [UInt8] {
        let rows = BandedEncoder.rowsPerBand(width: image.width, channels: channels)
        let bands = BandedEncoder.bands(width: image.width, height: image.height, channels: channels)
        var parts: [BandPart] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            for b in 0..<bands {
                var out: UnsafeMutablePointer<UInt8>? = nil
                var size = 0, filtered = 0
                var adler: UInt32 = 0
                let code = tsp_deflate_band(pixels.baseAddress!, UInt32(image.width), image.width * 4, 4, Int32(channels),
                                            UInt32(b * rows), UInt32(min(image.height, (b + 1) * rows)), b == bands - 1 ? 1 : 0, 1,
                                            nil, &out, &size, &adler, &filtered)
                XCTAssertEqual(code, 0)
                parts.append(BandPart(bytes: out!, size: size, adler: adler, filtered: filtered))
            }
        }
        defer { parts.forEach { tsp_free($0.bytes) } }
        return BandedEncoder.join(parts)
    }

    func image(width: Int, height: Int, alpha: UInt8 = 255, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)) -> RGBAImage {
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height { for x in 0..<width {
            let c = colour(x, y), i = (y * width + x) * 4
            px[i] = c.0; px[i + 1] = c.1; px[i + 2] = c.2; px[i + 3] = alpha
        } }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    func testRepeatedBandsGiveTheBytesOfDeflatingEachBand() throws {
        let w = 390, h = 1400  // 214 rows a band: several bands of background, one short last band
        let cases: [(String, RGBAImage)] = [
            ("one colour", image(width: w, height: h) { _, _ in (242, 242, 247) }),
            ("a stripe", image(width: w, height: h) { x, y in (700..<760).contains(y) ? (UInt8(x % 256), 10, 20) : (242, 242, 247) }),
            ("two flat halves", image(width: w, height: h) { _, y in y < 640 ? (255, 255, 255) : (0, 0, 0) }),
            ("flat rows that are not one colour", image(width: w, height: h) { x, _ in (UInt8(x % 7 * 30), 90, 200) }),
            ("a different last row", image(width: w, height: h) { _, y in y == h - 1 ? (1, 2, 3) : (9, 9, 9) }),
            ("a different first row", image(width: w, height: h) { _, y in y == 0 ? (1, 2, 3) : (9, 9, 9) }),
        ]
        for (name, picture) in cases {
            let png = try BandedEncoder.encode(picture, text: [])
            let stream = everyBandDeflated(picture, channels: 3)
            let expected = try BandedEncoder.wrap(stream, width: w, height: h, colorType: Int32(TSP_COLOR_RGB), text: [])
            // Compared whole; a failure prints sizes, not the bytes.
            XCTAssertTrue(png == expected, "\(name): \(png.count) bytes, \(expected.count) with every band deflated")
            XCTAssertEqual(try PNGDecoder.decode(png).image, picture, name)
        }
        // With alpha (the RGBA pass), too.
        let translucent = image(width: w, height: h, alpha: 128) { _, y in y < 900 ? (10, 20, 30) : (40, 50, 60) }
        let png = try BandedEncoder.encode(translucent, text: [])
        let expected = try BandedEncoder.wrap(everyBandDeflated(translucent, channels: 4), width: w, height: h,
                                              colorType: Int32(TSP_COLOR_RGBA), text: [])
        XCTAssertTrue(png == expected, "translucent: \(png.count) bytes, \(expected.count) with every band deflated")
    }
}
