import TabSnapCore

/// One pixel touched by edges, FreeType "gray" style: `cover` is the signed height the edges
/// cross inside the pixel (1/256 px), `area` the signed Σ (fx0 + fx1)·dy of those pieces, i.e.
/// twice the area between them and the pixel's left side. Cells of a row form a linked list.
/// Cover and area are full-width integers: thousands of overlapping edges in one pixel must
/// not overflow.
struct Cell {
    var x: Int32
    var next: Int32
    var cover: Int
    var area: Int
}

/// Scan conversion with exact-area anti-aliasing, in integers only.
///
/// Lines are walked pixel by pixel into cells; the sweep then runs along each row adding up
/// cover from the left: a cell's pixel gets the accumulated cover minus its own area, and the
/// gap up to the next cell gets the accumulated cover alone — a run of one value, which is how
/// interiors come out as spans with no per-pixel coverage work.
struct Rasterizer: LineSink, CellAdder {
    private(set) var clip: PixelRect = .empty
    private var rowHeads: [Int32] = []
    private var cells: [Cell] = []
    private var scratch: [Cell] = []
    // The cell being accumulated: consecutive pieces mostly land in the same pixel.
    private var curX = Int.min, curY = Int.min, curCover = 0, curArea = 0
    /// Pixels that may receive coverage (cells, plus runs reaching the right clip edge);
    /// complete once `finish()` has run.
    private(set) var touched = PixelRect.empty
    /// Some edge lay at or beyond the right clip edge, so runs may reach it.
    private var reachesRight = false
    /// Every visible segment as handed to `rows()`, for rows that need exact overlap coverage.
    private var segs: [Segment] = []
    /// Monotone chains: the id changes where the outline breaks or turns back in y.
    private var chain: Int32 = 0, chainDir = 0
    private var overlap = OverlapResolver()
    /// Off: every row keeps the plain cell sums, as before issue 12 (tests compare the two).
    var resolvesOverlaps = true
    /// Cells one pass may hold (96 MB): a 17 KB PDF of 600,000 crossing lines asked for
    /// gigabytes. Past it the cells stop and `overBudget` is set; `Canvas` then draws the path
    /// again in two halves of the clip, whose rows come out the same (each row's cells depend
    /// only on the segments, never on which rows the clip keeps).
    static let cellBudget = 4_000_000
    /// `cellBudget`, lowered by tests to make ordinary drawings split.
    var maxCells = Rasterizer.cellBudget
    private(set) var overBudget = false
    // Whether the outline is one closed contour turning back in y at most twice, and its points.
    private var lineCount = 0, simple = true, reversals = 0, firstDySign = 0, lastDySign = 0
    private var prevX: Int32 = 0, prevY: Int32 = 0
    private var outlinePoints: [FixedPoint] = []

    init() {}

    mutating func reset(clip: PixelRect) {
        // Only rows that received cells hold anything but -1: clear just those, so a small
        // draw on a tall canvas costs nothing per untouched row.
        if !touched.isEmpty {
            let lo = touched.y0 - self.clip.y0, hi = touched.y1 - self.clip.y0
            rowHeads.withUnsafeMutableBufferPointer { $0.baseAddress!.advanced(by: lo).update(repeating: -1, count: hi - lo) }
        }
        self.clip = clip
        cells.removeAll(keepingCapacity: true)
        if rowHeads.count < clip.height {
            rowHeads = [Int32](repeating: -1, count: clip.height)
        }
        curX = Int.min; curY = Int.min; curCover = 0; curArea = 0
        touched = .empty
        reachesRight = false
        segs.removeAll(keepingCapacity: true)
        overBudget = false
        chain = 0; chainDir = 0
        lineCount = 0; simple = true; reversals = 0
        firstDySign = 0; lastDySign = 0
        outlinePoints.removeAll(keepingCapacity: true)
    }

