import TabSnapCore
import TabSnapRaster
import TabSnapText

/// One resolved drawing step. Colours are concrete (the scheme is already applied), text is
/// shaped and placed on device pixels, images are decoded, and every geometric item carries
/// the transform from its own units to device pixels, so drawing needs nothing but the canvas
/// and the glyph cache.
///
/// Push/pop pairs bracket what they apply to, as in a PDF content stream. Blurs and shadows
/// ride on layers (`LayerItem.filter`), transforms on each item; new kinds of effect (animation
/// frames, Lottie layers) are new cases here, so the renderer stays one loop and the text form
/// shows them.
public enum DisplayItem: Sendable {
    case fill(FillItem)
    case stroke(StrokeItem)
    case glyphs(GlyphRun)
    case image(ImageItem)
    case mask(MaskItem)
    /// What is already drawn under a path, blurred in place (a material's backdrop).
    case backdrop(BackdropItem)
    /// Everything until the matching `popClip` is drawn only inside this path's coverage.
    case pushClip(ClipItem)
    case popClip
    /// Everything until the matching `endLayer` is drawn into a transparency group.
    case beginLayer(LayerItem)
    case endLayer
    /// Inside a layer: everything until `endMask` draws the layer's mask, whose alpha (or
    /// luminance, or either inverted) then multiplies what the layer holds.
    case beginMask(MaskMode)
    case endMask
}

/// A filled path.
public struct FillItem: Sendable {
    public var path: Path
    public var paint: Paint
    public var transform: Transform
    public var rule: FillRule

    public init(path: Path, paint: Paint, transform: Transform, rule: FillRule = .nonZero) {
        self.path = path
        self.paint = paint
        self.transform = transform
        self.rule = rule
    }
}

/// A stroked path (the stroke's width is in the path's own units).
public struct StrokeItem: Sendable {
    public var path: Path
    public var style: StrokeStyle
    public var paint: Paint
    public var transform: Transform

    public init(path: Path, style: StrokeStyle, paint: Paint, transform: Transform) {
        self.path = path
        self.style = style
        self.paint = paint
        self.transform = transform
    }
}

/// Shaped text (or an icon glyph) in one colour, each glyph already on its device pixel.
public struct GlyphRun: Sendable {
    /// What the run shows, for the text form only.
    public var text: String
    public var glyphs: [GlyphPlacement]
    public var color: PixelColor

    public init(text: String, glyphs: [GlyphPlacement], color: PixelColor) {
        self.text = text
        self.glyphs = glyphs
        self.color = color
    }
}

/// A decoded image (straight alpha) stretched over `rect`.
public struct ImageItem: Sendable {
    /// Where the image came from, for the text form only.
    public var source: String
    public var image: RGBAImage
    public var rect: Rect
    public var transform: Transform
    public var sampling: Sampling
    /// Rows the item is drawn up by (a band of a screen): the transform stays the whole
    /// screen's, so the sampler steps from the same origin and every pixel comes out the same.
    public var rowOffset: Int = 0

    public init(source: String, image: RGBAImage, rect: Rect, transform: Transform, sampling: Sampling = .bilinear) {
        self.source = source
        self.image = image
        self.rect = rect
        self.transform = transform
        self.sampling = sampling
    }
}

/// An alpha mask tinted with one colour (a template image).
public struct MaskItem: Sendable {
    public var source: String
    public var mask: AlphaMask
    public var rect: Rect
    public var color: PixelColor
    public var transform: Transform
    public var sampling: Sampling
    /// Rows the item is drawn up by (a band of a screen), as `ImageItem.rowOffset`.
    public var rowOffset: Int = 0

    public init(source: String, mask: AlphaMask, rect: Rect, color: PixelColor, transform: Transform, sampling: Sampling = .bilinear) {
        self.source = source
        self.mask = mask
        self.rect = rect
        self.color = color
        self.transform = transform
        self.sampling = sampling
    }
}

/// Blurs what lies under `path` with standard deviation `sigma` (device pixels).
public struct BackdropItem: Sendable {
    public var path: Path
    public var transform: Transform
    public var sigma: Double

    public init(path: Path, transform: Transform, sigma: Double) {
        self.path = path
        self.transform = transform
        self.sigma = sigma
    }
}

public struct ClipItem: Sendable {
    public var path: Path
    public var transform: Transform
    public var rule: FillRule

    public init(path: Path, transform: Transform, rule: FillRule = .nonZero) {
        self.path = path
        self.transform = transform
        self.rule = rule
    }
}

/// A transparency group composited with `opacity`; `bounds` limits (and clips) the group to
/// what its content covers, which keeps the layer small. An optional `filter` (blur or shadow,
/// radius and offset in device pixels) runs on the group when it ends; its output reaches
/// `filter.extent` pixels beyond the content, `bounds` notwithstanding. With `clipsWhole`, the
/// clips in force cut the finished group as one (a PDF transparency group) rather than each
/// thing drawn in it, so an anti-aliased clip edge is not applied twice by overlapping fills.
public struct LayerItem: Sendable {
    public var opacity: Double
    public var bounds: Rect?
    public var transform: Transform
    public var filter: LayerFilter?
    public var clipsWhole: Bool
    /// How the finished layer combines with what is under it.
    public var blendMode: BlendMode

    public init(opacity: Double, bounds: Rect?, transform: Transform, filter: LayerFilter? = nil, clipsWhole: Bool = false,
                blendMode: BlendMode = .normal) {
        self.opacity = opacity
        self.bounds = bounds
        self.transform = transform
        self.filter = filter
        self.clipsWhole = clipsWhole
        self.blendMode = blendMode
    }
}
