import TabSnapCore

/// Conversions between the canvas's premultiplied pixels and straight-alpha `RGBAImage`s.
extension Canvas {
    /// A canvas holding `image` (straight alpha, as decoded from PNG), premultiplied.
    public init(image: RGBAImage) {
        self.init(width: image.width, height: image.height)
        image.pixels.withUnsafeBufferPointer { src in
            storage.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: UInt32.self) { dst in
                    for i in 0..<dst.count {
                        let k = i * 4
                        dst[i] = Pixel.premultiply(src[k], src[k + 1], src[k + 2], src[k + 3])
                    }
                }
            }
        }
    }

    /// Stored pixels (as `intoStoredImage` hands them over: R, G, B, A bytes premultiplied)
    /// made straight in place, as `intoImage` makes a whole frame; `bytes` holds whole pixels
    /// and starts on one. For a caller that read stored rows while they were opaque and met a
    /// translucent pixel.
    public static func straighten(stored bytes: UnsafeMutableBufferPointer<UInt8>) {
        guard let raw = bytes.baseAddress, bytes.count >= 4 else { return }
        precondition(bytes.count % 4 == 0 && Int(bitPattern: raw) % 4 == 0, "whole, aligned pixels only")
        let count = bytes.count / 4
        UnsafeMutableRawPointer(raw).withMemoryRebound(to: UInt32.self, capacity: count) { words in
            unpremultiplyInPlace(words, count, bytes: raw)
        }
    }

    /// `toImage()` for a canvas that is done with: the pixels are made straight in place and
    /// the same memory becomes the image, so a render never holds two frames (the
    /// premultiplied one and the straight copy).
    public consuming func intoImage() -> RGBAImage {
        var bytes: [UInt8] = []
        swap(&bytes, &storage)
        bytes.withUnsafeMutableBufferPointer { b in
            guard let raw = b.baseAddress else { return }
            let count = b.count / 4
            // Pixel i is read before its own four bytes are written, and no other pixel is read
            // after that, so converting in place is the same as converting into a copy.
            b.withMemoryRebound(to: UInt32.self) { words in
                Self.unpremultiplyInPlace(words.baseAddress!, count, bytes: raw)
            }
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    /// `intoImage()` for a caller that reads the whole frame once more (a passing verify hashes
    /// it): the frame's stored bytes go to `each` piece by piece (8,192 pixels, in order), and
    /// while every pixel is opaque those are its straight bytes (on a little-endian machine), so
    /// a screen, opaque throughout, is read once and never written. At the first piece holding a
    /// translucent pixel `each` stops being called and the frame is made straight as usual;
    /// `sawStraight` then says `each` did not see the whole straight image.
    public consuming func intoImage(readingOpaque each: (UnsafeBufferPointer<UInt8>) -> Void) -> (image: RGBAImage, sawStraight: Bool) {
        guard UInt32(1).littleEndian == 1 else { return (intoImage(), false) }
        var bytes: [UInt8] = []
        swap(&bytes, &storage)
        let opaque = bytes.withUnsafeMutableBufferPointer { b -> Bool in
            guard let raw = b.baseAddress else { return true }
            let count = b.count / 4
            return b.withMemoryRebound(to: UInt32.self) { words -> Bool in
                let w = words.baseAddress!
                var i = 0
                while i < count {
                    let n = min(Self.pieceSize, count - i)
                    let piece = UnsafeBufferPointer(start: raw + 4 * i, count: 4 * n)
                    guard RGBAImage.allOpaque(piece) else {
                        Self.unpremultiplyInPlace(w, count, bytes: raw)
                        return false
                    }
                    each(piece)
                    i += n
                }
                return true
            }
        }
        return (RGBAImage(width: width, height: height, pixels: bytes), opaque)
    }

    static let pieceSize = 8192

    /// The pixels exactly as stored, not made straight: on a little-endian machine an opaque
    /// pixel's bytes already are its straight R, G, B, A, and that is all a caller that refuses
    /// every other pixel needs (the streamed PNG encoder drops alpha and fails on any pixel that
    /// is not opaque). Saves the pass over every pixel that `intoImage` makes. A big-endian
    /// machine stores the bytes in the other order, so there it is `intoImage`.
    public consuming func intoStoredImage() -> RGBAImage {
        guard UInt32(1).littleEndian == 1 else { return intoImage() }
        var bytes: [UInt8] = []
        swap(&bytes, &storage)
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    /// `unpremultiply` where source and destination are the same memory: an opaque pixel is
    /// already its straight bytes (on little-endian machines), so only translucent ones are
    /// written; runs of eight opaque pixels are passed over 32 bytes at a time (a UI frame is
    /// mostly opaque, so this scan is most of a passing verify's conversion), then pairs.
    static func unpremultiplyInPlace(_ words: UnsafeMutablePointer<UInt32>, _ count: Int, bytes raw: UnsafeMutablePointer<UInt8>) {
        guard UInt32(1).littleEndian == 1 else { return unpremultiply(UnsafePointer(words), count, into: raw) }
        #if !DEBUG
        let pairs = UnsafeRawPointer(words)
        let opaque = SIMD8<UInt32>(repeating: 0xFF00_0000)
        #endif
        var i = 0
        while i < count {
            // Not in a debug build (`swift test`): there SIMD8 and generic loads run as calls,
            // lane by lane, and the scan that saves a release build time made every
            // snapshot's conversion slow.
            #if !DEBUG
            if i &+ 8 <= count {
                let eight = pairs.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                // Eight opaque pixels are straight as stored, and so are eight clear ones (all
                // zero): a translucent screen's empty areas are runs of those.
                if eight & opaque == opaque || eight == .zero {
                    i &+= 8
                    continue
                }
            }
            if i + 1 < count, pairs.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self) & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 {
                i &+= 2
                continue
            }
            #else
            // There four opaque words at a time by plain subscripts, which stay inline.
            if i &+ 4 <= count, (words[i] & words[i &+ 1] & words[i &+ 2] & words[i &+ 3]) >> 24 == 255 {
                i &+= 4
                continue
            }
            #endif
            let p = words[i]
            if p >> 24 != 255 && p != 0 {
                let (r, g, b, a) = Pixel.unpremultiply(p)
                let k = i &* 4
                raw[k] = r; raw[k &+ 1] = g; raw[k &+ 2] = b; raw[k &+ 3] = a
            }
            i &+= 1
        }
    }

    /// Premultiplied words to straight R, G, B, A bytes.
    static func unpremultiply(_ src: UnsafePointer<UInt32>, _ count: Int, into raw: UnsafeMutablePointer<UInt8>) {
        let words = UnsafeMutableRawPointer(raw).bindMemory(to: UInt32.self, capacity: count)
        for i in 0..<count {
            let p = src[i]
            if p >> 24 == 255 || p == 0 {
                // Opaque: premultiplied equals straight; store the packed bytes R, G, B, A
                // (clear is all zeros either way).
                words[i] = p.littleEndian
            } else {
                let (r, g, b, a) = Pixel.unpremultiply(p)
                let k = i &* 4
                raw[k] = r; raw[k &+ 1] = g; raw[k &+ 2] = b; raw[k &+ 3] = a
            }
        }
    }

    /// The base layer as straight-alpha RGBA8 for the PNG encoder: each channel round(c·255/a).
    public func toImage() -> RGBAImage {
        // Every byte is written below, so the frame is never zero-filled first.
        let count = width * height
        let out: [UInt8] = withBasePixels { src in
            FrameMemory.bytes(count: count * 4) { (dst: UnsafeMutableBufferPointer<UInt8>) in
                // Raw pointers: a debug build (`swift test`) pays a call and a check per buffer
                // subscript, and this runs once per pixel of every render.
                guard let s = src.baseAddress, let raw = dst.baseAddress else { return }
                Self.unpremultiply(s, count, into: raw)
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}
