import TabSnapCore

/// A Gaussian blur approximated by three successive box blurs, the recipe of SVG's
/// feGaussianBlur: for a standard deviation σ the box size is d = ⌊σ·3·√(2π)/4 + ½⌋; an odd d
/// gives three centred boxes of d, an even d two boxes of d (one centred half a pixel left of
/// the output pixel, one half a pixel right) and one centred box of d + 1.
///
/// σ is the one Double: it becomes the integer d once. Everything after is integers: each
/// direction runs its three boxes as exact sums (prefix sums over premultiplied bytes, no
/// division between the passes) and divides once by the product of the box sizes with round
/// half up. The three boxes of a direction compose into one symmetric kernel, so a mirrored
/// input blurs to the mirrored output bit for bit. Pixels outside the input are transparent.
struct BoxBlur: Sendable, Hashable {
    /// Per pass, how far the box reaches before (left/up) and after (right/down) the output pixel.
    let before: [Int]
    let after: [Int]
    /// The product of the three box sizes: what an exact pass sum is divided by.
    let divisor: Int

    /// 3·√(2π)/4, as written in the SVG specification (a literal: no libm at run time).
    static let sizeFactor = 1.8799712059732503
    /// Larger σ only allocates more: clamp to a size no screen needs.
    static let maxSigma = 1024.0

    init(sigma: Double) {
        var d = 0
        if sigma.isFinite && sigma > 0 {
            d = Int((min(sigma, BoxBlur.maxSigma) * BoxBlur.sizeFactor + 0.5).rounded(.down))
        }
        if d <= 1 {
            before = []; after = []; divisor = 1
        } else if d % 2 == 1 {
            let h = (d - 1) / 2
            before = [h, h, h]; after = [h, h, h]; divisor = d * d * d
        } else {
            let h = d / 2
            before = [h, h - 1, h]; after = [h - 1, h, h]; divisor = d * d * (d + 1)
        }
    }

    /// The blur changes nothing (σ too small for a box wider than one pixel).
    var isIdentity: Bool { before.isEmpty }

    /// How many pixels the blur spreads content on each side: the kernel is exactly zero beyond.
    var extent: Int { before.reduce(0, +) }

    /// Blurs the `width`×`height` premultiplied pixels at `src` (rows `stride` apart) and returns
    /// the result over the input grown by `extent` on every side, row-major. With `alphaOnly`
    /// only the alpha channel is blurred (the others come out 0): what a shadow needs.
    ///
    /// Lines are runs of 4-lane vectors: a pixel's four channels, or with `alphaOnly` the alphas
    /// of four neighbouring rows (columns). The column sweep takes `block` columns at once, so
    /// it reads whole cache lines of the row result.
    ///
    /// `window`, in the output's coordinates, keeps only that part of it (what can be seen):
    /// every pass still runs over whole lines, so its pixels are those of the whole output, but
    /// the column sweep covers only the window's columns and only its rows are stored. A
    /// 1000 pt blur of a screen had built a 58-million-pixel output to show 3 million of it.
    ///
    /// The lanes are 32-bit whenever every exact sum, rounding half included, fits one
    /// (255.5 × `divisor` < 2³¹: boxes up to ~200 px, σ up to ~106 px), which halves the bytes
    /// each box moves and lets the division multiply 32 by 32 bits (`NarrowDivider`); 64-bit
    /// beyond, or with `wideLanes` (tests hold the two equal). The sums wrap: a running total
    /// may pass 2³¹ for a moment, the window sums it yields cannot.
    func apply(_ src: UnsafePointer<UInt32>, stride: Int, width w: Int, height h: Int, alphaOnly: Bool,
               window: PixelRect? = nil, wideLanes: Bool = false) -> [UInt32] {
        if wideLanes || 255 * divisor + divisor / 2 > Int(Int32.max) {
            return apply(Int.self, src, stride: stride, width: w, height: h, alphaOnly: alphaOnly, window: window)
        }
        return apply(Int32.self, src, stride: stride, width: w, height: h, alphaOnly: alphaOnly, window: window)
    }

