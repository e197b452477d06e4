import TabSnapCore

/// Exact coverage where an outline overlaps itself (issue 12).
///
/// The cells add up signed area, so a pixel gets ∫w (w the winding number) and the fill rule is
/// applied to that sum. That equals the covered area ∫[w inside] exactly when the pixel holds at
/// most the windings {0, 1} or {0, −1}, or only non-zero windings of one sign (non-zero), or two
/// consecutive windings (even-odd). Elsewhere — where contours of one fill overlap, or a contour
/// crosses itself — the sum double-counts (two bars' seam comes out 255 instead of their
/// union's area) or cancels (a figure eight's crossing).
///
/// So each row is tested, and only rows that can hold such a pixel are resolved exactly:
///
/// 1. A single closed convex polygon (rects, rounded rects, circles, capsules: `Rasterizer`
///    checks the turns as the lines arrive) never needs it: nothing is even recorded.
/// 2. Otherwise each row's pieces (exactly the pieces the cells were made from) are grouped
///    into their y-monotone chains. If the chains' x ranges are disjoint, their order is the
///    same at every height, and the windings the row reaches are the prefix sums of their
///    signs in each band between chain ends: a row that only ever reaches 0 and one of ±1 is
///    emitted from the cells as before. Glyph rows and icon strokes mostly end here.
/// 3. The rest are split into bands at every piece end and every crossing of two pieces (the
///    crossing's y solved in integers and rounded once). Inside a band no two pieces cross, so
///    sorting them by x at the band's middle and walking left to right with the winding number
///    tells which pieces bound the filled set (`inside` changes across them) and which lie
///    inside it or outside it. The bounding pieces, with sign +1 where the fill starts and −1
///    where it ends, go through the same cell arithmetic into a row of their own: the winding
///    there is only ever 0 or 1, so those sums are the union's exact area per pixel. A piece
///    that bounds the fill over consecutive bands is kept whole, so a shape drawn twice gives
///    exactly the cells of one copy. The same walk records the lowest and highest winding in
///    every pixel; pixels whose range the cells get right keep the cell value, the others take
///    the exact one. Everything is integer: the bytes do not depend on the machine.
protocol CellAdder {
    mutating func add(_ ex: Int, _ ey: Int, _ cover: Int, _ area: Int)
}

/// A visible segment as `Rasterizer.rows` received it: downward (ay < by), 1/256 px, with its
/// original direction and its y-monotone chain.
struct Segment {
    var ax: Int32, ay: Int32, bx: Int32, by: Int32
    var sign: Int8
    var chain: Int32
}

/// One segment's piece in one pixel row, the very numbers `rows` hands to `scan`: x absolute in
/// 1/256 px, y in 0...256 from the row's top, ya < yb.
struct RowPiece {
    var xa: Int32, xb: Int32
    var ya: Int16, yb: Int16
    var sign: Int8
    var chain: Int32
    var next: Int32
}

/// Cells of one row, for the exact path: column `lo + i` at index i; columns outside are dropped
/// (left of the row's pieces there are none; right of the clip they are invisible).
private struct RowCells: CellAdder {
    let cover: UnsafeMutablePointer<Int>, area: UnsafeMutablePointer<Int>
    let lo: Int, count: Int

    @inline(__always)
    mutating func add(_ ex: Int, _ ey: Int, _ c: Int, _ a: Int) {
        let i = ex - lo
        if i >= 0 && i < count { cover[i] += c; area[i] += a }
    }
}

struct OverlapResolver {
    private var pieces: [RowPiece] = []
    private var heads: [Int32] = []
    private var usedRows = 0..<0

    private struct Part {
        var sign: Int, chain: Int32, ya: Int, yb: Int, x0: Int, x1: Int
    }
    private var parts: [Part] = []
    private var ys: [Int] = []

    // The exact path's scratch, made on its first row and kept between rows and fills.
    private var scratch: OverlapScratch?

