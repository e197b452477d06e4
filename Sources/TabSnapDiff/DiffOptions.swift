import TabSnapCore

/// What to compare and how to draw it. The first block is pixelmatch v7.2.0's options with
/// its defaults; the rest are TabSnap's additions.
public struct DiffOptions: Sendable, Hashable {
    /// Matching threshold, 0...1; smaller is more sensitive.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of forgiving them.
    public var includeAA: Bool = false
    /// Opacity of the first image in the faded background of the diff image.
    public var alpha: Double = 0.1
    /// Colour of forgiven (anti-aliased) pixels.
    public var aaColor = RGBColor(255, 255, 0)
    /// Colour of differing pixels.
    public var diffColor = RGBColor(255, 0, 0)
    /// Colour of differing pixels that are darker in the second image; nil uses `diffColor`.
    public var diffColorAlt: RGBColor? = nil
    /// Draw only the marks over a transparent background.
    public var diffMask: Bool = false
    /// Blend semi-transparent pixels over v7's pseudo-checkerboard (false: over white).
    public var checkerboard: Bool = true

    /// Rectangles (in image pixels) left out of the comparison.
    public var ignoreRegions: [PixelRect] = []
    /// How ignored pixels are drawn, so nobody mistakes them for a match.
    public var ignoreColor = RGBColor(0, 160, 255)
    /// Build the diff image; without it only the count is computed, which is faster.
    public var producesDiffImage: Bool = true
    /// Decides `DiffResult.passed`.
    public var tolerance: DiffTolerance = .exact
    /// With `producesDiffImage`, draw byte-identical images too (their faded first image). Off,
    /// they come back counted by one memcmp, without an image: for a caller that draws only what
    /// fails.
    public var drawsIdentical: Bool = true
    /// Stop counting at the end of the row where `tolerance` is first exceeded (images of one
    /// size, no diff image): the result is then `isPartial`, failed, with the counts so far. For a
    /// caller that draws every failure in a second comparison anyway, so a failure decided early
    /// is not counted to the end first.
    public var stopsOnceFailed: Bool = false

    /// How a pixel is judged. pixelmatch (with `threshold` and `includeAA`) by default, since
    /// `tabsnap diff` is pixelmatch's command; snapshot checks set `.exact` unless asked.
    public var comparison: PixelComparison {
        get { otherComparison ?? .pixelmatch(threshold: threshold, includeAA: includeAA) }
        set {
            if case .pixelmatch(let t, let aa) = newValue {
                threshold = t
                includeAA = aa
                otherComparison = nil
            } else {
                otherComparison = newValue
            }
        }
    }
    /// `.exact` or `.perceptual`; nil is pixelmatch with the fields above.
    private var otherComparison: PixelComparison?

    public init() {}

    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: RGBColor = RGBColor(255, 255, 0), diffColor: RGBColor = RGBColor(255, 0, 0),
                diffColorAlt: RGBColor? = nil, diffMask: Bool = false, checkerboard: Bool = true,
                ignoreRegions: [PixelRect] = [], producesDiffImage: Bool = true, tolerance: DiffTolerance = .exact) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
        self.ignoreRegions = ignoreRegions
        self.producesDiffImage = producesDiffImage
        self.tolerance = tolerance
    }

    /// pixelmatch's limit: 35215 is the largest possible YIQ delta. Same operation order as JS.
    var maxDelta: Double { 35215 * threshold * threshold }
}
