import CTabSnapWebP
import TabSnapCore

/// Animated WebP (issue 14's animated preview, which browsers play in the HTML report): frames
/// stored lossless through libwebp, so the preview shows exactly the pixels of the frames, and
/// the same frames give the same bytes with the same libwebp.
public enum AnimatedWebP {
    public struct Frame: Equatable, Sendable {
        public var image: RGBAImage
        /// How long the frame shows, in milliseconds (at least 1).
        public var durationMs: Int

        public init(_ image: RGBAImage, durationMs: Int) {
            self.image = image
            self.durationMs = durationMs
        }
    }

    public struct Error: Swift.Error, CustomStringConvertible {
        public let description: String
    }

    /// Frames past this many, or larger than this many pixels in all, are refused.
    public static let maxFrames = 2_000
    public static let maxTotalPixels = 1 << 28

    /// `loopCount` 0 loops forever. Every frame must have the first one's size.
    public static func encode(_ frames: [Frame], loopCount: Int = 0) throws(Error) -> [UInt8] {
        guard let first = frames.first else { throw Error(description: "an animation needs at least one frame") }
        let (w, h) = (first.image.width, first.image.height)
        for (i, f) in frames.enumerated() where f.image.width != w || f.image.height != h {
            throw Error(description: "frame \(i + 1) is \(f.image.width)x\(f.image.height), the first is \(w)x\(h): every frame must be the same size")
        }
        try check(width: w, height: h, count: frames.count)
        var message = [CChar](repeating: 0, count: Int(TSW_MESSAGE_SIZE))
        guard let encoder = tsw_encoder_new(Int32(w), Int32(h), Int32(clamping: loopCount), &message) else {
            throw Error(description: "WebP encoding failed: \(text(message))")
        }
        // Frame by frame: the frames are never copied into one buffer.
        for f in frames {
            let code = f.image.pixels.withUnsafeBufferPointer {
                tsw_encoder_add(encoder, $0.baseAddress, Int32(clamping: max(1, f.durationMs)), &message)
            }
            if code != 0 { break }
        }
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        guard tsw_encoder_finish(encoder, &out, &size, &message) == 0, let out else {
            throw Error(description: "WebP encoding failed: \(text(message))")
        }
        defer { tsw_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// The frames as a viewer shows them (each composited onto the canvas), with durations; the
    /// sizes are checked before any frame memory is taken.
    public static func decode(_ data: [UInt8]) throws(Error) -> (frames: [Frame], loopCount: Int) {
        var message = [CChar](repeating: 0, count: Int(TSW_MESSAGE_SIZE))
        let anim = data.withUnsafeBufferPointer { tsw_open($0.baseAddress, $0.count, &message) }
        guard let anim else { throw Error(description: text(message)) }
        defer { tsw_close(anim) }
        let (w, h, n) = (Int(tsw_width(anim)), Int(tsw_height(anim)), Int(tsw_frame_count(anim)))
        try check(width: w, height: h, count: n)
        var frames: [Frame] = []
        var previous: Int32 = 0
        for i in 0..<n {
            var ts: Int32 = 0
            var ok: Int32 = -1
            let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buf, count in
                ok = tsw_next(anim, buf.baseAddress, &ts)
                if ok != 0 { buf.initialize(repeating: 0) }
                count = w * h * 4
            }
            guard ok == 0 else { throw Error(description: "frame \(i + 1) of \(n) is damaged") }
            frames.append(Frame(RGBAImage(width: w, height: h, pixels: pixels), durationMs: Int(ts - previous)))
            previous = ts
        }
        return (frames, Int(tsw_loop_count(anim)))
    }

    static func check(width: Int, height: Int, count: Int) throws(Error) {
        guard width > 0, height > 0, width <= 16383, height <= 16383 else {
            throw Error(description: "a WebP frame is 1 to 16383 pixels a side, not \(width)x\(height)")
        }
        guard count > 0, count <= maxFrames else { throw Error(description: "\(count) frames: 1 to \(maxFrames) are accepted") }
        guard width * height * count <= maxTotalPixels else {
            throw Error(description: "\(count) frames of \(width)x\(height) are over the \(maxTotalPixels)-pixel budget")
        }
    }

    static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