    /// A row with more pieces than this, or more band × piece work, keeps its cell sums: a
    /// safeguard against quadratic blow-up on pathological outlines (20 000 coincident
    /// triangles); glyphs, icons and UI shapes have a few dozen pieces in a row at most.
    static let pieceLimit = 2048
    static let workLimit = 16_000_000
    /// Row pieces one pass may hold (as many as the rasterizer's cells): past it, as past the
    /// limits above, the rows keep their cell sums.
    static let maxPieces = Rasterizer.cellBudget
    /// Every segment's pieces were built (not cut short by `maxPieces`).
    private(set) var complete = true

    /// For one closed contour that turns back in y at most twice (`pts` closed: last == first):
    /// splits it at its top and bottom into two y-monotone chains and checks, at every vertex of
    /// either, on which side of the other it lies. Between vertices both are straight, so if no
    /// vertex lies strictly left and another strictly right, the chains never cross.
    static func chainsDoNotCross(_ pts: [FixedPoint]) -> Bool {
        let k = pts.count - 1
        var top = 0, bot = 0
        for i in 0..<k {
            if pts[i].y < pts[top].y { top = i }
            if pts[i].y > pts[bot].y { bot = i }
        }
        if pts[top].y == pts[bot].y { return true }  // flat: crosses no row
        var p: [FixedPoint] = [], q: [FixedPoint] = []
        var i = top
        while true { p.append(pts[i]); if i == bot { break }; i = (i + 1) % k }
        i = top
        while true { q.append(pts[i]); if i == bot { break }; i = (i + k - 1) % k }
        for c in [p, q] {
            for j in 1..<c.count where c[j].y < c[j - 1].y { return false }
        }
        var pos = false, neg = false
        for (a, b, flip) in [(p, q, 1), (q, p, -1)] {
            var j = 0
            for v in a {
                while j + 1 < b.count - 1 && b[j + 1].y < v.y { j += 1 }
                var s = 0, first = true, mixed = false
                var m = j
                while m + 1 < b.count && b[m].y <= v.y {
                    let u = b[m], w = b[m + 1]
                    m += 1
                    if w.y < v.y { continue }
                    var t: Int
                    if u.y == w.y {
                        t = Int(v.x) < Int(min(u.x, w.x)) ? -1 : (Int(v.x) > Int(max(u.x, w.x)) ? 1 : 0)
                    } else {
                        let d = (Int(v.x) - Int(u.x)) * (Int(w.y) - Int(u.y)) - (Int(v.y) - Int(u.y)) * (Int(w.x) - Int(u.x))
                        t = d > 0 ? 1 : (d < 0 ? -1 : 0)
                    }
                    if first { s = t; first = false } else if t != s { mixed = true }
                }
                if first || mixed { continue }
                if s * flip > 0 { pos = true } else if s * flip < 0 { neg = true }
            }
        }
        return !(pos && neg)
    }

    /// Cuts every segment into row pieces with exactly the arithmetic of `Rasterizer.rows`.
    mutating func build(_ segs: [Segment], clip: PixelRect) {
        for r in usedRows { heads[r] = -1 }
        if heads.count < clip.height { heads = [Int32](repeating: -1, count: clip.height) }
        pieces.removeAll(keepingCapacity: true)
        complete = true
        var rlo = Int.max, rhi = Int.min
        for s in segs {
            if pieces.count >= OverlapResolver.maxPieces { complete = false; break }
            let ax = Int(s.ax), ay = Int(s.ay), bx = Int(s.bx), by = Int(s.by)
            let dx = bx - ax, dy = by - ay
            var row = max(ay >> 8, clip.y0)
            let last = min((by - 1) >> 8, clip.y1 - 1)
            if row > last { continue }
            rlo = min(rlo, row - clip.y0); rhi = max(rhi, last - clip.y0 + 1)
            var yTop = max(ay, row << 8)
            var xTop = yTop == ay || dx == 0 ? ax : ax + IntMath.roundDiv(dx * (yTop - ay), dy)
            while row <= last {
                let yBot = min(by, (row + 1) << 8)
                let xBot = yBot == by ? bx : (dx == 0 ? ax : ax + IntMath.roundDiv(dx * (yBot - ay), dy))
                let r = row - clip.y0
                pieces.append(RowPiece(xa: Int32(xTop), xb: Int32(xBot), ya: Int16(yTop - (row << 8)),
                                       yb: Int16(yBot - (row << 8)), sign: s.sign, chain: s.chain, next: heads[r]))
                heads[r] = Int32(pieces.count - 1)
                xTop = xBot; yTop = yBot; row += 1
            }
        }
        usedRows = rlo < rhi ? rlo..<rhi : 0..<0
    }

