import TabSnapCore

/// What a reference written by TabSnap says about its pixels, so a passing verify need not
/// decode it: a tEXt chunk `TabSnap-Digest` holding `pixels:<digest> idat:<digest>`. The pixel
/// digest is trusted only while the file's image data still has the IDAT digest it was written
/// with; an edited, re-encoded or foreign file falls back to decoding.
public enum ReferenceDigest {
    static let keyword = "TabSnap-Digest"

    /// `png` (as the encoder wrote it) with the digest chunk inserted before IEND.
    public static func stamp(_ png: [UInt8], pixels: PixelDigest) -> [UInt8] {
        guard let idat = idatDigest(png), png.count >= 12 else { return png }
        var out = png
        // IEND is the last 12 bytes.
        out.insert(contentsOf: PNGChunks.make("tEXt", Array("\(keyword)\u{0}pixels:\(pixels) idat:\(idat)".utf8)), at: png.count - 12)
        return out
    }

    /// The pixel digest a reference carries, if its image data is still what was stamped.
    public static func trustedPixels(_ png: [UInt8]) -> String? {
        guard let (idat, stamped) = read(png), let stamped, stamped.idat == idat else { return nil }
        return stamped.pixels
    }

    /// The digest of the IDAT chunks' data, in order.
    static func idatDigest(_ png: [UInt8]) -> String? { read(png)?.idat }

    /// One walk over the chunks: the IDAT data's digest and the stamp, if any; nil for a file
    /// without image data or whose chunks run past its end.
    static func read(_ png: [UInt8]) -> (idat: String, stamp: (pixels: String, idat: String)?)? {
        let (chunks, _, truncated) = PNGChunks.walk(png)
        guard !truncated else { return nil }
        var digest = PixelDigest(), sawIDAT = false
        var stamp: (pixels: String, idat: String)? = nil
        for chunk in chunks {
            switch chunk.type {
            case "IDAT":
                png.withUnsafeBufferPointer { digest.add(UnsafeBufferPointer(rebasing: $0[chunk.data])) }
                sawIDAT = true
            case "tEXt":
                stamp = parse(png[chunk.data]) ?? stamp
            default: break
            }
        }
        return sawIDAT ? (digest.description, stamp) : nil
    }

    static func parse(_ data: ArraySlice<UInt8>) -> (pixels: String, idat: String)? {
        let text = String(decoding: data, as: UTF8.self)
        guard text.hasPrefix(keyword + "\u{0}") else { return nil }
        let fields = text.dropFirst(keyword.count + 1).split(separator: " ")
        guard fields.count == 2, fields[0].hasPrefix("pixels:"), fields[1].hasPrefix("idat:") else { return nil }
        return (String(fields[0].dropFirst(7)), String(fields[1].dropFirst(5)))
    }

}
