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

    // The exact path's scratch: the row's pieces widened, x relative to `base`.
    private var px: [Int] = [], pdx: [Int] = [], pya: [Int] = [], pdy: [Int] = [], psg: [Int] = []
    private var order: [Int] = [], active: [Int] = []
    private var runEff: [Int] = [], runS: [Int] = [], runE: [Int] = []
    private var wLo: [Int] = [], wHi: [Int] = []

    /// A row with more pieces than this, or more band × piece work, keeps its cell sums: a
    /// safeguard against quadratic blow-up on pathological outlines (20 000 coincident
    /// triangles); glyphs, icons and UI shapes have a few dozen pieces in a row at most.
    static let pieceLimit = 2048
    static let workLimit = 16_000_000

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
        var rlo = Int.max, rhi = Int.min
        for s in segs {
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

    /// Twice-scaled x of piece i at height y, over its dy: N = x·dy + dx·(y − ya), x from `base`.
    @inline(__always)
    private func num(_ i: Int, _ y: Int) -> Int { px[i] * pdy[i] + pdx[i] * (y - pya[i]) }

    /// Sign of x_i(y) − x_j(y).
    @inline(__always)
    private func side(_ i: Int, _ j: Int, _ y: Int) -> Int {
        let d = num(i, y) * pdy[j] - num(j, y) * pdy[i]
        return d > 0 ? 1 : (d < 0 ? -1 : 0)
    }

    /// Step 3 for row `r` (pixel row y): the cells are sorted by x.
    mutating func resolveRow<S: SpanSink>(_ r: Int, y: Int, cells: UnsafeMutablePointer<Cell>, _ n: Int,
                                          left: Int, right: Int, _ rule: FillRule, _ sink: inout S) {
        px.removeAll(keepingCapacity: true); pdx.removeAll(keepingCapacity: true)
        pya.removeAll(keepingCapacity: true); pdy.removeAll(keepingCapacity: true); psg.removeAll(keepingCapacity: true)
        var minX = Int.max, maxX = Int.min
        var idx = heads[r]
        while idx >= 0 {
            let p = pieces[Int(idx)]
            let xa = Int(p.xa), xb = Int(p.xb)
            minX = min(minX, min(xa, xb)); maxX = max(maxX, max(xa, xb))
            px.append(xa); pdx.append(xb - xa); pya.append(Int(p.ya)); pdy.append(Int(p.yb) - Int(p.ya)); psg.append(Int(p.sign))
            idx = p.next
        }
        let m = px.count
        if m > OverlapResolver.pieceLimit {
            Rasterizer.emitRow(cells, n, y: y, right: right, rule, &sink)
            return
        }
        let base = minX
        for i in 0..<m { px[i] -= base }

        // Band edges: 0, 256, every piece end, every crossing of two pieces.
        ys.removeAll(keepingCapacity: true)
        ys.append(0); ys.append(256)
        for i in 0..<m { ys.append(pya[i]); ys.append(pya[i] + pdy[i]) }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: 0..<m)
        order.sort { min(px[$0], px[$0] + pdx[$0]) < min(px[$1], px[$1] + pdx[$1]) || (min(px[$0], px[$0] + pdx[$0]) == min(px[$1], px[$1] + pdx[$1]) && $0 < $1) }
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
                if yc > c0 && yc < c1 { ys.append(yc) }
            }
        }
        ys.sort()
        var bands = 0
        var openRight = false
        for b in 1..<ys.count where ys[b] > ys[b - 1] {
            bands += 1
            var total = 0
            for i in 0..<m where pya[i] <= ys[b - 1] && pya[i] + pdy[i] >= ys[b] { total += psg[i] }
            if total != 0 { openRight = true }
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
        let cover = UnsafeMutablePointer<Int>.allocate(capacity: width), area = UnsafeMutablePointer<Int>.allocate(capacity: width)
        cover.initialize(repeating: 0, count: width); area.initialize(repeating: 0, count: width)
        defer { cover.deallocate(); area.deallocate() }
        wLo.removeAll(keepingCapacity: true); wLo.append(contentsOf: repeatElement(Int.max, count: width))
        wHi.removeAll(keepingCapacity: true); wHi.append(contentsOf: repeatElement(Int.min, count: width))
        runEff.removeAll(keepingCapacity: true); runEff.append(contentsOf: repeatElement(0, count: m))
        runS.removeAll(keepingCapacity: true); runS.append(contentsOf: repeatElement(0, count: m))
        runE.removeAll(keepingCapacity: true); runE.append(contentsOf: repeatElement(-1, count: m))

        do {
            do {
                var target = RowCells(cover: cover, area: area, lo: colLo, count: width)

                /// Emits piece i's rows s...e with sign `eff` through the cell arithmetic; the
                /// piece's own ends are used as they are, inner cuts rounded once.
                func emit(_ i: Int) {
                    let eff = runEff[i], s = runS[i], e = runE[i]
                    if eff == 0 || e <= s { return }
                    let ya = pya[i], yb = pya[i] + pdy[i]
                    let xs = s == ya ? px[i] : px[i] + IntMath.roundDiv(pdx[i] * (s - ya), pdy[i])
                    let xe = e == yb ? px[i] + pdx[i] : px[i] + IntMath.roundDiv(pdx[i] * (e - ya), pdy[i])
                    Rasterizer.scan(&target, 0, xs + base, s, xe + base, e, eff)
                }

                func paint(_ lo: Int, _ hi: Int, _ w: Int) {
                    if hi <= lo { return }
                    let c0 = max(colLo, lo >> 8), c1 = min(colHi - 1, (hi - 1) >> 8)
                    if c0 > c1 { return }
                    for c in c0...c1 {
                        let k = c - colLo
                        if w < wLo[k] { wLo[k] = w }
                        if w > wHi[k] { wHi[k] = w }
                    }
                }

                for b in 1..<ys.count where ys[b] > ys[b - 1] {
                    let y0 = ys[b - 1], y1 = ys[b]
                    active.removeAll(keepingCapacity: true)
                    for i in 0..<m where pya[i] <= y0 && pya[i] + pdy[i] >= y1 { active.append(i) }
                    // Order at the band's middle: compare (2·N at mid)/dy across pieces exactly.
                    let ym2 = y0 + y1
                    let a = active.count
                    if a > 1 {
                        // Insertion sort: bands hold a handful of pieces, mostly in order already.
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
                    for i in active {
                        let n0 = num(i, y0), n1 = num(i, y1), d = pdy[i]
                        let lo = base + min(IntMath.floorDiv(n0, d), IntMath.floorDiv(n1, d))
                        let hi = base - min(IntMath.floorDiv(-n0, d), IntMath.floorDiv(-n1, d))
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
            }
        }

        // Compose: the cells' value where they are right, the bounding pieces' value elsewhere.
        var ci = 0, accF = 0, accE = 0
        var runStart = colLo, runValue = 0
        for c in colLo..<colHi {
            var cv = 0, ar = 0
            while ci < n && Int(cells[ci].x) == c { cv += cells[ci].cover; ar += cells[ci].area; ci += 1 }
            accF += cv
            let k = c - colLo
            accE += cover[k]
            let v = OverlapResolver.needsExact(wLo[k], wHi[k], rule)
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