    /// The cheap test (step 2): false only if no pixel of row `r` can hold windings the cell
    /// sums get wrong.
    mutating func mayOverlap(_ r: Int) -> Bool {
        var idx = heads[r]
        if idx < 0 { return false }
        parts.removeAll(keepingCapacity: true)
        while idx >= 0 {
            let p = pieces[Int(idx)]
            let ya = Int(p.ya), yb = Int(p.yb)
            let x0 = Int(min(p.xa, p.xb)), x1 = Int(max(p.xa, p.xb))
            let k = parts.count - 1
            if k >= 0 && parts[k].chain == p.chain {
                // A monotone chain crosses the row once: its pieces meet end to end.
                if yb == parts[k].ya { parts[k].ya = ya } else if ya == parts[k].yb { parts[k].yb = yb } else { return true }
                parts[k].x0 = min(parts[k].x0, x0); parts[k].x1 = max(parts[k].x1, x1)
            } else {
                parts.append(Part(sign: Int(p.sign), chain: p.chain, ya: ya, yb: yb, x0: x0, x1: x1))
            }
            idx = p.next
        }
        let m = parts.count
        if m < 2 { return false }
        if m > 48 {
            parts.sort { $0.x0 < $1.x0 }
        } else {
            for i in 1..<m {
                let c = parts[i]
                var j = i
                while j > 0 && parts[j - 1].x0 > c.x0 { parts[j] = parts[j - 1]; j -= 1 }
                parts[j] = c
            }
        }
        // Chains whose x ranges overlap may cross: resolve exactly.
        var reach = Int.min
        for p in parts {
            if p.x0 < reach { return true }
            reach = max(reach, p.x1)
        }
        ys.removeAll(keepingCapacity: true)
        ys.append(0); ys.append(256)
        for p in parts { ys.append(p.ya); ys.append(p.yb) }
        ys.sort()
        var pos = false, neg = false
        for b in 1..<ys.count where ys[b] > ys[b - 1] {
            let y0 = ys[b - 1], y1 = ys[b]
            var w = 0
            for p in parts where p.ya <= y0 && p.yb >= y1 {
                w += p.sign
                if w > 1 || w < -1 { return true }
                if w > 0 { pos = true } else if w < 0 { neg = true }
            }
        }
        return pos && neg
    }

    @inline(__always)
    private static func inside(_ w: Int, _ rule: FillRule) -> Int {
        switch rule {
        case .nonZero: return w != 0 ? 1 : 0
        case .evenOdd: return w & 1
        }
    }

    /// Whether the cells' sum is wrong for a pixel holding windings lo...hi.
    @inline(__always)
    private static func needsExact(_ lo: Int, _ hi: Int, _ rule: FillRule) -> Bool {
        if lo > hi { return false }
        switch rule {
        case .nonZero:
            return !((lo >= 0 && hi <= 1) || (lo >= -1 && hi <= 0) || lo >= 1 || hi <= -1)
        case .evenOdd:
            return hi - lo > 1
        }
    }

    /// `needsExact` under non-zero for each set of the winding classes ≤ −2, −1, 0, 1, ≥ 2 (bit
    /// k for class k): it compares the lowest and highest winding with −1, 0 and 1 only, so −2
    /// and 2 stand for their whole classes.
    static let nonZeroExactMasks: UInt32 = {
        var bits: UInt32 = 0
        for mask in 1..<32 {
            let present = (0..<5).filter { mask >> $0 & 1 != 0 }.map { $0 - 2 }
            if needsExact(present.min()!, present.max()!, .nonZero) { bits |= 1 << UInt32(mask) }
        }
        return bits
    }()

