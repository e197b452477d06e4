/// An image of 8-bit, straight (non-premultiplied) RGBA pixels, row-major, no padding.
///
/// This is the interchange type between the PNG codec, the differ and the rasterizer's
/// canvas (which stores premultiplied pixels and converts on the way out).
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "negative image size")
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A fully transparent image, or one filled with `fill` (R, G, B, A).
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "negative image size")
        var px = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            px.withUnsafeMutableBufferPointer { buf in
                var i = 0
                while i < buf.count {
                    buf[i] = fill.0; buf[i + 1] = fill.1; buf[i + 2] = fill.2; buf[i + 3] = fill.3
                    i += 4
                }
            }
        }
        self.init(width: width, height: height, pixels: px)
    }

    /// The pixel at (x, y) as (R, G, B, A).
    @inlinable
    public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.0; pixels[i + 1] = newValue.1
            pixels[i + 2] = newValue.2; pixels[i + 3] = newValue.3
        }
    }

    /// SHA-256 of the raw RGBA bytes, as lowercase hex: a stable fingerprint of the pixels
    /// (never of PNG bytes, which depend on the zlib build).
    public var pixelDigest: String { SHA256.hex(pixels) }
}
