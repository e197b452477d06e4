/// How much difference still passes. With neither limit set not one pixel may differ; with
/// both set both must hold (the stricter decides, as in Playwright). A size mismatch never passes.
public struct DiffTolerance: Sendable, Hashable, Codable {
    /// Passes while `differentPixels <= maxDiffPixels`.
    public var maxDiffPixels: Int?
    /// Passes while `ratio <= maxDiffRatio` (0...1).
    public var maxDiffRatio: Double?

    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// Not a single differing pixel.
    public static let exact = DiffTolerance()

    /// swift-snapshot-testing's `precision`: the fraction of pixels (0...1) that must match.
    public static func precision(_ p: Double) -> DiffTolerance {
        p >= 1 ? .exact : DiffTolerance(maxDiffRatio: max(0, 1 - p))
    }

    /// `precision` as the fraction that must match, when the limit is a ratio alone.
    public var precision: Double? { maxDiffPixels == nil ? maxDiffRatio.map { 1 - $0 } ?? 1 : nil }

    /// The fewest differing pixels out of `compared` that fail; nil when no count can (a ratio
    /// limit of 1). Found with `allows` itself, so it agrees with it to the last pixel.
    public func firstFailingCount(comparedPixels compared: Int) -> Int? {
        func fails(_ c: Int) -> Bool { !allows(differentPixels: c, ratio: compared == 0 ? 0 : Double(c) / Double(compared)) }
        guard compared > 0, fails(compared) else { return nil }
        var lo = 0, hi = compared  // fails(hi); the answer is in lo...hi
        while lo < hi {
            let mid = (lo + hi) / 2
            if fails(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// Whether `differentPixels` at `ratio` is within the limits.
    public func allows(differentPixels: Int, ratio: Double) -> Bool {
        if maxDiffPixels == nil && maxDiffRatio == nil { return differentPixels == 0 }
        if let n = maxDiffPixels, differentPixels > n { return false }
        // A precision written as 1 − n/total means n pixels may differ, but 1 − (1 − x) is x
        // only to the last bit or two: a few ulps of slack (a pixel is 1e-8 of even a big screen).
        if let r = maxDiffRatio, ratio - r > 4 * Double.ulpOfOne { return false }
        return true
    }
}
