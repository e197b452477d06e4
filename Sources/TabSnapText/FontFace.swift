/// A reference to one shipped font: small, hashable, usable in cache keys and glyph records.
public enum FontFace: Hashable, Sendable, CustomStringConvertible {
    case inter(FontWeight)
    /// Droid Sans Fallback: CJK and Hangul.
    case fallback
    /// Material Design Icons.
    case icons
    /// A font registered by file (`FontRegistry`), by its index there.
    case registered(Int)

    public var description: String {
        switch self {
        case let .inter(w): return "Inter-\(w)"
        case .fallback: return "DroidSansFallback"
        case .icons: return "MaterialDesignIcons"
        case .registered(let i): return FontRegistry.shared.entry(i).map { $0.postScriptName ?? $0.family } ?? "registered-\(i)"
        }
    }
}
