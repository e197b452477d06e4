/// OpenType Coverage (formats 1 and 2): glyph → coverage index, decoded into sorted ranges so
/// look-ups are binary searches over validated data.
struct Coverage: Sendable {
    /// Sorted, non-overlapping ranges of glyphs; a glyph's index is startIndex + (glyph − start).
    private let starts: [UInt16], ends: [UInt16], startIndices: [Int]

    init(_ r: ByteReader) throws {
        var s = [UInt16](), e = [UInt16](), idx = [Int]()
        switch try r.u16(0) {
        case 1:
            let n = Int(try r.u16(2))
            try r.check(4, n * 2)
            for i in 0..<n {
                let g = try r.u16(4 + i * 2)
                if let last = e.last, g <= last { throw r.fail("coverage glyphs not sorted") }
                s.append(g); e.append(g); idx.append(i)
            }
        case 2:
            (s, e, idx) = try rangeRecords(r, what: "coverage")
        case let f:
            throw r.fail("unknown coverage format \(f)")
        }
        starts = s; ends = e; startIndices = idx
    }

    /// Stored ranges, charged against GposTable's budget.
    var entryCount: Int { starts.count }

    /// The covered glyphs as inclusive ranges, in glyph order.
    var ranges: [ClosedRange<Int>] { zip(starts, ends).map { Int($0)...Int($1) } }

    func index(of glyph: Int) -> Int? {
        guard let i = rangeIndex(starts, ends, glyph) else { return nil }
        return startIndices[i] + glyph - Int(starts[i])
    }
}

/// Format 2 of Coverage and ClassDef alike: a count, then (start, end, value) records that must
/// be sorted and not overlap, since look-ups binary-search them.
func rangeRecords(_ r: ByteReader, what: String) throws -> ([UInt16], [UInt16], [Int]) {
    let n = Int(try r.u16(2))
    try r.check(4, n * 6)
    var s = [UInt16](), e = [UInt16](), v = [Int]()
    for i in 0..<n {
        let q = 4 + i * 6
        let a = try r.u16(q), b = try r.u16(q + 2)
        guard a <= b else { throw r.fail("\(what) range \(i) starts after it ends") }
        if let last = e.last, a <= last { throw r.fail("\(what) ranges not sorted") }
        s.append(a); e.append(b); v.append(Int(try r.u16(q + 4)))
    }
    return (s, e, v)
}

/// The range holding `glyph` in sorted, non-overlapping [starts[i], ends[i]] ranges.
func rangeIndex(_ starts: [UInt16], _ ends: [UInt16], _ glyph: Int) -> Int? {
    var lo = 0, hi = ends.count
    while lo < hi {
        let mid = (lo + hi) / 2
        if Int(ends[mid]) < glyph { lo = mid + 1 } else { hi = mid }
    }
    return lo < ends.count && Int(starts[lo]) <= glyph ? lo : nil
}
