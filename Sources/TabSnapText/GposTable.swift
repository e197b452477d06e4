/// 'GPOS' pair kerning: the lookups of the 'kern' feature in the default language systems of
/// the DFLT, latn and cyrl scripts, keeping only pair adjustment (type 2, reached directly or
/// through Extension type 9) and only the XAdvance values, and the first glyph's XPlacement
/// (right-to-left fonts move a kerned glyph with its narrowed advance).
struct GposTable: Sendable {
    /// An XAdvance adjustment for a pair: `first` goes to the first glyph, `second` to the second.
    struct Adjustment: Equatable, Sendable {
        var first: Int
        var second: Int
        /// The first glyph's XPlacement.
        var placement: Int = 0
    }

    enum PairSubtable: Sendable {
        /// Format 1: per covered first glyph, its (second glyph, first adj, second adj) sorted.
        case glyphs(coverage: Coverage, sets: [[(second: UInt16, first: Int16, next: Int16, placement: Int16)]])
        /// Format 2: a class1 × class2 matrix of adjustments.
        case classes(coverage: Coverage, class1: ClassDef, class2: ClassDef, class1Count: Int, class2Count: Int,
                     first: [Int16], next: [Int16], placement: [Int16])
    }

    /// Lookups in LookupList order, each a list of subtables: the first subtable that matches a
    /// pair is the one applied, as in HarfBuzz.
    let lookups: [[PairSubtable]]

    /// Work and memory bound over all subtables, counting each subtable, coverage range, class
    /// range and stored adjustment as one: with the byte checks this bounds time and memory even
    /// when a hostile font points many lookups at the same large subtable.
    static let maxValues = 1 << 20  // Inter uses ~30k

    init(_ r: ByteReader) throws {
        let major = try r.u16(0)
        guard major == 1 else { throw r.fail("unknown GPOS version \(major)") }
        var budget = LayoutBudget(Self.maxValues, "kerning entries")
        // The 'kern' lookups of the default language systems of the scripts we shape.
        let indices = try FeatureLookups.indices(r, scripts: ["DFLT", "latn", "cyrl"], features: ["kern"]) { try budget.spend($0, r) }
        let lookups = try FeatureLookups.lookups(r, indices: indices, extensionType: 9, wanted: [2]) { try budget.spend($0, r) }
        self.lookups = try lookups.map { try $0.subtables.map { try Self.pairSubtable($0.reader, budget: &budget) } }
    }

    var isEmpty: Bool { lookups.allSatisfy(\.isEmpty) }

    /// The summed XAdvance adjustments of all kern lookups for the pair.
    func adjustment(_ left: Int, _ right: Int) -> Adjustment {
        var total = Adjustment(first: 0, second: 0)
        for lookup in lookups {
            for sub in lookup {
                if let a = Self.apply(sub, left, right) {
                    total.first += a.first; total.second += a.second; total.placement += a.placement
                    break
                }
            }
        }
        return total
    }

