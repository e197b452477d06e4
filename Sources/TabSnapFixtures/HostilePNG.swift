import TabSnapPNG
/// PNG files built byte by byte for the decoder's budgets (issue 17): valid CRCs and zlib
/// streams, so only the property under test can be the reason for a refusal. No zlib needed:
/// image data is all zeros, written as fixed-Huffman deflate (a literal 0, then copies of 258
/// bytes at distance 1), which is also the classic decompression bomb (~160:1).
public enum HostilePNG {
    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// A whole file: signature, IHDR, `before` chunks, IDAT(s) of `idat`, `after` chunks, IEND.
    public static func file(width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 0, interlaced: Bool = false,
                            before: [[UInt8]] = [], idat: [UInt8], after: [[UInt8]] = []) -> [UInt8] {
        var ihdr = be32(UInt32(width)) + be32(UInt32(height))
        ihdr += [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0]
        var out = signature + chunk("IHDR", ihdr)
        for c in before { out += c }
        // IDAT in 1 MiB chunks, as encoders split it.
        var start = 0
        repeat {
            let end = min(idat.count, start + (1 << 20))
            out += chunk("IDAT", Array(idat[start..<end]))
            start = end
        } while start < idat.count
        for c in after { out += c }
        return out + chunk("IEND", [])
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    /// A chunk header declaring `length` bytes, followed by only `present` of them (no CRC):
    /// what a hostile 44-byte file looks like.
    public static func chunkHeader(_ type: String, length: UInt32, present: Int) -> [UInt8] {
        be32(length) + Array(type.utf8) + [UInt8](repeating: 0x41, count: present)
    }

    /// The filtered size of a non-interlaced image: each row's filter byte and packed samples.
    public static func filteredBytes(width: Int, height: Int, bitsPerPixel: Int) -> Int {
        height * (1 + (width * bitsPerPixel + 7) / 8)
    }

    /// A zlib stream inflating to `count` zero bytes (count >= 1) in about count / 159 bytes.
    public static func zeros(_ count: Int) -> [UInt8] {
        var w = BitWriter()
        w.bytes = [0x78, 0x01]
        w.write(0b011, 3)  // BFINAL=1, BTYPE=01 (fixed Huffman)
        w.code(0b0011_0000, 8)  // literal 0
        var copies = (count - 1) / 258
        // Eight 13-bit copies are 13 whole bytes once the writer is byte-aligned, so the body
        // of a large stream is one block repeated.
        while copies > 0 && w.pending != 0 { w.copy258(); copies -= 1 }
        if copies >= 8 {
            var block = BitWriter()
            for _ in 0..<8 { block.copy258() }
            let repeats = copies / 8
            w.bytes.reserveCapacity(w.bytes.count + repeats * 13 + 64)
            for _ in 0..<repeats { w.bytes += block.bytes }
            copies -= repeats * 8
        }
        for _ in 0..<copies { w.copy258() }
        for _ in 0..<((count - 1) % 258) { w.code(0b0011_0000, 8) }
        w.code(0, 7)  // end of block
        w.flush()
        // Adler-32 of zeros: a stays 1, b gains 1 per byte.
        return w.bytes + be32(UInt32(count % 65521) << 16 | 1)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)] }

    /// CRC-32 as PNG defines it (TabSnapPNG's, which also stamps references).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 { CRC32.of(bytes) }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
    struct BitWriter {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var pending = 0

        mutating func write(_ value: UInt32, _ bits: Int) {
            buffer |= value << UInt32(pending)
            pending += bits
            while pending >= 8 { bytes.append(UInt8(buffer & 0xFF)); buffer >>= 8; pending -= 8 }
        }

        mutating func code(_ code: UInt32, _ bits: Int) {
            var reversed: UInt32 = 0
            for i in 0..<bits where code & (1 << UInt32(i)) != 0 { reversed |= 1 << UInt32(bits - 1 - i) }
            write(reversed, bits)
        }

        /// Length 258 (code 285, no extra bits), distance 1 (code 0, no extra bits).
        mutating func copy258() { code(0b1100_0101, 8); code(0, 5) }

        mutating func flush() { if pending > 0 { write(0, 8 - pending) } }
    }
}