    mutating func line(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32) {
        // A pass over the cell budget is drawn again in halves (or, one row tall, kept as it
        // is): the rest of its outline would only cost time.
        if overBudget { return }
        track(x0, y0, x1, y1)
        if y0 == y1 || clip.isEmpty { return }  // horizontal edges cross no row
        if y0 < y1 {
            clipX(Int(x0), Int(y0), Int(x1), Int(y1), 1)
        } else {
            clipX(Int(x1), Int(y1), Int(x0), Int(y0), -1)
        }
    }

    /// Follows the outline as it arrives: numbers its y-monotone chains (a new chain where the
    /// outline jumps or turns back in y) and keeps its points while it is one contour that has
    /// turned back in y at most twice.
    @inline(__always)
    private mutating func track(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32) {
        let dy = Int(y1) - Int(y0)
        let dySign = dy > 0 ? 1 : (dy < 0 ? -1 : 0)
        if lineCount == 0 {
            firstDySign = dySign
            if simple { outlinePoints.append(FixedPoint(x: x0, y: y0)) }
        } else if x0 != prevX || y0 != prevY {
            simple = false
            chain += 1; chainDir = 0
        }
        if dySign != 0 {
            if chainDir != 0 && dySign != chainDir { chain += 1 }
            chainDir = dySign
            if simple {
                if firstDySign == 0 { firstDySign = dySign }
                if lastDySign != 0 && dySign != lastDySign {
                    reversals += 1
                    if reversals > 2 { simple = false }
                }
                lastDySign = dySign
            }
        }
        if simple { outlinePoints.append(FixedPoint(x: x1, y: y1)) }
        lineCount += 1
        prevX = x1; prevY = y1
    }

    /// Whether the outline is one closed polygon made of two y-monotone chains that never
    /// cross (rects, rounded rects, circles, capsules, any convex shape): then every row
    /// meets one chain of each direction, always in the same order, so the winding number is
    /// only ever 0 and one of ±1 and the cell sums are exact everywhere.
    mutating func isSimpleTwoChain() -> Bool {
        if lineCount == 0 { return true }
        if !simple || outlinePoints.count < 4 { return false }
        let pts = outlinePoints
        if pts[pts.count - 1] != pts[0] { return false }
        var r = reversals
        if lastDySign != 0 && firstDySign != 0 && lastDySign != firstDySign { r += 1 }
        if r > 2 { return false }
        return OverlapResolver.chainsDoNotCross(pts)
    }

    /// A downward segment (ay < by), `sign` its original direction. Parts left of the clip
    /// become verticals on its left edge — they still wind every visible pixel to their right —
    /// and parts right of it are dropped, since coverage only flows rightwards.
    private mutating func clipX(_ ax: Int, _ ay: Int, _ bx: Int, _ by: Int, _ sign: Int) {
        if ay >= by || by <= clip.y0 << 8 || ay >= clip.y1 << 8 { return }
        let left = clip.x0 << 8, right = clip.x1 << 8
        if ax >= right && bx >= right {
            reachesRight = true
            chain += 1  // the chain's visible pieces on either side of this one are not joined
            return
        }
        if ax <= left && bx <= left { rows(left, ay, left, by, sign); return }
        if (ax < left) != (bx < left) {
            let ym = ay + IntMath.roundDiv((left - ax) * (by - ay), bx - ax)
            clipX(ax, ay, left, ym, sign)
            clipX(left, ym, bx, by, sign)
            return
        }
        if (ax > right) != (bx > right) {
            let ym = ay + IntMath.roundDiv((right - ax) * (by - ay), bx - ax)
            clipX(ax, ay, right, ym, sign)
            clipX(right, ym, bx, by, sign)
            return
        }
        rows(ax, ay, bx, by, sign)
    }