    /// Step 3 for row `r` (pixel row y): the cells are sorted by x.
    mutating func resolveRow<S: SpanSink>(_ r: Int, y: Int, cells: UnsafeMutablePointer<Cell>, _ n: Int,
                                          left: Int, right: Int, _ rule: FillRule, _ sink: inout S) {
        var m = 0
        var idx = heads[r]
        while idx >= 0 { m += 1; idx = pieces[Int(idx)].next }
        if m > OverlapResolver.pieceLimit {
            Rasterizer.emitRow(cells, n, y: y, right: right, rule, &sink)
            return
        }
        // A copy of the rasterizer shares the scratch until one of them resolves a row.
        if !isKnownUniquelyReferenced(&scratch) { scratch = OverlapScratch() }
        let sc = scratch!

        // The row's pieces widened, in list order (ties below are broken by this index).
        let px = sc.ints(.px, m), pdx = sc.ints(.pdx, m), pya = sc.ints(.pya, m)
        let pdy = sc.ints(.pdy, m), psg = sc.ints(.psg, m)
        var minX = Int.max, maxX = Int.min
        pieces.withUnsafeBufferPointer { pb in
            var k = 0
            var idx = heads[r]
            while idx >= 0 {
                let p = pb[Int(idx)]
                let xa = Int(p.xa), xb = Int(p.xb)
                minX = min(minX, min(xa, xb)); maxX = max(maxX, max(xa, xb))
                px[k] = xa; pdx[k] = xb - xa; pya[k] = Int(p.ya); pdy[k] = Int(p.yb) - Int(p.ya); psg[k] = Int(p.sign)
                k += 1
                idx = p.next
            }
        }
        let base = minX
        for i in 0..<m { px[i] -= base }

        /// Twice-scaled x of piece i at height y, over its dy: N = x·dy + dx·(y − ya), x from `base`.
        @inline(__always) func num(_ i: Int, _ y: Int) -> Int { px[i] * pdy[i] + pdx[i] * (y - pya[i]) }
        /// Sign of x_i(y) − x_j(y).
        @inline(__always) func side(_ i: Int, _ j: Int, _ y: Int) -> Int {
            let d = num(i, y) * pdy[j] - num(j, y) * pdy[i]
            return d > 0 ? 1 : (d < 0 ? -1 : 0)
        }

        // Band edges: 0, 256, every piece end, every crossing of two pieces. All lie in 0...256,
        // so a 257-bit set sorts them and drops repeats: the edges come out of it in order.
        let edgeSet = sc.buffer(.edgeSet, 5, as: UInt64.self)
        edgeSet.update(repeating: 0, count: 5)
        @inline(__always) func mark(_ y: Int) {
            assert(0...256 ~= y, "band edge \(y) outside the row")
            edgeSet[y >> 6] |= 1 << UInt64(y & 63)
        }
        mark(0); mark(256)
        for i in 0..<m { mark(pya[i]); mark(pya[i] + pdy[i]) }
        // Pieces by their left end, then by index: key · 2048 + index (m ≤ pieceLimit = 2048).
        let order = sc.ints(.order, m)
        for i in 0..<m { order[i] = min(px[i], px[i] + pdx[i]) << 11 | i }
        OverlapScratch.sort(order, m)
        for a in 0..<m { order[a] &= 2047 }
        for a in 0..<m {
            let i = order[a]
            let iHi = max(px[i], px[i] + pdx[i])
            var b = a + 1
            while b < m {
                let j = order[b]
                b += 1
                if min(px[j], px[j] + pdx[j]) > iHi { break }
                let c0 = max(pya[i], pya[j]), c1 = min(pya[i] + pdy[i], pya[j] + pdy[j])
                if c1 <= c0 { continue }
                if side(i, j, c0) * side(i, j, c1) >= 0 { continue }
                // x_i(y) = x_j(y), solved exactly and rounded once.
                let den = pdx[i] * pdy[j] - pdx[j] * pdy[i]
                let numer = pdy[i] * pdy[j] * (px[j] - px[i]) + pdx[i] * pya[i] * pdy[j] - pdx[j] * pya[j] * pdy[i]
                let yc = IntMath.roundDiv(numer, den)
                if yc > c0 && yc < c1 { mark(yc) }
            }
        }
        let ys = sc.ints(.ys, 257)
        var edges = 0
        for k in 0..<5 {
            var bits = edgeSet[k]
            while bits != 0 {
                ys[edges] = k << 6 | bits.trailingZeroBitCount
                edges += 1
                bits &= bits - 1
            }
        }
        let bands = edges - 1
        // Every piece starts and ends on an edge: `slot` gives an edge's index by its height.
        let slot = sc.ints(.slot, 257)
        for e in 0..<edges { slot[ys[e]] = e }
        // The net winding of each band, as differences at the edges where pieces start and end:
        // non-zero in any band, the outline goes on past the clip's right side.
        let net = sc.ints(.net, edges)
        net.update(repeating: 0, count: edges)
        for i in 0..<m { net[slot[pya[i]]] += psg[i]; net[slot[pya[i] + pdy[i]]] -= psg[i] }
        var openRight = false, total = 0
        for b in 0..<bands {
            total += net[b]
            if total != 0 { openRight = true; break }
        }
        if bands * max(m, 1) * 4 > OverlapResolver.workLimit {
            Rasterizer.emitRow(cells, n, y: y, right: right, rule, &sink)
            return
        }

        var colLo = max(left, minX >> 8)
        if n > 0 { colLo = min(colLo, Int(cells[0].x)) }
        var colHi = openRight ? right : min(right, (maxX >> 8) + 1)
        if n > 0 { colHi = min(right, max(colHi, Int(cells[n - 1].x) + 1)) }
        if colHi <= colLo { return }
        let width = colHi - colLo
        let cover = sc.ints(.cover, width), area = sc.ints(.area, width)
        // Under non-zero, whether a pixel's cell sum is right depends only on which of the
        // classes w ≤ −2, −1, 0, 1, w ≥ 2 its windings fall in: each band's ranges are counted
        // into a difference array per class, two writes a range whatever its width. Even-odd
        // needs each pixel's lowest and highest winding, kept in 16 bits (|w| ≤ pieceLimit) so
        // eight columns go in one vector step (baseline x86-64 has no 64-bit vector min or max).
        let nonZero = rule == .nonZero, stride = width + 1
        let classes = sc.ints(.classes, nonZero ? 5 * stride : 0)
        let wLo = sc.buffer(.wLo, nonZero ? 0 : width, as: Int16.self), wHi = sc.buffer(.wHi, nonZero ? 0 : width, as: Int16.self)
        cover.update(repeating: 0, count: width); area.update(repeating: 0, count: width)
        if nonZero {
            classes.update(repeating: 0, count: 5 * stride)
        } else {
            wLo.update(repeating: Int16.max, count: width); wHi.update(repeating: Int16.min, count: width)
        }
        let runEff = sc.ints(.runEff, m), runS = sc.ints(.runS, m), runE = sc.ints(.runE, m)
        runEff.update(repeating: 0, count: m); runS.update(repeating: 0, count: m); runE.update(repeating: -1, count: m)
        // Each piece's x range ends at the band edge it reached last: ⌊N/dy⌋ and ⌈N/dy⌉ there.
        let atY = sc.ints(.atY, m), atFloor = sc.ints(.atFloor, m), atCeil = sc.ints(.atCeil, m)
        atY.update(repeating: Int.min, count: m)
        let active = sc.ints(.active, m)

        var target = RowCells(cover: cover, area: area, lo: colLo, count: width)

        /// Emits piece i's rows s...e with sign `eff` through the cell arithmetic; the piece's
        /// own ends are used as they are, inner cuts rounded once.
        @inline(__always) func emit(_ i: Int) {
            let eff = runEff[i], s = runS[i], e = runE[i]
            if eff == 0 || e <= s { return }
            let ya = pya[i], yb = pya[i] + pdy[i]
            let xs = s == ya ? px[i] : px[i] + IntMath.roundDiv(pdx[i] * (s - ya), pdy[i])
            let xe = e == yb ? px[i] + pdx[i] : px[i] + IntMath.roundDiv(pdx[i] * (e - ya), pdy[i])
            Rasterizer.scan(&target, 0, xs + base, s, xe + base, e, eff)
        }

        /// Records winding w over the pixels [lo, hi) (1/256 px) reach.
        @inline(__always) func paint(_ lo: Int, _ hi: Int, _ w: Int) {
            if hi <= lo { return }
            let c0 = max(colLo, lo >> 8), c1 = min(colHi - 1, (hi - 1) >> 8)
            if c0 > c1 { return }
            if nonZero {
                let counts = classes + (min(max(w, -2), 2) + 2) * stride
                counts[c0 - colLo] += 1
                counts[c1 - colLo + 1] -= 1
                return
            }
            var k = c0 - colLo
            let end = c1 - colLo + 1, w16 = Int16(truncatingIfNeeded: w)
            let wv = SIMD8<Int16>(repeating: w16)
            while k + 8 <= end {
                let lo = UnsafeMutableRawPointer(wLo + k), hi = UnsafeMutableRawPointer(wHi + k)
                lo.storeBytes(of: pointwiseMin(lo.loadUnaligned(as: SIMD8<Int16>.self), wv), as: SIMD8<Int16>.self)
                hi.storeBytes(of: pointwiseMax(hi.loadUnaligned(as: SIMD8<Int16>.self), wv), as: SIMD8<Int16>.self)
                k += 8
            }
            while k < end {
                wLo[k] = min(wLo[k], w16)
                wHi[k] = max(wHi[k], w16)
                k += 1
            }
        }

        /// ⌊N/d⌋ and ⌈N/d⌉ for d > 0, with one division.
        @inline(__always) func bounds(_ i: Int, _ y: Int) -> (Int, Int) {
            let v = num(i, y), d = pdy[i]
            let q = v / d, rem = v - q * d
            return (rem < 0 ? q - 1 : q, rem > 0 ? q + 1 : q)
        }

        // The pieces by their top: each band takes in those starting at its top edge.
        let byTop = sc.ints(.byTop, m)
        for i in 0..<m { byTop[i] = pya[i] << 11 | i }
        OverlapScratch.sort(byTop, m)
        var a = 0, entering = 0
        for b in 1..<edges {
            let y0 = ys[b - 1], y1 = ys[b]
            // The last band's pieces that go on, in its order (which changes only where two
            // cross, at an edge), then those starting here.
            var kept = 0
            for u in 0..<a where pya[active[u]] + pdy[active[u]] > y0 { active[kept] = active[u]; kept += 1 }
            a = kept
            while entering < m && byTop[entering] >> 11 == y0 { active[a] = byTop[entering] & 2047; a += 1; entering += 1 }
            // Order at the band's middle: compare (2·N at mid)/dy across pieces exactly; ties
            // by index, so the order is one total order whatever order the pieces arrive in.
            let ym2 = y0 + y1
            if a > 1 {
                // Insertion sort: mostly in order already.
                for u in 1..<a {
                    let c = active[u]
                    let mc = 2 * px[c] * pdy[c] + pdx[c] * (ym2 - 2 * pya[c])
                    var v = u
                    while v > 0 {
                        let p = active[v - 1]
                        let mp = 2 * px[p] * pdy[p] + pdx[p] * (ym2 - 2 * pya[p])
                        let d = mp * pdy[c] - mc * pdy[p]
                        if d > 0 || (d == 0 && p > c) { active[v] = p; v -= 1 } else { break }
                    }
                    active[v] = c
                }
            }
            var w = 0, edge = colLo << 8, prev = -1
            for u in 0..<a {
                let i = active[u]
                let (f0, c0) = atY[i] == y0 ? (atFloor[i], atCeil[i]) : bounds(i, y0)
                let (f1, c1) = bounds(i, y1)
                atY[i] = y1; atFloor[i] = f1; atCeil[i] = c1
                let lo = base + min(f0, f1)
                let hi = base + max(c0, c1)
                // The region between two pieces that coincide over the band is empty.
                if prev < 0 || side(prev, i, y0) != 0 || side(prev, i, y1) != 0 { paint(edge, hi, w) }
                let before = OverlapResolver.inside(w, rule)
                w += psg[i]
                let eff = OverlapResolver.inside(w, rule) - before
                if runE[i] == y0 && runEff[i] == eff {
                    runE[i] = y1
                } else {
                    emit(i)
                    runEff[i] = eff; runS[i] = y0; runE[i] = y1
                }
                edge = lo; prev = i
            }
            paint(edge, colHi << 8, w)
        }
        for i in 0..<m { emit(i) }

        // Compose: the cells' value where they are right, the bounding pieces' value elsewhere.
        var ci = 0, accF = 0, accE = 0
        var runStart = colLo, runValue = 0
        var n0 = 0, n1 = 0, n2 = 0, n3 = 0, n4 = 0
        let exactMasks = OverlapResolver.nonZeroExactMasks
        for c in colLo..<colHi {
            var cv = 0, ar = 0
            while ci < n && Int(cells[ci].x) == c { cv += cells[ci].cover; ar += cells[ci].area; ci += 1 }
            accF += cv
            let k = c - colLo
            accE += cover[k]
            let exact: Bool
            if nonZero {
                n0 += classes[k]; n1 += classes[stride + k]; n2 += classes[2 * stride + k]
                n3 += classes[3 * stride + k]; n4 += classes[4 * stride + k]
                let mask = (n0 > 0 ? 1 : 0) | (n1 > 0 ? 2 : 0) | (n2 > 0 ? 4 : 0) | (n3 > 0 ? 8 : 0) | (n4 > 0 ? 16 : 0)
                exact = exactMasks >> mask & 1 != 0
            } else {
                exact = OverlapResolver.needsExact(Int(wLo[k]), Int(wHi[k]), rule)
            }
            let v = exact
                ? Coverage.alpha((accE << 9) - area[k], .nonZero)
                : Coverage.alpha((accF << 9) - ar, rule)
            if v != runValue {
                if runValue != 0 { sink.span(x: runStart, y: y, count: c - runStart, alpha: runValue) }
                runValue = v; runStart = c
            }
        }
        if runValue != 0 { sink.span(x: runStart, y: y, count: colHi - runStart, alpha: runValue) }
    }
}

