import TabSnapCore

/// The outcome of one comparison.
public struct DiffResult: Sendable {
    /// Pixels that differ (anti-aliasing forgiven unless `includeAA`), including every pixel
    /// outside the overlap when the sizes differ; ignored pixels never count.
    public let differentPixels: Int
    /// Pixels of the compared canvas: the larger width times the larger height.
    public let totalPixels: Int
    /// Pixels of the canvas inside ignore regions.
    public let ignoredPixels: Int
    public let sizeA: ImageSize
    public let sizeB: ImageSize
    /// The smallest rectangle holding every differing pixel; nil when none differ.
    public let boundingBox: PixelRect?
    /// Same size as the canvas; nil when `producesDiffImage` was off.
    public let diffImage: RGBAImage?
    /// The tolerance `passed` applies.
    public let tolerance: DiffTolerance
    /// The largest ΔE94 between two compared pixels, under a perceptual comparison only.
    public var maximumDeltaE: Double? = nil
    /// The rows holding any byte that differs between the images, even where the comparison
    /// forgives it: every row outside is byte for byte the same in both (empty when they are
    /// identical). Nil when not known: images of different sizes, or ignore regions (whose
    /// pixels are not looked at) unless the images are identical byte for byte.
    public var unequalRows: Range<Int>? = nil
    /// Counting stopped once the tolerance was exceeded (`DiffOptions.stopsOnceFailed`): the
    /// counts, bounding box and ΔE are those of the rows compared so far, `unequalRows` is nil,
    /// and the comparison failed.
    public var isPartial = false

    public var sizeMismatch: Bool { sizeA != sizeB }
    /// Pixels actually compared.
    public var comparedPixels: Int { totalPixels - ignoredPixels }
    /// `differentPixels / comparedPixels` (0 when nothing was compared).
    public var ratio: Double { comparedPixels == 0 ? 0 : Double(differentPixels) / Double(comparedPixels) }

    /// Whether the images are the same within the tolerance given in the options.
    public var passed: Bool { passed(tolerance) }

    /// Whether the images are the same within `tolerance`.
    public func passed(_ tolerance: DiffTolerance) -> Bool {
        !sizeMismatch && tolerance.allows(differentPixels: differentPixels, ratio: ratio)
    }
}
