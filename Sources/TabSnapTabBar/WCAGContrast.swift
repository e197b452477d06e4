import Foundation
import TabSnapCore
import TabSnapLayout

/// WCAG 2.x contrast: relative luminance of an sRGB colour and the ratio (L1 + 0.05) / (L2 + 0.05)
/// of the lighter to the darker, from 1 (the same) to 21 (black on white). AA asks 4.5 for normal
/// text (3 for large text and for icons, WCAG 1.4.11), AAA 7.
public enum WCAGContrast {
    /// Relative luminance (0 black … 1 white) of 8-bit sRGB components, alpha ignored: composite
    /// a translucent colour over what is behind it first (`over`).
    public static func luminance(_ c: Color) -> Double {
        0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// The sRGB transfer function undone. WCAG 2.x writes the knee as 0.03928 and sRGB as 0.04045;
    /// no 8-bit value lies between them (10/255 = 0.0392, 11/255 = 0.0431), so both agree here.
    static func linear(_ v: UInt8) -> Double {
        let s = Double(v) / 255
        return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }

    /// The contrast ratio of two opaque colours, in either order.
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `fg` drawn over opaque `bg`, blended per 8-bit channel as the rasterizer draws it: the
    /// colour a reader sees where the ink covers the pixel fully.
    public static func over(_ fg: Color, _ bg: Color) -> Color {
        let a = Double(fg.a) / 255
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(f) * a + Double(b) * (1 - a)).rounded()) }
        return Color(r: mix(fg.r, bg.r), g: mix(fg.g, bg.g), b: mix(fg.b, bg.b))
    }

    /// A ratio for people: two decimals, rounded down, so a ratio shown as 4.50 is never below 4.5
    /// (WCAG checkers do not round up).
    public static func shown(_ ratio: Double) -> String { ContrastReport.shown(ratio) }

    /// Rounded down to two decimals.
    public static func floored(_ ratio: Double) -> Double { ContrastReport.floored(ratio) }
}
