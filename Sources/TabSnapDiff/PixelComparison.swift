/// How one pixel of the actual image is judged against the reference's. Snapshots default to
/// `exact`: TabSnap renders the same bytes on every machine, so any change is a real change.
public enum PixelComparison: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Equal only when the decoded RGBA values are equal.
    case exact
    /// Equal while CIE ΔE 1994 (graphic-arts weights, sRGB → CIELAB D65, the reference's chroma
    /// as the standard) is at most `(1 − precision) · 100`, swift-snapshot-testing's
    /// `perceptualPrecision`: 0.98 lets through a just-noticeable difference (ΔE 2).
    case perceptual(precision: Double)
    /// pixelmatch v7.2.0's YIQ distance against `threshold`, anti-aliased pixels forgiven unless
    /// `includeAA`.
    case pixelmatch(threshold: Double, includeAA: Bool)

    public var description: String {
        switch self {
        case .exact: return "exact"
        case .perceptual(let p): return "perceptualPrecision \(p)"
        case .pixelmatch(let t, let aa): return "pixelmatch threshold \(t)" + (aa ? " with anti-aliasing counted" : "")
        }
    }

    /// The ΔE above which a pixel differs under `.perceptual(precision:)`.
    public static func deltaELimit(_ precision: Double) -> Double { (1 - precision) * 100 }
}
