#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TabSnapCore

/// Puts a panel of the review composite into the strip's bytes: the image shrunk by a box
/// filter (each output pixel the alpha-weighted mean of the source pixels under it) and laid
/// over a 16-pixel checkerboard that shows transparency. Plain byte loops, not the rasterizer:
/// a failure's composite is drawn inside `swift test`, which is a debug build, and this keeps
/// it within a few times of release speed.
enum PanelBlit {
    static let cell = 16
    /// Boxes of fewer pixels than this that are wholly opaque take the quotient tables.
    static let tableLimit = 64

    /// Draws `image` (or only the checkerboard when nil) into `strip` at `x, y`, `w × h` pixels.
    static func draw(_ image: RGBAImage?, into strip: inout RGBAImage, x: Int, y: Int, w: Int, h: Int, vectorised: Bool = vectorised) {
        let stripWidth = strip.width
        strip.pixels.withUnsafeMutableBufferPointer { out in
            image.map { img in
                img.pixels.withUnsafeBufferPointer { src in
                    fill(out, stripWidth, x, y, w, h, 0..<h, source: src, sw: img.width, sh: img.height, vectorised: vectorised)
                }
            } ?? fill(out, stripWidth, x, y, w, h, 0..<h, source: nil, sw: 0, sh: 0, vectorised: vectorised)
        }
    }

    /// The same into a strip's bytes that the caller is still writing (`FrameMemory.bytes`).
    /// `twin` is a panel already drawn in the same rows at `twin.x`, of an image of the same size
    /// at the same size: an output row over source rows equal to the twin's is the twin's row
    /// (the checkerboard too, which depends only on the position in the panel). A failure's
    /// actual differs from its expected in a few rows, so most of its panel is copied.
    /// `twin.unequalRows`, when known, holds every source row that may differ from the twin's
    /// (the comparison found them): rows outside it are copied without comparing them again.
    /// `rows`: only those rows of the panel (0..<h), still written at `y + dy`; a strip drawn
    /// band by band passes its band's rows and a `y` that places them in the band's bytes.
    static func draw(_ image: RGBAImage, into out: UnsafeMutableBufferPointer<UInt8>, stripWidth: Int, x: Int, y: Int, w: Int, h: Int,
                     rows: Range<Int>? = nil, twin: (image: RGBAImage, x: Int, unequalRows: Range<Int>?)? = nil,
                     vectorised: Bool = vectorised) {
        let rows = (rows ?? 0..<h).clamped(to: 0..<h)
        image.pixels.withUnsafeBufferPointer { src in
            guard let twin, twin.image.width == image.width, twin.image.height == image.height else {
                return fill(out, stripWidth, x, y, w, h, rows, source: src, sw: image.width, sh: image.height, vectorised: vectorised)
            }
            twin.image.pixels.withUnsafeBufferPointer { t in
                fill(out, stripWidth, x, y, w, h, rows, source: src, sw: image.width, sh: image.height,
                     twin: (t.baseAddress!, twin.x, twin.unequalRows), vectorised: vectorised)
            }
        }
    }

