/// A PNG's chunks as byte ranges, and a chunk made from its type and data: what the digest
/// stamp and `repack` read and write around libpng (which frames everything the encoder writes).
public struct PNGChunk: Sendable {
    public let type: String
    /// The whole chunk: length, type, data and CRC.
    public let range: Range<Int>
    /// The data alone.
    public var data: Range<Int> { (range.lowerBound + 8)..<(range.upperBound - 4) }

    /// Whether the stored CRC matches the type and data (worked out only when asked: a passing
    /// verify walks every reference's chunks and needs no CRC).
    public func crcMatches(in png: [UInt8]) -> Bool {
        let end = range.upperBound
        let stored = UInt32(png[end - 4]) << 24 | UInt32(png[end - 3]) << 16 | UInt32(png[end - 2]) << 8 | UInt32(png[end - 1])
        return CRC32.of(png[(range.lowerBound + 4)..<(end - 4)]) == stored
    }
}

public enum PNGChunks {
    /// The chunks after the signature, up to and including IEND; `trailing` counts the bytes
    /// left after them (after IEND, or too few for a chunk), `truncated` says a chunk's length
    /// ran past the end of the data (the walk stops there).
    public static func walk(_ png: [UInt8]) -> (chunks: [PNGChunk], trailing: Int, truncated: Bool) {
        var chunks: [PNGChunk] = [], i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let end = i + 12 + length
            guard end <= png.count else { return (chunks, 0, true) }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: Unicode.ASCII.self)
            chunks.append(PNGChunk(type: type, range: i..<end))
            i = end
            if type == "IEND" { break }
        }
        return (chunks, png.count - i, false)
    }

    /// A whole chunk: big-endian length, type, data, CRC of type and data.
    public static func make(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(CRC32.of(body))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
}
