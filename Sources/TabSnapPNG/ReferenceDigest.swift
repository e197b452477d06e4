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
        let text = Array("\(keyword)\u{0}pixels:\(pixels) idat:\(idat)".utf8)
        var chunk = bigEndian(UInt32(text.count)) + Array("tEXt".utf8) + text
        chunk += bigEndian(CRC32.of(chunk[4...]))
        var out = png
        out.insert(contentsOf: chunk, at: png.count - 12)  // IEND is the last 12 bytes
        return out
    }

    /// The pixel digest a reference carries, if its image data is still what was stamped.
    public static func trustedPixels(_ png: [UInt8]) -> String? {
        var i = 8, stamped: (pixels: String, idat: String)? = nil
        var idat = PixelDigest()
        var sawIDAT = false
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            let start = i + 8, end = start + length
            guard length >= 0, end + 4 <= png.count else { return nil }
            if type == "IDAT" {
                png.withUnsafeBufferPointer { idat.add(UnsafeBufferPointer(rebasing: $0[start..<end])) }
                sawIDAT = true
            } else if type == "tEXt", let fields = parse(png[start..<end]) {
                stamped = fields
            }
            i = end + 4
        }
        guard sawIDAT, let stamped, stamped.idat == idat.description else { return nil }
        return stamped.pixels
    }

    /// The digest of the IDAT chunks' data, in order.
    static func idatDigest(_ png: [UInt8]) -> String? {
        var i = 8, d = PixelDigest(), saw = false
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let start = i + 8, end = start + length
            guard end + 4 <= png.count else { return nil }
            if png[i + 4] == 0x49, png[i + 5] == 0x44, png[i + 6] == 0x41, png[i + 7] == 0x54 {  // IDAT
                png.withUnsafeBufferPointer { d.add(UnsafeBufferPointer(rebasing: $0[start..<end])) }
                saw = true
            }
            i = end + 4
        }
        return saw ? d.description : nil
    }

    static func parse(_ data: ArraySlice<UInt8>) -> (pixels: String, idat: String)? {
        let text = String(decoding: data, as: UTF8.self)
        guard text.hasPrefix(keyword + "\u{0}") else { return nil }
        let fields = text.dropFirst(keyword.count + 1).split(separator: " ")
        guard fields.count == 2, fields[0].hasPrefix("pixels:"), fields[1].hasPrefix("idat:") else { return nil }
        return (String(fields[0].dropFirst(7)), String(fields[1].dropFirst(5)))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
}

/// CRC-32 (ISO 3309, as PNG chunks use it).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func of<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 255)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
