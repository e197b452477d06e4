/// 'hhea' + 'hmtx': advance widths, and hhea's vertical metrics.
struct HmtxTable: Sendable {
    let ascender: Int
    let descender: Int
    let lineGap: Int
    /// One advance per long metric; glyphs past the end repeat the last one (monospaced tails).
    let advances: [UInt16]

    init(hhea: ByteReader, hmtx: ByteReader, numGlyphs: Int) throws {
        ascender = Int(try hhea.i16(4))
        descender = Int(try hhea.i16(6))
        lineGap = Int(try hhea.i16(8))
        let numberOfHMetrics = Int(try hhea.u16(34))
        guard numberOfHMetrics >= 1 else { throw hhea.fail("numberOfHMetrics is 0") }
        // Fonts may declare more metrics than glyphs; only numGlyphs of them can be used.
        let n = min(numberOfHMetrics, numGlyphs)
        try hmtx.check(0, n * 4)
        var adv = [UInt16](repeating: 0, count: n)
        for i in 0..<n { adv[i] = try hmtx.u16(i * 4) }
        advances = adv
    }

    func advance(_ glyph: Int) -> Int {
        Int(glyph < advances.count ? advances[glyph] : advances[advances.count - 1])
    }
}
