import TabSnapCore

/// The coverage of the current clip over its pixel bounds; everything outside is clipped.
/// A nested clip is rasterized inside its parent's bounds and multiplied by the parent's
/// coverage, so masks intersect as they stack.
struct ClipMask: Sendable {
    let bounds: PixelRect
    var alpha: [UInt8]

    init(bounds: PixelRect) {
        self.bounds = bounds
        alpha = [UInt8](repeating: 0, count: bounds.width * bounds.height)
    }
}

/// Span sink that writes coverage into a new clip mask, times the parent clip where there is one.
struct ClipWriter: SpanSink {
    let out: UnsafeMutablePointer<UInt8>
    let bounds: PixelRect
    let parent: MaskView?

    @inline(__always)
    mutating func span(x: Int, y: Int, count: Int, alpha: Int) {
        let dst = out + ((y - bounds.y0) * bounds.width + (x - bounds.x0))
        if let parent {
            let p = parent.pointer(x: x, y: y)
            for i in 0..<count { dst[i] = UInt8(Pixel.mul255(UInt32(alpha), UInt32(p[i]))) }
        } else {
            dst.update(repeating: UInt8(alpha), count: count)
        }
    }
}
