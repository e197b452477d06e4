import TabSnapCore
import TabSnapFixtures
@testable import TabSnapPNG
import XCTest

/// The whole-inflate way (libdeflate inflates IDAT into the output buffer's end, libpng reads it
/// back as a stored stream) must be invisible: the same pixels, text and errors as streaming
/// every file through libpng's zlib, but for two kinds of malformed file only zlib refuses.
final class WholeInflateTests: XCTestCase {
    /// What a decode gave, comparable across the two ways.
    static func outcome(_ png: [UInt8], limits: PNGLimits, whole: Bool) -> (String, Bool) {
        do {
            let d = try PNGDecoder.decode(png, limits: limits, inflateWhole: whole)
            let text = d.text.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
            return ("\(d.header) \(d.image.pixelDigest) \(text)", d.inflatedWhole)
        } catch {
            return ("error: \(error)", false)
        }
    }

    /// The same file with its image data split into IDAT chunks of the given sizes (the last
    /// takes the rest), as other encoders write it.
    static func rechunked(_ png: [UInt8], sizes: [Int]) -> [UInt8] {
        var before: [UInt8] = [], idat: [UInt8] = [], after: [UInt8] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            if type == "IDAT" { idat += png[(i + 8)..<(i + 8 + length)] }
            else if idat.isEmpty { before += png[i..<(i + 12 + length)] }
            else { after += png[i..<(i + 12 + length)] }
            i += 12 + length
        }
        var out = Array(png[0..<8]) + before, start = 0
        for size in sizes where start < idat.count {
            out += HostilePNG.chunk("IDAT", Array(idat[start..<min(idat.count, start + size)]))
            start += size
        }
        if start < idat.count { out += HostilePNG.chunk("IDAT", Array(idat[start...])) }
        return out + after
    }

    /// Encoder output of every kind and profile, large enough for several stored blocks, with
    /// text, and the same files split into IDAT chunks the way other encoders do.
    static func usualFiles() throws -> [(String, [UInt8], RGBAImage)] {
        var out: [(String, [UInt8], RGBAImage)] = []
        for kind in EncodeTests.Kind.allCases {
            let image = EncodeTests.randomImage(width: 300, height: 70, kind: kind, seed: 5)
            for profile in PNGProfile.allCases {
                let png = try PNGEncoder.encode(image, profile: profile, text: [(key: "Title", value: "\(kind)")])
                out.append(("\(kind) \(profile)", png, image))
                out.append(("\(kind) \(profile) in 1-byte and 7-byte chunks", rechunked(png, sizes: [1, 7, 1000]), image))
            }
        }
        return out
    }

    func testUsualFilesAreInflatedWholeToTheSamePixels() throws {
        for (name, png, image) in try Self.usualFiles() {
            let whole = try PNGDecoder.decode(png)
            XCTAssertTrue(whole.inflatedWhole, "\(name): not inflated whole")
            XCTAssertEqual(whole.image.pixels, image.pixels, name)
            XCTAssertEqual(whole.text.first?.value, name.split(separator: " ").first.map(String.init), name)
            let streamed = try PNGDecoder.decode(png, limits: .default, inflateWhole: false)
            XCTAssertFalse(streamed.inflatedWhole, name)
            XCTAssertEqual(streamed.image.pixels, image.pixels, name)
        }
    }

    /// A zlib stream of stored blocks holding `bytes` as they are.
    static func stored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01], start = 0
        repeat {
            let end = min(bytes.count, start + 65535), size = end - start
            out += [end == bytes.count ? 1 : 0, UInt8(size & 255), UInt8(size >> 8), UInt8(~size & 255), UInt8((~size >> 8) & 255)]
            out += bytes[start..<end]
            start = end
        } while start < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for v in bytes { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
        return out + [UInt8(b >> 8), UInt8(b & 255), UInt8(a >> 8), UInt8(a & 255)]
    }

    /// The whole way unfilters rows itself (libpng's Up is a byte loop): random rows under
    /// random filter types, in every colour type and bit depth, give libpng's own pixels, and
    /// an unknown filter type further down is refused as libpng refuses it.
    func testEveryFilterTypeUnfiltersAsLibpngDoes() throws {
        var rng = SplitMix64(seed: 77)
        let kinds: [(colorType: Int, depths: [Int], channels: Int)] = [
            (0, [1, 2, 4, 8, 16], 1), (2, [8, 16], 3), (3, [1, 2, 4, 8], 1), (4, [8, 16], 2), (6, [8, 16], 4),
        ]
        var checked = 0
        for kind in kinds {
            for depth in kind.depths {
                for bad in [false, true] {
                    let width = 1 + Int(rng.next() % 70), height = 2 + Int(rng.next() % 40)
                    let rowBytes = (width * kind.channels * depth + 7) / 8
                    // An unknown filter type in the first row, the last, or one between.
                    let badRow = [0, height - 1, height / 2][checked % 3]
                    var rows: [UInt8] = [], filtered = 0
                    for y in 0..<height {
                        let filter = bad && y == badRow ? 5 : UInt8(rng.next() % 5)
                        if filter != 0 { filtered += 1 }
                        rows.append(filter)
                        for _ in 0..<rowBytes { rows.append(rng.byte()) }
                    }
                    var before: [[UInt8]] = []
                    if kind.colorType == 3 {
                        before.append(HostilePNG.chunk("PLTE", (0..<(3 << depth)).map { _ in rng.byte() }))
                    }
                    let file = HostilePNG.file(width: width, height: height, bitDepth: depth, colorType: kind.colorType,
                                               before: before, idat: Self.stored(rows))
                    let name = "colour type \(kind.colorType), \(depth)-bit, \(width)x\(height)\(bad ? ", filter type 5" : "")"
                    let whole = Self.outcome(file, limits: .default, whole: true)
                    let streamed = Self.outcome(file, limits: .default, whole: false)
                    XCTAssertEqual(whole.0, streamed.0, name)
                    XCTAssertEqual(whole.0.hasPrefix("error"), bad, "\(name): \(whole.0)")
                    // Rows inflating to no more than their RGBA go the whole way, where the C pass
                    // (not libpng) undoes every filter.
                    if !bad && kind.channels * depth <= 32 {
                        XCTAssertTrue(whole.1, "\(name): not inflated whole")
                        XCTAssertEqual(try PNGDecoder.decode(file).unfilteredRows, filtered, name)
                    }
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 30)
    }

    /// Files the whole way must leave to zlib, and still decode (or fail) exactly as before.
    func testUnusualFilesStreamAsBefore() throws {
        let image = EncodeTests.randomImage(width: 40, height: 9, kind: .translucent, seed: 9)
        let png = try PNGEncoder.encode(image, profile: .small)
        let bits = 16 * 4
        let raw16 = HostilePNG.filteredBytes(width: 9, height: 5, bitsPerPixel: bits)
        let rows = HostilePNG.filteredBytes(width: 9, height: 5, bitsPerPixel: 8)
        var cases: [(String, [UInt8], Bool)] = [
            // 16-bit RGBA rows inflate to more than their RGBA: no room behind the pixels.
            ("16-bit", HostilePNG.file(width: 9, height: 5, bitDepth: 16, colorType: 6, idat: HostilePNG.zeros(raw16)), true),
            // Adam7 passes of 9x5 grey: 3 + 2 + 4 + 6 + 6 + 15 + 20 filtered bytes.
            ("interlaced", HostilePNG.file(width: 9, height: 5, interlaced: true, idat: HostilePNG.zeros(56)), true),
            // An ancillary chunk between IDAT chunks: libpng's own business.
            ("IDAT split by a chunk", HostilePNG.file(width: 9, height: 5, idat: Array(HostilePNG.zeros(rows).prefix(3)),
                                                       after: [HostilePNG.chunk("tEXt", Array("a\u{0}b".utf8)),
                                                               HostilePNG.chunk("IDAT", Array(HostilePNG.zeros(rows).dropFirst(3)))]), false),
            // Two zlib streams back to back, and a stream that gives one byte too many.
            ("data after the stream", HostilePNG.file(width: 9, height: 5, idat: HostilePNG.zeros(rows) + HostilePNG.zeros(rows)), true),
            ("a byte too many", HostilePNG.file(width: 9, height: 5, idat: HostilePNG.zeros(rows + 1)), true),
            ("a byte short", HostilePNG.file(width: 9, height: 5, idat: HostilePNG.zeros(rows - 1)), false),
        ]
        // A 16 KiB window (CINFO 6) for more than 16 KiB of rows: zlib would refuse a distance
        // past it, libdeflate would not.
        let tall = HostilePNG.filteredBytes(width: 9, height: 2000, bitsPerPixel: 8)
        var small = HostilePNG.zeros(tall)
        small[0] = 0x68
        small[1] = UInt8(31 - (0x68 * 256) % 31)
        cases.append(("16 KiB window", HostilePNG.file(width: 9, height: 2000, idat: small), true))
        // A wrong Adler-32 (libpng is told to ignore it) and a wrong IDAT CRC.
        var adler = png
        let idat = Self.idatRange(adler)
        adler[idat.upperBound - 1] ^= 1
        MutationTests.repairCRCs(&adler)
        cases.append(("wrong Adler-32", adler, true))
        var crc = png
        crc[idat.upperBound] ^= 1
        cases.append(("wrong IDAT CRC", crc, false))
        for (name, file, decodes) in cases {
            let whole = Self.outcome(file, limits: .default, whole: true)
            let streamed = Self.outcome(file, limits: .default, whole: false)
            XCTAssertFalse(whole.1, "\(name): inflated whole")
            XCTAssertEqual(whole.0, streamed.0, name)
            XCTAssertEqual(!whole.0.hasPrefix("error"), decodes, "\(name): \(whole.0)")
        }
    }

    /// Every PngSuite file (or the fallback seeds) and 1,600 mutations of them, half with their
    /// CRCs repaired so the damage reaches the image data: both ways agree on every one, or the
    /// streamed reader alone refuses it for one of the known reasons.
    func testBothWaysAgreeOnDamagedFiles() throws {
        var files = try MutationTests.seeds()
        files += try Self.usualFiles().map(\.1)
        let limits = PNGLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 22)
        var rng = SplitMix64(seed: 29)
        var wholeCount = 0, decoded = 0
        let originals = files
        for i in 0..<1600 {
            var png = originals[i % originals.count]
            for _ in 0...(rng.next() % 2) { MutationTests.mutate(&png, &rng) }
            if i % 2 == 0 { MutationTests.repairCRCs(&png) }
            files.append(png)
        }
        for (i, png) in files.enumerated() {
            let whole = Self.outcome(png, limits: limits, whole: true)
            let streamed = Self.outcome(png, limits: limits, whole: false)
            if whole.0 != streamed.0 {
                // Only the known kinds: what zlib alone refuses, inflated whole.
                XCTAssertTrue(whole.1 && Self.zlibAloneRefuses(streamed.0), "file \(i): \(whole.0) / \(streamed.0)")
            }
            if whole.1 { wholeCount += 1 }
            if !whole.0.hasPrefix("error") { decoded += 1 }
        }
        // The comparison means something only if both ways were really taken, many times.
        // (with PngSuite 185 of 1,795 files went whole and 119 streamed; without it 48 and 161)
        XCTAssertGreaterThan(wholeCount, 30)
        XCTAssertGreaterThan(decoded - wholeCount, 20)
    }

    /// The streamed reader's refusals that a whole inflate does not share (see whole_inflate).
    static func zlibAloneRefuses(_ streamed: String) -> Bool {
        streamed.contains("IDAT: invalid") || streamed.contains("IDAT: too many") || streamed.contains("after the last row began")
    }

    /// The two kinds of malformed file that decode inflated whole and that the streamed reader
    /// refuses, pinned so that a change to either is seen; and a first IDAT chunk far longer
    /// than the stored stream, which both read.
    func testWhatOnlyTheStreamedReaderRefuses() throws {
        // A fixed-Huffman block with the reserved length symbol 286: 0, "A", then 258 copies.
        let reserved = HostilePNG.file(width: 259, height: 1, idat: [0x78, 0x01, 0x63, 0x70, 0x1c, 0x03, 0x00, 0x67, 0xf9, 0x41, 0xc4])
        var whole = Self.outcome(reserved, limits: .default, whole: true)
        var streamed = Self.outcome(reserved, limits: .default, whole: false)
        XCTAssertTrue(whole.1, whole.0)
        XCTAssertTrue(streamed.0.contains("IDAT: invalid literal/length code"), streamed.0)
        XCTAssertTrue(Self.zlibAloneRefuses(streamed.0))
        XCTAssertEqual(try PNGDecoder.decode(reserved).image.pixels, [UInt8](repeating: 65, count: 259 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element })

        // Rows stored, then 33,000 empty stored blocks: 165 KB after the last row began, within
        // IDAT's budget (twice the image plus 64 KiB).
        let rows: [UInt8] = (0..<100).flatMap { (y: Int) -> [UInt8] in [0] + [UInt8](repeating: UInt8(y), count: 999) }
        let padded = Self.stored(rows, emptyAfter: 33_000)
        let file = HostilePNG.file(width: 999, height: 100, idat: padded)
        whole = Self.outcome(file, limits: .default, whole: true)
        streamed = Self.outcome(file, limits: .default, whole: false)
        XCTAssertTrue(whole.1, whole.0)
        XCTAssertTrue(streamed.0.contains("after the last row began"), streamed.0)
        XCTAssertTrue(Self.zlibAloneRefuses(streamed.0))

        // 8,300 empty stored blocks before one row: the stored stream's blocks shrink to a byte
        // each to fill the first chunk (six bytes a byte), and the last-row count must not take that
        // for padding.
        let long = Self.stored([0] + [UInt8](repeating: 9, count: 16383), emptyBefore: 8300)
        let longFile = HostilePNG.file(width: 16383, height: 1, idat: long)
        whole = Self.outcome(longFile, limits: .default, whole: true)
        streamed = Self.outcome(longFile, limits: .default, whole: false)
        XCTAssertTrue(whole.1, whole.0)
        XCTAssertEqual(whole.0, streamed.0)
        XCTAssertFalse(whole.0.hasPrefix("error"), whole.0)
    }

    /// A zlib stream of `data` in stored blocks, with empty stored blocks before or after it.
    static func stored(_ data: [UInt8], emptyBefore: Int = 0, emptyAfter: Int = 0) -> [UInt8] {
        func block(_ bytes: ArraySlice<UInt8>, final: Bool) -> [UInt8] {
            let n = bytes.count
            return [final ? 1 : 0, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8((~n >> 8) & 255)] + bytes
        }
        var out: [UInt8] = [0x78, 0x01]
        for _ in 0..<emptyBefore { out += block([], final: false) }
        var start = 0
        while start < data.count {
            let end = min(data.count, start + 65535)
            out += block(data[start..<end], final: end == data.count && emptyAfter == 0)
            start = end
        }
        for i in 0..<emptyAfter { out += block([], final: i == emptyAfter - 1) }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let adler = b << 16 | a
        return out + [UInt8(adler >> 24), UInt8((adler >> 16) & 255), UInt8((adler >> 8) & 255), UInt8(adler & 255)]
    }

    /// Where the (single) IDAT chunk's data lies.
    static func idatRange(_ png: [UInt8]) -> Range<Int> {
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            if png[(i + 4)..<(i + 8)].elementsEqual("IDAT".utf8) { return (i + 8)..<(i + 8 + length) }
            i += 12 + length
        }
        return 0..<0
    }
}
