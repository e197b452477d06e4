import TabSnapCore

/// Writing a PNG again with the `small` profile, its pixels and text kept exactly
/// (`tabsnap repack`): references recorded by an older encoder shrink without a new recording.
/// Only what the encoder writes itself is accepted, so nothing a file says is dropped.
public enum PNGRepack {
    public enum Outcome: Equatable, Sendable {
        /// The smaller file; the caller writes it.
        case repacked(before: Int, after: Int)
        /// Left as it is, and why.
        case kept(before: Int, reason: String)
    }

    /// Chunks the `small` encoder writes again from what it decodes; a file with any other
    /// (gAMA, iCCP, zTXt, …) is kept, since re-encoding would lose it.
    static let rewritten: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT", "IEND", "tEXt"]

    /// The new bytes (nil when the file is kept) and what happened. Throws for a file that is
    /// not a readable PNG, and if the new bytes would not decode to the same pixels and text.
    public static func repack(_ png: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> (bytes: [UInt8]?, outcome: Outcome) {
        let decoded = try PNGDecoder.decode(png, limits: limits)
        if decoded.header.bitDepth == 16 {
            return (nil, .kept(before: png.count, reason: "16 bits per channel; the small profile writes 8"))
        }
        if let other = chunkTypes(png).first(where: { !rewritten.contains($0) }) {
            return (nil, .kept(before: png.count, reason: "it has a \(EscapedControls.escaped(other)) chunk, which repacking would drop"))
        }
        // A digest stamp is made again for the new image data; any other text is kept in order.
        let stamped = decoded.text.contains { $0.key == ReferenceDigest.keyword }
        let text = decoded.text.filter { $0.key != ReferenceDigest.keyword }
        var bytes = try PNGEncoder.encode(decoded.image, profile: .small, text: text)
        if stamped { bytes = ReferenceDigest.stamp(bytes, pixels: PixelDigest(decoded.image)) }
        let check = try PNGDecoder.decode(bytes, limits: limits)
        let keptText = check.text.filter { $0.key != ReferenceDigest.keyword }
        guard check.image.width == decoded.image.width, check.image.height == decoded.image.height,
              check.image.pixels == decoded.image.pixels,
              keptText.map(\.key) == text.map(\.key), keptText.map(\.value) == text.map(\.value),
              !stamped || ReferenceDigest.trustedPixels(bytes) == PixelDigest(decoded.image).description
        else { throw .encodeFailed("the re-encoded file would not give the same pixels and text; kept") }
        guard bytes.count < png.count else {
            return (nil, .kept(before: png.count, reason: "already as small (re-encoded: \(bytes.count) bytes)"))
        }
        return (bytes, .repacked(before: png.count, after: bytes.count))
    }

    /// The chunk types in file order (the decoder has already checked that they are whole).
    static func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = [], i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            types.append(String(decoding: png[(i + 4)..<(i + 8)], as: Unicode.ASCII.self))
            i += 12 + length
        }
        return types
    }
}
