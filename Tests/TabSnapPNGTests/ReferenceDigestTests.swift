import TabSnapCore
import TabSnapFixtures
@testable import TabSnapPNG
import XCTest

/// The digest a recorded reference carries, and when it is trusted.
final class ReferenceDigestTests: XCTestCase {
    let image = TestPattern.uiScreen(width: 120, height: 90)

    func testStampedReferenceDecodesToTheSamePixelsAndIsTrusted() throws {
        let png = try PNGEncoder.encode(image, profile: .small)
        let stamped = ReferenceDigest.stamp(png, pixels: PixelDigest(image))
        XCTAssertGreaterThan(stamped.count, png.count)
        let decoded = try PNGDecoder.decode(stamped)
        XCTAssertEqual(decoded.image.pixels, image.pixels, "the digest chunk changes no pixel")
        XCTAssertEqual(ReferenceDigest.trustedPixels(stamped), PixelDigest(image).description)
        XCTAssertNil(ReferenceDigest.trustedPixels(png), "an unstamped file has no digest")
    }

    func testEditedImageDataIsNotTrusted() throws {
        let png = try PNGEncoder.encode(image, profile: .small)
        var stamped = ReferenceDigest.stamp(png, pixels: PixelDigest(image))
        // Flip a byte inside the first IDAT's data (after the 8-byte signature and 25-byte IHDR).
        var i = 8
        while String(decoding: stamped[(i + 4)..<(i + 8)], as: UTF8.self) != "IDAT" {
            i += 12 + (Int(stamped[i]) << 24 | Int(stamped[i + 1]) << 16 | Int(stamped[i + 2]) << 8 | Int(stamped[i + 3]))
        }
        stamped[i + 10] ^= 1
        XCTAssertNil(ReferenceDigest.trustedPixels(stamped))
    }

    /// The digest of an image taken a few rows (or odd byte counts) at a time is the
    /// one-piece digest, whatever the cut points: a streamed verify compares it with stamps.
    func testStreamedDigestEqualsTheOnePieceDigest() {
        for (w, h) in [(120, 90), (7, 13), (1, 1), (33, 5)] {
            let image = TestPattern.uiScreen(width: w, height: h)
            let whole = PixelDigest(image)
            for cuts in [[1], [3, 5, 31, 64, 1], [w * 4], [w * 4 * 7], [32], [33, 31], [image.pixels.count]] {
                var stream = PixelDigestStream(width: w, height: h)
                var at = 0, k = 0
                image.pixels.withUnsafeBufferPointer { px in
                    while at < px.count {
                        let n = min(cuts[k % cuts.count], px.count - at)
                        stream.add(UnsafeBufferPointer(rebasing: px[at..<(at + n)]))
                        at += n
                        k += 1
                    }
                }
                XCTAssertEqual(stream.finish(), whole, "\(w)x\(h) in pieces of \(cuts)")
            }
            XCTAssertNotEqual(PixelDigestStream(width: w, height: h).finish(), whole)
        }
    }

    /// `addOpaque` hashes the opaque pixels leading each piece as `add` does and says how many
    /// bytes it took, wherever the first translucent pixel falls: in bytes carried over to
    /// complete a block, in the whole blocks, or in the bytes left over for the next piece. The
    /// caller adding the rest gives the one-piece digest.
    func testOpaqueDigestTakesTheOpaquePixelsAndTheRestGivesTheDigest() {
        for (w, h) in [(120, 90), (7, 13), (33, 5)] {
            let opaque = RGBAImage(width: w, height: h, pixels: TestPattern.uiScreen(width: w, height: h).pixels.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element })
            for cuts in [[4], [12, 20, 36, 4], [w * 4], [w * 4 * 7], [opaque.pixels.count]] {
                for translucent in [nil, 0, 1, 7, 8, 9, w * h / 2, w * h - 1] as [Int?] {
                    var image = opaque
                    if let t = translucent { image.pixels[t * 4 + 3] = 254 }
                    var stream = PixelDigestStream(width: w, height: h)
                    var at = 0, k = 0, firstShort: Int?
                    image.pixels.withUnsafeBufferPointer { px in
                        while at < px.count {
                            let n = min(cuts[k % cuts.count], px.count - at)
                            let piece = UnsafeBufferPointer(rebasing: px[at..<(at + n)])
                            let taken = stream.addOpaque(piece)
                            XCTAssertEqual(taken % 4, 0)
                            if taken < n {
                                if firstShort == nil { firstShort = (at + taken) / 4 }
                                stream.add(UnsafeBufferPointer(rebasing: piece[taken...]))
                            }
                            at += n
                            k += 1
                        }
                    }
                    let pixel = translucent ?? -1
                    XCTAssertEqual(stream.finish(), PixelDigest(image), "\(w)x\(h) in pieces of \(cuts), pixel \(pixel)")
                    XCTAssertEqual(firstShort, translucent, "\(w)x\(h) in pieces of \(cuts): stops at the translucent pixel")
                }
            }
        }
    }

    func testDigestSeesEveryPixelAndTheSize() {
        var other = image
        other.pixels[other.pixels.count - 1] ^= 1
        XCTAssertNotEqual(PixelDigest(image), PixelDigest(other))
        let a = RGBAImage(width: 2, height: 3, fill: (0, 0, 0, 0)), b = RGBAImage(width: 3, height: 2, fill: (0, 0, 0, 0))
        XCTAssertNotEqual(PixelDigest(a), PixelDigest(b))
        XCTAssertEqual(PixelDigest(image).description.count, 32)
        XCTAssertEqual(CRC32.of(Array("IEND".utf8)), 0xAE42_6082, "PNG's CRC of an IEND chunk")
    }

    /// The C loop a frame is hashed with takes PixelDigest's steps lane for lane.
    func testTheCLoopTakesTheSwiftSteps() {
        var seed: UInt64 = 0x2545F4914F6CDD1D
        for count in [0, 31, 32, 33, 64, 95, 1000, 4096 + 17] {
            let bytes = (0..<count).map { _ -> UInt8 in seed = seed &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: seed >> 33) }
            var digest = PixelDigest()
            let before = (digest.l0, digest.l1, digest.l2, digest.l3)
            bytes.withUnsafeBufferPointer { digest.addBlocks($0) }
            let swift = bytes.withUnsafeBufferPointer { PixelDigest.swiftBlocks(before, $0) }
            XCTAssertTrue(digest.l0 == swift.0 && digest.l1 == swift.1 && digest.l2 == swift.2 && digest.l3 == swift.3, "\(count) bytes")
        }
    }

    /// The digest has not moved: a committed reference's stamp is still its pixels' digest (a
    /// changed digest would not fail a verify, only make every one decode its references).
    func testACommittedReferencesStampIsItsPixelsDigest() throws {
        let bytes = try AtomicFile.read(TestPaths.packageRoot + "/Snapshots/Examples/seed000-en.iphone-se.light.png")
        let stamped = try XCTUnwrap(ReferenceDigest.trustedPixels(bytes))
        XCTAssertEqual(PixelDigest(try PNGDecoder.decode(bytes).image).description, stamped)
    }
}
