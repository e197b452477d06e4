/// 'GPOS' mark positioning: the lookups of the 'mark' and 'mkmk' features (mark-to-base, type 4,
/// mark-to-ligature, type 5, and mark-to-mark, type 6, directly or through Extension type 9),
/// which put Hebrew points, Arabic harakat and Latin combining accents on the letter they belong
/// to. Anchors are read at the font's default location (their device and variation deltas are
/// ignored).
struct MarkAttachment: Sendable {
    struct Anchor: Sendable, Equatable {
        var x: Int
        var y: Int
    }

    /// One subtable: marks (coverage → class and anchor) and what they attach to (coverage →
    /// an anchor per mark class, nil where the font has none).
    struct Subtable: Sendable {
        let toMark: Bool
        /// Mark-to-ligature: `targetAnchors` holds, per ligature, its components' anchors one
        /// after the other; `componentStart` and `componentCount` say where each ligature's are.
        var componentStart: [Int] = []
        var componentCount: [Int] = []
        let marks: Coverage
        let markClass: [UInt16]
        let markAnchor: [Anchor]
        let targets: Coverage
        let classCount: Int
        let targetAnchors: [Anchor?]

        /// The offset that puts `mark` on `target`'s anchor for its class, in font units; on a
        /// ligature, the anchor of `component` (the last one when it is unknown).
        func offset(mark: Int, on target: Int, component: Int = -1) -> Anchor? {
            guard let m = marks.index(of: mark), m < markClass.count,
                  let t = targets.index(of: target) else { return nil }
            var row = t
            if !componentCount.isEmpty {
                guard t < componentCount.count, componentCount[t] > 0 else { return nil }
                row = componentStart[t] + (component >= 0 ? min(component, componentCount[t] - 1) : componentCount[t] - 1)
            }
            let i = row * classCount + Int(markClass[m])
            guard i < targetAnchors.count, let a = targetAnchors[i] else { return nil }
            return Anchor(x: a.x - markAnchor[m].x, y: a.y - markAnchor[m].y)
        }
    }

    /// Lookups in LookupList order (the order HarfBuzz applies them in), each its subtables.
    let lookups: [[Subtable]]

    /// Work and memory bound over all subtables (each mark, anchor slot and coverage range counts
    /// one): Noto Sans Arabic uses ~40k.
    static let maxValues = 1 << 20

