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
    func apply(_ src: UnsafePointer<UInt32>, stride: Int, width w: Int, height h: Int, alphaOnly: Bool,
               window: PixelRect? = nil) -> [UInt32] {
        let e = extent
        let ow = w + 2 * e, oh = h + 2 * e
        let win = (window ?? PixelRect(x0: 0, y0: 0, x1: ow, y1: oh)).intersection(PixelRect(x0: 0, y0: 0, x1: max(0, ow), y1: max(0, oh)))
        if win.isEmpty { return [] }
        let ww = win.width, wx0 = win.x0
        if w <= 0 || h <= 0 { return [UInt32](repeating: 0, count: win.width * win.height) }
        let block = 16
        let longest = max(ow, oh)
        let line = UnsafeMutablePointer<SIMD4<Int>>.allocate(capacity: longest * block)
        let prefix = UnsafeMutablePointer<SIMD4<Int>>.allocate(capacity: (longest + 1) * block)
        defer { line.deallocate(); prefix.deallocate() }
        let divide = ExactDivider(divisor: divisor, largest: 255 * divisor)

        @inline(__always) func channels(_ p: UInt32) -> SIMD4<Int> {
            SIMD4(Int(p & 255), Int((p >> 8) & 255), Int((p >> 16) & 255), Int(p >> 24))
        }
        @inline(__always) func pixel(_ q: SIMD4<Int>) -> UInt32 {
            Pixel.pack(UInt32(truncatingIfNeeded: q[0]), UInt32(truncatingIfNeeded: q[1]),
                       UInt32(truncatingIfNeeded: q[2]), UInt32(truncatingIfNeeded: q[3]))
        }

        // Rows: each input row, placed `e` in, spreads over the whole output width; the window's
        // columns are kept.
        var rows = [UInt32](repeating: 0, count: ww * h)
        rows.withUnsafeMutableBufferPointer { out in
            let o = out.baseAddress!
            let lanes = alphaOnly ? 4 : 1
            for y0 in Swift.stride(from: 0, to: h, by: lanes) {
                line.update(repeating: .zero, count: ow)
                let n = min(lanes, h - y0)
                if alphaOnly {
                    for x in 0..<w {
                        var v = SIMD4<Int>.zero
                        for k in 0..<n { v[k] = Int(src[(y0 + k) * stride + x] >> 24) }
                        line[x + e] = v
                    }
                } else {
                    let s = src + y0 * stride
                    for x in 0..<w { line[x + e] = channels(s[x]) }
                }
                passes(line, prefix, count: ow, lines: 1)
                if alphaOnly {
                    for x in 0..<ww {
                        let q = divide(line[wx0 + x])
                        for k in 0..<n { o[(y0 + k) * ww + x] = UInt32(truncatingIfNeeded: q[k]) << 24 }
                    }
                } else {
                    for x in 0..<ww { o[y0 * ww + x] = pixel(divide(line[wx0 + x])) }
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
                    line.update(repeating: .zero, count: oh * m)
                    for y in 0..<h {
                        let row = rp + y * ww + x0, dst = line + (y + e) * m
                        if alphaOnly {
                            for j in 0..<m {
                                var v = SIMD4<Int>.zero
                                for k in 0..<min(4, ww - x0 - 4 * j) { v[k] = Int(row[4 * j + k] >> 24) }
                                dst[j] = v
                            }
                        } else {
                            for j in 0..<m { dst[j] = channels(row[j]) }
                        }
                    }
                    passes(line, prefix, count: oh, lines: m)
                    for y in win.y0..<win.y1 {
                        let row = o + (y - win.y0) * ww + x0, q = line + y * m
                        if alphaOnly {
                            for j in 0..<m {
                                let v = divide(q[j])
                                for k in 0..<min(4, ww - x0 - 4 * j) { row[4 * j + k] = UInt32(truncatingIfNeeded: v[k]) << 24 }
                            }
                        } else {
                            for j in 0..<m { row[j] = pixel(divide(q[j])) }
                        }
                    }
                }
            }
        }
        return result
    }

    /// The three boxes over `lines` interleaved lines of `count` vectors each, in place and
    /// exact: out[x] = Σ in[x − before … x + after], zeros beyond the line.
    private func passes(_ line: UnsafeMutablePointer<SIMD4<Int>>, _ prefix: UnsafeMutablePointer<SIMD4<Int>>, count n: Int, lines m: Int) {
        for k in 0..<before.count {
            for j in 0..<m { prefix[j] = .zero }
            for i in 0..<(n * m) { prefix[i + m] = prefix[i] &+ line[i] }
            let b = before[k], a = after[k]
            for x in 0..<n {
                let hi = min(n, x + a + 1) * m, lo = max(0, x - b) * m, o = x * m
                for j in 0..<m { line[o + j] = prefix[hi + j] &- prefix[lo + j] }
            }
        }
    }
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
