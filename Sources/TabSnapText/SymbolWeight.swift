/// The weights TabSnap Symbols is drawn in: Phosphor's thin, light, regular and bold strokes
/// (8, 12, 16 and 24 units of its 256-unit box). SF Symbols' nine weights each draw the nearest.
public enum SymbolWeight: String, Hashable, Sendable, CaseIterable {
    case thin, light, regular, bold

    /// The weight a symbol takes from the font around it (100 ultralight … 900 black). SF's
    /// strokes grow about 1.5 times from regular to bold, as Phosphor's do; semibold (about
    /// 1.3 times) is nearer bold than regular, and heavy and black draw the heaviest there is.
    public init(fontWeight value: Int) {
        switch value {
        case ..<250: self = .thin
        case ..<350: self = .light
        case ..<550: self = .regular
        default: self = .bold
        }
    }

    /// `Fonts/TabSnapSymbols-Regular.otf`, …
    public var fileName: String { "TabSnapSymbols-\(rawValue.prefix(1).uppercased() + rawValue.dropFirst()).otf" }
}
