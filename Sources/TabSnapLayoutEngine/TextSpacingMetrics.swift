import Foundation

/// A text's metrics on the edge it shows a neighbouring text: SwiftUI's `Spacing.TextMetrics`.
package struct TextSpacingMetrics: Equatable, Sendable {
    var ascent: Double
    var descent: Double
    var leading: Double
    var pixel: Double

    var lineSpacing: Double { ascent + descent + leading }

    /// A text under a text stands its leading below it, rounded up to a pixel: the two read as
    /// consecutive lines.
    static func gap(above: TextSpacingMetrics, below: TextSpacingMetrics) -> Double {
        ViewSpacing.roundUp(below.leading, to: above.pixel)
    }
}
