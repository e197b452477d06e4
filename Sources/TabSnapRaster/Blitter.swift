/// Paints a run of pixels that all get the same coverage.
protocol SpanPainter {
    mutating func paint(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32)
}

/// The rasterizer's span sink for drawing: applies the clip mask, then hands constant-coverage
/// runs to a painter. Under a clip the run is cut where the mask value changes, so a clip's
/// solid interior still reaches the painter as long runs.
struct Blitter<P: SpanPainter>: SpanSink {
    let surface: Surface
    let mask: MaskView?
    var painter: P

    @inline(__always)
    mutating func span(x: Int, y: Int, count: Int, alpha: Int) {
        let dst = surface.pointer(x: x, y: y)
        guard let mask else {
            painter.paint(dst, x: x, y: y, count: count, coverage: UInt32(alpha))
            return
        }
        // Spans lie inside the mask bounds: the rasterizer was clipped to them.
        let m = mask.pointer(x: x, y: y)
        var i = 0
        while i < count {
            let v = m[i]
            var j = i + 1
            // A clip's interior is long runs of one value: compare eight mask bytes at a time.
            let eight = UInt64(v) &* 0x0101_0101_0101_0101
            let raw = UnsafeRawPointer(m)
            while j &+ 8 <= count && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) == eight { j &+= 8 }
            while j < count && m[j] == v { j += 1 }
            if v != 0 {
                let cov = v == 255 ? UInt32(alpha) : Pixel.mul255(UInt32(alpha), UInt32(v))
                if cov != 0 { painter.paint(dst + i, x: x + i, y: y, count: j - i, coverage: cov) }
            }
            i = j
        }
    }
}

/// One premultiplied colour: opaque interiors are plain 32-bit stores, the rest source-over.
struct SolidPainter: SpanPainter {
    let color: UInt32

    @inline(__always)
    mutating func paint(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        let src = coverage == 255 ? color : Pixel.scale(color, coverage)
        if count == 1 {
            dst[0] = Pixel.srcOver(dst[0], src)
        } else {
            Compositing.srcOverRun(dst, count, src)
        }
    }
}

/// A per-pixel source (gradient, image): shades a run into scratch, then composites it.
struct ShaderPainter<S: Shader>: SpanPainter {
    let shader: S
    let scratch: UnsafeMutablePointer<UInt32>

    @inline(__always)
    mutating func paint(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        if coverage == 255 && shader.isOpaque {
            shader.shade(x: x, y: y, count: count, into: dst)
            return
        }
        shader.shade(x: x, y: y, count: count, into: scratch)
        Compositing.srcOverRow(dst, scratch, count, coverage: coverage)
    }
}
