/// Vertical metrics in points.
public struct LineMetrics: Hashable, Sendable {
    /// Baseline to the top of the line box.
    public var ascent: Double
    /// Baseline to the bottom of the glyph area (positive).
    public var descent: Double
    public var lineGap: Double

    public init(ascent: Double, descent: Double, lineGap: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }

    /// ascent + descent + lineGap, unrounded. For Inter that is (2728 + 680 + 0) / 2816 em:
    /// 20.57 pt at 17 pt; set as the system font, SF Pro's 20.29 (`SystemFontMetrics`). A text
    /// style's wider leading is the layout's `lineSpacing`, between lines only.
    public var lineHeight: Double { ascent + descent + lineGap }

    /// The larger of two metrics, for a line that mixes fonts (fallback CJK is taller).
    public func union(_ o: LineMetrics) -> LineMetrics {
        LineMetrics(ascent: max(ascent, o.ascent), descent: max(descent, o.descent), lineGap: max(lineGap, o.lineGap))
    }
}

extension FontFile {
    /// Vertical metrics scaled to a point size.
    public func metrics(size: Double) -> LineMetrics {
        let s = size / Double(unitsPerEm)
        return LineMetrics(ascent: Double(ascender) * s, descent: Double(descender) * s, lineGap: Double(lineGap) * s)
    }
}
