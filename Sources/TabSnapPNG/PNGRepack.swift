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

    /// Chunks the `small` encoder writes again (tEXt copied byte for byte); a file with any
    /// other (gAMA, iCCP, zTXt, …) is kept, since re-encoding would lose it.
    static let rewritten: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT", "IEND", "tEXt"]

    /// The new bytes (nil when the file is kept) and what happened. Throws for a file that is
    /// not a readable PNG, and if the new bytes would not decode to the same pixels and carry
    /// the same text chunks.
    public static func repack(_ png: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> (bytes: [UInt8]?, outcome: Outcome) {
        let decoded = try PNGDecoder.decode(png, limits: limits)
        func kept(_ reason: String) -> (bytes: [UInt8]?, outcome: Outcome) { (nil, .kept(before: png.count, reason: reason)) }
        if decoded.header.bitDepth == 16 { return kept("16 bits per channel; the small profile writes 8") }
        let (chunks, trailing, _) = PNGChunks.walk(png)
        if let other = chunks.first(where: { !rewritten.contains($0.type) }) {
            return kept("it has a \(EscapedControls.escaped(other.type)) chunk, which repacking would drop")
        }
        if trailing > 0 { return kept("it has \(trailing) bytes after IEND, which repacking would drop") }
        // The decoder skips a text chunk whose CRC is wrong; copying it would keep a broken chunk.
        if chunks.contains(where: { $0.type == "tEXt" && !$0.crcMatches(in: png) }) {
            return kept("a tEXt chunk's CRC is wrong")
        }
        // Text goes over as the file's own chunks, byte for byte (not decoded and encoded again,
        // which could change their encoding or lose some); a digest stamp is made again for the
        // new image data.
        let text = textChunks(png, chunks)
        let stamped = chunks.contains { $0.type == "tEXt" && isDigest(png, $0) }
        var bytes = insertBeforeImageData(text.flatMap { $0 }, into: try PNGEncoder.encode(decoded.image, profile: .small))
        if stamped { bytes = ReferenceDigest.stamp(bytes, pixels: PixelDigest(decoded.image)) }
        let check = try PNGDecoder.decode(bytes, limits: limits)
        guard check.image.width == decoded.image.width, check.image.height == decoded.image.height,
              check.image.pixels == decoded.image.pixels,
              textChunks(bytes, PNGChunks.walk(bytes).chunks) == text,
              !stamped || ReferenceDigest.trustedPixels(bytes) == PixelDigest(decoded.image).description
        else { throw .encodeFailed("the re-encoded file would not give the same pixels and text; kept") }
        guard bytes.count < png.count else { return kept("already as small (re-encoded: \(bytes.count) bytes)") }
        return (bytes, .repacked(before: png.count, after: bytes.count))
    }

    /// The file with a digest stamp for its own image data and its pixels, nothing else changed:
    /// its IDAT chunks, every other chunk and so every pixel stay byte for byte, so a passing
    /// verify need not decode it (`ReferenceDigest`). A stale stamp (of other image data, or
    /// written by an older digest) is replaced; a file already stamped for its data is kept.
    public static func stamp(_ png: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> (bytes: [UInt8]?, outcome: Outcome) {
        let decoded = try PNGDecoder.decode(png, limits: limits)
        let pixels = PixelDigest(decoded.image).description
        if ReferenceDigest.trustedPixels(png) == pixels { return (nil, .kept(before: png.count, reason: "already stamped")) }
        let (chunks, trailing, truncated) = PNGChunks.walk(png)
        guard !truncated, trailing == 0, let last = chunks.last, last.type == "IEND" else {
            return (nil, .kept(before: png.count, reason: "its chunks do not end with IEND"))
        }
        // Without the old stamp, whole chunks (length, type, data, CRC) in file order.
        var bytes = Array(png[..<8])
        for chunk in chunks where !(chunk.type == "tEXt" && isDigest(png, chunk)) {
            bytes += png[chunk.range]
        }
        bytes = ReferenceDigest.stamp(bytes, pixels: PixelDigest(decoded.image))
        let check = try PNGDecoder.decode(bytes, limits: limits)
        guard check.image.pixels == decoded.image.pixels, ReferenceDigest.trustedPixels(bytes) == pixels else {
            throw .encodeFailed("the stamped file would not carry a digest its own pixels match; kept")
        }
        return (bytes, .repacked(before: png.count, after: bytes.count))
    }

    static func isDigest(_ png: [UInt8], _ chunk: PNGChunk) -> Bool {
        png[chunk.data].starts(with: Array((ReferenceDigest.keyword + "\u{0}").utf8))
    }

    /// The tEXt chunks other than a digest stamp, whole, in file order.
    static func textChunks(_ png: [UInt8], _ chunks: [PNGChunk]) -> [[UInt8]] {
        chunks.filter { $0.type == "tEXt" && !isDigest(png, $0) }.map { Array(png[$0.range]) }
    }

    /// `chunks` inserted before the first IDAT of `png` (where the encoder puts its own text).
    static func insertBeforeImageData(_ chunks: [UInt8], into png: [UInt8]) -> [UInt8] {
        guard !chunks.isEmpty, let idat = PNGChunks.walk(png).chunks.first(where: { $0.type == "IDAT" }) else { return png }
        var out = png
        out.insert(contentsOf: chunks, at: idat.range.lowerBound)
        return out
    }
}
