import TabSnapCore

/// What a snapshot job renders: the image and what the scene's module measured on it: the part
/// a failure's review crop shows (a configuration's tab bar) and the contrast of its parts.
public struct RenderedImage: Sendable {
    public var image: RGBAImage
    public var review: ReviewRegion?
    public var contrast: ContrastReport?
    /// What was drawn but not as asked (characters no bundled font has).
    public var warnings: [String] = []

    public init(image: RGBAImage, review: ReviewRegion? = nil, contrast: ContrastReport? = nil, warnings: [String] = []) {
        self.image = image
        self.review = review
        self.contrast = contrast
        self.warnings = warnings
    }
}
