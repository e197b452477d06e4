import TabSnapRaster

extension GlyphOutline {
    /// The outline as a raster path (each contour closed), for filling.
    public var path: Path {
        var path = Path()
        for contour in contours {
            for seg in contour {
                switch seg {
                case .moveTo(let a): path.move(to: Point(x: a.x, y: a.y))
                case .lineTo(let a): path.line(to: Point(x: a.x, y: a.y))
                case .quadTo(let c, let a): path.quad(to: Point(x: a.x, y: a.y), control: Point(x: c.x, y: c.y))
                case .cubicTo(let c1, let c2, let a):
                    path.cubic(to: Point(x: a.x, y: a.y), control1: Point(x: c1.x, y: c1.y), control2: Point(x: c2.x, y: c2.y))
                }
            }
            path.close()
        }
        return path
    }
}

extension FontLibrary {
    /// A placed glyph's outline in points (y down, origin on the baseline at the glyph's x),
    /// for text drawn under a rotation or scale, where cached pixel masks cannot go; nil when
    /// the glyph has no outline.
    public func path(for glyph: PositionedGlyph) -> Path? {
        let font = self.font(glyph.face)
        guard let outline = try? font.outline(glyph.glyph), !outline.isEmpty else { return nil }
        return outline.placed(size: glyph.size, unitsPerEm: font.unitsPerEm, x: glyph.x, baselineY: glyph.y).path
    }
}
