/// OpenType ClassDef (formats 1 and 2): glyph → class, decoded into sorted ranges.
struct ClassDef: Sendable {
    private let starts: [UInt16], ends: [UInt16], classes: [UInt16]

    init(_ r: ByteReader) throws {
        var s = [UInt16](), e = [UInt16](), c = [UInt16]()
        switch try r.u16(0) {
        case 1:
            // One class per glyph from startGlyph on; stored as one-glyph ranges.
            let first = Int(try r.u16(2))
            let n = Int(try r.u16(4))
            guard first + n <= 0x10000 else { throw r.fail("class array runs past glyph 65535") }
            try r.check(6, n * 2)
            for i in 0..<n {
                s.append(UInt16(first + i)); e.append(UInt16(first + i)); c.append(try r.u16(6 + i * 2))
            }
        case 2:
            let (rs, re, rc) = try rangeRecords(r, what: "class")
            s = rs; e = re; c = rc.map { UInt16($0) }
        case let f:
            throw r.fail("unknown class definition format \(f)")
        }
        starts = s; ends = e; classes = c
    }

    var entryCount: Int { starts.count }

    /// Glyphs not listed are class 0.
    func classOf(_ glyph: Int) -> Int {
        guard let i = rangeIndex(starts, ends, glyph) else { return 0 }
        return Int(classes[i])
    }
}