    /// Nil when no script's default language system has a 'mark' or 'mkmk' lookup.
    init?(_ table: ByteReader) throws {
        let r = table.named("GPOS")
        guard try r.u16(0) == 1 else { throw r.fail("unknown GPOS version \(try r.u16(0))") }
        var budget = LayoutBudget(Self.maxValues, "mark positioning entries")
        let indices = try FeatureLookups.indices(r, scripts: nil, features: ["mark", "mkmk"]) { try budget.spend($0, r) }
        guard !indices.isEmpty else { return nil }
        let lookups = try FeatureLookups.lookups(r, indices: indices, extensionType: 9, wanted: [4, 5, 6]) { try budget.spend($0, r) }
        let subtables = try lookups.map { try $0.subtables.map { try Self.subtable($0.reader, type: $0.type, budget: &budget) } }
        self.lookups = subtables
        // Every subtable's mark coverage merged once: `isMark` is asked of each glyph of a run,
        // and while matching ligatures across marks.
        var merged: [ClosedRange<Int>] = []
        for range in subtables.flatMap({ $0.flatMap(\.marks.ranges) }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        markRanges = merged
    }

    /// The glyphs some lookup positions as marks, as sorted, disjoint ranges.
    private let markRanges: [ClosedRange<Int>]

    /// MarkBasePos, MarkLigPos and MarkMarkPos share one layout: format, mark coverage, target
    /// coverage, class count, mark array, target array (for ligatures, one table per ligature
    /// with an anchor row per component).
    private static func subtable(_ r: ByteReader, type: UInt16, budget: inout LayoutBudget) throws -> Subtable {
        func spend(_ n: Int) throws { try budget.spend(n, r) }
        guard try r.u16(0) == 1 else { throw r.fail("unknown mark positioning format \(try r.u16(0))") }
        let marks = try Coverage(try r.tail(Int(try r.u16(2))))
        let targets = try Coverage(try r.tail(Int(try r.u16(4))))
        try spend(1 + marks.entryCount + targets.entryCount)
        let classCount = Int(try r.u16(6))
        let markArray = try r.tail(Int(try r.u16(8)))
        let markCount = Int(try markArray.u16(0))
        try markArray.check(2, markCount * 4)
        try spend(markCount)
        var markClass: [UInt16] = [], markAnchor: [Anchor] = []
        markClass.reserveCapacity(markCount)
        markAnchor.reserveCapacity(markCount)
        for m in 0..<markCount {
            let c = try markArray.u16(2 + m * 4)
            guard Int(c) < classCount else { throw markArray.fail("mark class \(c) of \(classCount)") }
            markClass.append(c)
            markAnchor.append(try anchor(markArray, Int(try markArray.u16(2 + m * 4 + 2))))
        }
        let targetArray = try r.tail(Int(try r.u16(10)))
        let targetCount = Int(try targetArray.u16(0))
        var anchors: [Anchor?] = []
        // Rows of class-count anchor offsets, each relative to `table`.
        func readRows(_ table: ByteReader, at start: Int, rows: Int) throws {
            try table.check(start, rows * classCount * 2)
            try spend(rows * classCount)
            for i in 0..<(rows * classCount) {
                let offset = Int(try table.u16(start + i * 2))
                anchors.append(offset == 0 ? nil : try anchor(table, offset))
            }
        }
        guard type == 5 else {
            try readRows(targetArray, at: 2, rows: targetCount)
            return Subtable(toMark: type == 6, marks: marks, markClass: markClass, markAnchor: markAnchor,
                            targets: targets, classCount: classCount, targetAnchors: anchors)
        }
        try targetArray.check(2, targetCount * 2)
        try spend(targetCount)
        var starts: [Int] = [], counts: [Int] = []
        for t in 0..<targetCount {
            let attach = try targetArray.tail(Int(try targetArray.u16(2 + t * 2)))
            let components = Int(try attach.u16(0))
            starts.append(anchors.count / max(classCount, 1))
            counts.append(classCount == 0 ? 0 : components)
            try readRows(attach, at: 2, rows: components)
        }
        var s = Subtable(toMark: false, marks: marks, markClass: markClass, markAnchor: markAnchor,
                         targets: targets, classCount: classCount, targetAnchors: anchors)
        s.componentStart = starts
        s.componentCount = counts
        return s
    }

    /// Anchor formats 1 to 3 all start with x and y; format 2's contour point and format 3's
    /// device tables only refine hinted or variable positions.
    private static func anchor(_ r: ByteReader, _ offset: Int) throws -> Anchor {
        let a = try r.tail(offset)
        let format = try a.u16(0)
        guard (1...3).contains(format) else { throw a.fail("unknown anchor format \(format)") }
        return Anchor(x: Int(try a.i16(2)), y: Int(try a.i16(4)))
    }

    /// Whether any lookup positions `glyph` as a mark.
    func isMark(_ glyph: Int) -> Bool {
        var lo = 0, hi = markRanges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if markRanges[mid].upperBound < glyph { lo = mid + 1 } else { hi = mid }
        }
        return lo < markRanges.count && markRanges[lo].contains(glyph)
    }

    /// Where each mark of a run of glyphs (logical order, one font) goes: the glyph it attaches
    /// to and its offset from that glyph's origin, in font units; nil for glyphs left where they
    /// are. A mark attaches to the nearest earlier glyph that is not a mark (mark-to-base) or
    /// to the mark just before it (mark-to-mark); a later lookup that applies wins, as in
    /// HarfBuzz, where 'mkmk' runs after 'mark'.
    func attachments(_ glyphs: [Int], components: [Int]) -> [(target: Int, offset: Anchor)?] {
        let marks = glyphs.map(isMark)
        // The nearest earlier non-mark of each glyph, found once (a long run of marks would
        // otherwise be searched again for each of them).
        var base = [Int?](repeating: nil, count: glyphs.count)
        var last: Int? = nil
        for i in glyphs.indices {
            base[i] = last
            if !marks[i] { last = i }
        }
        var out = [(target: Int, offset: Anchor)?](repeating: nil, count: glyphs.count)
        for lookup in lookups {
            for i in glyphs.indices where marks[i] {
                for sub in lookup {
                    let target: Int?
                    if sub.toMark {
                        target = i > 0 && marks[i - 1] ? i - 1 : nil
                    } else {
                        target = base[i]
                    }
                    guard let t = target, let offset = sub.offset(mark: glyphs[i], on: glyphs[t], component: i < components.count ? components[i] : -1) else { continue }
                    out[i] = (t, offset)
                    break
                }
            }
        }
        return out
    }
}