    private static func apply(_ sub: PairSubtable, _ left: Int, _ right: Int) -> Adjustment? {
        switch sub {
        case let .glyphs(coverage, sets):
            guard let ci = coverage.index(of: left), ci < sets.count else { return nil }
            let set = sets[ci]
            var lo = 0, hi = set.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if Int(set[mid].second) < right { lo = mid + 1 } else { hi = mid }
            }
            guard lo < set.count, Int(set[lo].second) == right else { return nil }
            return Adjustment(first: Int(set[lo].first), second: Int(set[lo].next), placement: Int(set[lo].placement))
        case let .classes(coverage, class1, class2, c1n, c2n, first, next, placement):
            guard coverage.index(of: left) != nil else { return nil }
            let c1 = class1.classOf(left), c2 = class2.classOf(right)
            guard c1 < c1n, c2 < c2n else { return nil }
            let i = c1 * c2n + c2
            return Adjustment(first: first.isEmpty ? 0 : Int(first[i]), second: next.isEmpty ? 0 : Int(next[i]),
                              placement: placement.isEmpty ? 0 : Int(placement[i]))
        }
    }

    /// Size of a ValueRecord and where its XAdvance and XPlacement are, if it has them.
    private static func valueLayout(_ format: UInt16) -> (size: Int, xAdvance: Int?, xPlacement: Int?) {
        let size = format.nonzeroBitCount * 2
        let placement: Int? = format & 0x1 != 0 ? 0 : nil
        guard format & 0x4 != 0 else { return (size, nil, placement) }
        return (size, (format & 0x3).nonzeroBitCount * 2, placement)
    }

    private static func pairSubtable(_ r: ByteReader, budget: inout LayoutBudget) throws -> PairSubtable {
        func spend(_ n: Int) throws { try budget.spend(n, r) }
        try spend(1)
        let format = try r.u16(0)
        let coverage = try Coverage(try r.tail(Int(try r.u16(2))))
        try spend(coverage.entryCount)
        let vf1 = try r.u16(4), vf2 = try r.u16(6)
        guard vf1 & 0xFF00 == 0, vf2 & 0xFF00 == 0 else { throw r.fail("reserved ValueFormat bits set") }
        let (size1, x1, p1) = valueLayout(vf1)
        let (size2, x2, _) = valueLayout(vf2)
        switch format {
        case 1:
            let setCount = Int(try r.u16(8))
            var sets: [[(second: UInt16, first: Int16, next: Int16, placement: Int16)]] = []
            try spend(setCount)
            for s in 0..<setCount {
                let set = try r.tail(Int(try r.u16(10 + s * 2)))
                let n = Int(try set.u16(0))
                let recordSize = 2 + size1 + size2
                try set.check(2, n * recordSize)
                try spend(n)
                let pairs = try set.withBytes(2, n * recordSize) { bytes in
                    var pairs: [(second: UInt16, first: Int16, next: Int16, placement: Int16)] = []
                    pairs.reserveCapacity(n)
                    var last = -1
                    for k in 0..<n {
                        let q = bytes + k * recordSize
                        let second = UInt16(bitPattern: ByteReader.i16(q))
                        if Int(second) <= last { throw set.fail("pair set not sorted") }
                        last = Int(second)
                        let a = x1.map { ByteReader.i16(q + 2 + $0) } ?? 0
                        let b = x2.map { ByteReader.i16(q + 2 + size1 + $0) } ?? 0
                        let p = p1.map { ByteReader.i16(q + 2 + $0) } ?? 0
                        pairs.append((second, a, b, p))
                    }
                    return pairs
                }
                sets.append(pairs)
            }
            return .glyphs(coverage: coverage, sets: sets)
        case 2:
            let class1 = try ClassDef(try r.tail(Int(try r.u16(8))))
            let class2 = try ClassDef(try r.tail(Int(try r.u16(10))))
            try spend(class1.entryCount + class2.entryCount)
            let c1n = Int(try r.u16(12)), c2n = Int(try r.u16(14))
            let recordSize = size1 + size2
            try r.check(16, c1n * c2n * recordSize)
            var first: [Int16] = [], next: [Int16] = [], placement: [Int16] = []
            // Without XAdvance or XPlacement there is nothing to store (and nothing bounds c1n × c2n by bytes).
            if x1 != nil || x2 != nil || p1 != nil {
                try spend(c1n * c2n)
                try r.withBytes(16, c1n * c2n * recordSize) { bytes in
                    if let x1 { first = (0..<(c1n * c2n)).map { ByteReader.i16(bytes + $0 * recordSize + x1) } }
                    if let x2 { next = (0..<(c1n * c2n)).map { ByteReader.i16(bytes + $0 * recordSize + size1 + x2) } }
                    if let p1 { placement = (0..<(c1n * c2n)).map { ByteReader.i16(bytes + $0 * recordSize + p1) } }
                }
            }
            return .classes(coverage: coverage, class1: class1, class2: class2, class1Count: c1n, class2Count: c2n,
                            first: first, next: next, placement: placement)
        default:
            throw r.fail("unknown pair adjustment format \(format)")
        }
    }
}
