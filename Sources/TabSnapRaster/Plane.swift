import TabSnapCore

/// A view of one plane of per-pixel values covering `bounds` of the device, row-major.
/// Drawing targets are planes of premultiplied pixels (the canvas or a layer); clip masks are
/// planes of coverage, read-only by convention, and pixels outside a mask are clipped away.
struct Plane<Element> {
    let base: UnsafeMutablePointer<Element>
    let bounds: PixelRect

    @inline(__always)
    func pointer(x: Int, y: Int) -> UnsafeMutablePointer<Element> {
        base + ((y - bounds.y0) * bounds.width + (x - bounds.x0))
    }
}

typealias Surface = Plane<UInt32>
typealias MaskView = Plane<UInt8>
