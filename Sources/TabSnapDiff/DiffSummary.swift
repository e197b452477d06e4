import TabSnapCore

/// What `tabsnap diff --json` prints: one comparison, for tools. Absent values are `null`
/// rather than missing keys, so readers need not guess.
public struct DiffSummary: Codable, Equatable, Sendable {
    public var a: String
    public var b: String
    public var sizeA: ImageSize
    public var sizeB: ImageSize
    public var sizeMismatch: Bool
    public var differentPixels: Int
    public var totalPixels: Int
    public var ignoredPixels: Int
    public var ratio: Double
    public var boundingBox: PixelRect?
    public var passed: Bool
    /// The diff image written, if any.
    public var diff: String?

    public init(_ result: DiffResult, a: String, b: String, diff: String?) {
        self.a = a; self.b = b
        sizeA = result.sizeA; sizeB = result.sizeB; sizeMismatch = result.sizeMismatch
        differentPixels = result.differentPixels; totalPixels = result.totalPixels
        ignoredPixels = result.ignoredPixels; ratio = result.ratio
        boundingBox = result.boundingBox; passed = result.passed; self.diff = diff
    }

    enum CodingKeys: String, CodingKey {
        case a, b, sizeA, sizeB, sizeMismatch, differentPixels, totalPixels, ignoredPixels, ratio, boundingBox, passed, diff
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(a, forKey: .a); try c.encode(b, forKey: .b)
        try c.encode(sizeA, forKey: .sizeA); try c.encode(sizeB, forKey: .sizeB)
        try c.encode(sizeMismatch, forKey: .sizeMismatch)
        try c.encode(differentPixels, forKey: .differentPixels); try c.encode(totalPixels, forKey: .totalPixels)
        try c.encode(ignoredPixels, forKey: .ignoredPixels); try c.encode(ratio, forKey: .ratio)
        try c.encode(boundingBox, forKey: .boundingBox)  // Optional.encode writes null
        try c.encode(passed, forKey: .passed); try c.encode(diff, forKey: .diff)
    }
}

extension DiffResult: CustomStringConvertible {
    /// One line for people: the count, the percentage and where the change is.
    public var description: String {
        var s = sizeMismatch ? "sizes differ (\(sizeA) vs \(sizeB)); " : ""
        let percent = (ratio * 100_000).rounded() / 1000
        s += "\(differentPixels) of \(comparedPixels) pixels differ (\(percent)%)"
        if let boundingBox { s += " within \(boundingBox)" }
        if ignoredPixels > 0 { s += ", \(ignoredPixels) ignored" }
        return s
    }
}
