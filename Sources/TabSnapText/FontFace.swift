/// A reference to one shipped font: small, hashable, usable in cache keys and glyph records.
public enum FontFace: Hashable, Sendable, CustomStringConvertible {
    case inter(FontWeight)
    /// Droid Sans Fallback: CJK and Hangul.
    case fallback
    /// Material Design Icons.
    case icons
    /// TabSnap Symbols at a weight: open icons (Phosphor first) for SF Symbol names.
    case symbols(SymbolWeight)
    /// Noto Color Emoji: colour bitmaps, drawn as images.
    case emoji
    /// Noto Sans Arabic or Hebrew, for the scripts Inter lacks.
    case script(ScriptFace)
    /// A font registered by file (`FontRegistry`), by its index there; for a variable font, the
    /// weight of the instance (0 for a static font).
    case registered(Int, weight: Int = 0)
    /// DejaVu Sans Mono, regular or bold: the monospaced design.
    case monospaced(bold: Bool)

    public var description: String {
        switch self {
        case let .inter(w): return "Inter-\(w)"
        case .fallback: return "DroidSansFallback"
        case .icons: return "MaterialDesignIcons"
        case .symbols(let w): return "TabSnapSymbols-\(w.rawValue)"
        case .emoji: return "NotoColorEmoji"
        case .script(let f): return f.rawValue
        case .monospaced(let bold): return bold ? "DejaVuSansMono-Bold" : "DejaVuSansMono"
        case .registered(let i, let w):
            let name = FontRegistry.shared.entry(i).map { $0.postScriptName ?? $0.family } ?? "registered-\(i)"
            return w == 0 ? name : "\(name) wght \(w)"
        }
    }
}
