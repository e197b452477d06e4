/// Colour distance in YIQ, after "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications" (Kotsarenko, Ramos), as pixelmatch v7.2.0
/// computes it. Every expression keeps JavaScript's operation order so the doubles, and with
/// them the counts at the threshold, come out bit for bit the same.
enum YIQ {
    /// Squared YIQ distance between pixel `k` of `img1` and pixel `m` of `img2` (byte offsets),
    /// negative when the second pixel is darker. v7 returns 0 early for equal pixels; the
    /// formula gives exactly 0 for them as well, so callers may skip that test.
    @inline(__always)
    static func delta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int,
                      checkerboard: Bool) -> Double {
        let (dr, dg, db) = channelDifferences(img1, img2, k, m, checkerboard: checkerboard)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The Y (brightness) part only, positive when pixel `k` is brighter than pixel `m`.
    @inline(__always)
    static func brightnessDelta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int,
                                checkerboard: Bool) -> Double {
        let (dr, dg, db) = channelDifferences(img1, img2, k, m, checkerboard: checkerboard)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Per-channel differences; when either pixel is translucent both are first blended over
    /// a background. v7 takes that background from the byte offset `k` of the first pixel, a
    /// pseudo-checkerboard that stops a colour hiding behind its own transparency.
    @inline(__always)
    static func channelDifferences(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int,
                                   checkerboard: Bool) -> (Double, Double, Double) {
        let r1 = Int(img1[k]), g1 = Int(img1[k + 1]), b1 = Int(img1[k + 2]), a1 = Int(img1[k + 3])
        let r2 = Int(img2[m]), g2 = Int(img2[m + 1]), b2 = Int(img2[m + 2]), a2 = Int(img2[m + 3])
        let da = a1 - a2
        if a1 < 255 || a2 < 255 {
            var rb = 255, gb = 255, bb = 255
            if checkerboard {
                // k is a multiple of 4, so rb is always 48; kept as v7 writes it.
                rb = 48 + 159 * (k % 2)
                gb = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
                bb = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
            }
            // Integer products are exact in doubles, so computing them in Int changes nothing.
            return (Double(r1 * a1 - r2 * a2 - rb * da) / 255,
                    Double(g1 * a1 - g2 * a2 - gb * da) / 255,
                    Double(b1 * a1 - b2 * a2 - bb * da) / 255)
        }
        return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
    }

    /// The first image's brightness faded towards white by `alpha`, as the diff background.
    @inline(__always)
    static func fadedGray(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, alpha: Double) -> UInt8 {
        let y = Double(r) * 0.29889531 + Double(g) * 0.58662247 + Double(b) * 0.11448223
        return jsUint8(255 + (y - 255) * alpha * Double(a) / 255)
    }

    /// What storing `v` into a JavaScript Uint8Array keeps: truncation toward zero, modulo 256
    /// (NaN and infinities become 0). pngjs hands pixelmatch a Buffer, which is a Uint8Array.
    @inline(__always)
    static func jsUint8(_ v: Double) -> UInt8 {
        if v >= 0 && v < 256 { return UInt8(v) }
        guard v.isFinite else { return 0 }
        let t = v.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
        return UInt8(t < 0 ? t + 256 : t)
    }
}
