/// OpenType font variations (TrueType flavour): 'fvar' axes, 'avar' maps, 'gvar' glyph deltas
/// (shared and private point numbers, packed deltas, intermediate regions, interpolation of
/// untouched points) and 'HVAR' advance deltas through an item variation store. One variable
/// file serves every weight: a location on the axes turns it into an instance.
struct FvarTable: Sendable {
    struct Axis: Sendable {
        let tag: String
        let min: Double
        let defaultValue: Double
        let max: Double
    }
    let axes: [Axis]

    init(_ r: ByteReader) throws {
        let axesOffset = Int(try r.u16(4))
        let count = Int(try r.u16(8))
        let size = Int(try r.u16(10))
        guard count <= 64, size >= 20 else { throw r.fail("\(count) axes of \(size) bytes") }
        try r.check(axesOffset, count * size)
        var axes: [Axis] = []
        for i in 0..<count {
            let at = axesOffset + i * size
            let tag = String(decoding: [try r.u8(at), try r.u8(at + 1), try r.u8(at + 2), try r.u8(at + 3)], as: UTF8.self)
            func fixed(_ o: Int) throws -> Double { Double(Int32(bitPattern: try r.u32(o))) / 65536 }
            let lo = try fixed(at + 4), def = try fixed(at + 8), hi = try fixed(at + 12)
            guard lo <= def, def <= hi else { throw r.fail("axis \(tag): min \(lo), default \(def), max \(hi) out of order") }
            axes.append(Axis(tag: tag, min: lo, defaultValue: def, max: hi))
        }
        self.axes = axes
    }

    /// User coordinates (by tag; missing axes at their default) → normalized −1 … 1.
    func normalized(_ location: [String: Double], avar: AvarTable?) -> [Double] {
        axes.enumerated().map { i, a in
            let v = Swift.min(Swift.max(location[a.tag] ?? a.defaultValue, a.min), a.max)
            var n = 0.0
            if v < a.defaultValue, a.defaultValue > a.min { n = (v - a.defaultValue) / (a.defaultValue - a.min) }
            if v > a.defaultValue, a.max > a.defaultValue { n = (v - a.defaultValue) / (a.max - a.defaultValue) }
            return avar?.map(n, axis: i) ?? n
        }
    }
}

/// 'avar': per-axis piecewise-linear maps of normalized coordinates.
struct AvarTable: Sendable {
    let maps: [[(from: Double, to: Double)]]

    init(_ r: ByteReader, axisCount: Int) throws {
        guard Int(try r.u16(6)) == axisCount else { throw r.fail("axis count differs from fvar's") }
        var at = 8
        var maps: [[(Double, Double)]] = []
        for _ in 0..<axisCount {
            let n = Int(try r.u16(at))
            at += 2
            try r.check(at, n * 4)
            var map: [(Double, Double)] = []
            for k in 0..<n { map.append((try r.f2dot14(at + k * 4), try r.f2dot14(at + k * 4 + 2))) }
            maps.append(map)
            at += n * 4
        }
        self.maps = maps
    }

    func map(_ v: Double, axis: Int) -> Double {
        let m = maps[axis]
        guard m.count >= 2 else { return v }
        if v <= m[0].from { return m[0].to }
        for k in 1..<m.count where v <= m[k].from {
            let (a, b) = (m[k - 1], m[k])
            return b.from == a.from ? a.to : a.to + (v - a.from) * (b.to - a.to) / (b.from - a.from)
        }
        return m[m.count - 1].to
    }
}

/// A region's scalar at a location (the spec's tuple scalar): each axis's factor, zero outside.
func regionScalar(_ coords: [Double], peak: [Double], start: [Double]?, end: [Double]?) -> Double {
    var scalar = 1.0
    for i in 0..<min(coords.count, peak.count) {
        let p = peak[i]
        if p == 0 { continue }
        let v = coords[i]
        let s = start?[i] ?? min(p, 0), e = end?[i] ?? max(p, 0)
        // An invalid region, or one across zero, leaves this axis out (the spec's rule).
        if s > p || p > e || (s < 0 && e > 0) { continue }
        if v < s || v > e { return 0 }
        if v == p { continue }
        if v < p { scalar *= p == s ? 1 : (v - s) / (p - s) } else { scalar *= p == e ? 1 : (e - v) / (e - p) }
    }
    return scalar
}