    /// Splits a downward segment at pixel rows; each x is computed from the endpoints, not
    /// stepped, so no error accumulates along long edges.
    private mutating func rows(_ ax: Int, _ ay: Int, _ bx: Int, _ by: Int, _ sign: Int) {
        let dx = bx - ax, dy = by - ay
        var row = max(ay >> 8, clip.y0)
        let last = min((by - 1) >> 8, clip.y1 - 1)
        if row > last { return }
        segs.append(Segment(ax: Int32(ax), ay: Int32(ay), bx: Int32(bx), by: Int32(by), sign: Int8(sign), chain: chain))
        var yTop = max(ay, row << 8)
        var xTop = yTop == ay || dx == 0 ? ax : ax + IntMath.roundDiv(dx * (yTop - ay), dy)
        while row <= last {
            let yBot = min(by, (row + 1) << 8)
            let xBot = yBot == by ? bx : (dx == 0 ? ax : ax + IntMath.roundDiv(dx * (yBot - ay), dy))
            scan(row, xTop, yTop - (row << 8), xBot, yBot - (row << 8), sign)
            xTop = xBot; yTop = yBot; row += 1
        }
    }

    private mutating func scan(_ row: Int, _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int, _ sign: Int) {
        Rasterizer.scan(&self, row, xa, fya, xb, fyb, sign)
    }

    /// One row's piece, fya < fyb in 0...256, split at pixel columns.
    @inline(__always)
    static func scan<T: CellAdder>(_ t: inout T, _ row: Int, _ xa: Int, _ fya: Int, _ xb: Int, _ fyb: Int, _ sign: Int) {
        var exa = xa >> 8, exb = xb >> 8
        if xa == xb {
            t.add(exa, row, sign * (fyb - fya), sign * 2 * (xa - (exa << 8)) * (fyb - fya))
            return
        }
        // An end exactly on a column line belongs to the pixel the piece lies in.
        if xb > xa {
            if xb & 255 == 0 { exb -= 1 }
        } else if xa & 255 == 0 {
            exa -= 1
        }
        if exa == exb {
            let base = exa << 8
            t.add(exa, row, sign * (fyb - fya), sign * (xa - base + xb - base) * (fyb - fya))
            return
        }
        let dx = xb - xa, dy = fyb - fya
        var x = xa, fy = fya, ex = exa
        if dx > 0 {
            while ex < exb {
                let edge = (ex + 1) << 8
                let fyn = fya + IntMath.roundDiv((edge - xa) * dy, dx)
                if fyn != fy { t.add(ex, row, sign * (fyn - fy), sign * (x - (ex << 8) + 256) * (fyn - fy)) }
                x = edge; fy = fyn; ex += 1
            }
        } else {
            while ex > exb {
                let edge = ex << 8
                let fyn = fya + IntMath.roundDiv((edge - xa) * dy, dx)
                if fyn != fy { t.add(ex, row, sign * (fyn - fy), sign * (x - (ex << 8)) * (fyn - fy)) }
                x = edge; fy = fyn; ex -= 1
            }
        }
        if fyb != fy {
            let base = exb << 8
            t.add(exb, row, sign * (fyb - fy), sign * (x - base + xb - base) * (fyb - fy))
        }
    }

    @inline(__always)
    mutating func add(_ ex: Int, _ ey: Int, _ cover: Int, _ area: Int) {
        if ex != curX || ey != curY {
            flush()
            curX = ex; curY = ey
        }
        curCover += cover
        curArea += area
    }

    private mutating func flush() {
        defer { curCover = 0; curArea = 0 }
        if curCover == 0 && curArea == 0 { return }
        if curX >= clip.x1 {
            reachesRight = true  // invisible itself, but runs to its left reach the edge
            return
        }
        if cells.count >= maxCells {
            // The cells that no longer fit leave the row's cover unbalanced, so its runs may
            // reach the right edge: the touched pixels must say so (a clip mask is this wide).
            overBudget = true
            touched = touched.union(PixelRect(x0: clip.x0, y0: curY, x1: clip.x1, y1: curY + 1))
            return
        }
        let r = curY - clip.y0
        cells.append(Cell(x: Int32(curX), next: rowHeads[r], cover: curCover, area: curArea))
        rowHeads[r] = Int32(cells.count - 1)
        touched = touched.union(PixelRect(x0: curX, y0: curY, x1: curX + 1, y1: curY + 1))
    }