    @inline(__always)  // once per lane type above, so each copy is specialised
    private func apply<S: FixedWidthInteger & SignedInteger & SIMDScalar>(
        _: S.Type, _ src: UnsafePointer<UInt32>, stride: Int, width w: Int, height h: Int, alphaOnly: Bool, window: PixelRect?
    ) -> [UInt32] {
        typealias V = SIMD4<S>
        let e = extent
        let ow = w + 2 * e, oh = h + 2 * e
        let win = (window ?? PixelRect(x0: 0, y0: 0, x1: ow, y1: oh)).intersection(PixelRect(x0: 0, y0: 0, x1: max(0, ow), y1: max(0, oh)))
        if win.isEmpty { return [] }
        let ww = win.width, wx0 = win.x0
        if w <= 0 || h <= 0 { return [UInt32](repeating: 0, count: win.width * win.height) }
        let block = 16
        let longest = max(ow, oh)
        let lines = Lines<V>(longest: longest, block: block, reach: max(before.max() ?? 0, after.max() ?? 0))
        defer { lines.free() }
        let divide = ExactDivider(divisor: divisor, largest: 255 * divisor)

        @inline(__always) func channels(_ p: UInt32) -> V {
            V(S(truncatingIfNeeded: p & 255), S(truncatingIfNeeded: (p >> 8) & 255),
              S(truncatingIfNeeded: (p >> 16) & 255), S(truncatingIfNeeded: p >> 24))
        }
        let narrow = NarrowDivider(divisor: divisor)
        @inline(__always) func quotient(_ v: V) -> SIMD4<Int> {
            if S.bitWidth == 32 { return narrow(SIMD4<UInt32>(truncatingIfNeeded: v)) }
            return divide(SIMD4<Int>(truncatingIfNeeded: v))
        }
        @inline(__always) func pixel(_ v: V) -> UInt32 {
            let q = quotient(v)
            return Pixel.pack(UInt32(truncatingIfNeeded: q[0]), UInt32(truncatingIfNeeded: q[1]),
                              UInt32(truncatingIfNeeded: q[2]), UInt32(truncatingIfNeeded: q[3]))
        }

        // Rows: each input row, placed `e` in, spreads over the whole output width; the window's
        // columns are kept.
        var rows = [UInt32](repeating: 0, count: ww * h)
        // Colour takes four rows at a time, interleaved, so each box runs four independent sums
        // (one running sum is a chain of dependent adds); alpha packs four rows in one vector.
        rows.withUnsafeMutableBufferPointer { out in
            let o = out.baseAddress!
            let lanes = alphaOnly ? 4 : 1, together = alphaOnly ? 1 : 4
            // Only the rows the column boxes read for the window's rows: output row y reads
            // the input rows placed from y − Σbefore to y + Σafter, input row r being placed at
            // r + e (the others stay 0 and are never read).
            let first = max(0, win.y0 - before.reduce(0, +) - e), last = min(h, win.y1 + after.reduce(0, +) - e)
            for y0 in Swift.stride(from: first, to: last, by: lanes * together) {
                let m = alphaOnly ? 1 : min(together, last - y0)
                lines.layout(count: ow, lines: m)
                let line = lines.input
                line.update(repeating: .zero, count: e * m)
                (line + (e + w) * m).update(repeating: .zero, count: e * m)
                if alphaOnly {
                    let n = min(lanes, last - y0)
                    for x in 0..<w {
                        var v = V.zero
                        for k in 0..<n { v[k] = S(truncatingIfNeeded: src[(y0 + k) * stride + x] >> 24) }
                        line[x + e] = v
                    }
                    let blurred = passes(lines, count: ow, lines: 1, need: wx0..<(wx0 + ww))
                    for x in 0..<ww {
                        let q = quotient(blurred[wx0 + x])
                        for k in 0..<n { o[(y0 + k) * ww + x] = UInt32(truncatingIfNeeded: q[k]) << 24 }
                    }
                } else {
                    for j in 0..<m {
                        let s = src + (y0 + j) * stride, dst = line + e * m + j
                        for x in 0..<w { dst[x * m] = channels(s[x]) }
                    }
                    let blurred = passes(lines, count: ow, lines: m, need: wx0..<(wx0 + ww))
                    for j in 0..<m {
                        let row = o + (y0 + j) * ww, q = blurred + wx0 * m + j
                        for x in 0..<ww { row[x] = pixel(q[x * m]) }
                    }
                }
            }
        }
        // Columns: each kept column of the row result, placed `e` down, spreads over the output
        // height; the window's rows are kept.
        var result = [UInt32](repeating: 0, count: ww * win.height)
        rows.withUnsafeBufferPointer { r in
            result.withUnsafeMutableBufferPointer { out in
                let rp = r.baseAddress!, o = out.baseAddress!
                let unit = alphaOnly ? 4 : 1  // columns per vector
                for x0 in Swift.stride(from: 0, to: ww, by: unit * block) {
                    let m = min(block, (ww - x0 + unit - 1) / unit)
                    lines.layout(count: oh, lines: m)
                    let line = lines.input
                    line.update(repeating: .zero, count: e * m)
                    (line + (e + h) * m).update(repeating: .zero, count: e * m)
                    for y in 0..<h {
                        let row = rp + y * ww + x0, dst = line + (y + e) * m
                        if alphaOnly {
                            for j in 0..<m {
                                var v = V.zero
                                for k in 0..<min(4, ww - x0 - 4 * j) { v[k] = S(truncatingIfNeeded: row[4 * j + k] >> 24) }
                                dst[j] = v
                            }
                        } else {
                            for j in 0..<m { dst[j] = channels(row[j]) }
                        }
                    }
                    let blurred = passes(lines, count: oh, lines: m, need: win.y0..<win.y1)
                    for y in win.y0..<win.y1 {
                        let row = o + (y - win.y0) * ww + x0, q = blurred + y * m
                        if alphaOnly {
                            for j in 0..<m {
                                let v = quotient(q[j])
                                for k in 0..<min(4, ww - x0 - 4 * j) { row[4 * j + k] = UInt32(truncatingIfNeeded: v[k]) << 24 }
                            }
                        } else {
                            for j in 0..<m { row[j] = pixel(q[j]) }
                        }
                    }
                }
            }
        }
        return result
    }

