/// 'GSUB' single substitutions (lookup type 1, directly or through Extension type 7) of one
/// feature's lookups, applied in lookup order: what 'tnum' uses to give every figure one width
/// (SwiftUI's `monospacedDigit()`).
struct GsubSingle: Sendable {
    /// Per lookup, its subtables: the covered glyphs and either a delta (format 1) or a
    /// substitute per coverage index (format 2).
    private let lookups: [[(coverage: Coverage, delta: Int?, substitutes: [UInt16])]]
    static let maxSubstitutes = 1 << 16

    init(_ r: ByteReader, feature: String) throws {
        let r = r.named("GSUB")
        guard try r.u16(0) == 1 else { throw r.fail("unknown GSUB version \(try r.u16(0))") }
        var budget = LayoutBudget(Self.maxSubstitutes, "single substitutions")
        let indices = try FeatureLookups.indices(r, scripts: nil, features: [feature], spend: { try budget.spend($0, r) })
        var lookups: [[(coverage: Coverage, delta: Int?, substitutes: [UInt16])]] = []
        for lookup in try FeatureLookups.lookups(r, indices: indices, extensionType: 7, wanted: [1], spend: { try budget.spend($0, r) }) {
            var subtables: [(coverage: Coverage, delta: Int?, substitutes: [UInt16])] = []
            for (_, sub) in lookup.subtables {
                let coverage = try Coverage(try sub.tail(Int(try sub.u16(2))))
                switch try sub.u16(0) {
                case 1:
                    subtables.append((coverage, Int(try sub.i16(4)), []))
                case 2:
                    let n = Int(try sub.u16(4))
                    try budget.spend(n, r)
                    try sub.check(6, n * 2)
                    subtables.append((coverage, nil, try (0..<n).map { try sub.u16(6 + $0 * 2) }))
                case let f:
                    throw sub.fail("unknown single substitution format \(f)")
                }
            }
            lookups.append(subtables)
        }
        self.lookups = lookups
    }

    var isEmpty: Bool { lookups.isEmpty }

    /// The glyph after each lookup in turn (the first subtable covering it substitutes it).
    func apply(_ glyph: Int) -> Int {
        var g = glyph
        for subtables in lookups {
            for s in subtables {
                guard let i = s.coverage.index(of: g) else { continue }
                if let delta = s.delta {
                    g = (g + delta) & 0xFFFF
                } else if i < s.substitutes.count {
                    g = Int(s.substitutes[i])
                }
                break
            }
        }
        return g
    }
}
