#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
/// Draws the diff image's background: the first image as grey, faded towards white.
/// Screens hold few colours, so a small direct-mapped cache of word → faded word skips nearly
/// all the floating-point maths (and its division) without changing a single result.
struct Fader {
    static let cacheSize = 256
    let alpha: Double
    /// `cacheSize` entries of (pixel word << 32 | faded word), owned by the caller.
    private let cache: UnsafeMutablePointer<UInt64>

    /// `cache` must hold `cacheSize` entries; they are initialised here.
    init(alpha: Double, cache: UnsafeMutablePointer<UInt64>) {
        self.alpha = alpha
        self.cache = cache
        cache.initialize(repeating: UInt64(Self.fade(0, alpha: alpha)), count: Self.cacheSize)  // every slot: word 0
    }

    /// The faded grey of one pixel, both as native words holding R, G, B, A bytes.
    @inline(__always)
    func callAsFunction(_ word: UInt32) -> UInt32 {
        let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 24)
        let entry = cache[slot]
        if UInt32(truncatingIfNeeded: entry >> 32) == word { return UInt32(truncatingIfNeeded: entry) }
        let faded = Self.fade(word, alpha: alpha)
        cache[slot] = UInt64(word) << 32 | UInt64(faded)
        return faded
    }

    /// Fades pixels `range` of `src` into `dst`, eight at a time: a block of one colour (most
    /// of a screen) is one lookup and four stores; any other block is eight independent
    /// lookups whose cache hits the branch predictor gets right, unlike run boundaries.
    @inline(__always)
    func fill(_ dst: UnsafeMutablePointer<UInt32>, from src: UnsafePointer<UInt32>, _ range: Range<Int>,
              libcRuns: Bool = Fader.libcRuns) {
        var i = range.lowerBound
        let end = range.upperBound
        // Unoptimised (`swift test`), each generic load and store of the block loop is a call,
        // eight a block: there libc's memcmp finds a run of one colour (the words equal their
        // neighbours) and memcpy copies its faded word out by doubling. The same words either
        // way; tests run both.
        if libcRuns { fillByLibc(dst, from: src, &i, end) }
        let rawSrc = UnsafeRawPointer(src), rawDst = UnsafeMutableRawPointer(dst)
        @inline(__always) func uniform(_ o: Int, _ run: UInt64) -> Bool {
            (rawSrc.loadUnaligned(fromByteOffset: o, as: UInt64.self) ^ run)
                | (rawSrc.loadUnaligned(fromByteOffset: o &+ 8, as: UInt64.self) ^ run)
                | (rawSrc.loadUnaligned(fromByteOffset: o &+ 16, as: UInt64.self) ^ run)
                | (rawSrc.loadUnaligned(fromByteOffset: o &+ 24, as: UInt64.self) ^ run) == 0
        }
        while i &+ 8 <= end {
            let word = src[i]
            let run = UInt64(word) | UInt64(word) << 32
            if uniform(i &* 4, run) {
                let faded = UInt64(self(word))
                let out = faded | faded << 32
                // The run goes on block after block with no further lookups.
                repeat {
                    for k in 0..<4 { rawDst.storeBytes(of: out, toByteOffset: i &* 4 &+ k &* 8, as: UInt64.self) }
                    i &+= 8
                } while i &+ 8 <= end && uniform(i &* 4, run)
            } else {
                for k in i..<(i &+ 8) { dst[k] = self(src[k]) }
                i &+= 8
            }
        }
        while i < end { dst[i] = self(src[i]); i &+= 1 }
    }

    #if DEBUG
    static let libcRuns = true
    #else
    static let libcRuns = false
    #endif

    /// `fill`'s debug way over whole blocks of eight from `i`, which it advances.
    private func fillByLibc(_ dst: UnsafeMutablePointer<UInt32>, from src: UnsafePointer<UInt32>, _ i: inout Int, _ end: Int) {
        while i &+ 8 <= end {
            let word = src[i]
            var n = 0
            while i &+ n &+ 256 <= end && memcmp(src + i + n, src + i + n + 1, 255 * 4) == 0 && (n == 0 || src[i + n] == word) { n &+= 256 }
            while i &+ n &+ 8 <= end && memcmp(src + i + n, src + i + n + 1, 7 * 4) == 0 && (n == 0 || src[i + n] == word) { n &+= 8 }
            if n == 0 {
                var k = i
                while k < i &+ 8 { dst[k] = self(src[k]); k &+= 1 }
                i &+= 8
                continue
            }
            dst[i] = self(word)
            var done = 1
            while done < n { let c = min(done, n &- done); memcpy(dst + i + done, dst + i, c * 4); done &+= c }
            i &+= n
        }
    }

    static func fade(_ word: UInt32, alpha: Double) -> UInt32 {
        let v = UInt32(littleEndian: word)
        let gray = YIQ.fadedGray(UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8),
                                 UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24), alpha: alpha)
        return (UInt32(gray) * 0x01_0101 | 0xFF00_0000).littleEndian
    }
}
