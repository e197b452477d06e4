import TabSnapCore
import TabSnapPNG

/// What a snapshot job renders: the image and what the scene's module measured on it: the part
/// a failure's review crop shows (a configuration's tab bar) and the contrast of its parts.
public struct RenderedImage: Sendable {
    public var image: RGBAImage
    public var review: ReviewRegion?
    public var contrast: ContrastReport?
    /// What was drawn but not as asked (characters no bundled font has).
    public var warnings: [String] = []
    /// `PixelDigest(image)`, when the renderer took it as the frame was made straight (so the
    /// check against a stamped reference does not read the frame again); nil: taken when needed.
    public var digest: PixelDigest?

    public init(image: RGBAImage, review: ReviewRegion? = nil, contrast: ContrastReport? = nil, warnings: [String] = [],
                digest: PixelDigest? = nil) {
        self.image = image
        self.review = review
        self.contrast = contrast
        self.warnings = warnings
        self.digest = digest
    }
}
