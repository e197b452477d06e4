/// One glyph of shaped text, in points, relative to the start of the run.
public struct ShapedGlyph: Hashable, Sendable {
    public var face: FontFace
    public var glyph: Int
    /// Index of the Character this glyph comes from.
    public var cluster: Int
    /// Origin x (on the baseline), in points from the start of the text.
    public var x: Double
    /// Advance in points, kerning and tracking included.
    public var advance: Double
    /// Where the glyph is drawn from its pen position, in points (y up): GPOS puts a mark on
    /// the glyph it belongs to, and a kerning pair may move its first glyph. Usually zero.
    public var dx: Double = 0
    public var dy: Double = 0
    /// For a mark inside a ligature (a harakah on lam-alef), which of its letters the mark was
    /// on; -1 otherwise.
    var ligatureComponent = -1
    /// Which styled run of a text in several styles the glyph belongs to (0 in one style).
    public var run = 0
}

/// Characters shaped into glyphs: fonts chosen, advances, kerning and tracking applied.
public struct ShapedText: Sendable {
    public var characters: [Character]
    public var glyphs: [ShapedGlyph]
    /// Sum of all advances, in points.
    public var width: Double
    /// Metrics of the primary font, grown by every fallback font used.
    public var metrics: LineMetrics
    public var style: TextStyle
    /// A text in several styles: each run's style, which its glyphs' `run` index (empty for a
    /// text in one style, `style`).
    public var runStyles: [TextStyle] = []

    /// The style a glyph is drawn in.
    func style(of glyph: ShapedGlyph) -> TextStyle { runStyles.isEmpty ? style : runStyles[glyph.run] }

    /// Width of each character (the advances of its glyphs), in points.
    public var characterWidths: [Double] {
        var w = [Double](repeating: 0, count: characters.count)
        for g in glyphs { w[g.cluster] += g.advance }
        return w
    }
}
