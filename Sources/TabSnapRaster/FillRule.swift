/// Which winding numbers are inside.
public enum FillRule: Hashable, Sendable {
    case nonZero
    case evenOdd
}

/// Signed cell coverage → alpha. Coverage arrives in units of 1/(2·256·256) of a pixel (the
/// doubled area of FreeType's cells), so a full pixel is 131072 and the period of even-odd
/// folding is 262144. The byte is round(coverage · 255), e.g. ¾ of a pixel → 191.
enum Coverage {
    static let full = 131_072

    @inline(__always)
    static func alpha(_ raw: Int, _ rule: FillRule) -> Int {
        var c: Int
        switch rule {
        case .nonZero:
            c = abs(raw)
            if c >= full { return 255 }
        case .evenOdd:
            c = raw & (2 * full - 1)
            if c > full { c = 2 * full - c }
        }
        return (c &* 255 &+ full / 2) >> 17
    }
}
