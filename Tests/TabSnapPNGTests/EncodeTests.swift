import TabSnapCore
import TabSnapFixtures
@testable import TabSnapPNG
import XCTest

final class EncodeTests: XCTestCase {
    enum Kind: CaseIterable { case opaque, translucent, gray, grayAlpha, fewColors }

    static func randomImage(width: Int, height: Int, kind: Kind, seed: UInt64) -> RGBAImage {
        var rng = SplitMix64(seed: seed)
        var px = [UInt8](repeating: 0, count: width * height * 4)
        let palette = (0..<7).map { _ in (rng.byte(), rng.byte(), rng.byte(), rng.byte()) }
        for i in 0..<(width * height) {
            switch kind {
            case .opaque: px[i * 4] = rng.byte(); px[i * 4 + 1] = rng.byte(); px[i * 4 + 2] = rng.byte(); px[i * 4 + 3] = 255
            case .translucent: for c in 0..<4 { px[i * 4 + c] = rng.byte() }
            case .gray: let g = rng.byte(); px[i * 4] = g; px[i * 4 + 1] = g; px[i * 4 + 2] = g; px[i * 4 + 3] = 255
            case .grayAlpha: let g = rng.byte(); px[i * 4] = g; px[i * 4 + 1] = g; px[i * 4 + 2] = g; px[i * 4 + 3] = rng.byte()
            case .fewColors:
                let c = palette[Int(rng.next() % 7)]
                px[i * 4] = c.0; px[i * 4 + 1] = c.1; px[i * 4 + 2] = c.2; px[i * 4 + 3] = c.3
            }
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    /// Encode → decode gives back exactly the pixels, for every size class, colour kind and profile.
    func testRoundTripsExactly() throws {
        let sizes = [(1, 1), (1, 7), (7, 1), (3, 5), (17, 13), (64, 64), (255, 3), (4096, 16)]
        var seed: UInt64 = 1
        for (w, h) in sizes {
            for kind in Kind.allCases {
                for profile in PNGProfile.allCases {
                    seed += 1
                    let image = Self.randomImage(width: w, height: h, kind: kind, seed: seed)
                    let png = try PNGEncoder.encode(image, profile: profile)
                    let back = try PNGDecoder.decode(png).image
                    XCTAssertEqual(back, image, "\(w)x\(h) \(kind) \(profile)")
                }
            }
        }
    }

    /// Fully transparent pixels keep their colour channels too (straight alpha, not cleared).
    /// A palette image whose first pixels are opaque white (0xFFFFFFFF as packed RGBA) must not
    /// take them for "no colour yet": a UI screen on white wrote its top half as the palette's
    /// first colour (black) before this was fixed.
    func testPaletteImagesStartingWithOpaqueWhiteRoundTrip() throws {
        var px = [UInt8](repeating: 255, count: 20 * 10 * 4)
        for x in 5..<9 { let i = (6 * 20 + x) * 4; px[i] = 0; px[i + 1] = 0; px[i + 2] = 0 }
        for x in 12..<14 { let i = (7 * 20 + x) * 4; px[i] = 128; px[i + 1] = 128; px[i + 2] = 128 }
        let image = RGBAImage(width: 20, height: 10, pixels: px)
        for profile in [PNGProfile.small, .fast] {
            XCTAssertEqual(try PNGDecoder.decode(PNGEncoder.encode(image, profile: profile)).image, image, "\(profile)")
        }
        // The palette candidate itself (for so small an image `small` may pick grey instead).
        let packed = PackedPixels.palette(image, ColorAnalysis(image).palette!)
        let bytes = try PNGEncoder.encode(packed, deflated: FilteredRows(packed, choice: .none).deflated(level: 12), text: [])
        XCTAssertEqual(try PNGDecoder.decode(bytes).image, image)
    }

    /// Every candidate the `small` profile can write decodes to the same pixels: each colour
    /// type, filter None and both per-row choices (which must pick filters other than None for
    /// a gradient), deflated by libdeflate and by zlib.
    func testSmallProfileCandidatesRoundTrip() throws {
        var seed: UInt64 = 40
        for (w, h) in [(1, 1), (5, 3), (33, 17), (300, 7)] {
            for kind in Kind.allCases {
                seed += 1
                var image = Self.randomImage(width: w, height: h, kind: kind, seed: seed)
                // Half of the rows a gradient, where Sub, Up, Average and Paeth pay.
                for y in 0..<(h / 2) {
                    for x in 0..<w {
                        let i = (y * w + x) * 4
                        for c in 0..<3 { image.pixels[i + c] = UInt8(truncatingIfNeeded: x * 3 + y * 2 + c) }
                    }
                }
                let analysis = ColorAnalysis(image)
                var candidates = [PackedPixels.direct(image, opaque: analysis.opaque, gray: analysis.gray)]
                if let palette = analysis.palette { candidates.append(PackedPixels.palette(image, palette)) }
                for packed in candidates {
                    for choice in FilteredRows.Choice.allCases {
                        let rows = try FilteredRows(packed, choice: choice)
                        for (level, zlib) in [(Int32(12), false), (9, true), (1, false)] {
                            let png = try PNGEncoder.encode(packed, deflated: rows.deflated(level: level, zlib: zlib), text: [])
                            XCTAssertEqual(try PNGDecoder.decode(png).image, image,
                                           "\(w)x\(h) \(kind) type \(packed.colorType) \(choice) level \(level) zlib \(zlib)")
                        }
                    }
                }
            }
        }
        var rampPixels: [UInt8] = []
        for i in 0..<(64 * 64) { rampPixels += [UInt8(i % 64 * 4), UInt8(i / 64 * 4), 128, 255] }
        let ramp = RGBAImage(width: 64, height: 64, pixels: rampPixels)
        let packed = PackedPixels.direct(ramp, opaque: true, gray: false)
        let filters = Set(try FilteredRows(packed, choice: .bigrams).filterTypes(rowBytes: 64 * 3))
        XCTAssertTrue(filters.contains { $0 != 0 }, "bigrams chose \(filters) for a ramp")
        XCTAssertEqual(Set(try FilteredRows(packed, choice: .none).filterTypes(rowBytes: 64 * 3)), [0])
    }

    /// Each row's filter is the one the heuristic names and its bytes are that filter's, both
    /// worked out here from PNG §9's definitions: the fewest distinct byte pairs, a tie keeping
    /// the lower filter type. Grey, grey+alpha, RGB (alpha dropped as the rows are read) and
    /// RGBA, with rows made for each filter to win: random rows, and after each random row one
    /// that is exactly its Up, Average or Paeth prediction plus a constant, and a ramp for Sub.
    func testPerRowChoicesFollowTheirHeuristics() throws {
        var rng = SplitMix64(seed: 5)
        var chosen = Set<UInt8>()
        for channels in 1...4 {
            let width = 19, height = 16, n = width * channels
            var rows = [[UInt8]]()
            for y in 0..<height {
                var row = [UInt8](repeating: 0, count: n)
                let up = y > 0 ? rows[y - 1] : row
                for i in 0..<n {
                    let a = i >= channels ? Int(row[i - channels]) : 0, b = Int(up[i]), c = i >= channels ? Int(up[i - channels]) : 0
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    switch y % 8 {
                    case 1: row[i] = UInt8(truncatingIfNeeded: b + 5)
                    case 3: row[i] = UInt8(truncatingIfNeeded: (a + b) / 2 + 3)
                    case 5: row[i] = UInt8(truncatingIfNeeded: (pa <= pb && pa <= pc ? a : pb <= pc ? b : c) + 9)
                    case 6: row[i] = UInt8(truncatingIfNeeded: 7 * (i / channels) + 11 * (i % channels) + y)
                    default: row[i] = rng.byte()
                    }
                }
                rows.append(row)
            }
            // The same bytes as an image: grey is r = g = b; alpha 255 where there is none.
            var px: [UInt8] = []
            for row in rows {
                for x in 0..<width {
                    let v = Array(row[(x * channels)..<(x * channels + channels)])
                    switch channels {
                    case 1: px += [v[0], v[0], v[0], 255]
                    case 2: px += [v[0], v[0], v[0], v[1]]
                    case 3: px += v + [255]
                    default: px += v
                    }
                }
            }
            let image = RGBAImage(width: width, height: height, pixels: px)
            let packed = PackedPixels.direct(image, opaque: channels % 2 == 1, gray: channels <= 2)
            var expected: [UInt8] = []
            for y in 0..<height {
                let candidates = (0..<5).map { f in (0..<n).map { i -> UInt8 in
                    let a = i >= channels ? Int(rows[y][i - channels]) : 0, b = y > 0 ? Int(rows[y - 1][i]) : 0
                    let c = i >= channels && y > 0 ? Int(rows[y - 1][i - channels]) : 0
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    let predictor = [0, a, b, (a + b) / 2, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][f]
                    return UInt8(truncatingIfNeeded: Int(rows[y][i]) - predictor)
                } }
                let pairs = candidates.map { r in Set((0..<(n - 1)).map { Int(r[$0]) << 8 | Int(r[$0 + 1]) }).count }
                let best = (0..<5).min { pairs[$0] < pairs[$1] || (pairs[$0] == pairs[$1] && $0 < $1) }!
                chosen.insert(UInt8(best))
                expected += [UInt8(best)] + candidates[best]
            }
            XCTAssertEqual(try FilteredRows(packed, choice: .bigrams).bytes, expected, "\(channels) channels")
            XCTAssertEqual(try FilteredRows(packed, choice: .none).bytes,
                           rows.flatMap { [0] + $0 }, "\(channels) channels, filter None")
        }
        XCTAssertEqual(chosen, [0, 1, 2, 3, 4], "every filter type must win somewhere")
    }

    /// The palette puts the most frequent colour first, where each row's filter-type byte (0)
    /// continues a row of background; tRNS stops at the last translucent entry.
    func testPaletteIsOrderedByFrequency() throws {
        var px: [UInt8] = []
        for i in 0..<100 {
            switch i {
            case 0..<5: px += [255, 255, 255, 255]   // white, 5 pixels
            case 5..<8: px += [0, 0, 0, 0]           // transparent, 3
            case 8..<10: px += [9, 9, 9, 128]        // translucent grey, 2
            default: px += [200, 10, 10, 255]        // red, 90
            }
        }
        let image = RGBAImage(width: 10, height: 10, pixels: px)
        XCTAssertEqual(ColorAnalysis(image).palette, [0xC80A_0AFF, 0xFFFF_FFFF, 0x0000_0000, 0x0909_0980])
        let packed = PackedPixels.palette(image, ColorAnalysis(image).palette!)
        XCTAssertEqual(packed.palette, [200, 10, 10, 255, 255, 255, 0, 0, 0, 9, 9, 9])
        XCTAssertEqual(packed.trans, [255, 255, 0, 128])
        let opaqueFirst = RGBAImage(width: 3, height: 1, pixels: [0, 0, 0, 0, 5, 5, 5, 255, 5, 5, 5, 255])
        XCTAssertEqual(PackedPixels.palette(opaqueFirst, ColorAnalysis(opaqueFirst).palette!).trans, [255, 0])
        let allOpaque = RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 255, 4, 5, 6, 255])
        XCTAssertEqual(PackedPixels.palette(allOpaque, ColorAnalysis(allOpaque).palette!).trans, [])
        for image in [image, opaqueFirst, allOpaque] {
            XCTAssertEqual(try PNGDecoder.decode(PNGEncoder.encode(image, profile: .small)).image, image)
        }
    }

