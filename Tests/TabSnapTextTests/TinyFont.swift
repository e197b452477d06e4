/// Builds small TrueType fonts in memory, for glyph forms the shipped fonts do not use (word
/// offsets, 2×2 matrices, point matching, cycles) and for the old 'kern' table.
struct TinyFont {
    var glyphs: [[UInt8]] = []
    var advances: [UInt16] = []
    var kernPairs: [(UInt16, UInt16, Int16)] = []
    /// Characters from "A" on map to glyphs 1, 2, …
    var numberOfHMetrics: Int? = nil
    /// Extra tables as they are, e.g. a GPOS from `gpos(...)`.
    var extraTables: [(String, [UInt8])] = []

    /// A GPOS whose DFLT 'kern' feature lists `lookups` lookups that all point at one pair
    /// lookup (format 1, not in an Extension) of `subtables` subtables that all point at one
    /// subtable: glyph `first` then `second` kerns by `value`. Big counts make a hostile font.
    static func gpos(first: Int, second: Int, value: Int, lookups: Int = 1, subtables: Int = 1) -> [UInt8] {
        var out = be16(1) + be16(0) + be16(10) + be16(30) + be16(38 + 4 + 2 * lookups)
        out += be16(1) + Array("DFLT".utf8) + be16(8)  // ScriptList at 10
        out += be16(4) + be16(0)  // Script at 18
        out += be16(0) + be16(0xFFFF) + be16(1) + be16(0)  // LangSys at 22
        out += be16(1) + Array("kern".utf8) + be16(8)  // FeatureList at 30
        out += be16(0) + be16(lookups)  // Feature at 38
        for i in 0..<lookups { out += be16(i) }
        out += be16(lookups)  // LookupList
        for _ in 0..<lookups { out += be16(2 + 2 * lookups) }
        out += be16(2) + be16(0) + be16(subtables)  // Lookup
        for _ in 0..<subtables { out += be16(6 + 2 * subtables) }
        out += be16(1) + be16(12) + be16(0x0004) + be16(0) + be16(1) + be16(18)  // PairPos format 1
        out += be16(1) + be16(1) + be16(first)  // Coverage
        out += be16(1) + be16(second) + be16(value & 0xFFFF)  // PairSet
        return out
    }

    /// A GPOS whose `scripts` DFLT script records all point at one script whose default
    /// language system lists feature 0 (`tag`) `features` times: a few hundred kilobytes that a
    /// reader visiting every record would loop over scripts × features times.
    static func gposRepeatedRecords(scripts: Int, features: Int, tag: String) -> [UInt8] {
        var out = be16(1) + be16(0) + be16(26) + be16(10) + be16(24)  // ScriptList last
        out += be16(1) + Array(tag.utf8) + be16(8)  // FeatureList at 10
        out += be16(0) + be16(0)  // Feature at 18: no lookups
        out += be16(0)  // padding
        out += be16(0)  // LookupList at 24: no lookups
        out += be16(scripts)  // ScriptList at 26
        for _ in 0..<scripts { out += Array("DFLT".utf8) + be16(2 + 6 * scripts) }
        out += be16(4) + be16(0)  // Script
        out += be16(0) + be16(0xFFFF) + be16(features)  // LangSys
        for _ in 0..<features { out += be16(0) }
        return out
    }

