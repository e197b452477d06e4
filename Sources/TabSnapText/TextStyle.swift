/// How text is set: the SwiftUI modifiers `.font(.system(size:weight:))` and `.kerning(_:)`.
public struct TextStyle: Hashable, Sendable {
    /// Point size (points per em).
    public var size: Double
    public var weight: FontWeight
    /// Extra points after every character, like SwiftUI's `.kerning(_:)`/`.tracking(_:)`.
    /// It is added after the last character too, so it counts in the measured width: Apple's
    /// documentation of `Text.kerning(_:)` says the kerning "affects the trailing edge of the
    /// text view as well" (negative kerning crops the last letter), and `tracking(_:)` adds
    /// its space "to each character cluster". We do not model kerning's ligature handling: we
    /// form no ligatures at all.
    public var tracking: Double

    public init(size: Double = 17, weight: FontWeight = .regular, tracking: Double = 0) {
        self.size = size
        self.weight = weight
        self.tracking = tracking
    }

    /// A numeric weight (100…900) mapped to the nearest shipped one.
    public init(size: Double, weightValue: Int, tracking: Double = 0) {
        self.init(size: size, weight: .nearest(to: weightValue), tracking: tracking)
    }
}

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
    /// 20.57 pt at 17 pt (SF Pro's own metrics give ~20.3 there, shown by SwiftUI as ~22 with
    /// its extra leading; we do not invent leading Inter does not have).
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