    /// The three boxes over `m` interleaved lines of `n` vectors each (`lines.input`), exact:
    /// out[x] = Σ in[x − before … x + after], zeros beyond the line, for x in `need` (only
    /// those are read afterwards). Each box is a running sum (add the vector entering on the
    /// right, drop the one leaving on the left) from one buffer into the other, over just the
    /// positions the boxes after it read: a backdrop keeps only the middle of its output, and
    /// the ring around it was two fifths of the sums. The zero padding around both buffers
    /// stands in for the line's ends. Returns the buffer holding the last box's sums.
    @inline(__always)  // specialised in `apply` for its lane type (left generic, it was a quarter of a backdrop)
    private func passes<V: SIMD>(_ lines: Lines<V>, count n: Int, lines m: Int, need: Range<Int>) -> UnsafeMutablePointer<V>
    where V.Scalar: FixedWidthInteger {
        var input = lines.input, output = lines.output
        let sums = lines.sums
        for k in 0..<before.count {
            let b = before[k], a = after[k]
            // What this box must produce: the boxes after it read `before` left and `after`
            // right of each position they make.
            var lo = need.lowerBound, hi = need.upperBound
            for later in (k + 1)..<max(k + 1, before.count) { lo -= before[later]; hi += after[later] }
            let span = max(0, lo)..<max(max(0, lo), min(n, hi))
            if span.isEmpty { swap(&input, &output); continue }
            let x0 = span.lowerBound
            for j in 0..<m {
                var s = V.zero
                for i in (x0 - b)...(x0 + a) { s = s &+ input[i * m + j] }
                sums[j] = s
                output[x0 * m + j] = s
            }
            // Indices in wrapping arithmetic: they stay inside the padded buffers by construction.
            if m == 1 {
                var s = sums[0]
                for x in (x0 + 1)..<max(x0 + 1, span.upperBound) {
                    s = s &+ input[x &+ a] &- input[x &- b &- 1]
                    output[x] = s
                }
            } else {
                for x in (x0 + 1)..<max(x0 + 1, span.upperBound) {
                    let add = input + (x &+ a) &* m, drop = input + (x &- b &- 1) &* m, out = output + x &* m
                    for j in 0..<m {
                        let s = sums[j] &+ add[j] &- drop[j]
                        sums[j] = s
                        out[j] = s
                    }
                }
            }
            swap(&input, &output)
        }
        return input
    }
}

/// The two line buffers of a blur, each a run of `lines` interleaved lines with `pad` zero
/// vectors of every line before and after it, so that no box reads out of bounds or checks
/// where the line ends. `input` and `output` point at the first vector of the lines' data.
private final class Lines<V: SIMD> where V.Scalar: FixedWidthInteger {
    let pad: Int
    private let capacity: Int
    private let a: UnsafeMutablePointer<V>, b: UnsafeMutablePointer<V>
    let sums: UnsafeMutablePointer<V>
    private(set) var input: UnsafeMutablePointer<V>
    private(set) var output: UnsafeMutablePointer<V>
    private var shape = (count: -1, lines: -1)