    static func be16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v & 0xFFFF) }

    /// A simple glyph from contours of (x, y, onCurve), coordinates as 16-bit deltas, one flag
    /// byte per point.
    static func simple(_ contours: [[(Int, Int, Bool)]]) -> [UInt8] {
        let pts = contours.flatMap { $0 }
        var out = be16(contours.count) + be16(0) + be16(0) + be16(0) + be16(0)
        var end = -1
        for c in contours { end += c.count; out += be16(end) }
        out += be16(0)  // no instructions
        for p in pts { out.append(p.2 ? 1 : 0) }
        var last = 0
        for p in pts { out += be16(p.0 - last); last = p.0 }
        last = 0
        for p in pts { out += be16(p.1 - last); last = p.1 }
        return out
    }

    /// A composite glyph from raw component records (flags, glyph, args, scales); MORE_COMPONENTS
    /// is set for all but the last.
    static func composite(_ components: [(flags: Int, glyph: Int, rest: [UInt8])]) -> [UInt8] {
        var out = be16(0xFFFF) + be16(0) + be16(0) + be16(0) + be16(0)
        for (i, c) in components.enumerated() {
            let flags = c.flags | (i < components.count - 1 ? 0x20 : 0)
            out += be16(flags) + be16(c.glyph) + c.rest
        }
        return out
    }

    func bytes() -> [UInt8] {
        let n = glyphs.count
        typealias B = TinyFont
        var head = B.be32(0x10000) + B.be32(0) + B.be32(0) + B.be32(0x5F0F3CF5) + B.be16(0) + B.be16(1000)
        head += [UInt8](repeating: 0, count: 16) + [UInt8](repeating: 0, count: 8) + B.be16(0) + B.be16(0) + B.be16(2)
        head += B.be16(1) + B.be16(0)  // long loca, glyphDataFormat
        let maxp = B.be32(0x5000) + B.be16(n)
        // cmap: format 4, one segment "A"... → glyph 1..., plus the 0xFFFF end segment.
        let first = 0x41, last = 0x41 + n - 2
        var f4 = B.be16(4) + B.be16(0) + B.be16(0) + B.be16(4) + B.be16(4) + B.be16(1) + B.be16(0)
        f4 += B.be16(last) + B.be16(0xFFFF) + B.be16(0) + B.be16(first) + B.be16(0xFFFF)
        f4 += B.be16((1 - first) & 0xFFFF) + B.be16(1) + B.be16(0) + B.be16(0)
        f4.replaceSubrange(2..<4, with: B.be16(f4.count))
        let cmap = B.be16(0) + B.be16(1) + B.be16(3) + B.be16(1) + B.be32(12) + f4
        let hm = numberOfHMetrics ?? n
        var hhea = B.be32(0x10000) + B.be16(800) + B.be16(-200 & 0xFFFF) + B.be16(100)
        hhea += [UInt8](repeating: 0, count: 24) + B.be16(hm)
        var hmtx: [UInt8] = []
        for i in 0..<hm { hmtx += B.be16(Int(advances.indices.contains(i) ? advances[i] : 500)) + B.be16(0) }
        for _ in hm..<n { hmtx += B.be16(0) }
        var glyf: [UInt8] = [], loca: [UInt8] = []
        for g in glyphs {
            loca += B.be32(glyf.count)
            glyf += g
            if glyf.count % 2 == 1 { glyf.append(0) }
        }
        loca += B.be32(glyf.count)
        var tables: [(String, [UInt8])] = [("cmap", cmap), ("glyf", glyf), ("head", head), ("hhea", hhea),
                                           ("hmtx", hmtx), ("loca", loca), ("maxp", maxp)]
        tables += extraTables
        if !kernPairs.isEmpty {
            var sub = B.be16(0) + B.be16(14 + kernPairs.count * 6) + B.be16(0x0001)
            sub += B.be16(kernPairs.count) + B.be16(0) + B.be16(0) + B.be16(0)
            for p in kernPairs { sub += B.be16(Int(p.0)) + B.be16(Int(p.1)) + B.be16(Int(p.2) & 0xFFFF) }
            tables.append(("kern", B.be16(0) + B.be16(1) + sub))
        }
        tables.sort { $0.0 < $1.0 }
        var out = B.be32(0x10000) + B.be16(tables.count) + B.be16(0) + B.be16(0) + B.be16(0)
        var offset = 12 + tables.count * 16
        var body: [UInt8] = []
        for (tag, data) in tables {
            out += Array(tag.utf8) + B.be32(0) + B.be32(offset) + B.be32(data.count)
            var padded = data
            while padded.count % 4 != 0 { padded.append(0) }
            body += padded
            offset += padded.count
        }
        return out + body
    }
}
