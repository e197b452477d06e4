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

    /// `repack --stamp`: an unstamped reference (here one another encoder wrote) gets a stamp for
    /// its own image data and pixels, every other byte as it was; stamping again changes nothing,
    /// and a stale stamp (of other image data) is replaced.
    func testStampAddsADigestAndChangesNothingElse() throws {
        let before = try older()
        let (bytes, outcome) = try PNGRepack.stamp(before)
        let after = try XCTUnwrap(bytes)
        XCTAssertEqual(outcome, .repacked(before: before.count, after: after.count))
        XCTAssertEqual(ReferenceDigest.trustedPixels(after), PixelDigest(screen).description)
        XCTAssertEqual(ReferenceDigest.idatDigest(after), ReferenceDigest.idatDigest(before), "the image data is the same bytes")
        XCTAssertEqual(Array(after[..<(before.count - 12)]), Array(before[..<(before.count - 12)]), "only a chunk before IEND is added")
        XCTAssertEqual(try PNGDecoder.decode(after).image, screen)
        XCTAssertEqual(try PNGRepack.stamp(after).outcome, .kept(before: after.count, reason: "already stamped"))
        // A stamp left from other image data is not trusted, and is replaced, not added to.
        let stale = ReferenceDigest.stamp(try PNGEncoder.encode(screen, profile: .small), pixels: PixelDigest(screen))
        var mixed = Array(before[..<(before.count - 12)])
        let staleChunk = PNGChunks.walk(stale).chunks.first { $0.type == "tEXt" && PNGRepack.isDigest(stale, $0) }!
        mixed += stale[staleChunk.range] + before[(before.count - 12)...]
        XCTAssertNil(ReferenceDigest.trustedPixels(mixed))
        let restamped = try XCTUnwrap(PNGRepack.stamp(mixed).bytes)
        XCTAssertEqual(restamped, after)
    }

    /// A chunk the encoder does not write (here gAMA, which changes how the pixels look) would
    /// be lost, so the file is kept.
    func testFileWithOtherChunksIsKept() throws {
        var png = try older()
        png.insert(contentsOf: Self.chunk("gAMA", [0, 0, 0xB1, 0x8F]), at: 33)  // after the signature and IHDR
        XCTAssertEqual(try PNGDecoder.decode(png).image, screen)
        let (bytes, outcome) = try PNGRepack.repack(png)
        XCTAssertNil(bytes)
        XCTAssertEqual(outcome, .kept(before: png.count, reason: "it has a gAMA chunk, which repacking would drop"))
    }

    /// A chunk, its CRC spoiled when `badCRC`.
    static func chunk(_ type: String, _ data: [UInt8], badCRC: Bool = false) -> [UInt8] {
        var c = PNGChunks.make(type, data)
        if badCRC { c[c.count - 1] ^= 1 }
        return c
    }

    /// `chunks` spliced in before the first IDAT.
    func withChunks(_ chunks: [UInt8], _ png: [UInt8]) -> [UInt8] {
        PNGRepack.insertBeforeImageData(chunks, into: png)
    }

    /// Text goes over as the file's own bytes: more chunks than the decoder keeps (it caches
    /// 64 ancillary chunks), and a Latin-1 value whose bytes also read as UTF-8 (decoded and
    /// encoded again, "caf\xC3\xA9" would have become "caf\xE9").
    func testTextChunksAreCopiedByteForByte() throws {
        let many = (0..<70).map { (key: "Key\($0)", value: "value \($0)") }
        let latin1 = Self.chunk("tEXt", Array("Note".utf8) + [0] + [0x63, 0x61, 0x66, 0xC3, 0xA9])
        for png in [try older(text: many), withChunks(latin1, try older(text: []))] {
            let after = try XCTUnwrap(PNGRepack.repack(png).bytes)
            XCTAssertEqual(PNGRepack.textChunks(after, PNGChunks.walk(after).chunks), PNGRepack.textChunks(png, PNGChunks.walk(png).chunks))
            XCTAssertEqual(try PNGDecoder.decode(after).image, screen)
        }
        XCTAssertEqual(PNGRepack.textChunks(try older(text: many), PNGChunks.walk(try older(text: many)).chunks).count, 70)
    }

    /// What the decoder passes over but a copy would lose or keep broken: a text chunk with a
    /// wrong CRC (libpng skips it with a warning) and bytes after IEND.
    func testFilesWithBrokenTextOrTrailingBytesAreKept() throws {
        let bad = withChunks(Self.chunk("tEXt", Array("Note\u{0}x".utf8), badCRC: true), try older())
        XCTAssertEqual(try PNGDecoder.decode(bad).image, screen)
        XCTAssertEqual(try PNGRepack.repack(bad).outcome, .kept(before: bad.count, reason: "a tEXt chunk's CRC is wrong"))
        let trailing = try older() + [1, 2, 3]
        XCTAssertEqual(try PNGRepack.repack(trailing).outcome,
                       .kept(before: trailing.count, reason: "it has 3 bytes after IEND, which repacking would drop"))
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
