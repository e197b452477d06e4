/// 'cmap': Unicode scalar → glyph id, from one subtable of format 4 (BMP) or 12 (full range).
///
/// Subtable choice: (3,10) Windows full Unicode, else a Unicode-platform (0,x) one (preferring
/// format 12), else (3,1) Windows BMP. Both formats are fully validated at load, so lookups
/// during shaping cannot fail.
struct CmapTable: Sendable {
    private enum Map: Sendable {
        /// Format 4 segments, sorted by endCode. glyphIds holds the glyphIdArray (and everything
        /// after idRangeOffset[] up to the subtable's end), indexed as the spec's pointer trick.
        case segments(ends: [UInt16], starts: [UInt16], deltas: [UInt16], rangeOffsets: [UInt16], glyphIds: [UInt16])
        /// Format 12 groups, sorted by start and not overlapping.
        case groups(starts: [UInt32], ends: [UInt32], glyphs: [UInt32])
    }

    private let map: Map
    private let numGlyphs: Int
    /// (platform, encoding, format) of the chosen subtable, for tests and diagnostics.
    let chosen: (platform: Int, encoding: Int, format: Int)

    init(_ r: ByteReader, numGlyphs: Int) throws {
        self.numGlyphs = numGlyphs
        let count = Int(try r.u16(2))
        var candidates: [(rank: Int, platform: Int, encoding: Int, format: Int, offset: Int)] = []
        for i in 0..<count {
            let rec = 4 + i * 8
            let platform = Int(try r.u16(rec)), encoding = Int(try r.u16(rec + 2))
            let offset = Int(try r.u32(rec + 4))
            let format = Int(try r.u16(offset))
            guard format == 4 || format == 12 else { continue }
            let rank: Int
            switch (platform, encoding) {
            case (3, 10): rank = 0
            case (0, _): rank = format == 12 ? 1 : 2
            case (3, 1): rank = 3
            default: continue
            }
            candidates.append((rank, platform, encoding, format, offset))
        }
        guard let best = candidates.min(by: { $0.rank < $1.rank }) else {
            throw r.fail("no Unicode subtable of format 4 or 12 ((3,10), (0,x) or (3,1))")
        }
        chosen = (best.platform, best.encoding, best.format)
        let sub = try r.tail(best.offset)
        map = best.format == 4 ? try Self.format4(sub) : try Self.format12(sub)
    }

    private static func format4(_ r: ByteReader) throws -> Map {
        let length = Int(try r.u16(2))
        let t = try r.window(0, min(length, r.count))
        let segCount = Int(try t.u16(6)) / 2
        guard segCount > 0 else { throw t.fail("format 4 with no segments") }
        func array(_ at: Int) throws -> [UInt16] {
            try t.check(at, segCount * 2)
            return try (0..<segCount).map { try t.u16(at + $0 * 2) }
        }
        let ends = try array(14)
        let starts = try array(16 + segCount * 2)
        let deltas = try array(16 + segCount * 4)
        let rangeOffsetsAt = 16 + segCount * 6
        let rangeOffsets = try array(rangeOffsetsAt)
        // Everything from idRangeOffset[0] to the end, as UInt16s, so the spec's
        // "address of idRangeOffset[i] + idRangeOffset[i] + 2*(c - start)" is an index here.
        let wordsAfter = (t.count - rangeOffsetsAt) / 2
        let glyphIds = try (0..<wordsAfter).map { try t.u16(rangeOffsetsAt + $0 * 2) }
        for i in 0..<segCount {
            guard starts[i] <= ends[i] else { throw t.fail("format 4 segment \(i) starts after it ends") }
            if i > 0, ends[i - 1] >= starts[i] { throw t.fail("format 4 segments not sorted at \(i)") }
            if rangeOffsets[i] != 0 {
                // The last character of the segment must index inside the subtable.
                let last = i + Int(rangeOffsets[i]) / 2 + Int(ends[i] - starts[i])
                guard last < glyphIds.count else { throw t.fail("format 4 segment \(i) indexes past the glyph id array") }
            }
        }
        return .segments(ends: ends, starts: starts, deltas: deltas, rangeOffsets: rangeOffsets, glyphIds: glyphIds)
    }

    private static func format12(_ r: ByteReader) throws -> Map {
        let n = Int(try r.u32(12))
        try r.check(16, n * 12)  // also bounds the allocation by the file size
        var starts = [UInt32](), ends = [UInt32](), glyphs = [UInt32]()
        starts.reserveCapacity(n); ends.reserveCapacity(n); glyphs.reserveCapacity(n)
        for i in 0..<n {
            let g = 16 + i * 12
            let s = try r.u32(g), e = try r.u32(g + 4)
            guard s <= e, e <= 0x10FFFF else { throw r.fail("format 12 group \(i) has a bad range") }
            if let prev = ends.last, prev >= s { throw r.fail("format 12 groups not sorted at \(i)") }
            starts.append(s); ends.append(e); glyphs.append(try r.u32(g + 8))
        }
        return .groups(starts: starts, ends: ends, glyphs: glyphs)
    }

    /// The glyph for a scalar, or 0 (.notdef) when the font has none.
    func glyph(for scalar: UInt32) -> Int {
        let g: Int
        switch map {
        case let .segments(ends, starts, deltas, rangeOffsets, glyphIds):
            guard scalar <= 0xFFFF else { return 0 }
            let c = UInt16(scalar)
            guard let i = firstIndex(in: ends, notBelow: c), starts[i] <= c else { return 0 }
            if rangeOffsets[i] == 0 {
                g = Int(c &+ deltas[i])
            } else {
                let index = i + Int(rangeOffsets[i]) / 2 + Int(c - starts[i])
                guard index < glyphIds.count else { return 0 }
                let raw = glyphIds[index]
                g = raw == 0 ? 0 : Int(raw &+ deltas[i])
            }
        case let .groups(starts, ends, glyphs):
            guard let i = lastIndex(in: starts, notAbove: scalar), scalar <= ends[i] else { return 0 }
            let v = UInt64(glyphs[i]) + UInt64(scalar - starts[i])
            g = v > UInt64(Int32.max) ? 0 : Int(v)
        }
        return g < numGlyphs ? g : 0
    }

    private func firstIndex(in a: [UInt16], notBelow c: UInt16) -> Int? {
        var lo = 0, hi = a.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if a[mid] < c { lo = mid + 1 } else { hi = mid }
        }
        return lo < a.count ? lo : nil
    }

    private func lastIndex(in a: [UInt32], notAbove c: UInt32) -> Int? {
        var lo = 0, hi = a.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if a[mid] <= c { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? lo - 1 : nil
    }
}
