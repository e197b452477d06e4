/// 'OS/2': the typographic metrics and whether to use them (fsSelection bit 7).
struct OS2Table: Sendable {
    let weightClass: Int
    let useTypoMetrics: Bool
    let italic: Bool
    let typoAscender: Int
    let typoDescender: Int
    let typoLineGap: Int
    /// sCapHeight, in tables of version 2 and later (nil before).
    let capHeight: Int?

    init(_ r: ByteReader) throws {
        // Version 0 tables end at usWinDescent (78 bytes); everything we read is before that.
        try r.check(0, 78)
        weightClass = Int(try r.u16(4))
        let fsSelection = try r.u16(62)
        useTypoMetrics = fsSelection & 0x80 != 0
        italic = fsSelection & 0x01 != 0
        typoAscender = Int(try r.i16(68))
        typoDescender = Int(try r.i16(70))
        typoLineGap = Int(try r.i16(72))
        let version = try r.u16(0)
        capHeight = version >= 2 && (try? r.check(88, 2)) != nil ? Int(try r.i16(88)) : nil
    }
}
