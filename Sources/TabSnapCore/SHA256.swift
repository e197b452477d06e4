import CTabSnapSystem

/// SHA-256 (FIPS 180-4), small and dependency-free: the block function is C
/// (`tabsnap_sha256_blocks`), the padding and buffering here.
///
/// Used for pixel fingerprints in tests and content-addressed artifact names; Foundation on
/// Linux has no CryptoKit, and pulling swift-crypto in for one hash would slow every build.
public struct SHA256: Sendable {
    private var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    private var block = [UInt8](repeating: 0, count: 64)
    private var blockCount = 0
    private var totalBytes: UInt64 = 0

    public init() {}

    public mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        if let done = bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) { return done }
        update(Array(bytes))
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    private mutating func update(_ buf: UnsafeRawBufferPointer) {
        var i = 0
        // Fill a partial block first, then hash whole blocks straight from the input.
        while i < buf.count && blockCount != 0 {
            block[blockCount] = buf[i]; blockCount += 1; i += 1
            if blockCount == 64 { compressBlock(); blockCount = 0 }
        }
        let whole = (buf.count - i) / 64
        if whole > 0, let base = buf.baseAddress {
            h.withUnsafeMutableBufferPointer { state in
                tabsnap_sha256_blocks(state.baseAddress!, base.assumingMemoryBound(to: UInt8.self) + i, whole)
            }
            i += whole * 64
        }
        while i < buf.count { block[blockCount] = buf[i]; blockCount += 1; i += 1 }
        totalBytes &+= UInt64(buf.count)
    }

    private mutating func compressBlock() {
        block.withUnsafeBufferPointer { b in
            h.withUnsafeMutableBufferPointer { state in tabsnap_sha256_blocks(state.baseAddress!, b.baseAddress!, 1) }
        }
    }

    public mutating func finalize() -> [UInt8] {
        let bitLength = totalBytes &* 8
        var pad: [UInt8] = [0x80]
        let used = (blockCount + 1) % 64
        pad += [UInt8](repeating: 0, count: used <= 56 ? 56 - used : 120 - used)
        for i in (0..<8).reversed() { pad.append(UInt8(truncatingIfNeeded: bitLength >> (UInt64(i) * 8))) }
        let saved = totalBytes
        update(pad)
        totalBytes = saved
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for v in h {
            out += [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
        }
        return out
    }

    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var s = SHA256()
        s.update(bytes)
        return s.finalize()
    }

    public static func hex(_ bytes: [UInt8]) -> String {
        hash(bytes).map { b in
            let digits: [Character] = Array("0123456789abcdef")
            return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
        }.joined()
    }
}
