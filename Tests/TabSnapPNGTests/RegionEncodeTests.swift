import XCTest
@testable import TabSnapCore
@testable import TabSnapPNG

/// A region of an image is encoded from its rows in place (the review crops): the file must be
/// byte for byte the PNG of the cropped copy, wherever the region sits and whatever it holds.
final class RegionEncodeTests: XCTestCase {
    /// Noisy enough that a row read from the wrong place or with the wrong stride changes the
    /// bytes; every `translucentEvery`-th pixel (when set) is not opaque.
    func image(width: Int, height: Int, translucentEvery: Int? = nil) -> RGBAImage {
        var px = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt32 = 12345
        for i in 0..<(width * height) {
            seed = seed &* 1_103_515_245 &+ 12345
            let flat = (i / width) % 97 < 60  // long runs of one colour, as on a screen, so bands repeat
            px[i * 4] = flat ? 242 : UInt8(truncatingIfNeeded: seed >> 16)
            px[i * 4 + 1] = flat ? 242 : UInt8(truncatingIfNeeded: seed >> 8)
            px[i * 4 + 2] = flat ? 247 : UInt8(i % width % 251)
            px[i * 4 + 3] = translucentEvery.map { i % $0 == 7 ? 128 : 255 } ?? 255
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    func testRegionsGiveTheBytesOfTheirCroppedCopies() throws {
        let opaque = image(width: 700, height: 1300)
        let translucent = image(width: 700, height: 1300, translucentEvery: 5003)
        let regions = [
            PixelRect(x: 0, y: 1100, width: 700, height: 200),  // full width at the bottom (the tab bar)
            PixelRect(x: 13, y: 7, width: 72, height: 72),  // a change crop near the top-left
            PixelRect(x: 600, y: 400, width: 100, height: 900),  // against the right edge, several bands
            PixelRect(x: 1, y: 0, width: 698, height: 1300),  // all rows, one column short each side
            PixelRect(x: 650, y: 1250, width: 200, height: 200),  // clamped to the image
            PixelRect(x: 3, y: 5, width: 1, height: 1),
        ]
        for (name, img) in [("opaque", opaque), ("translucent", translucent)] {
            for region in regions {
                let crop = try XCTUnwrap(img.cropped(to: region))
                for profile in [PNGProfile.fast] {
                    XCTAssertEqual(try PNGEncoder.encode(img, region: region, profile: profile),
                                   try PNGEncoder.encode(crop, profile: profile), "\(name) \(region) \(profile)")
                }
                let decoded = try PNGDecoder.decode(PNGEncoder.encode(img, region: region, profile: .fast)).image
                XCTAssertEqual(decoded.pixels, crop.pixels, "\(name) \(region) decodes to the crop")
            }
        }
        // The small profile crops a copy; it must agree too.
        let small = PixelRect(x: 20, y: 30, width: 40, height: 25)
        XCTAssertEqual(try PNGEncoder.encode(opaque, region: small, profile: .small, text: [("Software", "TabSnap")]),
                       try PNGEncoder.encode(opaque.cropped(to: small)!, profile: .small, text: [("Software", "TabSnap")]))
    }

    func testARegionOutsideTheImageIsRefused() {
        let img = image(width: 10, height: 10)
        XCTAssertThrowsError(try PNGEncoder.encode(img, region: PixelRect(x: 10, y: 0, width: 5, height: 5), profile: .fast)) {
            XCTAssertTrue("\($0)".contains("holds no pixel"), "\($0)")
        }
        XCTAssertThrowsError(try PNGEncoder.encode(img, region: PixelRect(x: 2, y: 2, width: 3, height: 3), profile: .fast,
                                                   text: [("", "x")]))
    }

    func testWriteRegionWritesTheCropsFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("region-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let img = image(width: 300, height: 200)
        let region = PixelRect(x: 40, y: 150, width: 200, height: 50)
        try PNGEncoder.write(img, region: region, to: dir + "/crop.png", profile: .fast, durable: false)
        XCTAssertEqual(try AtomicFile.read(dir + "/crop.png"), try PNGEncoder.encode(img.cropped(to: region)!, profile: .fast))
    }
}
