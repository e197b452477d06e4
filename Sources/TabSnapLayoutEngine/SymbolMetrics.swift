/// How big a bundled symbol is beside text, as SF Symbols are: a full-height symbol (a circle)
/// at the medium scale is 0.93 of the font's point size tall, fitted to iOS renders by
/// `Scripts/symbol_metrics.py` (iOS draws `checkmark.circle.fill` at 17 pt 17.0 pt across, a
/// bar's `plus` at 17 pt large 17.3 to 17.7; Phosphor's plus is longer beside its circle than
/// SF's, so the fit is 1.2 pt small on the one and 1.2 to 1.5 large on the other); small and
/// large scale it by SF's 0.783 and 1.29, and the box is centred on the middle of SF Pro's cap
/// height (0.7046 em), so a symbol sits on the baseline beside text as SF Symbols do.
package enum SymbolMetrics {
    static let inkPerPoint = 0.93
    static let capHeight = 0.7046

    package static func factor(_ scale: ImageScale) -> Double {
        switch scale {
        case .small: return 0.783
        case .medium: return 1
        case .large: return 1.29
        }
    }

    /// The symbol's square box, its side the ink height of a full-height symbol.
    package static func side(pointSize: Double, scale: ImageScale) -> Double { pointSize * inkPerPoint * factor(scale) }

    /// The text baseline below the box's top.
    package static func baseline(pointSize: Double, scale: ImageScale) -> Double {
        side(pointSize: pointSize, scale: scale) / 2 + pointSize * capHeight / 2
    }
}
