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

    /// Width of each character (the advances of its glyphs), in points.
    public var characterWidths: [Double] {
        var w = [Double](repeating: 0, count: characters.count)
        for g in glyphs { w[g.cluster] += g.advance }
        return w
    }
}