    func testTransparentPixelsKeepTheirColour() throws {
        let image = RGBAImage(width: 2, height: 1, pixels: [10, 20, 30, 0, 40, 50, 60, 128])
        for profile in PNGProfile.allCases {
            XCTAssertEqual(try PNGDecoder.decode(PNGEncoder.encode(image, profile: profile)).image, image)
        }
    }

    func testSamePixelsGiveSameBytes() throws {
        let image = TestPattern.uiScreen(width: 300, height: 400, scale: 1)
        for profile in PNGProfile.allCases {
            let a = try PNGEncoder.encode(image, profile: profile, text: [("Software", "TabSnap")])
            let b = try PNGEncoder.encode(RGBAImage(width: image.width, height: image.height, pixels: image.pixels),
                                          profile: profile, text: [("Software", "TabSnap")])
            XCTAssertEqual(a, b, "\(profile)")
            XCTAssertNil(findChunk("tIME", in: a), "a tIME chunk would make bytes change with the clock")
        }
    }

    /// The colour type follows the pixels: RGB when opaque, RGBA otherwise, grey where it fits,
    /// and a palette for few colours in the `small` profile.
    func testColourTypeChoice() throws {
        func header(_ kind: Kind, _ profile: PNGProfile) throws -> PNGHeader {
            try PNGDecoder.header(PNGEncoder.encode(Self.randomImage(width: 20, height: 20, kind: kind, seed: 9), profile: profile))
        }
        XCTAssertEqual(try header(.opaque, .fast).colorType, 2)
        XCTAssertEqual(try header(.translucent, .fast).colorType, 6)
        // `fast` checks opacity only (no grey or palette scan: it is for artifacts, not size).
        XCTAssertEqual(try header(.gray, .fast).colorType, 2)
        XCTAssertEqual(try header(.grayAlpha, .fast).colorType, 6)
        XCTAssertEqual(try header(.gray, .small).colorType, 0)
        XCTAssertEqual(try header(.grayAlpha, .small).colorType, 4)
        XCTAssertEqual(try header(.fewColors, .fast).colorType, 6)
        let few = try header(.fewColors, .small)
        XCTAssertEqual(few.colorType, 3)
        XCTAssertEqual(few.bitDepth, 4, "7 colours fit in 4 bits")
        XCTAssertEqual(try header(.opaque, .small).colorType, 2)
    }

