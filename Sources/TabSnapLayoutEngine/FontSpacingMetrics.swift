import Foundation

/// A font's vertical metrics as spacing reads them, in points.
public struct FontSpacingMetrics: Hashable, Sendable {
    public var ascent: Double
    /// Below the baseline, positive.
    public var descent: Double
    public var capHeight: Double
    /// What a line of the font adds to ascent and descent (a text style's wider line).
    public var leading: Double

    public init(ascent: Double, descent: Double, capHeight: Double, leading: Double) {
        self.ascent = ascent
        self.descent = descent
        self.capHeight = capHeight
        self.leading = leading
    }
}