    private static func fill(_ out: UnsafeMutableBufferPointer<UInt8>, _ stripWidth: Int, _ x: Int, _ y: Int, _ w: Int, _ h: Int,
                             _ panelRows: Range<Int>, source: UnsafeBufferPointer<UInt8>?, sw: Int, sh: Int,
                             twin: (UnsafePointer<UInt8>, Int, Range<Int>?)? = nil, vectorised: Bool) {
        // Raw pointers and no tuples in the loops: a debug build checks and calls for each
        // buffer subscript, which made this the slowest part of a failing test.
        let dst = out.baseAddress!
        guard !panelRows.isEmpty else { return }
        guard let src = source?.baseAddress, sw > 0, sh > 0, w > 0, h > 0 else {
            for dy in panelRows { for dx in 0..<w { checker(dst + ((y + dy) * stripWidth + x + dx) * 4, dx, dy, 0, 0, 0, 0) } }
            return
        }
        // Each column's box, computed once per panel: where it starts and how many source
        // columns it spans.
        let starts = UnsafeMutablePointer<Int>.allocate(capacity: w), widths = UnsafeMutablePointer<Int>.allocate(capacity: w)
        defer { starts.deallocate(); widths.deallocate() }
        for dx in 0..<w {
            let sx0 = dx * sw / w
            starts[dx] = sx0
            widths[dx] = max(sx0 + 1, (dx + 1) * sw / w) - sx0
        }
        // Column sums (four channels) of the source rows under an output row, then summed along
        // the row: prefix[c] holds columns 0..<c, so any box is two loads and a subtraction,
        // with no loop whose length changes from pixel to pixel (a branch the CPU mispredicted
        // on every other pixel). Wrapping arithmetic: a difference is exact while the box's own
        // sum fits 32 bits.
        let sums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: sw)
        let prefix = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: sw + 1)
        defer { sums.deallocate(); prefix.deallocate() }
        // quotients[n][s] = (s + n/2) / n, the rounded mean of an opaque box of n pixels whose
        // channel sums to s: one lookup instead of a division per channel. Made on first use;
        // a shrink by between 2 and 3 (a phone screen's panel) needs those of 4, 6 and 9.
        let quotients = UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>.allocate(capacity: tableLimit)
        quotients.initialize(repeating: nil, count: tableLimit)
        defer {
            for n in 0..<tableLimit { quotients[n]?.deallocate() }
            quotients.deallocate()
        }
        // Release builds add a column's four channels as one vector; a debug build (`swift test`)
        // runs SIMD operators and for-in ranges as calls, once per channel and column, so there
        // the same sums go channel by channel in while loops (as scalars in release they took
        // 14 ms a composite instead of 10). Tests run both.
        let sum32 = UnsafeMutableRawPointer(sums).assumingMemoryBound(to: UInt32.self)
        let prefix32 = UnsafeMutableRawPointer(prefix).assumingMemoryBound(to: UInt32.self)
        prefix32[0] = 0; prefix32[1] = 0; prefix32[2] = 0; prefix32[3] = 0
        // The last output row whose boxes were all opaque, and the source rows under it: an
        // output row over source rows equal to those, row for row, is that row again (same
        // sums; the checkerboard, which differs from row to row, shows through no opaque box).
        // A screen is mostly flat background, so most of a panel is copied rather than summed.
        var lastRow = -1, lastSource = 0, lastRows = 0
        var dy = panelRows.lowerBound
        while dy < panelRows.upperBound {
            let sy0 = dy * sh / h, sy1 = max(sy0 + 1, (dy + 1) * sh / h), rows = sy1 - sy0
            var p = dst + ((y + dy) * stripWidth + x) * 4
            if let (t, tx, unequal) = twin, unequal.map({ !$0.overlaps(sy0..<sy1) }) ?? false
                || memcmp(src + sy0 * sw * 4, t + sy0 * sw * 4, rows * sw * 4) == 0 {
                p.update(from: dst + ((y + dy) * stripWidth + tx) * 4, count: w * 4)
                dy &+= 1
                continue
            }
            if lastRow >= 0, rows == lastRows, memcmp(src + sy0 * sw * 4, src + lastSource * sw * 4, rows * sw * 4) == 0 {
                p.update(from: dst + ((y + lastRow) * stripWidth + x) * 4, count: w * 4)
                dy &+= 1
                continue
            }
            columnSums(src + sy0 * sw * 4, rows: rows, width: sw, into: sums, vectorised: vectorised)
            var opaque = true
            // A wholly opaque box (nearly every box of a screen: its alpha sums to 255 per pixel)
            // averages the plain sums, which gives exactly what the alpha-weighted mean gives,
            // and needs no blending over the checkerboard.
            if vectorised {
                var running = SIMD4<UInt32>()
                for c in 0..<sw {
                    running &+= sums[c]
                    prefix[c + 1] = running
                }
                for dx in 0..<w {
                    let sx0 = starts[dx], cw = widths[dx]
                    let sum = prefix[sx0 + cw] &- prefix[sx0]
                    let n = cw &* rows
                    if n < tableLimit && sum[3] == 255 &* UInt32(truncatingIfNeeded: n) {
                        let q = quotients[n] ?? table(n, into: quotients)
                        p[0] = q[Int(sum[0])]; p[1] = q[Int(sum[1])]; p[2] = q[Int(sum[2])]; p[3] = 255
                    } else {
                        weighted(src, sw, sx0, sx0 + cw, sy0, sy1, dx, dy, into: p)
                        opaque = false
                    }
                    p += 4
                }
            } else {
                var c = 0
                while c < sw * 4 {
                    prefix32[c &+ 4] = prefix32[c] &+ sum32[c]
                    c &+= 1
                }
                var dx = 0
                while dx < w {
                    let sx0 = starts[dx], cw = widths[dx]
                    let hi = prefix32 + (sx0 + cw) * 4, lo = prefix32 + sx0 * 4
                    let n = cw &* rows
                    if n < tableLimit && hi[3] &- lo[3] == 255 &* UInt32(truncatingIfNeeded: n) {
                        let q = quotients[n] ?? table(n, into: quotients)
                        p[0] = q[Int(hi[0] &- lo[0])]; p[1] = q[Int(hi[1] &- lo[1])]; p[2] = q[Int(hi[2] &- lo[2])]; p[3] = 255
                    } else {
                        weighted(src, sw, sx0, sx0 + cw, sy0, sy1, dx, dy, into: p)
                        opaque = false
                    }
                    p += 4
                    dx &+= 1
                }
            }
            if opaque { lastRow = dy; lastSource = sy0; lastRows = rows } else { lastRow = -1 }
            dy &+= 1
        }
    }

    /// SIMD runs as generic calls lane by lane in a debug build (`swift test`), many times
    /// slower than plain loops there; tests call both paths.
    #if DEBUG
    static let vectorised = false
    #else
    static let vectorised = true
    #endif

    /// Sums `rows` source rows from `row` down, column by column (four channels each). Sixteen
    /// bytes at a time into 16-bit sums, kept in registers down the rows, while a column's sum
    /// fits 16 bits (up to 257 rows); the loop that went a byte at a time into 32-bit sums was
    /// half of a composite's time.
    static func columnSums(_ row: UnsafePointer<UInt8>, rows: Int, width: Int, into sums: UnsafeMutablePointer<SIMD4<UInt32>>,
                           vectorised: Bool = vectorised) {
        let count = width * 4
        let raw = UnsafeMutableRawPointer(sums).assumingMemoryBound(to: UInt32.self)
        if !vectorised, rows <= 257, UInt32(1).littleEndian == 1 {
            // A debug build: a pixel's four bytes as one word, R and B summed in one word's two
            // 16-bit halves and G and A in another's (each sum fits 16 bits up to 257 rows), a
            // column at a time down the rows: half the steps of the byte loop below.
            row.withMemoryRebound(to: UInt32.self, capacity: rows * width) { words in
                var c = 0
                while c < width {
                    var rb: UInt32 = 0, ag: UInt32 = 0
                    var q = words + c
                    var r = 0
                    while r < rows {
                        let p = q.pointee
                        rb &+= p & 0x00FF_00FF
                        ag &+= (p >> 8) & 0x00FF_00FF
                        q += width
                        r &+= 1
                    }
                    let k = c &* 4
                    raw[k] = rb & 0xFFFF; raw[k &+ 1] = ag & 0xFFFF; raw[k &+ 2] = rb >> 16; raw[k &+ 3] = ag >> 16
                    c &+= 1
                }
            }
            return
        }
        guard rows <= 257, vectorised else {
            // While loops: a debug build calls the range iterator for every byte of a for-in.
            var i = 0
            while i < count { raw[i] = UInt32(row[i]); i &+= 1 }
            var r = 1
            while r < rows {
                let q = row + r * count
                i = 0
                while i < count { raw[i] &+= UInt32(q[i]); i &+= 1 }
                r += 1
            }
            return
        }
        let bytes = UnsafeRawPointer(row)
        var i = 0
        while i + 16 <= count {
            var acc = SIMD16<UInt16>(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
            var r = 1
            while r < rows {
                acc &+= SIMD16<UInt16>(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: r * count + i, as: SIMD16<UInt8>.self))
                r += 1
            }
            UnsafeMutableRawPointer(raw + i).storeBytes(of: SIMD16<UInt32>(truncatingIfNeeded: acc), as: SIMD16<UInt32>.self)
            i += 16
        }
        while i < count {
            var sum = UInt32(row[i])
            for r in 1..<max(1, rows) { sum &+= UInt32(row[r * count + i]) }
            raw[i] = sum
            i += 1
        }
    }

    private static func table(_ n: Int, into quotients: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> UnsafeMutablePointer<UInt8> {
        let count = 255 * n + 1
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        for s in 0..<count { t[s] = UInt8((s + n / 2) / n) }
        quotients[n] = t
        return t
    }

    /// A box with some transparency (or too many pixels for the tables): the alpha-weighted
    /// mean of its pixels, over the checkerboard.
    private static func weighted(_ src: UnsafePointer<UInt8>, _ sw: Int, _ sx0: Int, _ sx1: Int, _ sy0: Int, _ sy1: Int,
                                 _ dx: Int, _ dy: Int, into p: UnsafeMutablePointer<UInt8>) {
        var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, sumA: UInt32 = 0
        var sy = sy0
        while sy < sy1 {
            var s = src + (sy * sw + sx0) * 4
            let end = src + (sy * sw + sx1) * 4
            while s < end {
                let alpha = UInt32(s[3])
                r &+= UInt32(s[0]) &* alpha
                g &+= UInt32(s[1]) &* alpha
                b &+= UInt32(s[2]) &* alpha
                sumA &+= alpha
                s += 4
            }
            sy += 1
        }
        guard sumA > 0 else { checker(p, dx, dy, 0, 0, 0, 0); return }
        let n = UInt32((sx1 - sx0) * (sy1 - sy0))
        checker(p, dx, dy, (r + sumA / 2) / sumA, (g + sumA / 2) / sumA, (b + sumA / 2) / sumA, (sumA + n / 2) / n)
    }

    /// Source-over the checkerboard (white and #C7C7CC cells), rounded.
    private static func checker(_ p: UnsafeMutablePointer<UInt8>, _ dx: Int, _ dy: Int, _ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) {
        let lightCell = ((dx / cell) + (dy / cell)) % 2 == 0
        let br: UInt32 = lightCell ? 255 : 0xC7, bb: UInt32 = lightCell ? 255 : 0xCC
        let inv = 255 - a
        p[0] = UInt8((r * a + br * inv + 127) / 255)
        p[1] = UInt8((g * a + br * inv + 127) / 255)
        p[2] = UInt8((b * a + bb * inv + 127) / 255)
        p[3] = 255
    }
}