    /// `fast` deflates bands of rows separately and joins them into one zlib stream: the file
    /// decodes (libpng checks the joined Adler-32) to the same pixels, opaque or not, whatever
    /// the band count, and the same image always gives the same bytes.
    func testFastProfileBandsJoinIntoOneStream() throws {
        let screen = TestPattern.uiScreen(width: 1000, height: 2100, scale: 2)  // 4 bands of RGB rows
        var translucent = screen
        for i in stride(from: 3, to: translucent.pixels.count, by: 4 * 7) { translucent.pixels[i] = UInt8(i / 4 % 256) }
        for (name, image) in [("opaque", screen), ("translucent", translucent), ("one row", RGBAImage(width: 3, height: 1, pixels: Array(repeating: 200, count: 12)))] {
            let png = try PNGEncoder.encode(image, profile: .fast, text: [("Software", "TabSnap")])
            let decoded = try PNGDecoder.decode(png)
            XCTAssertEqual(decoded.image, image, name)
            XCTAssertEqual(decoded.text.first?.value, "TabSnap", name)
            XCTAssertEqual(png, try PNGEncoder.encode(image, profile: .fast, text: [("Software", "TabSnap")]), name)
        }
        XCTAssertGreaterThan(BandedEncoder.bands(width: 1000, height: 2100, channels: 3), 1, "the test must cover several bands")
    }

