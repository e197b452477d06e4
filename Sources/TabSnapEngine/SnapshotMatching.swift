import TabSnapCore
import TabSnapDiff

/// When a snapshot matches its reference: how each pixel is judged and how many may differ.
/// Exact by default, since TabSnap's pixels are the same on every machine; tolerance is asked
/// for per assertion (`matching:`), per scope (`withSnapshotTesting(matching:)`) or in the
/// manifest (`precision`, `perceptualPrecision`, `threshold`, `tolerance`).
public struct SnapshotMatching: Sendable, Hashable, Codable, CustomStringConvertible {
    public var comparison: PixelComparison
    public var tolerance: DiffTolerance

    public init(comparison: PixelComparison = .exact, tolerance: DiffTolerance = .exact) {
        self.comparison = comparison
        self.tolerance = tolerance
    }

    /// Every decoded pixel equal.
    public static let exact = SnapshotMatching()

    /// swift-snapshot-testing's pair: `precision`, the fraction of pixels that must match, and
    /// `perceptualPrecision`, how close (by ΔE94) a pixel must be to match. Both 1 is exact.
    public static func precision(_ precision: Double = 1, perceptualPrecision: Double = 1) -> SnapshotMatching {
        SnapshotMatching(comparison: perceptualPrecision >= 1 ? .exact : .perceptual(precision: perceptualPrecision),
                         tolerance: .precision(precision))
    }

    /// pixelmatch's rule (YIQ `threshold`, anti-aliasing forgiven), with optional pixel limits.
    public static func pixelmatch(threshold: Double = 0.1, includeAA: Bool = false,
                                  maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) -> SnapshotMatching {
        SnapshotMatching(comparison: .pixelmatch(threshold: threshold, includeAA: includeAA),
                         tolerance: DiffTolerance(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio))
    }

    /// Exact pixels, but up to these many (or this fraction) may differ.
    public static func tolerance(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) -> SnapshotMatching {
        SnapshotMatching(tolerance: DiffTolerance(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio))
    }

    /// Whether any unequal decoded pixel fails: the exact comparison with no pixel allowed (the
    /// default). Then the pass that counts may as well draw the diff image a failure needs.
    public var failsOnAnyUnequalPixel: Bool {
        guard case .exact = comparison else { return false }
        return !tolerance.allows(differentPixels: 1, ratio: 0)
    }

    /// Compares a snapshot with its reference as a check needs it, the one way every front end
    /// does. Equal bytes are counted by memcmp, with no diff image. With `drawingFailures`, a
    /// failure comes with its diff image and full figures: where any unequal pixel fails, the
    /// pass that counts draws it (counting, then judging every unequal pixel again to draw, was
    /// a sixth of a verify whose screens differ widely); a matching that may forgive counts
    /// first, stopping once it has failed, and judges every pixel again to draw. A pass never
    /// costs a drawing. Without it, the full count alone.
    public func compare(_ expected: RGBAImage, _ actual: RGBAImage, drawingFailures: Bool) -> DiffResult {
        var options = DiffOptions(producesDiffImage: drawingFailures && failsOnAnyUnequalPixel, tolerance: tolerance)
        options.comparison = comparison
        options.drawsIdentical = false
        options.stopsOnceFailed = drawingFailures
        let counted = ImageDiffer.compare(expected, actual, options: options)
        guard drawingFailures, !counted.passed, counted.diffImage == nil else { return counted }
        options.producesDiffImage = true
        options.drawsIdentical = true
        options.stopsOnceFailed = false
        return ImageDiffer.compare(expected, actual, options: options)
    }

    public var description: String {
        var limits: [String] = []
        if let n = tolerance.maxDiffPixels { limits.append("maxDiffPixels \(n)") }
        if let r = tolerance.maxDiffRatio { limits.append("precision \(SnapshotVerifier.trimmed(1 - r))") }
        return "\(comparison)" + (limits.isEmpty ? "" : ", " + limits.joined(separator: ", "))
    }

    /// Which limit `result` broke, as a sentence for the failure message.
    public func failedLimits(_ result: DiffResult) -> String {
        var reasons: [String] = []
        switch comparison {
        case .exact: reasons.append("compared exactly")
        case .perceptual(let p):
            let worst = result.maximumDeltaE ?? 0
            reasons.append("a pixel differs when its ΔE94 exceeds \(SnapshotVerifier.trimmed(PixelComparison.deltaELimit(p))) "
                           + "(perceptualPrecision \(SnapshotVerifier.trimmed(p))); the largest ΔE94 was \(SnapshotVerifier.trimmed(worst)) "
                           + "(perceptual precision \(SnapshotVerifier.trimmed(max(0, 1 - worst / 100))))")
        case .pixelmatch(let t, let aa):
            reasons.append("pixelmatch threshold \(SnapshotVerifier.trimmed(t))" + (aa ? ", anti-aliasing counted" : ""))
        }
        if result.sizeMismatch { return reasons.joined(separator: "; ") }
        let t = tolerance
        if t.maxDiffPixels == nil && t.maxDiffRatio == nil {
            reasons.append("no pixel may differ (allow some with matching: .precision(…) or .tolerance(…))")
        }
        if let n = t.maxDiffPixels, result.differentPixels > n {
            reasons.append("more than maxDiffPixels \(n)")
        }
        if let r = t.maxDiffRatio, result.ratio > r {
            reasons.append("precision \(SnapshotVerifier.trimmed(1 - r)) needs that share of pixels to match, "
                           + "\(SnapshotVerifier.trimmed(1 - result.ratio)) did")
        }
        return reasons.joined(separator: "; ")
    }
}
