/// The lookups an OpenType layout table ('GPOS' or 'GSUB') gives to some features: the feature
/// indices of the scripts' default language systems (required feature included), those whose
/// tag is wanted, and their lookup indices. Every record visited is charged to `spend`, so
/// records that all point at one big table cannot make reading a font take minutes.
enum FeatureLookups {
    /// `scripts` nil: every script.
    static func indices(_ r: ByteReader, scripts: Set<String>?, features: Set<String>,
                        spend: (Int) throws -> Void) throws -> Set<Int> {
        let scriptList = try r.tail(Int(try r.u16(4)))
        let featureList = try r.tail(Int(try r.u16(6)))
        var featureIndices = Set<Int>()
        for i in 0..<Int(try scriptList.u16(0)) {
            let rec = 2 + i * 6
            if let scripts, !scripts.contains(try tag(scriptList, rec)) { continue }
            let script = try scriptList.tail(Int(try scriptList.u16(rec + 4)))
            let defaultLangSys = Int(try script.u16(0))
            guard defaultLangSys != 0 else { continue }
            let langSys = try script.tail(defaultLangSys)
            let required = Int(try langSys.u16(2))
            if required != 0xFFFF { featureIndices.insert(required) }
            let n = Int(try langSys.u16(4))
            try spend(1 + n)
            for k in 0..<n { featureIndices.insert(Int(try langSys.u16(6 + k * 2))) }
        }
        let featureCount = Int(try featureList.u16(0))
        var lookupIndices = Set<Int>()
        for index in featureIndices.sorted() {  // a bad index is named the same every run
            guard index < featureCount else { throw r.fail("feature index \(index) out of range (\(featureCount))") }
            let rec = 2 + index * 6
            guard features.contains(try tag(featureList, rec)) else { continue }
            let feature = try featureList.tail(Int(try featureList.u16(rec + 4)))
            let n = Int(try feature.u16(2))
            try spend(1 + n)
            for k in 0..<n { lookupIndices.insert(Int(try feature.u16(4 + k * 2))) }
        }
        return lookupIndices
    }

    static func tag(_ r: ByteReader, _ at: Int) throws -> String {
        String(decoding: [try r.u8(at), try r.u8(at + 1), try r.u8(at + 2), try r.u8(at + 3)], as: UTF8.self)
    }
}

/// One lookup of a LookupList, as GPOS and GSUB store them: its flag and its subtables of the
/// wanted types, Extension subtables (GPOS 9, GSUB 7) replaced by the subtable they point to.
struct LayoutLookup {
    var flag: UInt16
    var subtables: [(type: UInt16, reader: ByteReader)]
}

extension FeatureLookups {
    /// The lookups at `indices` in LookupList order (the order HarfBuzz applies them in),
    /// those with no subtable of a `wanted` type left out. Each read lookup's subtable count is
    /// charged to `spend`.
    static func lookups(_ table: ByteReader, indices: Set<Int>, extensionType: UInt16, wanted: Set<UInt16>,
                        spend: (Int) throws -> Void) throws -> [LayoutLookup] {
        let list = try table.tail(Int(try table.u16(8)))
        let count = Int(try list.u16(0))
        var out: [LayoutLookup] = []
        for index in indices.sorted() {
            guard index < count else { throw table.fail("lookup index \(index) out of range (\(count))") }
            let lookup = try list.tail(Int(try list.u16(2 + index * 2)))
            let type = try lookup.u16(0)
            guard type == extensionType || wanted.contains(type) else { continue }
            let n = Int(try lookup.u16(4))
            try spend(n)
            var subtables: [(type: UInt16, reader: ByteReader)] = []
            for k in 0..<n {
                var sub = try lookup.tail(Int(try lookup.u16(6 + k * 2)))
                var subType = type
                if type == extensionType {
                    // Extension: format 1, the real type, and a 32-bit offset from here.
                    guard try sub.u16(0) == 1 else { throw sub.fail("unknown extension format") }
                    subType = try sub.u16(2)
                    guard subType != extensionType else { throw sub.fail("extension lookup points to another extension") }
                    sub = try sub.tail(Int(try sub.u32(4)))
                }
                if wanted.contains(subType) { subtables.append((subType, sub)) }
            }
            if !subtables.isEmpty { out.append(LayoutLookup(flag: try lookup.u16(2), subtables: subtables)) }
        }
        return out
    }
}

/// Work charged while reading a layout table, each record, range or value visited counting
/// one, so that records all pointing at one big table cannot make reading a font take minutes.
struct LayoutBudget {
    private var left: Int
    let limit: Int
    let what: String

    init(_ limit: Int, _ what: String) {
        left = limit
        self.limit = limit
        self.what = what
    }

    mutating func spend(_ n: Int, _ r: ByteReader) throws {
        left -= n
        guard left >= 0 else { throw r.fail("more than \(limit) \(what)") }
    }
}
