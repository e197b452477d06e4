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
    func apply(_ src: UnsafePointer<UInt32>, stride: Int, width w: Int, height h: Int, alphaOnly: Bool) -> [UInt32] {
        let e = extent
        let ow = w + 2 * e, oh = h + 2 * e
        if w <= 0 || h <= 0 { return [UInt32](repeating: 0, count: max(0, ow) * max(0, oh)) }
        let ch = alphaOnly ? 1 : 4
        let longest = max(ow, oh)
        let line = UnsafeMutablePointer<Int>.allocate(capacity: longest * ch)
        let prefix = UnsafeMutablePointer<Int>.allocate(capacity: (longest + 1) * ch)
        defer { line.deallocate(); prefix.deallocate() }
        let half = divisor / 2

        @inline(__always) func load(_ p: UInt32, _ at: Int) {
            if alphaOnly {
                line[at] = Int(p >> 24)
            } else {
                line[at] = Int(p & 255); line[at + 1] = Int((p >> 8) & 255)
                line[at + 2] = Int((p >> 16) & 255); line[at + 3] = Int(p >> 24)
            }
        }
        @inline(__always) func store(_ at: Int) -> UInt32 {
            if alphaOnly { return UInt32((line[at] + half) / divisor) << 24 }
            return Pixel.pack(UInt32((line[at] + half) / divisor), UInt32((line[at + 1] + half) / divisor),
                              UInt32((line[at + 2] + half) / divisor), UInt32((line[at + 3] + half) / divisor))
        }

        // Rows: each input row, placed `e` in, spreads over the whole output width.
        var rows = [UInt32](repeating: 0, count: ow * h)
        rows.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                line.update(repeating: 0, count: ow * ch)
                let s = src + y * stride
                for x in 0..<w { load(s[x], (x + e) * ch) }
                passes(line, prefix, count: ow, channels: ch)
                let o = out.baseAddress! + y * ow
                for x in 0..<ow { o[x] = store(x * ch) }
            }
        }
        // Columns: each column of the row result, placed `e` down, spreads over the output height.
        var result = [UInt32](repeating: 0, count: ow * oh)
        rows.withUnsafeBufferPointer { r in
            result.withUnsafeMutableBufferPointer { out in
                let o = out.baseAddress!
                for x in 0..<ow {
                    line.update(repeating: 0, count: oh * ch)
                    for y in 0..<h { load(r[y * ow + x], (y + e) * ch) }
                    passes(line, prefix, count: oh, channels: ch)
                    for y in 0..<oh { o[y * ow + x] = store(y * ch) }
                }
            }
        }
        return result
    }

    /// The three boxes over one line of `count` values of `channels` interleaved channels, in
    /// place and exact: out[x] = Σ in[x − before … x + after], zeros beyond the line.
    private func passes(_ line: UnsafeMutablePointer<Int>, _ prefix: UnsafeMutablePointer<Int>, count n: Int, channels ch: Int) {
        for k in 0..<before.count {
            for c in 0..<ch { prefix[c] = 0 }
            for i in 0..<(n * ch) { prefix[i + ch] = prefix[i] &+ line[i] }
            let b = before[k], a = after[k]
            for x in 0..<n {
                let hi = min(n, x + a + 1) * ch, lo = max(0, x - b) * ch
                for c in 0..<ch { line[x * ch + c] = prefix[hi + c] &- prefix[lo + c] }
            }
        }
    }
}
