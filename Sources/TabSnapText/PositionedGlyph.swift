/// A glyph ready to draw: which font and glyph, at what size, with its origin on the baseline,
/// in points from the layout's top-left corner (y down).
public struct PositionedGlyph: Hashable, Sendable {
    public var face: FontFace
    public var glyph: Int
    public var size: Double
    public var x: Double
    public var y: Double
    /// The styled run of a text in several styles the glyph belongs to (0 in one style).
    public var run = 0
    /// The pen's advance past the glyph, in points (where an underline under it ends).
    public var advance = 0.0

    public init(face: FontFace, glyph: Int, size: Double, x: Double, y: Double) {
        self.face = face
        self.glyph = glyph
        self.size = size
        self.x = x
        self.y = y
    }
}
