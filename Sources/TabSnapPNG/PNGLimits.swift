#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What decoding one PNG may cost, checked from its header and chunk headers before any memory
/// is allocated for pixels or chunks. The defaults sit far above real snapshots and images.
public struct PNGLimits: Equatable, Sendable {
    public var maxWidth: Int
    public var maxHeight: Int
    /// Pixels per image: the decoded-bytes budget, 4 bytes each (2^26 = 256 MiB of RGBA).
    public var maxPixels: Int
    /// Every chunk but the image data together, as stored (text, iCCP, sPLT, unknown chunks).
    public var maxMetadataBytes: Int
    /// tEXt, zTXt and iTXt together as stored; also the most one of them may inflate to.
    public var maxTextBytes: Int

    public init(maxWidth: Int = 16384, maxHeight: Int = 16384, maxPixels: Int = 1 << 26,
                maxMetadataBytes: Int = 8 << 20, maxTextBytes: Int = 1 << 20) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxMetadataBytes = maxMetadataBytes
        self.maxTextBytes = maxTextBytes
    }

    /// The built-in limits, with `maxPixels` taken from `TABSNAP_PNG_MAX_PIXELS` when set: the
    /// one a CLI user may need to raise (a huge reference or `Image file:`), without code.
    public static let `default` = PNGLimits(environment: getenv(pixelsVariable).map { String(cString: $0) })

    public static let pixelsVariable = "TABSNAP_PNG_MAX_PIXELS"

    init(environment pixels: String?) {
        self.init()
        if let pixels, let n = Int(pixels), n > 0 { maxPixels = n }
    }

    /// `1 GiB`, `256 MiB`, `12.5 MiB`, `4000 bytes`: sizes in limit messages.
    /// Whether an image of this size is within the limits (what a decode, a diff's canvas or a
    /// frame strip may be).
    public func allows(width: Int, height: Int) -> Bool {
        width <= maxWidth && height <= maxHeight && width * height <= maxPixels
    }

    static func mebibytes(_ bytes: Int) -> String {
        if bytes < 1 << 20 { return "\(bytes) bytes" }
        if bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        let tenths = Int((Double(bytes) / Double(1 << 20) * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }
}
