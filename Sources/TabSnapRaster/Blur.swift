import CTabSnapRaster
import TabSnapCore

/// A Gaussian blur approximated by three successive box blurs, the recipe of SVG's
/// feGaussianBlur: for a standard deviation σ the box size is d = ⌊σ·3·√(2π)/4 + ½⌋; an odd d
/// gives three centred boxes of d, an even d two boxes of d (one centred half a pixel left of
/// the output pixel, one half a pixel right) and one centred box of d + 1.
///
/// σ is the one Double: it becomes the integer d once. Everything after is integers: each
/// direction runs its three boxes as exact sums (running sums over premultiplied bytes, no
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
    /// `window`, in the output's coordinates, keeps only that part of it (what can be seen):
    /// its pixels are those of the whole output, but only what they are made from is summed.
    /// A 1000 pt blur of a screen had built a 58-million-pixel output to show 3 million of it.
    ///
    /// The loops are C (`tsp_box_blur`): each direction's three boxes are running sums over
    /// lines of lanes (a pixel's channels, or one alpha), several rows or columns side by side,
    /// and each box makes only the positions the boxes after it read. The lanes are 32-bit
    /// whenever every exact sum, rounding half included, fits one (255.5 × `divisor` < 2³¹:
    /// boxes up to 203 px, σ below ~108 px), dividing by a 32 × 32-bit multiply; 64-bit beyond,
    /// or with `wideLanes` (tests hold the two equal).
    func apply(_ src: UnsafePointer<UInt32>, stride: Int, width w: Int, height h: Int, alphaOnly: Bool,
               window: PixelRect? = nil, wideLanes: Bool = false) -> [UInt32] {
        let e = extent
        let ow = w + 2 * e, oh = h + 2 * e
        let win = (window ?? PixelRect(x0: 0, y0: 0, x1: ow, y1: oh)).intersection(PixelRect(x0: 0, y0: 0, x1: max(0, ow), y1: max(0, oh)))
        if win.isEmpty { return [] }
        if w <= 0 || h <= 0 { return [UInt32](repeating: 0, count: win.width * win.height) }
        if isIdentity {
            var result = [UInt32](repeating: 0, count: win.width * win.height)
            // A box one pixel wide: the pixels themselves (their alpha alone for a shadow).
            for y in win.y0..<win.y1 {
                for x in win.x0..<win.x1 {
                    let p = src[y * stride + x]
                    result[(y - win.y0) * win.width + (x - win.x0)] = alphaOnly ? p & 0xFF00_0000 : p
                }
            }
            return result
        }
        precondition(max(ow, oh) < Int(Int32.max) / 4, "blur larger than the canvas limits")
        var result = [UInt32](unsafeUninitializedCapacity: win.width * win.height) { _, n in n = win.width * win.height }
        let narrow = !wideLanes && 255 * divisor + divisor / 2 <= Int(Int32.max)
        let b = before.map { Int32($0) }, a = after.map { Int32($0) }
        var linesBytes = 0, sumsBytes = 0
        tsp_blur_scratch_sizes(Int32(w), Int32(h), b, a, narrow ? 1 : 0, &linesBytes, &sumsBytes)
        // Left unset: the C writes every row it reads back, and every pixel of the window.
        var rows = [UInt32](unsafeUninitializedCapacity: win.width * h) { _, n in n = win.width * h }
        let lines = UnsafeMutableRawPointer.allocate(byteCount: linesBytes, alignment: 64)
        let sums = UnsafeMutableRawPointer.allocate(byteCount: sumsBytes, alignment: 64)
        defer { lines.deallocate(); sums.deallocate() }
        rows.withUnsafeMutableBufferPointer { r in
            result.withUnsafeMutableBufferPointer { o in
                tsp_box_blur(src, stride, Int32(w), Int32(h), alphaOnly ? 1 : 0, b, a, Int64(divisor), narrow ? 1 : 0,
                             Int32(win.x0), Int32(win.y0), Int32(win.x1), Int32(win.y1), r.baseAddress!, lines, sums, o.baseAddress!)
            }
        }
        return result
    }
}
