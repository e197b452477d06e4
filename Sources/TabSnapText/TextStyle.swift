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
    /// A registered family or PostScript name (`Font.custom`); nil is the system font (Inter).
    public var family: String?
    /// The weight asked for (100…900): a registered family picks its nearest face by it.
    public var weightValue: Int
    /// Asked for italic: a registered family's italic face, where it has one.
    public var italic = false
    /// The files `family` is looked up among (the render's fonts).
    public var fonts = FontSet.none
    /// Extra space between the lines of wrapped text (`.lineSpacing`), in points.
    public var lineSpacing = 0.0
    /// Inter set as the system font: with SF Pro's line box and widths (`SystemFontMetrics`).
    /// Off, Inter is set as its own file says, as HarfBuzz and FreeType set it.
    public var asSystemFont = false
    /// Figures drawn with the font's tabular forms ('tnum'), all one width.
    public var tabularFigures = false
    /// The monospaced design: every character one width (DejaVu Sans Mono for the system font).
    public var monospaced = false

    public init(size: Double = 17, weight: FontWeight = .regular, tracking: Double = 0) {
        self.size = size
        self.weight = weight
        self.tracking = tracking
        weightValue = weight.rawValue
    }

    /// A numeric weight (100…900) mapped to the nearest shipped one.
    public init(size: Double, weightValue: Int, tracking: Double = 0, family: String? = nil, italic: Bool = false) {
        self.init(size: size, weight: .nearest(to: weightValue), tracking: tracking)
        self.weightValue = weightValue
        self.family = family
        self.italic = italic
    }
}
