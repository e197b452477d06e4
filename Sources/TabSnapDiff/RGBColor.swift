/// An opaque colour used to mark pixels in the diff image.
public struct RGBColor: Sendable, Hashable, Codable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r; self.g = g; self.b = b
    }

    /// The pixel as it sits in memory (R, G, B, 255), read as one native word.
    var word: UInt32 {
        (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000).littleEndian
    }
}
