import Foundation
import TabSnapCore
import TabSnapFixtures
@testable import TabSnapPNG
import XCTest

final class PngSuiteTests: XCTestCase {
    /// Every valid PngSuite file decodes to exactly the RGBA Pillow gives (digests stored in
    /// Fixtures/pngsuite-rgba.tsv by Scripts/pngsuite_digests.py).
    func testValidFilesMatchIndependentDecoder() throws {
        let suite = try TestPaths.requirePngSuite()
        let table = try String(contentsOfFile: TestPaths.fixtures + "/pngsuite-rgba.tsv", encoding: .utf8)
        var checked = 0
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let f = line.split(separator: "\t").map(String.init)
            XCTAssertEqual(f.count, 4, "bad fixture line \(line)")
            let decoded = try PNGDecoder.decodeFile(suite + "/" + f[0])
            XCTAssertEqual(decoded.image.width, Int(f[1]), f[0])
            XCTAssertEqual(decoded.image.height, Int(f[2]), f[0])
            XCTAssertEqual(decoded.image.pixelDigest, f[3], "\(f[0]) decodes to different RGBA than Pillow")
            checked += 1
        }
        // Every valid file in the folder is in the table, so a new file cannot slip by unchecked.
        let files = try FileManager.default.contentsOfDirectory(atPath: suite).filter { $0.hasSuffix(".png") && !$0.hasPrefix("x") }
        XCTAssertEqual(checked, files.count)
        XCTAssertGreaterThan(checked, 150)
    }

    /// The other PNGs of the conformance data, made by other people's encoders (real iOS
    /// screenshots, the pixelmatch fixtures, resvg/rlottie/poppler renders), decode to exactly
    /// the RGBA Pillow gives (Fixtures/conformance-png-rgba.tsv by
    /// Scripts/conformance_png_digests.py). Between them they use every filter type; every row
    /// the table counts as filtered is undone by TabSnap's own pass (the whole-inflate way), and
    /// libpng streaming the same file agrees.
    func testOtherPeoplesFilesMatchIndependentDecoder() throws {
        let root = try TestPaths.requireConformance()
        let table = try String(contentsOfFile: TestPaths.fixtures + "/conformance-png-rgba.tsv", encoding: .utf8)
        let lines = table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        // Each file decoded (whole and streamed) and hashed on every core: the hashing of some
        // hundred megabytes of pixels is most of this test's time in a debug build. What each
        // file gave is compared on this thread, in the table's order.
        struct Outcome: Sendable { var width = 0, height = 0, digest = "", unfiltered: Int? = nil, streamedEqual = false, error: String? = nil }
        let outcomes = Outcomes<Outcome>(Array(repeating: Outcome(), count: lines.count))
        DispatchQueue.concurrentPerform(iterations: max(1, ProcessInfo.processInfo.activeProcessorCount)) { _ in
            while let i = outcomes.take() {
                var o = Outcome()
                do {
                    let data = try AtomicFile.read(root + "/" + lines[i][0])
                    let decoded = try PNGDecoder.decode(data)
                    o.width = decoded.image.width
                    o.height = decoded.image.height
                    o.digest = decoded.image.pixelDigest
                    if decoded.inflatedWhole { o.unfiltered = decoded.unfilteredRows }
                    o.streamedEqual = try PNGDecoder.decode(data, limits: .default, inflateWhole: false).image.pixels == decoded.image.pixels
                } catch {
                    o.error = "\(error)"
                }
                outcomes.set(i, o)
            }
        }
        var checked = 0, unfiltered = 0
        for (f, o) in zip(lines, outcomes.all) {
            XCTAssertEqual(f.count, 5, "bad fixture line \(f)")
            guard f.count == 5 else { continue }
            XCTAssertNil(o.error, f[0])
            XCTAssertEqual(o.width, Int(f[1]), f[0])
            XCTAssertEqual(o.height, Int(f[2]), f[0])
            XCTAssertEqual(o.digest, f[3], "\(f[0]) decodes to different RGBA than Pillow")
            if let rows = o.unfiltered {
                XCTAssertEqual(rows, Int(f[4]), "\(f[0]): rows unfiltered by the C pass")
                unfiltered += rows
            }
            XCTAssertTrue(o.streamedEqual, f[0])
            checked += 1
        }
        XCTAssertGreaterThan(checked, 300)
        XCTAssertGreaterThan(unfiltered, 10_000)
    }

    /// Results written from several threads, each to its own index, and the next index to work on.
    final class Outcomes<T>: @unchecked Sendable {
        private var items: [T]
        private var nextIndex = 0
        private let lock = NSLock()
        init(_ items: [T]) { self.items = items }
        func take() -> Int? { lock.lock(); defer { lock.unlock() }; guard nextIndex < items.count else { return nil }; nextIndex += 1; return nextIndex - 1 }
        func set(_ i: Int, _ v: T) { lock.lock(); items[i] = v; lock.unlock() }
        var all: [T] { lock.lock(); defer { lock.unlock() }; return items }
    }

    /// The deliberately corrupt files are refused, each for its own reason.
    func testCorruptFilesAreRefusedWithTheRightError() throws {
        let suite = try TestPaths.requirePngSuite()
        let expected: [String: (PNGError) -> Bool] = [
            "xs1n0g01.png": { $0 == .notPNG },  // signature byte 1 is wrong
            "xs2n0g01.png": { $0 == .notPNG },
            "xs4n0g01.png": { $0 == .notPNG },
            "xs7n0g01.png": { $0 == .notPNG },
            "xcrn0g04.png": { $0 == .notPNG },  // CR/LF mangled by a text-mode transfer
            "xlfn0g04.png": { $0 == .notPNG },
            "xhdn0g08.png": { if case .badCRC = $0 { return true }; return false },  // IHDR CRC
            "xcsn0g01.png": { if case .badCRC = $0 { return true }; return false },  // IDAT CRC
            "xc1n0g08.png": { Self.invalid($0, mentioning: "color type") },
            "xc9n2c08.png": { Self.invalid($0, mentioning: "color type") },
            "xd0n2c08.png": { Self.invalid($0, mentioning: "bit depth") },
            "xd3n2c08.png": { Self.invalid($0, mentioning: "bit depth") },
            "xd9n2c08.png": { Self.invalid($0, mentioning: "bit depth") },
            "xdtn0g01.png": { Self.invalid($0, mentioning: "IEND") },  // no IDAT: IEND comes too early
        ]
        let files = try FileManager.default.contentsOfDirectory(atPath: suite).filter { $0.hasPrefix("x") && $0.hasSuffix(".png") }
        XCTAssertEqual(Set(files), Set(expected.keys), "the corrupt files changed; list each one's expected error")
        for name in files.sorted() {
            do {
                let d = try PNGDecoder.decodeFile(suite + "/" + name)
                XCTFail("\(name) decoded as \(d.image.width)x\(d.image.height) but is corrupt")
            } catch {
                XCTAssertTrue(expected[name]!(error), "\(name): unexpected error \(error)")
                XCTAssertFalse(error.description.isEmpty)
            }
        }
    }

    static func invalid(_ e: PNGError, mentioning words: String) -> Bool {
        guard case .invalid(let m) = e else { return false }
        return m.lowercased().replacingOccurrences(of: "colour", with: "color").contains(words.lowercased())
    }

    /// Text chunks come back as key/value pairs (ct* files carry tEXt, zTXt and iTXt).
    func testTextChunks() throws {
        let suite = try TestPaths.requirePngSuite()
        let t = try PNGDecoder.decodeFile(suite + "/ct1n0g04.png")
        XCTAssertEqual(t.text("Title"), "PngSuite")
        XCTAssertEqual(t.text("Author")?.hasPrefix("Willem"), true)
        let z = try PNGDecoder.decodeFile(suite + "/ctzn0g04.png")
        XCTAssertEqual(z.text("Title"), "PngSuite")
        let i = try PNGDecoder.decodeFile(suite + "/cthn0g04.png")  // iTXt in Hindi
        XCTAssertFalse(i.text.isEmpty)
        XCTAssertTrue(i.text.contains { $0.value.unicodeScalars.contains { $0.value >= 0x900 && $0.value < 0x980 } },
                      "iTXt should be decoded as UTF-8: \(i.text)")
    }

    /// gAMA, cHRM, sRGB and iCCP never change pixel values: removing or adding them changes nothing.
    func testColourChunksDoNotChangePixels() throws {
        let suite = try TestPaths.requirePngSuite()
        for (file, chunk) in [("g03n2c08.png", "gAMA"), ("g25n2c08.png", "gAMA"), ("ccwn2c08.png", "cHRM")] {
            let data = try AtomicFile.read(suite + "/" + file)
            let at = try XCTUnwrap(findChunk(chunk, in: data), "\(file) has no \(chunk)")
            let length = Int(data[at]) << 24 | Int(data[at + 1]) << 16 | Int(data[at + 2]) << 8 | Int(data[at + 3])
            var stripped = data
            stripped.removeSubrange(at..<(at + 12 + length))
            XCTAssertNil(findChunk(chunk, in: stripped))
            XCTAssertEqual(try PNGDecoder.decode(data).image.pixelDigest, try PNGDecoder.decode(stripped).image.pixelDigest, file)
        }
        // PngSuite has no sRGB or iCCP: add them (and an extreme gAMA) after IHDR.
        let plain = try AtomicFile.read(suite + "/basn2c08.png")
        let expected = try PNGDecoder.decode(plain).image
        for extra in [chunk("sRGB", [0]), chunk("gAMA", [0, 0, 0x27, 0x10]),
                      chunk("iCCP", Array("icc".utf8) + [0, 0] + [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])] {
            var data = plain
            data.insert(contentsOf: extra, at: 33)
            XCTAssertEqual(try PNGDecoder.decode(data).image, expected, String(decoding: extra[4..<8], as: UTF8.self))
        }
    }

    func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + payload
        let n = UInt32(payload.count), c = crc32(body)
        return [UInt8(n >> 24), UInt8((n >> 16) & 255), UInt8((n >> 8) & 255), UInt8(n & 255)] + body
            + [UInt8(c >> 24), UInt8((c >> 16) & 255), UInt8((c >> 8) & 255), UInt8(c & 255)]
    }
}

