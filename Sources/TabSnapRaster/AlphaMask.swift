import TabSnapCore

/// An 8-bit coverage image (template icons, glyph bitmaps), drawn tinted with one colour.
public struct AlphaMask: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` bytes, row-major.
    public var alpha: [UInt8]

    public init(width: Int, height: Int, alpha: [UInt8]) {
        precondition(width >= 0 && height >= 0 && alpha.count == width * height, "mask does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.alpha = alpha
    }

    /// The alpha channel of an image (a template image's shape).
    public init(alphaOf image: RGBAImage) {
        var a = [UInt8](repeating: 0, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { px in
            for i in 0..<a.count { a[i] = px[i * 4 + 3] }
        }
        self.init(width: image.width, height: image.height, alpha: a)
    }
}
