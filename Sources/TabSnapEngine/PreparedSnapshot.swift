import TabSnapCore

/// A snapshot laid out and listed for drawing but not drawn: a verify first asks a stamped
/// reference's digest of the screen drawn band by band (no full frame held), and draws the
/// whole frame only when that does not settle it.
public struct PreparedSnapshot: Sendable {
    public var width: Int
    public var height: Int
    /// At least the rows asked for, as the canvas stores them (premultiplied R, G, B, A bytes:
    /// on a little-endian machine an opaque pixel's stored bytes are its straight ones, and the
    /// verifier makes straight whatever follows a translucent pixel before it hashes it).
    public var rows: @Sendable (Range<Int>) -> ImageRows?
    /// The whole frame, with what the renderer knows of it.
    public var draw: @Sendable () -> RenderedImage
    /// The contrast the scene's module measures, counted from the bands as they are hashed
    /// (drawing a bar's rows again for it was ~10 % of a passing verify); `draw` measures its
    /// own frame.
    public var contrast: (any BandwiseContrast)?
    public var warnings: [String]

    public init(width: Int, height: Int, rows: @escaping @Sendable (Range<Int>) -> ImageRows?, draw: @escaping @Sendable () -> RenderedImage,
                contrast: (any BandwiseContrast)? = nil, warnings: [String] = []) {
        self.width = width
        self.height = height
        self.rows = rows
        self.draw = draw
        self.contrast = contrast
        self.warnings = warnings
    }
}