final class RefusalTests: XCTestCase {
    func testNotPNG() {
        XCTAssertThrowsError(try PNGDecoder.decode(Array("hello, world".utf8))) { XCTAssertEqual($0 as? PNGError, .notPNG) }
        XCTAssertThrowsError(try PNGDecoder.decode([])) { XCTAssertEqual($0 as? PNGError, .notPNG) }
    }

    func testTruncatedEverywhere() throws {
        let png = try PNGEncoder.encode(TestPattern.uiScreen(width: 40, height: 30, scale: 1), profile: .fast)
        // Cutting the file at any point must give an error, never a crash or a partial image.
        for cut in stride(from: 1, to: png.count, by: max(1, png.count / 97)) {
            XCTAssertThrowsError(try PNGDecoder.decode(Array(png.prefix(cut))), "cut at \(cut)") { e in
                guard case .truncated = e as? PNGError else { return XCTFail("cut at \(cut): \(e)") }
            }
        }
    }

    func testBadCRCInIDAT() throws {
        var png = try PNGEncoder.encode(TestPattern.uiScreen(width: 40, height: 30, scale: 1), profile: .fast)
        let idat = try XCTUnwrap(findChunk("IDAT", in: png))
        let length = Int(png[idat]) << 24 | Int(png[idat + 1]) << 16 | Int(png[idat + 2]) << 8 | Int(png[idat + 3])
        png[idat + 8 + length] ^= 0x55  // the stored CRC no longer matches the (intact) data
        XCTAssertThrowsError(try PNGDecoder.decode(png)) { e in
            guard case .badCRC = e as? PNGError else { return XCTFail("\(e)") }
        }
    }

