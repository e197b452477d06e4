import CTabSnapPNG
import TabSnapCore

/// A 128-bit digest of bytes, 32 at a time in four independent lanes (rotate, multiply) folded
/// into two, fast enough that hashing a rendered frame costs less than decoding its reference.
/// Not for adversaries: it tells an unchanged snapshot from a changed one, and a reference's own
/// IDAT digest tells an edited file from the one TabSnap wrote.
///
/// Four lanes because one multiply chain waits on the previous multiply: with two, hashing was
/// a quarter of a passing verify. A stamp written by the two-lane version no longer matches its
/// file's IDAT digest, so such a reference is simply decoded, as an unstamped one is.
public struct PixelDigest: Hashable, Sendable, CustomStringConvertible {
    var l0: UInt64 = 0x243F_6A88_85A3_08D3
    var l1: UInt64 = 0x1319_8A2E_0370_7344
    var l2: UInt64 = 0xA409_3822_299F_31D0
    var l3: UInt64 = 0x082E_FA98_EC4E_6C89

    static let k0: UInt64 = 0x9E37_79B9_7F4A_7C15, k1: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let k2: UInt64 = 0x1656_67B1_9E37_79F9, k3: UInt64 = 0x85EB_CA77_C2B2_AE63

    public init() {}

    /// The digest of an image: its size and its RGBA bytes.
    public init(_ image: RGBAImage) {
        add(UInt64(image.width) << 32 | UInt64(image.height))
        image.pixels.withUnsafeBufferPointer { add($0) }
    }

    @inline(__always) static func step(_ lane: UInt64, _ w: UInt64, _ r: UInt64, _ k: UInt64) -> UInt64 {
        let x = lane ^ w
        return (x << r | x >> (64 - r)) &* k
    }

    public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let words = bytes.count / 8
        var i = words / 4 * 4
        addBlocks(UnsafeBufferPointer(start: base, count: i * 8))
        while i < words {
            add(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i &* 8, as: UInt64.self)))
            i &+= 1
        }
        var tail: UInt64 = UInt64(bytes.count & 7) << 56
        for j in (words * 8)..<bytes.count { tail |= UInt64(base[j]) << (UInt64(j - words * 8) * 8) }
        add(tail)
    }

    /// Whole 32-byte blocks through the four lanes, no tail: `count` must be a multiple of 32.
    /// `add(_:)` over bytes is these blocks, then the leftover words and the tail.
    mutating func addBlocks(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        // In C (`tsp_digest_blocks`, the same steps): a debug build compiles it optimised, where
        // in Swift hashing every rendered frame costs a seventh of a debug `swift test` snapshot.
        var lanes = (l0, l1, l2, l3)
        withUnsafeMutableBytes(of: &lanes) { tsp_digest_blocks($0.baseAddress!.assumingMemoryBound(to: UInt64.self), base, bytes.count) }
        (l0, l1, l2, l3) = lanes
    }

    /// `addBlocks` while every pixel is opaque (the blocks starting on a pixel): stops before
    /// the first block holding a translucent pixel and returns the bytes it took.
    mutating func addOpaqueBlocks(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var lanes = (l0, l1, l2, l3)
        let taken = withUnsafeMutableBytes(of: &lanes) {
            tsp_digest_blocks_opaque($0.baseAddress!.assumingMemoryBound(to: UInt64.self), base, bytes.count)
        }
        (l0, l1, l2, l3) = lanes
        return taken
    }

    /// The same steps in Swift, which the C loop must equal (`PixelDigestTests`).
    static func swiftBlocks(_ lanes: (UInt64, UInt64, UInt64, UInt64), _ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64, UInt64) {
        guard let base = bytes.baseAddress else { return lanes }
        let raw = UnsafeRawPointer(base)
        var (a, b, c, d) = lanes
        var o = 0
        while o &+ 32 <= bytes.count {
            a = Self.step(a, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o, as: UInt64.self)), 29, Self.k0)
            b = Self.step(b, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o &+ 8, as: UInt64.self)), 23, Self.k1)
            c = Self.step(c, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o &+ 16, as: UInt64.self)), 31, Self.k2)
            d = Self.step(d, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o &+ 24, as: UInt64.self)), 27, Self.k3)
            o &+= 32
        }
        return (a, b, c, d)
    }

    /// One word into the first two lanes (sizes, leftover words, the tail).
    @inline(__always)
    mutating func add(_ w: UInt64) {
        l0 = Self.step(l0, w, 29, Self.k0)
        l1 = Self.step(l1, w, 23, Self.k2)
    }

    /// 32 hex digits: the four lanes folded into two, each mixed with the other pair.
    public var description: String {
        func mix(_ x: UInt64) -> UInt64 {
            var z = x
            z = (z ^ (z >> 33)) &* 0xFF51_AFD7_ED55_8CCD
            z = (z ^ (z >> 33)) &* 0xC4CE_B9FE_1A85_EC53
            return z ^ (z >> 33)
        }
        let a = mix(l0 ^ (l2 << 17 | l2 >> 47)), b = mix(l1 ^ (l3 << 41 | l3 >> 23) ^ a)
        func hex(_ v: UInt64) -> String { let s = String(v, radix: 16); return String(repeating: "0", count: 16 - s.count) + s }
        return hex(a) + hex(b)
    }
}
