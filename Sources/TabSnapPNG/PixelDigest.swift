import TabSnapCore

/// A 128-bit digest of bytes, eight at a time in two lanes (rotate, multiply), fast enough that
/// hashing a rendered frame costs less than decoding its reference. Not for adversaries: it tells
/// an unchanged snapshot from a changed one, and a reference's own IDAT digest tells an edited
/// file from the one TabSnap wrote.
public struct PixelDigest: Hashable, Sendable, CustomStringConvertible {
    var a: UInt64 = 0x243F_6A88_85A3_08D3
    var b: UInt64 = 0x1319_8A2E_0370_7344

    public init() {}

    /// The digest of an image: its size and its RGBA bytes.
    public init(_ image: RGBAImage) {
        add(UInt64(image.width) << 32 | UInt64(image.height))
        image.pixels.withUnsafeBufferPointer { add($0) }
    }

    public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let words = bytes.count / 8
        var i = 0
        while i < words {
            add(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i &* 8, as: UInt64.self)))
            i &+= 1
        }
        var tail: UInt64 = UInt64(bytes.count & 7) << 56
        for j in (words * 8)..<bytes.count { tail |= UInt64(base[j]) << (UInt64(j - words * 8) * 8) }
        add(tail)
    }

    @inline(__always)
    mutating func add(_ w: UInt64) {
        a = ((a ^ w) << 29 | (a ^ w) >> 35) &* 0x9E37_79B9_7F4A_7C15
        b = ((b &+ w) << 23 | (b &+ w) >> 41) &* 0xC2B2_AE3D_27D4_EB4F
    }

    /// 32 hex digits.
    public var description: String {
        func hex(_ v: UInt64) -> String { let s = String(v, radix: 16); return String(repeating: "0", count: 16 - s.count) + s }
        return hex(a) + hex(b)
    }
}
