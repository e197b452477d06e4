/// The old 'kern' table, format 0 subtables (sorted glyph pairs): used only for fonts without a
/// GPOS 'kern' feature. Apple's version-1 kern tables are ignored (no pairs).
struct KernTable: Sendable {
    /// left << 16 | right, sorted, with the summed value of all horizontal subtables.
    private let keys: [UInt32]
    private let values: [Int32]

    init(_ r: ByteReader) throws {
        var pairs: [UInt32: Int32] = [:]
        if try r.u16(0) == 0 {
            let nTables = Int(try r.u16(2))
            var p = 4
            for _ in 0..<nTables {
                let length = Int(try r.u16(p + 2))
                let coverage = try r.u16(p + 4)
                let format = coverage >> 8
                // Horizontal (bit 0), not minimum (bit 1) nor cross-stream (bit 2) values.
                if format == 0, coverage & 0x7 == 0x1 {
                    let n = Int(try r.u16(p + 6))
                    try r.check(p + 14, n * 6)
                    for i in 0..<n {
                        let q = p + 14 + i * 6
                        let key = UInt32(try r.u16(q)) << 16 | UInt32(try r.u16(q + 2))
                        let v = Int32(try r.i16(q + 4))
                        // Bit 3 (override) replaces earlier subtables' value instead of adding.
                        pairs[key] = coverage & 0x8 != 0 ? v : (pairs[key] ?? 0) + v
                    }
                    // The length field overflows for big subtables; trust the pair count.
                    p += 14 + n * 6
                } else {
                    guard length >= 6 else { throw r.fail("subtable length \(length) too small") }
                    p += length
                }
            }
        }
        let sorted = pairs.sorted { $0.key < $1.key }
        keys = sorted.map(\.key)
        values = sorted.map(\.value)
    }

    var isEmpty: Bool { keys.isEmpty }

    func kerning(_ left: Int, _ right: Int) -> Int {
        let key = UInt32(truncatingIfNeeded: left) << 16 | UInt32(truncatingIfNeeded: right & 0xFFFF)
        var lo = 0, hi = keys.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if keys[mid] < key { lo = mid + 1 } else { hi = mid }
        }
        return lo < keys.count && keys[lo] == key ? Int(values[lo]) : 0
    }
}