/// 'gvar': per-glyph tuples of point deltas.
struct GvarTable: Sendable {
    private let r: ByteReader
    private let axisCount: Int
    private let sharedTuples: [[Double]]
    private let dataStart: Int
    private let offsets: [Int]
    static let maxTuples = 4096

    init(_ r: ByteReader, numGlyphs: Int) throws {
        let r = r.named("gvar")
        self.r = r
        let axisCount = Int(try r.u16(4))
        self.axisCount = axisCount
        let sharedCount = Int(try r.u16(6))
        let sharedAt = Int(try r.u32(8))
        let glyphCount = Int(try r.u16(12))
        let long = try r.u16(14) & 1 != 0
        dataStart = Int(try r.u32(16))
        guard axisCount <= 64, glyphCount <= numGlyphs + 1 else { throw r.fail("\(axisCount) axes, \(glyphCount) glyphs") }
        try r.check(sharedAt, sharedCount * axisCount * 2)
        var shared: [[Double]] = []
        for t in 0..<sharedCount {
            var tuple: [Double] = []
            for a in 0..<axisCount { tuple.append(try r.f2dot14(sharedAt + (t * axisCount + a) * 2)) }
            shared.append(tuple)
        }
        sharedTuples = shared
        var offs: [Int] = []
        for g in 0...glyphCount { offs.append(long ? Int(try r.u32(20 + g * 4)) : Int(try r.u16(20 + g * 2)) * 2) }
        for g in 0..<glyphCount where offs[g + 1] < offs[g] { throw r.fail("glyph \(g)'s variation data offsets decrease") }
        offsets = offs
    }

    /// Deltas for a glyph's `pointCount` points (phantom points included, last four); `contours`
    /// are the contours' last point indices, for inferring untouched points; `original` the
    /// points themselves (empty for a composite, whose points are its components).
    func deltas(_ glyph: Int, coords: [Double], pointCount: Int, contours: [Int], original: [OutlinePoint]) throws -> [OutlinePoint] {
        var total = [OutlinePoint](repeating: OutlinePoint(x: 0, y: 0), count: pointCount)
        guard glyph + 1 < offsets.count, offsets[glyph + 1] > offsets[glyph] else { return total }
        let base = dataStart + offsets[glyph]
        let header = Int(try r.u16(base))
        let count = header & 0x0FFF
        guard count <= Self.maxTuples else { throw r.fail("glyph \(glyph): \(count) tuples") }
        var data = base + Int(try r.u16(base + 2))
        var sharedPoints: [Int]? = nil
        if header & 0x8000 != 0 { sharedPoints = try points(&data, pointCount) }
        var h = base + 4
        for _ in 0..<count {
            let size = Int(try r.u16(h))
            let index = Int(try r.u16(h + 2))
            h += 4
            var peak: [Double]
            if index & 0x8000 != 0 {
                peak = try (0..<axisCount).map { try r.f2dot14(h + $0 * 2) }
                h += axisCount * 2
            } else {
                guard index & 0x0FFF < sharedTuples.count else { throw r.fail("glyph \(glyph): shared tuple \(index & 0x0FFF) does not exist") }
                peak = sharedTuples[index & 0x0FFF]
            }
            var start: [Double]? = nil, end: [Double]? = nil
            if index & 0x4000 != 0 {
                start = try (0..<axisCount).map { try r.f2dot14(h + $0 * 2) }
                end = try (0..<axisCount).map { try r.f2dot14(h + (axisCount + $0) * 2) }
                h += axisCount * 4
            }
            let tupleEnd = data + size
            try r.check(data, size)
            let scalar = regionScalar(coords, peak: peak, start: start, end: end)
            if scalar != 0 {
                var at = data
                let pts = index & 0x2000 != 0 ? try points(&at, pointCount) : sharedPoints
                let indices = pts ?? Array(0..<pointCount)
                let xs = try packedDeltas(&at, indices.count), ys = try packedDeltas(&at, indices.count)
                guard at <= tupleEnd else { throw r.fail("glyph \(glyph): a tuple's deltas run past its size") }
                var tuple = [OutlinePoint?](repeating: nil, count: pointCount)
                for (k, p) in indices.enumerated() where p < pointCount { tuple[p] = OutlinePoint(x: Double(xs[k]), y: Double(ys[k])) }
                let filled = pts == nil || original.isEmpty ? tuple.map { $0 ?? OutlinePoint(x: 0, y: 0) } : Self.inferred(tuple, contours, original)
                for p in 0..<pointCount {
                    total[p].x += filled[p].x * scalar
                    total[p].y += filled[p].y * scalar
                }
            }
            data = tupleEnd
        }
        return total
    }

