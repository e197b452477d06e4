import TabSnapCore

/// Conversions between the canvas's premultiplied pixels and straight-alpha `RGBAImage`s.
extension Canvas {
    /// A canvas holding `image` (straight alpha, as decoded from PNG), premultiplied.
    public init(image: RGBAImage) {
        self.init(width: image.width, height: image.height)
        var out = [UInt32](repeating: 0, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for i in 0..<dst.count {
                    let k = i * 4
                    dst[i] = Pixel.premultiply(src[k], src[k + 1], src[k + 2], src[k + 3])
                }
            }
        }
        pixels = out
    }

    /// The base layer as straight-alpha RGBA8 for the PNG encoder: each channel round(c·255/a).
    public func toImage() -> RGBAImage {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeBufferPointer { srcBuffer in
            out.withUnsafeMutableBytes { dstBuffer in
                // Raw pointers: a debug build (`swift test`) pays a call and a check per buffer
                // subscript, and this runs once per pixel of every render.
                guard let src = srcBuffer.baseAddress, let raw = dstBuffer.baseAddress else { return }
                let words = raw.bindMemory(to: UInt32.self, capacity: srcBuffer.count)
                let bytes = raw.assumingMemoryBound(to: UInt8.self)
                for i in 0..<srcBuffer.count {
                    let p = src[i]
                    if p >> 24 == 255 {
                        // Opaque: premultiplied equals straight; store the packed bytes R, G, B, A.
                        words[i] = p.littleEndian
                    } else if p != 0 {
                        let (r, g, b, a) = Pixel.unpremultiply(p)
                        let k = i &* 4
                        bytes[k] = r; bytes[k &+ 1] = g; bytes[k &+ 2] = b; bytes[k &+ 3] = a
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}
