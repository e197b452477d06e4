/// The key of a rasterized glyph in the `GlyphCache`: the same glyph drawn at the same
/// pixel size and the same quarter-pixel x phase gives the same coverage mask, so it is drawn
/// once and blitted at whole-pixel positions.
///
/// WHY quarter pixels in x only: baselines are snapped to whole pixels (TextLayout), while x
/// positions are fractional (advances are); four phases keep spacing even at the cost of at
/// most 4 masks per glyph, the same trade-off as CoreText/Skia's subpixel positioning.
public struct GlyphKey: Hashable, Sendable {
    public var face: FontFace
    public var glyph: UInt16
    /// Pixel size (points × display scale) in 1/64 px, so sizes compare exactly.
    public var pixelSize64: Int32
    /// x phase in quarter pixels, 0...3.
    public var subpixelX: UInt8

    public init(face: FontFace, glyph: UInt16, pixelSize64: Int32, subpixelX: UInt8) {
        self.face = face
        self.glyph = glyph
        self.pixelSize64 = pixelSize64
        self.subpixelX = subpixelX
    }
}

/// Where to blit a cached glyph mask: its key and the whole device pixel of its origin.
public struct GlyphPlacement: Hashable, Sendable {
    public var key: GlyphKey
    /// Device pixel of the glyph origin (baseline), before the mask's own bearing offsets.
    public var pixelX: Int
    public var pixelY: Int
}

extension PositionedGlyph {
    /// The cache key and pixel origin of this glyph drawn at `scale` device pixels per point,
    /// with the layout's origin at (`originX`, `originY`) points.
    public func placement(scale: Double, originX: Double = 0, originY: Double = 0) -> GlyphPlacement {
        let quarters = Int((((originX + x) * scale) * 4).rounded())
        // Floor division, so negative positions keep phases 0...3.
        let px = quarters >= 0 ? quarters / 4 : -((-quarters + 3) / 4)
        let phase = quarters - px * 4
        let py = Int(((originY + y) * scale).rounded())
        let size64 = Int32(clamping: Int((size * scale * 64).rounded()))
        return GlyphPlacement(key: GlyphKey(face: face, glyph: UInt16(clamping: glyph), pixelSize64: size64, subpixelX: UInt8(phase)),
                              pixelX: px, pixelY: py)
    }
}