    /// The fast profile drops alpha in C, four bytes copied and three kept per pixel, the last
    /// pixel alone: every width from 1 to 41 round-trips, opaque, and with one translucent pixel
    /// at the start, the middle or the end of a row, which must keep alpha (and which a band drawn
    /// on its own must refuse).
    func testFastProfileKeepsEveryPixelAtEveryWidth() throws {
        var seed: UInt64 = 7
        for width in 1...41 {
            var image = RGBAImage(width: width, height: 3, pixels: (0..<(width * 3 * 4)).map { i in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: seed >> 41)
            })
            XCTAssertEqual(try PNGDecoder.decode(PNGEncoder.encode(image, profile: .fast)).image, image, "opaque, \(width) wide")
            // Drawn band by band, only the C pass that drops alpha sees the pixels.
            let whole = image
            let streamed = try BandedEncoder.encodeStreamed(width: width, height: 3, text: []) { _ in ImageRows(image: whole, firstRow: 0) }
            XCTAssertEqual(streamed, try PNGEncoder.encode(image, profile: .fast), "streamed, \(width) wide")
            for x in Set([0, width / 2, width - 1]) {
                image.pixels[(width + x) * 4 + 3] = 254
                let back = try PNGDecoder.decode(PNGEncoder.encode(image, profile: .fast))
                XCTAssertEqual(back.image, image, "a translucent pixel at \(x) of \(width)")
                XCTAssertEqual(back.header.colorType, 6, "alpha kept, \(width) wide")
                let translucent = image
                XCTAssertNil(try BandedEncoder.encodeStreamed(width: width, height: 3, text: []) { _ in ImageRows(image: translucent, firstRow: 0) },
                             "the band refuses a translucent pixel at \(x) of \(width)")
                image.pixels[(width + x) * 4 + 3] = 255
            }
        }
    }

    func testSmallIsSmallerThanFast() throws {
        let image = TestPattern.uiScreen(width: 390, height: 844, scale: 1)
        let fast = try PNGEncoder.encode(image, profile: .fast)
        let small = try PNGEncoder.encode(image, profile: .small)
        XCTAssertLessThan(small.count, fast.count)
    }

    func testTextMetadataRoundTrips() throws {
        let text = [("Software", "TabSnap"), ("Device", "iphone-15-pro"), ("Scale", "3"), ("Scheme", "dark"), ("Note", "café")]
        let png = try PNGEncoder.encode(RGBAImage(width: 2, height: 2, fill: (9, 9, 9, 255)), profile: .fast, text: text)
        let back = try PNGDecoder.decode(png)
        XCTAssertEqual(back.text.map { $0.key }, text.map { $0.0 })
        XCTAssertEqual(back.text.map { $0.value }, text.map { $0.1 })
        XCTAssertThrowsError(try PNGEncoder.encode(RGBAImage(width: 1, height: 1), text: [("", "x")]))
    }

    func testEmptyImageIsRefused() {
        XCTAssertThrowsError(try PNGEncoder.encode(RGBAImage(width: 0, height: 0))) { e in
            guard case .encodeFailed(let m) = e as? PNGError else { return XCTFail("\(e)") }
            XCTAssertTrue(m.contains("empty"))
        }
    }
}

