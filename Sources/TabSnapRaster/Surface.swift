/// A writable view of premultiplied pixels covering `bounds` of the device (the canvas or a layer).
struct Surface {
    let base: UnsafeMutablePointer<UInt32>
    let bounds: PixelRect

    @inline(__always)
    func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
        base + ((y - bounds.y0) * bounds.width + (x - bounds.x0))
    }
}

/// A read-only view of clip coverage over `bounds`; pixels outside are clipped away.
struct MaskView {
    let base: UnsafePointer<UInt8>
    let bounds: PixelRect

    @inline(__always)
    func pointer(x: Int, y: Int) -> UnsafePointer<UInt8> {
        base + ((y - bounds.y0) * bounds.width + (x - bounds.x0))
    }
}
