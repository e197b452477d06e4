/// 'maxp': the glyph count (the only field a glyf reader needs).
struct MaxpTable: Sendable {
    let numGlyphs: Int

    init(_ r: ByteReader) throws {
        numGlyphs = Int(try r.u16(4))
        guard numGlyphs > 0 else { throw r.fail("numGlyphs is 0: not even a .notdef glyph") }
    }
}
