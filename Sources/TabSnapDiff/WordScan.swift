#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The first index in `from..<to` where the two word buffers differ (`to` when none does).
/// Eight pixels per step: most of a screen is unchanged, and this is where it is skipped.
@inline(__always)
func firstDifference(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, from: Int, to: Int) -> Int {
    var i = from
    // libc's memcmp passes equal 1 KiB at memory speed (its widest vector loads; the loop
    // below compiles to one 8-byte compare at a time, and an unoptimised build makes each load
    // a call), and the loops below then find the word in the chunk that differs.
    while i + 256 <= to && memcmp(a + i, b + i, 1024) == 0 { i += 256 }
    let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
    while i + 8 <= to {
        let o = i * 4
        let x = (ra.loadUnaligned(fromByteOffset: o, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: o, as: UInt64.self))
            | (ra.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self))
            | (ra.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self))
            | (ra.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self))
        if x != 0 { break }
        i += 8
    }
    while i < to && a[i] == b[i] { i += 1 }
    return i
}