    /// Packed point numbers: a count (0 = all points), then runs of byte or word increments.
    private func points(_ at: inout Int, _ pointCount: Int) throws -> [Int]? {
        var n = Int(try r.u8(at)); at += 1
        if n == 0 { return nil }
        if n & 0x80 != 0 { n = (n & 0x7F) << 8 | Int(try r.u8(at)); at += 1 }
        guard n <= pointCount else { throw r.fail("\(n) point numbers for \(pointCount) points") }
        var out: [Int] = []
        out.reserveCapacity(n)
        var last = 0
        while out.count < n {
            let control = Int(try r.u8(at)); at += 1
            let run = (control & 0x7F) + 1, words = control & 0x80 != 0
            for _ in 0..<min(run, n - out.count) {
                last += words ? Int(try r.u16(at)) : Int(try r.u8(at))
                at += words ? 2 : 1
                out.append(last)
            }
        }
        return out
    }

    /// Packed deltas: runs of zeros, bytes or words.
    private func packedDeltas(_ at: inout Int, _ n: Int) throws -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(n)
        while out.count < n {
            let control = Int(try r.u8(at)); at += 1
            let run = min((control & 0x3F) + 1, n - out.count)
            if control & 0x80 != 0 {
                out.append(contentsOf: repeatElement(0, count: run))
            } else if control & 0x40 != 0 {
                for _ in 0..<run { out.append(Int(try r.i16(at))); at += 2 }
            } else {
                for _ in 0..<run { out.append(Int(try r.i8(at))); at += 1 }
            }
        }
        return out
    }

    /// Untouched points take deltas from the touched points around them in their contour
    /// (the spec's IUP): between two, interpolated by position; outside, the nearer one's.
    static func inferred(_ tuple: [OutlinePoint?], _ contours: [Int], _ original: [OutlinePoint]) -> [OutlinePoint] {
        var out = tuple.map { $0 ?? OutlinePoint(x: 0, y: 0) }
        var first = 0
        for end in contours {
            defer { first = end + 1 }
            guard end < original.count, end >= first else { continue }
            let touched = (first...end).filter { tuple[$0] != nil }
            if touched.isEmpty { continue }
            if touched.count == 1 {
                for p in first...end { out[p] = tuple[touched[0]]! }
                continue
            }
            for (k, a) in touched.enumerated() {
                let b = touched[(k + 1) % touched.count]
                var p = a == end ? first : a + 1
                while p != b {
                    out[p] = OutlinePoint(x: interpolate(original[p].x, original[a].x, original[b].x, tuple[a]!.x, tuple[b]!.x),
                                          y: interpolate(original[p].y, original[a].y, original[b].y, tuple[a]!.y, tuple[b]!.y))
                    p = p == end ? first : p + 1
                }
            }
        }
        return out
    }

    static func interpolate(_ v: Double, _ a: Double, _ b: Double, _ da: Double, _ db: Double) -> Double {
        if a == b { return da == db ? da : 0 }
        let (lo, hi, dlo, dhi) = a < b ? (a, b, da, db) : (b, a, db, da)
        if v <= lo { return dlo }
        if v >= hi { return dhi }
        return dlo + (v - lo) * (dhi - dlo) / (hi - lo)
    }
}

/// 'HVAR': advance-width deltas through an item variation store.
struct HvarTable: Sendable {
    private let store: ItemVariationStore
    private let map: [(outer: Int, inner: Int)]?

