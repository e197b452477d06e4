/// 'GSUB' ligatures (lookup type 4, directly or through Extension type 7), applied in lookup
/// order: what colour emoji fonts use to turn a ZWJ sequence, a skin-tone modifier or a flag's
/// two regional indicators into one glyph. Other substitutions are not applied (titles need
/// none; see Shaper).
struct GsubLigatures: Sendable {
    /// Per lookup, per subtable: the coverage of first glyphs and, per covered glyph, its
    /// ligatures (components after the first, then the ligature glyph), longest first as stored.
    let lookups: [[(coverage: Coverage, sets: [[(components: [UInt16], glyph: UInt16)]])]]
    /// Per lookup, whether it skips marks between components (lookup flag IgnoreMarks):
    /// lam, shadda, alef still make lam-alef, the shadda kept after it.
    let ignoresMarks: [Bool]
    static let maxLigatures = 1 << 18

    /// Every ligature lookup of the table, or with `only` just those lookup indices (a
    /// feature's, such as 'rlig').
    init(_ r: ByteReader, only: Set<Int>? = nil) throws {
        let r = r.named("GSUB")
        guard try r.u16(0) == 1 else { throw r.fail("unknown GSUB version \(try r.u16(0))") }
        var budget = LayoutBudget(Self.maxLigatures, "ligature components")
        let all = try only ?? Set(0..<Int(r.tail(Int(r.u16(8))).u16(0)))
        var lookups: [[(Coverage, [[([UInt16], UInt16)]])]] = []
        var ignoresMarks: [Bool] = []
        for lookup in try FeatureLookups.lookups(r, indices: all, extensionType: 7, wanted: [4], spend: { try budget.spend($0, r) }) {
            var subtables: [(Coverage, [[([UInt16], UInt16)]])] = []
            for (_, sub) in lookup.subtables {
                guard try sub.u16(0) == 1 else { continue }
                let coverage = try Coverage(try sub.tail(Int(try sub.u16(2))))
                let setCount = Int(try sub.u16(4))
                var sets: [[([UInt16], UInt16)]] = []
                for k in 0..<setCount {
                    let set = try sub.tail(Int(try sub.u16(6 + k * 2)))
                    let n = Int(try set.u16(0))
                    var ligatures: [([UInt16], UInt16)] = []
                    for m in 0..<n {
                        let lig = try set.tail(Int(try set.u16(2 + m * 2)))
                        let glyph = try lig.u16(0), components = Int(try lig.u16(2))
                        guard components >= 1 else { throw r.fail("a ligature with no components") }
                        try budget.spend(components, r)
                        ligatures.append((try (1..<components).map { try lig.u16(4 + ($0 - 1) * 2) }, glyph))
                    }
                    sets.append(ligatures)
                }
                subtables.append((coverage, sets))
            }
            if !subtables.isEmpty { lookups.append(subtables); ignoresMarks.append(lookup.flag & 0x8 != 0) }
        }
        self.ignoresMarks = ignoresMarks
        self.lookups = lookups.map { $0.map { (coverage: $0.0, sets: $0.1.map { $0.map { (components: $0.0, glyph: $0.1) } }) } }
    }

    /// The glyphs with every ligature lookup applied, where a lookup that ignores marks matches
    /// its components across them: each output glyph with the input it stands in for (a
    /// ligature, its first component) and, for a mark skipped inside a ligature, which of the
    /// ligature's components it followed (else -1). Skipped marks come right after their
    /// ligature, as HarfBuzz leaves them.
    func substitute(_ glyphs: [Int], isMark: (Int) -> Bool) -> [(glyph: Int, source: Int, component: Int)] {
        var out = glyphs.enumerated().map { (glyph: $1, source: $0, component: -1) }
        for (l, lookup) in lookups.enumerated() {
            let skipMarks = ignoresMarks[l]
            var i = 0
            var next: [(glyph: Int, source: Int, component: Int)] = []
            next.reserveCapacity(out.count)
            while i < out.count {
                var matched = false
                if !(skipMarks && isMark(out[i].glyph)) {
                    search: for sub in lookup {
                        guard let c = sub.coverage.index(of: out[i].glyph), c < sub.sets.count else { continue }
                        for lig in sub.sets[c] {
                            // Where each further component is, marks skipped when the lookup says so.
                            var at = i, positions: [Int] = []
                            for component in lig.components {
                                at += 1
                                while skipMarks && at < out.count && isMark(out[at].glyph) { at += 1 }
                                guard at < out.count, out[at].glyph == Int(component) else { positions = []; break }
                                positions.append(at)
                            }
                            guard positions.count == lig.components.count else { continue }
                            let last = positions.last ?? i
                            next.append((Int(lig.glyph), out[i].source, -1))
                            // The marks passed over, each with the component it followed.
                            var component = 0
                            for k in (i + 1)..<(last + 1) {
                                if positions.contains(k) { component += 1; continue }
                                next.append((out[k].glyph, out[k].source, component))
                            }
                            i = last + 1
                            matched = true
                            break search
                        }
                    }
                }
                if !matched { next.append(out[i]); i += 1 }
            }
            out = next
        }
        return out
    }

    /// The glyphs with every ligature lookup applied, left to right, first match wins, no glyph
    /// taken for a mark (emoji sequences).
    func apply(_ glyphs: [Int]) -> [Int] { substitute(glyphs, isMark: { _ in false }).map(\.glyph) }
}