    /// Stores the cell still being accumulated; returns the touched pixels.
    @discardableResult
    mutating func finish() -> PixelRect {
        flush()
        curX = Int.min; curY = Int.min
        // Every covered row has a cell of its own (winding starts at an edge inside the clip or
        // at a clipped vertical on its left side), so rows are complete; only x may extend.
        if reachesRight && !touched.isEmpty { touched.x1 = clip.x1 }
        return touched
    }

    /// Emits every row's runs, top to bottom, and leaves the cells in place.
    mutating func sweep<S: SpanSink>(_ rule: FillRule, into sink: inout S) {
        finish()
        if touched.isEmpty { return }
        if scratch.count < cells.count { scratch = [Cell](repeating: Cell(x: 0, next: 0, cover: 0, area: 0), count: cells.count) }
        let clipLeft = clip.x0, clipRight = clip.x1, y0 = clip.y0
        let first = touched.y0, last = touched.y1
        // Outlines that may overlap themselves get their rows' pieces; rows that pass the cheap
        // test keep the cell sums, the others are resolved exactly (Overlap.swift).
        var ov = OverlapResolver()
        swap(&ov, &overlap)
        defer { swap(&ov, &overlap) }
        var check = resolvesOverlaps && !isSimpleTwoChain()
        if check {
            ov.build(segs, clip: clip)
            check = ov.complete
        }
        cells.withUnsafeBufferPointer { cellBuf in
            rowHeads.withUnsafeBufferPointer { heads in
                scratch.withUnsafeMutableBufferPointer { scratchBuf in
                    let cs = cellBuf.baseAddress!, row = scratchBuf.baseAddress!
                    for y in first..<last {
                        var idx = heads[y - y0]
                        if idx < 0 { continue }
                        // Gather in insertion order (the list is newest first), then sort by x.
                        var n = 0
                        while idx >= 0 { n += 1; idx = cs[Int(idx)].next }
                        idx = heads[y - y0]
                        var k = n
                        while idx >= 0 { k -= 1; row[k] = cs[Int(idx)]; idx = cs[Int(idx)].next }
                        Rasterizer.sortByX(row, n)
                        if check && ov.mayOverlap(y - y0) {
                            ov.resolveRow(y - y0, y: y, cells: row, n, left: clipLeft, right: clipRight, rule, &sink)
                        } else {
                            Rasterizer.emitRow(row, n, y: y, right: clipRight, rule, &sink)
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    static func emitRow<S: SpanSink>(_ row: UnsafeMutablePointer<Cell>, _ n: Int, y: Int, right: Int,
                                             _ rule: FillRule, _ sink: inout S) {
        var acc = 0, spanStart = Int.min, i = 0
        while i < n {
            let x = Int(row[i].x)
            var cover = row[i].cover, area = row[i].area
            i += 1
            while i < n && Int(row[i].x) == x {
                cover += row[i].cover; area += row[i].area; i += 1
            }
            if acc != 0 && x > spanStart {
                let a = Coverage.alpha(acc << 9, rule)
                if a != 0 { sink.span(x: spanStart, y: y, count: x - spanStart, alpha: a) }
            }
            acc += cover
            let a = Coverage.alpha((acc << 9) - area, rule)
            if a != 0 { sink.span(x: x, y: y, count: 1, alpha: a) }
            spanStart = x + 1
        }
        if acc != 0 && spanStart < right {
            let a = Coverage.alpha(acc << 9, rule)
            if a != 0 { sink.span(x: spanStart, y: y, count: right - spanStart, alpha: a) }
        }
    }

    /// Insertion sort: rows hold a handful of cells, already nearly in order.
    @inline(__always)
    private static func sortByX(_ row: UnsafeMutablePointer<Cell>, _ n: Int) {
        if n < 2 { return }
        if n > 48 {
            var all = UnsafeMutableBufferPointer(start: row, count: n)
            all.sort { $0.x < $1.x }
            return
        }
        for i in 1..<n {
            let c = row[i]
            var j = i
            while j > 0 && row[j - 1].x > c.x { row[j] = row[j - 1]; j -= 1 }
            row[j] = c
        }
    }
}