    init(_ r: ByteReader, axisCount: Int) throws {
        let r = r.named("HVAR")
        store = try ItemVariationStore(try r.tail(Int(try r.u32(4))), axisCount: axisCount)
        let mapAt = Int(try r.u32(8))
        if mapAt == 0 { map = nil; return }
        let format = try r.u8(mapAt), entryFormat = Int(try r.u8(mapAt + 1))
        let count = format == 0 ? Int(try r.u16(mapAt + 2)) : Int(try r.u32(mapAt + 2))
        var at = mapAt + (format == 0 ? 4 : 6)
        let size = ((entryFormat & 0x30) >> 4) + 1, innerBits = (entryFormat & 0x0F) + 1
        guard count <= 1 << 20 else { throw r.fail("a delta-set map of \(count) entries") }
        try r.check(at, count * size)
        var entries: [(Int, Int)] = []
        for _ in 0..<count {
            var v = 0
            for k in 0..<size { v = v << 8 | Int(try r.u8(at + k)) }
            at += size
            entries.append((v >> innerBits, v & ((1 << innerBits) - 1)))
        }
        map = entries
    }

    func delta(_ glyph: Int, coords: [Double]) -> Double {
        let (outer, inner): (Int, Int)
        if let map { (outer, inner) = map.isEmpty ? (0, glyph) : map[min(glyph, map.count - 1)] } else { (outer, inner) = (0, glyph) }
        return store.delta(outer, inner, coords: coords)
    }
}

struct ItemVariationStore: Sendable {
    /// Regions: per region, per axis (start, peak, end).
    let regions: [[(Double, Double, Double)]]
    /// Per data subtable: the regions it uses and its delta rows.
    let data: [(regions: [Int], rows: [[Int]])]

    init(_ r: ByteReader, axisCount: Int) throws {
        let regionAt = Int(try r.u32(2))
        let count = Int(try r.u16(6))
        let axes = Int(try r.u16(regionAt)), regionCount = Int(try r.u16(regionAt + 2))
        guard axes == axisCount, regionCount <= 4096 else { throw r.fail("\(regionCount) regions over \(axes) axes") }
        try r.check(regionAt + 4, regionCount * axes * 6)
        var regions: [[(Double, Double, Double)]] = []
        for g in 0..<regionCount {
            regions.append(try (0..<axes).map { a in
                let at = regionAt + 4 + (g * axes + a) * 6
                return (try r.f2dot14(at), try r.f2dot14(at + 2), try r.f2dot14(at + 4))
            })
        }
        self.regions = regions
        var data: [(regions: [Int], rows: [[Int]])] = []
        for k in 0..<count {
            let at = Int(try r.u32(8 + k * 4))
            let items = Int(try r.u16(at)), wordField = Int(try r.u16(at + 2)), regionIndexes = Int(try r.u16(at + 4))
            let long = wordField & 0x8000 != 0, words = wordField & 0x7FFF
            guard words <= regionIndexes else { throw r.fail("more word deltas than regions") }
            let indexes = try (0..<regionIndexes).map { Int(try r.u16(at + 6 + $0 * 2)) }
            guard indexes.allSatisfy({ $0 < regionCount }) else { throw r.fail("a region index past the region list") }
            var p = at + 6 + regionIndexes * 2
            let (big, small) = long ? (4, 2) : (2, 1)
            try r.check(p, items * (words * big + (regionIndexes - words) * small))
            var rows: [[Int]] = []
            for _ in 0..<items {
                var row: [Int] = []
                for c in 0..<regionIndexes {
                    if c < words {
                        row.append(long ? Int(Int32(bitPattern: try r.u32(p))) : Int(try r.i16(p))); p += big
                    } else {
                        row.append(long ? Int(try r.i16(p)) : Int(try r.i8(p))); p += small
                    }
                }
                rows.append(row)
            }
            data.append((indexes, rows))
        }
        self.data = data
    }

    func delta(_ outer: Int, _ inner: Int, coords: [Double]) -> Double {
        guard outer < data.count, inner < data[outer].rows.count else { return 0 }
        let d = data[outer]
        var sum = 0.0
        for (k, region) in d.regions.enumerated() {
            let axes = regions[region]
            let s = regionScalar(coords, peak: axes.map(\.1), start: axes.map(\.0), end: axes.map(\.2))
            if s != 0 { sum += s * Double(d.rows[inner][k]) }
        }
        return sum
    }
}
