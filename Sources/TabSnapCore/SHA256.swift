/// SHA-256 (FIPS 180-4), small and dependency-free.
///
/// Used for pixel fingerprints in tests and content-addressed artifact names; Foundation on
/// Linux has no CryptoKit, and pulling swift-crypto in for one hash would slow every build.
public struct SHA256: Sendable {
    private var h: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    private var block = [UInt8](repeating: 0, count: 64)
    private var blockCount = 0
    private var totalBytes: UInt64 = 0

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    public init() {}

    public mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        for b in bytes {
            block[blockCount] = b
            blockCount += 1
            if blockCount == 64 { compress(); blockCount = 0 }
        }
        totalBytes &+= UInt64(bytes.count)
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buf in
            var i = 0
            // Fill a partial block first, then compress whole blocks straight from the input.
            while i < buf.count && blockCount != 0 {
                block[blockCount] = buf[i]; blockCount += 1; i += 1
                if blockCount == 64 { compress(); blockCount = 0 }
            }
            while buf.count - i >= 64 {
                for j in 0..<64 { block[j] = buf[i + j] }
                compress()
                i += 64
            }
            while i < buf.count { block[blockCount] = buf[i]; blockCount += 1; i += 1 }
        }
        totalBytes &+= UInt64(bytes.count)
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
        for v in [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7] {
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

    @inline(__always) private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }

    private mutating func compress() {
        var w = [UInt32](repeating: 0, count: 64)
        for i in 0..<16 {
            w[i] = UInt32(block[i * 4]) << 24 | UInt32(block[i * 4 + 1]) << 16 | UInt32(block[i * 4 + 2]) << 8 | UInt32(block[i * 4 + 3])
        }
        for i in 16..<64 {
            let s0 = Self.rotr(w[i - 15], 7) ^ Self.rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
            let s1 = Self.rotr(w[i - 2], 17) ^ Self.rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, hh) = h
        for i in 0..<64 {
            let s1 = Self.rotr(e, 6) ^ Self.rotr(e, 11) ^ Self.rotr(e, 25)
            let ch = (e & f) ^ (~e & g)
            let t1 = hh &+ s1 &+ ch &+ Self.k[i] &+ w[i]
            let s0 = Self.rotr(a, 2) ^ Self.rotr(a, 13) ^ Self.rotr(a, 22)
            let maj = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ maj
            hh = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
        }
        h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
    }
}