final class AtomicWriteTests: XCTestCase {
    var dir = ""

    override func setUpWithError() throws {
        dir = NSTemporaryDirectory() + "tabsnap-atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    func testWriteReplacesAndLeavesNoTemporaryFiles() throws {
        let path = dir + "/nested/a.png"
        let first = RGBAImage(width: 3, height: 3, fill: (255, 0, 0, 255))
        let second = RGBAImage(width: 3, height: 3, fill: (0, 0, 255, 255))
        try PNGEncoder.write(first, to: path, profile: .fast)
        try PNGEncoder.write(second, to: path, profile: .fast)
        XCTAssertEqual(try PNGDecoder.decodeFile(path).image, second)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/nested"), ["a.png"])
    }

    /// A write that fails (here: the encoder refuses the image) leaves the old file as it was.
    func testFailedWriteKeepsOldFile() throws {
        let path = dir + "/keep.png"
        let old = RGBAImage(width: 2, height: 2, fill: (1, 2, 3, 255))
        try PNGEncoder.write(old, to: path, profile: .fast)
        let before = try AtomicFile.read(path)
        XCTAssertThrowsError(try PNGEncoder.write(RGBAImage(width: 0, height: 0), to: path))
        XCTAssertEqual(try AtomicFile.read(path), before)
    }

    /// A rename that cannot happen (the destination is a non-empty folder) removes the temporary
    /// file and leaves the destination alone.
    func testFailedRenameCleansUp() throws {
        let target = dir + "/occupied"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: target + "/inside", contents: Data([1]))
        XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: target)) { e in
            XCTAssertTrue("\(e)".contains(target))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["occupied"])
    }
}
