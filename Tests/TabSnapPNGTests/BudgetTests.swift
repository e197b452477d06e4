import Foundation
import TabSnapCore
import TabSnapFixtures
@testable import TabSnapPNG
import XCTest

/// Issue 17, rows 2–4: no PNG costs more than its budget; each hostile file is refused within
/// a moment, with a message naming what is over which limit.
final class BudgetTests: XCTestCase {
    /// Row 2: a 44-byte file whose ancillary chunk declares 0x7FFFFFFF bytes made libpng allocate
    /// and zero 2 GiB before noticing the end of the data. The chunk walk refuses it first.
    func testHugeDeclaredChunkLengthIsRefusedBeforeAllocating() throws {
        let before = peakResidentBytes()
        for type in ["tEXt", "zTXt", "iTXt", "sPLT", "pCAL", "sCAL", "iCCP", "prVt"] {
            let png = HostilePNG.signature + HostilePNG.chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])
                + HostilePNG.chunkHeader(type, length: 0x7FFF_FFFF, present: 3)
            XCTAssertEqual(png.count, 44)
            XCTAssertThrowsError(try PNGDecoder.decode(png), type) { e in
                guard case .truncated(let m) = e as? PNGError else { return XCTFail("\(type): \(e)") }
                XCTAssertTrue(m.contains("the \(type) chunk at byte 33 declares 2147483647 bytes"), m)
            }
        }
        XCTAssertLessThan(peakResidentBytes() - before, 200 << 20, "decoding 44-byte files raised peak memory")
    }

    /// Row 2: a 20 MiB tEXt (valid CRC) was accepted; text chunks now have 1 MiB in all.
    func testTextChunksOverTheirBudgetAreRefusedByName() throws {
        let text = Array("Comment".utf8) + [0] + [UInt8](repeating: 0x61, count: 20 << 20)
        let png = HostilePNG.file(width: 1, height: 1, before: [HostilePNG.chunk("tEXt", text)], idat: HostilePNG.zeros(2))
        XCTAssertThrowsError(try PNGDecoder.decode(png)) { e in
            guard case .overLimit(let m) = e as? PNGError else { return XCTFail("\(e)") }
            XCTAssertTrue(m.contains("tEXt chunk at byte 33"), m)
            XCTAssertTrue(m.contains("PNGLimits.maxTextBytes"), m)
            XCTAssertTrue("\(e)".hasPrefix("PNG over a limit: "), "\(e)")
        }
        // Many small text chunks add up: 9 zTXt of 120 KiB each pass one by one, not together.
        let piece = HostilePNG.chunk("zTXt", Array("k".utf8) + [0, 0] + [UInt8](repeating: 1, count: 120 << 10))
        let many = HostilePNG.file(width: 1, height: 1, before: [], idat: HostilePNG.zeros(2),
                                   after: [[UInt8]](repeating: piece, count: 9))
        XCTAssertThrowsError(try PNGDecoder.decode(many)) { e in
            guard case .overLimit(let m) = e as? PNGError else { return XCTFail("\(e)") }
            XCTAssertTrue(m.contains("zTXt"), m)
        }
        // Within a raised limit the same 2 MiB of text decodes and comes back whole.
        let two = HostilePNG.file(width: 1, height: 1, before: [HostilePNG.chunk("tEXt", Array("Comment".utf8) + [0]
            + [UInt8](repeating: 0x62, count: 2 << 20))], idat: HostilePNG.zeros(2))
        XCTAssertThrowsError(try PNGDecoder.decode(two))
        let decoded = try PNGDecoder.decode(two, limits: PNGLimits(maxTextBytes: 4 << 20))
        XCTAssertEqual(decoded.text("Comment")?.utf8.count, 2 << 20)
    }

    /// Row 2: any other chunk (here an unknown private one) counts towards 8 MiB of metadata.
    func testMetadataOverItsBudgetIsRefusedByName() throws {
        let png = HostilePNG.file(width: 1, height: 1, before: [HostilePNG.chunk("prVt", [UInt8](repeating: 7, count: 9 << 20))],
                                  idat: HostilePNG.zeros(2))
        XCTAssertThrowsError(try PNGDecoder.decode(png)) { e in
            guard case .overLimit(let m) = e as? PNGError else { return XCTFail("\(e)") }
            XCTAssertTrue(m.contains("prVt chunk at byte 33") && m.contains("PNGLimits.maxMetadataBytes"), m)
        }
        XCTAssertNoThrow(try PNGDecoder.decode(png, limits: PNGLimits(maxMetadataBytes: 16 << 20)))
    }

    /// Row 3: a 1x1 image whose IDAT stream goes on after its one row was inflated to the end
    /// (1 MB file: 2.7 s; 8 MB: 22 s). Far more IDAT than the image can need is refused at once.
    func testImageDataFarBeyondTheImageIsRefusedAtOnce() throws {
        for megabytes in [1, 8] {
            let stream = HostilePNG.zeros(megabytes * 1_000_000 / 13 * 258 * 8)
            let png = HostilePNG.file(width: 1, height: 1, idat: stream)
            XCTAssertGreaterThan(png.count, megabytes * 990_000)
            XCTAssertThrowsError(try PNGDecoder.decode(png)) { e in
                guard case .overLimit(let m) = e as? PNGError else { return XCTFail("\(e)") }
                XCTAssertTrue(m.contains("compressed image data (IDAT) for a 1x1 image"), m)
            }
        }
    }

    /// Row 3: within that budget (a 1024x1024 image may carry ~2 MB of IDAT), data after the
    /// last row is still not inflated past a small allowance: 1 MB here would give 160 MB.
    func testImageDataAfterTheLastRowStopsTheDecode() throws {
        let raw = HostilePNG.filteredBytes(width: 1024, height: 1024, bitsPerPixel: 8)
        let exact = HostilePNG.file(width: 1024, height: 1024, idat: HostilePNG.zeros(raw))
        let image = try PNGDecoder.decode(exact).image  // the generator's stream is valid
        XCTAssertEqual(image.width, 1024)
        XCTAssertEqual(image.pixels[4 * 1000], 0)
        for interlaced in [false, true] {
            let png = HostilePNG.file(width: 1024, height: 1024, interlaced: interlaced, idat: HostilePNG.zeros(160_000_000))
            XCTAssertLessThan(png.count, 2 * raw, "must be inside the IDAT budget to test the trailing allowance")
            XCTAssertThrowsError(try PNGDecoder.decode(png)) { e in
                guard case .overLimit(let m) = e as? PNGError else { return XCTFail("\(e)") }
                XCTAssertTrue(m.contains("after the last row"), m)
            }
        }
    }

    /// Row 4: a 16384x16384 1-bit file of a few hundred KB decoded to 1 GiB of RGBA. The pixel
    /// budget (2^26, 256 MiB) refuses it from the header, saying the size, the limit and the knob.
    func testDecodedBytesBudget() throws {
        let raw = HostilePNG.filteredBytes(width: 16384, height: 16384, bitsPerPixel: 1)
        let png = HostilePNG.file(width: 16384, height: 16384, bitDepth: 1, idat: HostilePNG.zeros(raw))
        XCTAssertLessThan(png.count, 256_000)
        XCTAssertThrowsError(try PNGDecoder.decode(png)) { e in
            XCTAssertEqual(e as? PNGError, .tooLarge(width: 16384, height: 16384, limits: .default))
            let m = "\(e)"
            for part in ["16384x16384", "1 GiB decoded", "67108864 pixels (256 MiB) per image", "TABSNAP_PNG_MAX_PIXELS"] {
                XCTAssertTrue(m.contains(part), m)
            }
        }
        // The header alone can still be read, so a caller can compare sizes first.
        XCTAssertEqual(try PNGDecoder.header(png).width, 16384)
        // The variable raises it (read once, so tested through the initializer).
        XCTAssertEqual(PNGLimits(environment: "300000000").maxPixels, 300_000_000)
        XCTAssertEqual(PNGLimits(environment: "lots").maxPixels, 1 << 26)
        XCTAssertEqual(PNGLimits(environment: nil), PNGLimits())
    }

    func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