    /// A header claiming a huge image is refused from the header alone: the limits are checked
    /// before any pixel memory exists, so this returns instantly with the size in the message.
    func testOversizedHeadersAreRefusedBeforeAllocating() throws {
        var png = try PNGEncoder.encode(RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 255)), profile: .fast)
        func setSize(_ w: UInt32, _ h: UInt32) {
            for (i, v) in [w, h].enumerated() {
                for b in 0..<4 { png[16 + i * 4 + b] = UInt8(truncatingIfNeeded: v >> (24 - 8 * UInt32(b))) }
            }
            // Keep the IHDR CRC valid so only the size can be the reason for refusal.
            let crc = crc32(Array(png[12..<29]))
            for b in 0..<4 { png[29 + b] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(b))) }
        }
        setSize(100_000, 1)
        XCTAssertThrowsError(try PNGDecoder.decode(png)) { e in
            XCTAssertEqual(e as? PNGError, .tooLarge(width: 100_000, height: 1, limits: .default))
            // The largest header a PNG can hold: its size in bytes overflows Int (it printed negative).
            let huge = PNGError.tooLarge(width: Int(Int32.max), height: Int(Int32.max), limits: .default).description
            XCTAssertTrue(huge.hasPrefix("PNG is 2147483647x2147483647 (over 8 EiB decoded as RGBA), over the limit"), huge)
            XCTAssertTrue("\(e)".contains("100000x1"))
        }
        setSize(8192, 8192)  // within each side, over a pixel budget of 2^24
        let budget = PNGLimits(maxPixels: 1 << 24)
        XCTAssertThrowsError(try PNGDecoder.decode(png, limits: budget)) { e in
            XCTAssertEqual(e as? PNGError, .tooLarge(width: 8192, height: 8192, limits: budget))
        }
        // 16384x16384 is within these limits, but a 70-byte file cannot hold its 256 MiB of
        // samples (deflate expands at most ~1032:1): refused as truncated, allocating nothing.
        setSize(16384, 16384)
        XCTAssertThrowsError(try PNGDecoder.decode(png, limits: PNGLimits(maxPixels: 1 << 28))) { e in
            guard case .truncated(let m) = e as? PNGError else { return XCTFail("\(e)") }
            XCTAssertTrue(m.contains("16384x16384"), m)
        }
        setSize(2000, 2000)  // within the defaults, over a caller's tighter limit
        let tight = PNGLimits(maxWidth: 1000, maxHeight: 1000, maxPixels: 1 << 20)
        XCTAssertThrowsError(try PNGDecoder.decode(png, limits: tight)) { e in
            XCTAssertEqual(e as? PNGError, .tooLarge(width: 2000, height: 2000, limits: tight))
        }
        // Under the limits the same header gets as far as the (missing) image data.
        XCTAssertThrowsError(try PNGDecoder.decode(png)) { e in
            if case .tooLarge = e as? PNGError { XCTFail("2000x2000 is within the default limits") }
        }
    }

    func testDirectoryAndMissingFile() {
        XCTAssertThrowsError(try PNGDecoder.decodeFile("/nonexistent/x.png")) { e in
            guard case .file(let f) = e as? PNGError else { return XCTFail("\(e)") }
            XCTAssertEqual(f.path, "/nonexistent/x.png")
        }
        XCTAssertThrowsError(try PNGDecoder.decodeFile("/tmp")) { e in
            guard case .file = e as? PNGError else { return XCTFail("\(e)") }
        }
    }
}

func findChunk(_ type: String, in png: [UInt8]) -> Int? {
    var i = 8
    let t = Array(type.utf8)
    while i + 8 <= png.count {
        let len = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
        if Array(png[(i + 4)..<(i + 8)]) == t { return i }
        i += 12 + len
    }
    return nil
}

/// CRC-32 as PNG defines it (ISO 3309), for building test files by hand.
func crc32(_ bytes: [UInt8]) -> UInt32 { CRC32.of(bytes) }