    init(longest: Int, block: Int, reach: Int) {
        pad = reach + 1
        capacity = (longest + 2 * pad) * block
        a = .allocate(capacity: capacity); b = .allocate(capacity: capacity)
        a.initialize(repeating: .zero, count: capacity); b.initialize(repeating: .zero, count: capacity)
        sums = .allocate(capacity: block)
        input = a; output = b
    }

    /// Lays out `lines` lines of `count` vectors: their padding is zeroed again when the shape
    /// changes (a box writes only the lines' data, so within one shape it stays zero).
    func layout(count: Int, lines m: Int) {
        input = a + pad * m; output = b + pad * m
        if shape == (count, m) { return }
        shape = (count, m)
        for buffer in [a, b] {
            buffer.update(repeating: .zero, count: pad * m)
            (buffer + (pad + count) * m).update(repeating: .zero, count: pad * m)
        }
    }

    func free() { a.deallocate(); b.deallocate(); sums.deallocate() }
}

/// ⌊(v + ⌊d/2⌋) / d⌋ — v/d rounded half up — for 0 ≤ v ≤ `largest`, by one multiply and shift
/// when that is exact, else by division. With N the bit width of the largest dividend and
/// s = N + ⌈log₂ d⌉, m = ⌈2^s / d⌉ makes ⌊x·m / 2^s⌋ = ⌊x / d⌋ for every x < 2^N: the error
/// x·(m·d − 2^s) / (d·2^s) stays below 1/d, too little to cross the next multiple of d.
struct ExactDivider {
    let divisor: Int
    let half: Int
    let multiplier: Int
    let shift: Int
    let fast: Bool

    init(divisor d: Int, largest: Int) {
        divisor = d
        half = d / 2
        let top = largest + half
        let n = Int.bitWidth - top.leadingZeroBitCount
        let s = n + (Int.bitWidth - (d - 1).leadingZeroBitCount)
        if s <= 62 {
            let m = ((1 << s) + d - 1) / d
            shift = s
            multiplier = m
            fast = !top.multipliedReportingOverflow(by: m).overflow
        } else {
            shift = 0; multiplier = 0; fast = false
        }
    }

    @inline(__always)
    func callAsFunction(_ v: SIMD4<Int>) -> SIMD4<Int> {
        if fast { return ((v &+ half) &* multiplier) &>> shift }
        return SIMD4((v[0] + half) / divisor, (v[1] + half) / divisor, (v[2] + half) / divisor, (v[3] + half) / divisor)
    }

    @inline(__always)
    func callAsFunction(_ v: Int) -> Int {
        fast ? ((v &+ half) &* multiplier) &>> shift : (v + half) / divisor
    }
}

/// ⌊(v + ⌊d/2⌋) / d⌋ for 0 ≤ v + ⌊d/2⌋ < 2³¹ (a 32-bit lane's blur sum), as `ExactDivider`
/// does it with N = 31: m = ⌈2^s / d⌉ with s = 31 + ⌈log₂ d⌉ is below 2³², so the product
/// of a lane and m is a 32-by-32-bit multiply (SSE2 has it; a general 64-bit one it emulates
/// in four scalar multiplies, which were a third of a blur).
struct NarrowDivider {
    let half: UInt32
    let multiplier: UInt32
    let shift: UInt64

    init(divisor d: Int) {
        precondition(d >= 1 && d < 1 << 31, "divisor out of range")
        half = UInt32(d / 2)
        let s = 31 + (Int.bitWidth - (d - 1).leadingZeroBitCount)
        multiplier = UInt32(((1 << s) + d - 1) / d)
        shift = UInt64(s)
    }

    @inline(__always)
    func callAsFunction(_ v: SIMD4<UInt32>) -> SIMD4<Int> {
        let x = SIMD4<UInt64>(truncatingIfNeeded: v &+ half)
        return SIMD4<Int>(truncatingIfNeeded: (x &* SIMD4<UInt64>(truncatingIfNeeded: SIMD4<UInt32>(repeating: multiplier))) &>> shift)
    }
}
