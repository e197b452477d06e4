import TabSnapCore
import TabSnapFixtures
@testable import TabSnapPNG
import XCTest

/// `tabsnap repack`'s library half: a file written by another encoder comes back smaller with
/// the same pixels and text, its digest stamp made again; what it cannot keep, it leaves alone.
final class RepackTests: XCTestCase {
    let screen = TestPattern.uiScreen(width: 300, height: 400, scale: 1)

    /// A `fast` file (zlib level 1, unfiltered) stands for one an older encoder wrote.
    func older(text: [(key: String, value: String)] = [("Software", "TabSnap"), ("Note", "kept")]) throws -> [UInt8] {
        try PNGEncoder.encode(screen, profile: .fast, text: text)
    }

    func testRepackKeepsPixelsAndTextAndShrinks() throws {
        let before = try older()
        let (bytes, outcome) = try PNGRepack.repack(before)
        let after = try XCTUnwrap(bytes)
        XCTAssertEqual(outcome, .repacked(before: before.count, after: after.count))
        XCTAssertLessThan(after.count, before.count)
        let decoded = try PNGDecoder.decode(after)
        XCTAssertEqual(decoded.image, screen)
        XCTAssertEqual(decoded.text.map(\.key), ["Software", "Note"])
        XCTAssertEqual(decoded.text.map(\.value), ["TabSnap", "kept"])
        // Once repacked, there is nothing left to gain.
        XCTAssertEqual(try PNGRepack.repack(after).outcome,
                       .kept(before: after.count, reason: "already as small (re-encoded: \(after.count) bytes)"))
        XCTAssertNil(try PNGRepack.repack(after).bytes)
    }

    /// A stamped reference gets a new stamp for its new image data, so a passing verify can
    /// still trust it without decoding; an unstamped one gets none.
    func testDigestStampIsMadeAgain() throws {
        let stamped = ReferenceDigest.stamp(try older(), pixels: PixelDigest(screen))
        XCTAssertEqual(ReferenceDigest.trustedPixels(stamped), PixelDigest(screen).description)
        let after = try XCTUnwrap(PNGRepack.repack(stamped).bytes)
        XCTAssertEqual(ReferenceDigest.trustedPixels(after), PixelDigest(screen).description)
        XCTAssertNotEqual(ReferenceDigest.idatDigest(after), ReferenceDigest.idatDigest(stamped))
        let plain = try XCTUnwrap(PNGRepack.repack(try older()).bytes)
        XCTAssertNil(ReferenceDigest.trustedPixels(plain))
        XCTAssertFalse(try PNGDecoder.decode(plain).text.contains { $0.key == "TabSnap-Digest" })
    }

    /// A chunk the encoder does not write (here gAMA, which changes how the pixels look) would
    /// be lost, so the file is kept.
    func testFileWithOtherChunksIsKept() throws {
        var png = try older()
        let gama: [UInt8] = Array("gAMA".utf8) + [0, 0, 0xB1, 0x8F]
        let chunk: [UInt8] = [0, 0, 0, 4] + gama + withUnsafeBytes(of: CRC32.of(gama).bigEndian) { Array($0) }
        png.insert(contentsOf: chunk, at: 33)  // after the signature and IHDR
        XCTAssertEqual(try PNGDecoder.decode(png).image, screen)
        let (bytes, outcome) = try PNGRepack.repack(png)
        XCTAssertNil(bytes)
        XCTAssertEqual(outcome, .kept(before: png.count, reason: "it has a gAMA chunk, which repacking would drop"))
    }

    func testSixteenBitFileIsKept() throws {
        let suite = try TestPaths.requirePngSuite()
        let png = try AtomicFile.read(suite + "/basn2c16.png")
        XCTAssertEqual(try PNGRepack.repack(png).outcome,
                       .kept(before: png.count, reason: "16 bits per channel; the small profile writes 8"))
    }

    func testCorruptFileIsRefused() throws {
        let png = try older()
        XCTAssertThrowsError(try PNGRepack.repack(Array(png.prefix(png.count / 2))))
        XCTAssertThrowsError(try PNGRepack.repack(Array("not a png".utf8)))
    }
}
