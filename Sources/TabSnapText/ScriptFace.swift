/// Noto Sans Arabic and Noto Sans Hebrew (Debian's fonts-noto-core, OFL; cut to their scripts
/// by `Scripts/make_rtl_fonts.sh`), Regular and Bold: the right-to-left scripts Inter lacks.
/// Each is read on first use, and only for characters of its own script.
public enum ScriptFace: String, Hashable, Sendable, CaseIterable {
    case arabic = "NotoSansArabic-Regular"
    case arabicBold = "NotoSansArabic-Bold"
    case hebrew = "NotoSansHebrew-Regular"
    case hebrewBold = "NotoSansHebrew-Bold"

    var fileName: String { rawValue + ".ttf" }

    /// The faces for text of a weight: semibold and heavier take the bold cuts.
    static func faces(_ weight: FontWeight) -> [ScriptFace] {
        weight >= .semibold ? [.arabicBold, .hebrewBold] : [.arabic, .hebrew]
    }

    /// Whether `s` is of this face's script (so the face is worth reading for it).
    public func covers(_ s: Unicode.Scalar) -> Bool {
        switch self {
        case .arabic, .arabicBold: return Self.isArabic(s.value)
        case .hebrew, .hebrewBold: return (0x0590...0x05FF).contains(s.value) || (0xFB1D...0xFB4F).contains(s.value)
        }
    }

    static func isArabic(_ v: UInt32) -> Bool {
        (0x0600...0x06FF).contains(v) || (0x0750...0x077F).contains(v) || (0x08A0...0x08FF).contains(v)
            || (0xFB50...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
    }
}
