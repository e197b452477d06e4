/// Inter stands in for SF Pro, Apple's system font, which may not be shipped. Its glyphs are
/// Inter's, but where text goes is SF Pro's: the line box (SF Pro's vertical metrics) and the
/// width (SF Pro's size-dependent tracking, plus what Inter's advances differ from SF Pro's at
/// each weight). So text wraps, truncates and lines up where iOS puts it; only the ink is Inter.
///
/// Sources:
/// - Vertical metrics: SF Pro's `hhea` ascender 1950 and descender −494 on a 2048-unit em, line
///   gap 0 (UIKit's `systemFont(ofSize: 17).lineHeight` is 20.29 pt from them).
/// - Tracking: Apple's Human Interface Guidelines, Typography → "Tracking values" for SF Pro on
///   iOS, in 1/1000 em per point size (12 pt: 0, 10 pt: +12, 13 pt: −6, 17 pt: −26, 28 pt: +14),
///   applied by the system to every character.
/// - Inter's correction per weight: fitted to text widths in the iOS renders of
///   `../shared/conformance` (tab bar titles at 10 pt medium; list rows, headers and footers at
///   13 and 17 pt regular; headlines at 17 pt semibold; empty-state titles at 22 pt bold;
///   a button at 17 pt medium): `Scripts/system_font_widths.py` reports what is left per
///   character (`Scripts/fixtures/system_font_widths.txt`).
public enum SystemFontMetrics {
    /// SF Pro's line box at `size`: ascent 0.952 em, descent 0.241 em, no line gap.
    public static func lineMetrics(size: Double) -> LineMetrics {
        LineMetrics(ascent: 1950 / 2048 * size, descent: 494 / 2048 * size, lineGap: 0)
    }

    /// SF Pro's cap height at `size`: 0.705 em (`OS/2` sCapHeight 1443 of 2048; UIKit's
    /// `systemFont(ofSize: 17).capHeight` is 11.98 pt). Spacing in a stack reads it.
    public static func capHeight(size: Double) -> Double {
        1443 / 2048 * size
    }

    /// Points added after every character of Inter at `size` and `weight` so that its text is
    /// as wide as SF Pro's.
    public static func tracking(size: Double, weight: FontWeight) -> Double {
        (appleTracking(size: size) - interExcess(weight)) * size
    }

    /// SF Pro's tracking in em at a point size: the HIG's table, linear between its rows, its
    /// ends held beyond them.
    static func appleTracking(size: Double) -> Double {
        let table = appleTrackingTable
        guard size > table[0].size else { return table[0].em / 1000 }
        for i in 1..<table.count where size <= table[i].size {
            let (a, b) = (table[i - 1], table[i])
            return (a.em + (b.em - a.em) * (size - a.size) / (b.size - a.size)) / 1000
        }
        return table[table.count - 1].em / 1000
    }

    /// How much wider than SF Pro's Inter's advances are at each weight, in em per character
    /// (SF Pro Medium is the wider of the two; Inter Bold the wider).
    static func interExcess(_ weight: FontWeight) -> Double {
        switch weight {
        case .regular: return 0.004
        case .medium: return -0.007
        case .semibold: return -0.006
        case .bold: return 0.013
        }
    }

    /// (point size, tracking in 1/1000 em), from the HIG.
    static let appleTrackingTable: [(size: Double, em: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (40, 10), (41, 9), (44, 8), (48, 8), (50, 7), (52, 6), (56, 5), (58, 4),
        (62, 4), (64, 3), (68, 2), (72, 2), (76, 1), (80, 0),
    ]
}
