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
        for index in featureIndices {
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
