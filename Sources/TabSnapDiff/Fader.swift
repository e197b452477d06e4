/// Draws the diff image's background: the first image as grey, faded towards white.
/// Screens hold few colours, so a small direct-mapped cache of word → faded word skips nearly
/// all the floating-point maths (and its division) without changing a single result.
struct Fader {
    static let cacheSize = 256
    let alpha: Double
    /// `cacheSize` entries of (pixel word << 32 | faded word), owned by the caller.
    private let cache: UnsafeMutablePointer<UInt64>
    private var lastIn: UInt32
    private var lastOut: UInt32

    /// `cache` must hold `cacheSize` entries; they are initialised here.
    init(alpha: Double, cache: UnsafeMutablePointer<UInt64>) {
        self.alpha = alpha
        self.cache = cache
        lastIn = 0
        lastOut = Self.fade(0, alpha: alpha)
        cache.initialize(repeating: UInt64(lastOut), count: Self.cacheSize)  // every slot: word 0
    }

    /// The faded grey of one pixel, both as native words holding R, G, B, A bytes.
    @inline(__always)
    mutating func callAsFunction(_ word: UInt32) -> UInt32 {
        if word == lastIn { return lastOut }
        let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 24)
        let entry = cache[slot]
        lastIn = word
        if UInt32(truncatingIfNeeded: entry >> 32) == word {
            lastOut = UInt32(truncatingIfNeeded: entry)
        } else {
            lastOut = Self.fade(word, alpha: alpha)
            cache[slot] = UInt64(word) << 32 | UInt64(lastOut)
        }
        return lastOut
    }

    /// Fades pixels `range` of `src` into `dst`. Runs of one colour, the bulk of a screen,
    /// are copied four pixels per step; elsewhere each pixel is one cache lookup, whose hit
    /// is predictable where a "same as the last pixel?" test is not.
    @inline(__always)
    mutating func fill(_ dst: UnsafeMutablePointer<UInt32>, from src: UnsafePointer<UInt32>, _ range: Range<Int>) {
        var i = range.lowerBound
        let end = range.upperBound
        let rawSrc = UnsafeRawPointer(src), rawDst = UnsafeMutableRawPointer(dst)
        while i < end {
            let word = src[i]
            let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 24)
            let entry = cache[slot]
            var faded = UInt32(truncatingIfNeeded: entry)
            if UInt32(truncatingIfNeeded: entry >> 32) != word {
                faded = Self.fade(word, alpha: alpha)
                cache[slot] = UInt64(word) << 32 | UInt64(faded)
            }
            dst[i] = faded
            i &+= 1
            let run = UInt64(word) | UInt64(word) << 32, out = UInt64(faded) | UInt64(faded) << 32
            while i &+ 4 <= end
                && rawSrc.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self) == run
                && rawSrc.loadUnaligned(fromByteOffset: i &* 4 &+ 8, as: UInt64.self) == run {
                rawDst.storeBytes(of: out, toByteOffset: i &* 4, as: UInt64.self)
                rawDst.storeBytes(of: out, toByteOffset: i &* 4 &+ 8, as: UInt64.self)
                i &+= 4
            }
        }
    }

    static func fade(_ word: UInt32, alpha: Double) -> UInt32 {
        let v = UInt32(littleEndian: word)
        let gray = YIQ.fadedGray(UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8),
                                 UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24), alpha: alpha)
        return (UInt32(gray) * 0x01_0101 | 0xFF00_0000).littleEndian
    }
}
