/// Cropping, for the report's tab-bar and changed-area pictures.
extension RGBAImage {
    /// The image's own rectangle, [0, width) × [0, height).
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The part of the image inside `rect` (clamped to the image); nil when nothing is left.
    public func cropped(to rect: PixelRect) -> RGBAImage? {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return nil }
        if r == bounds { return self }
        var out: [UInt8] = []
        out.reserveCapacity(r.width * r.height * 4)
        for y in r.y0..<r.y1 {
            let start = (y * width + r.x0) * 4
            out.append(contentsOf: pixels[start..<(start + r.width * 4)])
        }
        return RGBAImage(width: r.width, height: r.height, pixels: out)
    }
}
