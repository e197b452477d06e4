/// Draws the diff image's background: the first image as grey, faded towards white.
/// Screens are mostly flat colour, so remembering the last pixel skips nearly all the maths.
struct Fader {
    let alpha: Double
    private var lastIn: UInt32
    private var lastOut: UInt32

    init(alpha: Double) {
        self.alpha = alpha
        lastIn = 0
        lastOut = Self.fade(0, alpha: alpha)
    }

    /// The faded grey of one pixel, both as native words holding R, G, B, A bytes.
    @inline(__always)
    mutating func callAsFunction(_ word: UInt32) -> UInt32 {
        if word != lastIn {
            lastIn = word
            lastOut = Self.fade(word, alpha: alpha)
        }
        return lastOut
    }

    static func fade(_ word: UInt32, alpha: Double) -> UInt32 {
        let v = UInt32(littleEndian: word)
        let gray = YIQ.fadedGray(UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8),
                                 UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24), alpha: alpha)
        return (UInt32(gray) * 0x01_0101 | 0xFF00_0000).littleEndian
    }
}
