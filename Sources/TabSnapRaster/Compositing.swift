import CTabSnapRaster
import CTabSnapSystem
/// Premultiplied RGBA8 pixel arithmetic. Every product of two bytes is divided by 255 with
/// correct rounding, (t + (t >> 8)) >> 8 with t = x·y + 128, so 255 is an exact identity and
/// results never depend on the width of the integer unit that computed them.
enum Pixel {
    @inline(__always)
    static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        r | g << 8 | b << 16 | a << 24
    }

    @inline(__always)
    static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

    /// round(x · y / 255) for bytes x, y.
    @inline(__always)
    static func mul255(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// All four channels times f / 255, each rounded like `mul255`: two channels per multiply,
    /// in 16-bit lanes that cannot carry into each other (255·255 + 128 + 254 < 65536).
    @inline(__always)
    static func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
        var ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: src + dst · (255 - src.alpha) / 255. Cannot overflow for valid
    /// premultiplied input, because mul255(255, y) == y.
    @inline(__always)
    static func srcOver(_ dst: UInt32, _ src: UInt32) -> UInt32 {
        src &+ scale(dst, 255 - (src >> 24))
    }

    /// Straight → premultiplied.
    @inline(__always)
    static func premultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        let a32 = UInt32(a)
        if a32 == 255 { return pack(UInt32(r), UInt32(g), UInt32(b), 255) }
        return pack(mul255(UInt32(r), a32), mul255(UInt32(g), a32), mul255(UInt32(b), a32), a32)
    }

    /// Premultiplied → straight, each channel round(c · 255 / a), clamped for invalid input.
    @inline(__always)
    static func unpremultiply(_ p: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = p >> 24
        if a == 255 { return (UInt8(p & 255), UInt8((p >> 8) & 255), UInt8((p >> 16) & 255), 255) }
        if a == 0 { return (0, 0, 0, 0) }
        @inline(__always) func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (un(p & 255), un((p >> 8) & 255), un((p >> 16) & 255), UInt8(a))
    }
}

/// Whole runs of pixels. These are the loops that decide the fill rate.
enum Compositing {
    /// A run of full coverage under an opaque colour: a plain 32-bit store per pixel.
    @inline(__always)
    static func fill(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UInt32) {
        // Long runs (a background's rows) through the C library's widest stores; a short one is
        // cheaper stored here than through a call.
        if count >= 64 { tabsnap_fill32(dst, src, count) } else { dst.update(repeating: src, count: count) }
    }

    /// Source-over of one constant premultiplied colour across a run: four pixels per step in
    /// 16-bit lanes; the same rounding as `Pixel.srcOver`, so lanes and tail agree bit for bit.
    /// Long runs go to C (`tsp_src_over_run`, the same lanes in the compiler's vector types):
    /// Swift's SIMD types cost a call per operation in a debug build, which is what `swift test`
    /// makes, and a translucent bar's fill was a third of such a render.
    static func srcOverRun(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ src: UInt32) {
        let sa = src >> 24
        if sa == 255 { fill(dst, count, src); return }
        if sa == 0 { return }
        if count >= 8 { tsp_src_over_run(dst, count, src); return }
        var i = 0
        while i < count {
            dst[i] = Pixel.srcOver(dst[i], src)
            i &+= 1
        }
    }

    /// One premultiplied source pixel over `dst` at full coverage: stored when opaque, nothing
    /// when clear.
    @inline(__always)
    static func over(_ dst: UnsafeMutablePointer<UInt32>, _ s: UInt32) {
        let sa = s >> 24
        if sa == 255 { dst.pointee = s } else if sa != 0 { dst.pointee = Pixel.srcOver(dst.pointee, s) }
    }

    /// `color` scaled by each byte of a mask row, source-over: what a mask shader's row gives
    /// through `srcOverRow` at full coverage (a glyph placed on whole pixels).
    static func srcOverMask(_ dst: UnsafeMutablePointer<UInt32>, _ alpha: UnsafePointer<UInt8>, _ count: Int, color: UInt32) {
        for i in 0..<count { over(dst + i, Pixel.scale(color, UInt32(alpha[i]))) }
    }

    /// Source-over of a row of varying premultiplied source pixels, all at coverage `cov`.
    static func srcOverRow(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int, coverage cov: UInt32) {
        if cov == 255 {
            for i in 0..<count { over(dst + i, src[i]) }
        } else {
            for i in 0..<count {
                let s = Pixel.scale(src[i], cov)
                if s != 0 { dst[i] = Pixel.srcOver(dst[i], s) }
            }
        }
    }
}
