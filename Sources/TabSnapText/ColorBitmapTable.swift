/// 'CBLC' + 'CBDT': colour bitmap glyphs as Noto Color Emoji stores them: strikes of PNG
/// images at fixed pixel sizes (index subtable formats 1, 2 and 3; image formats 17, 18 and
/// 19). Only where each glyph's PNG lies is read here; the PNG itself is decoded by whoever
/// draws it (TabSnapText reads no image formats).
struct ColorBitmapTable: Sendable {
    /// A glyph's image: its PNG bytes, its size and bearings in pixels of the strike.
    struct Bitmap: Sendable {
        let png: ArraySlice<UInt8>
        let width: Int
        let height: Int
        let bearingX: Int
        let bearingY: Int
        let advance: Int
        /// Pixels per em of the strike it comes from.
        let ppem: Int
    }

    private let cbdt: ByteReader
    /// The strike used (the largest), with its index subtables: (first, last, format, image
    /// format, image data offset, offsets window, fixed size metrics for format 2).
    private let ppem: Int
    private let ranges: [(first: Int, last: Int, indexFormat: Int, imageFormat: Int, dataOffset: Int, table: ByteReader)]
    static let maxSubtables = 4096

    init(cblc: ByteReader, cbdt: ByteReader) throws {
        self.cbdt = cbdt.named("CBDT")
        let r = cblc.named("CBLC")
        let sizes = Int(try r.u32(4))
        guard sizes >= 1, sizes <= 256 else { throw r.fail("\(sizes) bitmap strikes") }
        try r.check(8, sizes * 48)
        // The largest strike: drawn scaled down, as CoreText draws Apple's emoji.
        var best = 0, bestPpem = -1
        for s in 0..<sizes where Int(try r.u8(8 + s * 48 + 44)) > bestPpem { best = s; bestPpem = Int(try r.u8(8 + s * 48 + 44)) }
        let rec = 8 + best * 48
        let arrayOffset = Int(try r.u32(rec)), count = Int(try r.u32(rec + 8))
        guard count <= Self.maxSubtables else { throw r.fail("\(count) index subtables") }
        try r.check(arrayOffset, count * 8)
        var ranges: [(Int, Int, Int, Int, Int, ByteReader)] = []
        for k in 0..<count {
            let e = arrayOffset + k * 8
            let first = Int(try r.u16(e)), last = Int(try r.u16(e + 2))
            let sub = arrayOffset + Int(try r.u32(e + 4))
            guard first <= last else { throw r.fail("index subtable \(k): glyphs \(first)–\(last) out of order") }
            let indexFormat = Int(try r.u16(sub)), imageFormat = Int(try r.u16(sub + 2)), dataOffset = Int(try r.u32(sub + 4))
            guard [1, 2, 3].contains(indexFormat) else { throw r.fail("index subtable format \(indexFormat) is not read (1, 2 and 3 are)") }
            guard [17, 18, 19].contains(imageFormat) else { throw r.fail("image format \(imageFormat) is not read (17, 18 and 19: PNG)") }
            ranges.append((first, last, indexFormat, imageFormat, dataOffset, try r.tail(sub + 8)))
        }
        self.ranges = ranges.map { (first: $0.0, last: $0.1, indexFormat: $0.2, imageFormat: $0.3, dataOffset: $0.4, table: $0.5) }
        ppem = bestPpem
    }

    /// The glyph's bitmap, or nil when the strike has none (a space, a glyph outside it).
    func bitmap(_ glyph: Int) throws -> Bitmap? {
        guard let range = ranges.first(where: { glyph >= $0.first && glyph <= $0.last }) else { return nil }
        let i = glyph - range.first
        var start = 0, end = 0
        var fixed: (width: Int, height: Int, bx: Int, by: Int, advance: Int)? = nil
        switch range.indexFormat {
        case 1:
            start = Int(try range.table.u32(i * 4)); end = Int(try range.table.u32(i * 4 + 4))
        case 3:
            start = Int(try range.table.u16(i * 2)); end = Int(try range.table.u16(i * 2 + 2))
        default:  // 2: one image size, big metrics in the subtable
            let size = Int(try range.table.u32(0))
            fixed = (Int(try range.table.u8(5)), Int(try range.table.u8(4)), Int(try range.table.i8(6)), Int(try range.table.i8(7)), Int(try range.table.u8(8)))
            start = i * size; end = start + size
        }
        guard end > start else { return nil }
        let data = try cbdt.window(range.dataOffset + start, end - start)
        var width = 0, height = 0, bx = 0, by = 0, advance = 0, at = 0
        switch range.imageFormat {
        case 17:
            height = Int(try data.u8(0)); width = Int(try data.u8(1)); bx = Int(try data.i8(2)); by = Int(try data.i8(3)); advance = Int(try data.u8(4))
            at = 5
        case 18:
            height = Int(try data.u8(0)); width = Int(try data.u8(1)); bx = Int(try data.i8(2)); by = Int(try data.i8(3)); advance = Int(try data.u8(4))
            at = 8
        default:
            guard let f = fixed else { throw cbdt.fail("image format 19 without fixed metrics") }
            (width, height, bx, by, advance) = f
        }
        let length = Int(try data.u32(at))
        let png = try data.window(at + 4, length)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        for k in 0..<length { bytes.append(try png.u8(k)) }
        return Bitmap(png: bytes[...], width: width, height: height, bearingX: bx, bearingY: by, advance: advance, ppem: ppem)
    }
}
