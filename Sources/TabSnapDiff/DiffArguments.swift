import TabSnapCore

/// Turns `tabsnap diff`'s command-line values into `DiffOptions`, here rather than in the
/// executable so tests can reach it.
public enum DiffArguments {
    /// A value the command line cannot accept; the message names the flag.
    public struct Invalid: Error, Equatable, CustomStringConvertible {
        public let description: String
        public init(_ message: String) { description = message }
    }

    /// Parses `x,y,w,h` (whole pixels, width and height at least 1).
    public static func region(_ text: String) throws(Invalid) -> PixelRect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: " ")) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else {
            throw Invalid("--ignore \(text): expected x,y,w,h in whole pixels, e.g. --ignore 0,0,1290,140")
        }
        // The bound keeps x + w from overflowing; no image comes near it.
        let limit = 1 << 30
        guard (0..<limit).contains(x), (0..<limit).contains(y), (1..<limit).contains(w), (1..<limit).contains(h) else {
            throw Invalid("--ignore \(text): x and y must be >= 0, width and height > 0 (all below \(limit))")
        }
        return PixelRect(x: x, y: y, width: w, height: h)
    }

    /// Parses a mark colour as pixelmatch's options give it: `R,G,B` (0–255 each) or `#RRGGBB`.
    public static func color(_ text: String, flag: String) throws(Invalid) -> RGBColor {
        let t = Substring(text).trimmingCharacters(in: " ")
        if let v = HexColor.bytes(Substring(t), lengths: [6], hash: .required) { return RGBColor(v[0], v[1], v[2]) }
        let parts = t.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: " ")) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2], [r, g, b].allSatisfy({ (0...255).contains($0) }) else {
            throw Invalid("\(flag) \(text): expected R,G,B (0-255 each) or #RRGGBB, e.g. \(flag) 255,0,0")
        }
        return RGBColor(UInt8(r), UInt8(g), UInt8(b))
    }

    /// The options for one `tabsnap diff` run; `producesDiffImage` only when a file is wanted.
    public static func options(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                               diffMask: Bool = false, checkerboard: Bool = true,
                               maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil,
                               ignore: [String] = [], producesDiffImage: Bool = true,
                               diffColor: String? = nil, aaColor: String? = nil, diffColorAlt: String? = nil) throws(Invalid) -> DiffOptions {
        guard threshold.isFinite, (0...1).contains(threshold) else { throw Invalid("--threshold \(threshold): must be in 0...1") }
        guard alpha.isFinite, (0...1).contains(alpha) else { throw Invalid("--alpha \(alpha): must be in 0...1") }
        if let n = maxDiffPixels, n < 0 { throw Invalid("--max-diff-pixels \(n): must be >= 0") }
        if let r = maxDiffRatio, !(r.isFinite && (0...1).contains(r)) { throw Invalid("--max-diff-ratio \(r): must be in 0...1") }
        var regions: [PixelRect] = []
        for text in ignore { regions.append(try region(text)) }
        var options = DiffOptions(threshold: threshold, includeAA: includeAA, alpha: alpha, diffMask: diffMask,
                                  checkerboard: checkerboard, ignoreRegions: regions, producesDiffImage: producesDiffImage,
                                  tolerance: DiffTolerance(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio))
        if let diffColor { options.diffColor = try color(diffColor, flag: "--diff-color") }
        if let aaColor { options.aaColor = try color(aaColor, flag: "--aa-color") }
        if let diffColorAlt { options.diffColorAlt = try color(diffColorAlt, flag: "--diff-color-alt") }
        return options
    }
}

private extension Substring {
    func trimmingCharacters(in set: Character) -> Substring {
        var s = self
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return s
    }
}
