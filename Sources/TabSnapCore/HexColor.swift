/// Hexadecimal colour notation, read in one place: `#RGB`, `#RRGGBB` and `#RRGGBBAA`, as
/// configurations, view documents, SVG, Lottie and `diff`'s options write colours.
public enum HexColor {
    /// Red, green, blue and alpha bytes of `text` when it is hex digits (ASCII only) of one of
    /// the `lengths` (3: one digit a channel, doubled; 6; 8: with alpha), after an optional
    /// `#` (required when `hash` is `.required`); nil otherwise.
    public static func bytes(_ text: Substring, lengths: Set<Int> = [3, 6, 8], hash: Hash = .optional) -> [UInt8]? {
        var s = text
        if s.hasPrefix("#") { s = s.dropFirst() } else if hash == .required { return nil }
        guard lengths.contains(s.utf8.count), s.utf8.allSatisfy(isHexDigit) else { return nil }
        let digits = s.utf8.map(value)
        if digits.count == 3 { return digits.map { $0 * 17 } + [255] }
        let v = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
        return v.count == 4 ? v : v + [255]
    }

    public enum Hash { case optional, required }

    /// `#RRGGBB`, or `#RRGGBBAA` when `alpha` is given and not 255: upper-case digits.
    public static func text(_ r: UInt8, _ g: UInt8, _ b: UInt8, alpha: UInt8? = nil) -> String {
        let digits = Array("0123456789ABCDEF")
        let bytes = [r, g, b] + (alpha.map { $0 == 255 ? [] : [$0] } ?? [])
        return "#" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    static func isHexDigit(_ c: UInt8) -> Bool { (48...57).contains(c) || (65...70).contains(c) || (97...102).contains(c) }

    static func value(_ c: UInt8) -> UInt8 { c <= 57 ? c - 48 : (c | 0x20) - 87 }
}