/// The exact path's raw scratch: one growable buffer per use, kept between rows so a fill
/// full of overlaps allocates nothing per row. A class, so a copied resolver can tell it shares
/// one (`isKnownUniquelyReferenced`) and take its own: only a sole owner ever writes it, as
/// with an array's storage, which is what makes it safe to send.
final class OverlapScratch: @unchecked Sendable {
    enum Slot: Int, CaseIterable {
        case px, pdx, pya, pdy, psg, order, ys, active, runEff, runS, runE, atY, atFloor, atCeil
        case cover, area, slot, net, byTop, classes
        // Not Int: the even-odd windings (Int16, eight to a vector step) and the edge bits.
        case wLo, wHi, edgeSet
    }
    private var buffers: [UnsafeMutableRawPointer]
    private var capacities: [Int]  // in bytes

    init() {
        buffers = Slot.allCases.map { _ in .allocate(byteCount: 512, alignment: 16) }
        capacities = Slot.allCases.map { _ in 512 }
    }

    deinit { for b in buffers { b.deallocate() } }

    /// Room for at least `count` values of `type` in `slot` (each slot always holds one type);
    /// earlier contents are not kept.
    @inline(__always)
    func buffer<T>(_ slot: Slot, _ count: Int, as type: T.Type) -> UnsafeMutablePointer<T> {
        let s = slot.rawValue, bytes = count * MemoryLayout<T>.stride
        if capacities[s] < bytes {
            buffers[s].deallocate()
            capacities[s] = max(bytes, 2 * capacities[s])
            buffers[s] = .allocate(byteCount: capacities[s], alignment: 16)
        }
        return buffers[s].bindMemory(to: T.self, capacity: count)
    }

    /// Room for at least `count` Ints in `slot`; earlier contents are not kept.
    @inline(__always)
    func ints(_ slot: Slot, _ count: Int) -> UnsafeMutablePointer<Int> { buffer(slot, count, as: Int.self) }

    /// Ascending; insertion sort for the few values a row usually has.
    static func sort(_ v: UnsafeMutablePointer<Int>, _ count: Int) {
        if count > 32 {
            var all = UnsafeMutableBufferPointer(start: v, count: count)
            all.sort()
            return
        }
        if count < 2 { return }
        for i in 1..<count {
            let x = v[i]
            var j = i
            while j > 0 && v[j - 1] > x { v[j] = v[j - 1]; j -= 1 }
            v[j] = x
        }
    }
}
