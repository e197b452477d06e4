import TabSnapCore

/// Puts a panel of the review composite into the strip's bytes: the image shrunk by a box
/// filter (each output pixel the alpha-weighted mean of the source pixels under it) and laid
/// over a 16-pixel checkerboard that shows transparency. Plain byte loops, not the rasterizer:
/// a failure's composite is drawn inside `swift test`, which is a debug build, and this keeps
/// it within a few times of release speed.
enum PanelBlit {
    static let cell = 16
    /// ⌈2³²/n⌉: (x · it) >> 32 equals x / n for every x a box of n < 64 pixels can sum to
    /// (below 256 · n; checked exhaustively when this was written).
    static let reciprocals: [UInt64] = (0..<64).map { n in n == 0 ? 0 : ((1 << 32) + UInt64(n) - 1) / UInt64(n) }
    /// The checkerboard's cells are white and #C7C7CC.

    /// Draws `image` (or only the checkerboard when nil) into `strip` at `x, y`, `w × h` pixels.
    static func draw(_ image: RGBAImage?, into strip: inout RGBAImage, x: Int, y: Int, w: Int, h: Int) {
        let stripWidth = strip.width
        strip.pixels.withUnsafeMutableBufferPointer { out in
            image.map { img in
                img.pixels.withUnsafeBufferPointer { src in
                    fill(out, stripWidth, x, y, w, h, source: src, sw: img.width, sh: img.height)
                }
            } ?? fill(out, stripWidth, x, y, w, h, source: nil, sw: 0, sh: 0)
        }
    }

    private static func fill(_ out: UnsafeMutableBufferPointer<UInt8>, _ stripWidth: Int, _ x: Int, _ y: Int, _ w: Int, _ h: Int,
                             source: UnsafeBufferPointer<UInt8>?, sw: Int, sh: Int) {
        // Raw pointers and no tuples in the loops: a debug build checks and calls for each
        // buffer subscript, which made this the slowest part of a failing test.
        let dst = out.baseAddress!
        let src = source?.baseAddress
        // Each column's source span, computed once per panel instead of two divisions per pixel.
        let spans = UnsafeMutablePointer<Int>.allocate(capacity: w + 1)
        defer { spans.deallocate() }
        for dx in 0...w { spans[dx] = dx * sw / max(1, w) }
        // One row of column sums (four channels) for the source rows under an output row: the
        // vertical half of the box runs as one straight, vectorisable pass over those rows, and
        // each output pixel then adds only its few columns.
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, sw * 4))
        defer { sums.deallocate() }
        // The table as a local pointer: a global's every read checks its lazy initialisation.
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: reciprocals.count)
        defer { table.deallocate() }
        let tableCount = reciprocals.count
        for i in 0..<tableCount { table[i] = reciprocals[i] }
        for dy in 0..<h {
            let sy0 = dy * sh / h, sy1 = max(sy0 + 1, (dy + 1) * sh / h)
            if let src {
                var p = src + sy0 * sw * 4
                for i in 0..<(sw * 4) { sums[i] = UInt32(p[i]) }
                var sy = sy0 + 1
                while sy < sy1 {
                    p = src + sy * sw * 4
                    for i in 0..<(sw * 4) { sums[i] &+= UInt32(p[i]) }
                    sy += 1
                }
            }
            var k = ((y + dy) * stripWidth + x) * 4
            for dx in 0..<w {
                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                if let src {
                    let sx0 = spans[dx], sx1 = max(sx0 + 1, spans[dx + 1])
                    // A box that is wholly opaque (nearly every box of a screen: its alpha sum
                    // is 255 per pixel) averages the plain sums, which gives exactly what the
                    // alpha-weighted mean gives, with one exact reciprocal multiply per channel
                    // instead of four divisions, and needs no blending over the checkerboard.
                    // The four channels of a column as one vector: one add per column, and no
                    // overflow checks (a box sums under 64 · 255 per channel).
                    var sum = SIMD4<UInt32>()
                    var q = UnsafeRawPointer(sums + sx0 * 4)
                    let end = UnsafeRawPointer(sums + sx1 * 4)
                    while q < end {
                        sum &+= q.loadUnaligned(as: SIMD4<UInt32>.self)
                        q += 16
                    }
                    let n = (sx1 - sx0) * (sy1 - sy0)
                    if sum[3] == 255 &* UInt32(n) && n < tableCount {
                        let mean = ((SIMD4<UInt64>(truncatingIfNeeded: sum) &+ UInt64(n / 2)) &* table[n]) &>> 32
                        var pixel = SIMD4<UInt8>(truncatingIfNeeded: mean)
                        pixel[3] = 255
                        UnsafeMutableRawPointer(dst + k).storeBytes(of: pixel, as: SIMD4<UInt8>.self)
                        k += 4
                        continue
                    }
                    var sumA: UInt32 = 0
                    var sy = sy0
                    while sy < sy1 {
                        var p = src + (sy * sw + sx0) * 4
                        let end = src + (sy * sw + sx1) * 4
                        while p < end {
                            let alpha = UInt32(p[3])
                            r &+= UInt32(p[0]) &* alpha
                            g &+= UInt32(p[1]) &* alpha
                            b &+= UInt32(p[2]) &* alpha
                            sumA &+= alpha
                            p += 4
                        }
                        sy += 1
                    }
                    if sumA > 0 {
                        let n = UInt32((sx1 - sx0) * (sy1 - sy0))
                        r = (r + sumA / 2) / sumA
                        g = (g + sumA / 2) / sumA
                        b = (b + sumA / 2) / sumA
                        a = (sumA + n / 2) / n
                    } else {
                        r = 0; g = 0; b = 0
                    }
                }
                // Source-over the checkerboard, rounded.
                let lightCell = ((dx / cell) + (dy / cell)) % 2 == 0
                let br: UInt32 = lightCell ? 255 : 0xC7, bb: UInt32 = lightCell ? 255 : 0xCC
                let inv = 255 - a
                dst[k] = UInt8((r * a + br * inv + 127) / 255)
                dst[k + 1] = UInt8((g * a + br * inv + 127) / 255)
                dst[k + 2] = UInt8((b * a + bb * inv + 127) / 255)
                dst[k + 3] = 255
                k += 4
            }
        }
    }
}
