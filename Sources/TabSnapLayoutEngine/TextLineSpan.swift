import Foundation
import TabSnapText

/// One line of a measured text as a line drawn under, through or over it sees it: its
/// baseline, the largest glyph size on it, and its extent from the pen's start to the end of
/// its last advance, in points from the text's top-left corner.
struct TextLineSpan {
    let baseline: Double
    let size: Double
    let minX: Double
    let maxX: Double
    let glyphs: [PositionedGlyph]

    /// The lines of `measured`, in order: its glyphs come line by line, and a glyph within half
    /// its size of the current line's baseline (a mark GPOS moved) stays on that line.
    static func lines(of measured: MeasuredText) -> [TextLineSpan] {
        var groups: [(baseline: Double, glyphs: [PositionedGlyph])] = []
        for g in measured.glyphs where g.x.isFinite && g.y.isFinite && g.size > 0 && g.size < 10_000 {
            if let last = groups.last, abs(last.baseline - g.y) < g.size * 0.5 {
                groups[groups.count - 1].glyphs.append(g)
            } else {
                groups.append((g.y, [g]))
            }
        }
        return groups.map { group in
            TextLineSpan(baseline: group.baseline, size: group.glyphs.map(\.size).max() ?? 0,
                         minX: group.glyphs.map(\.x).min() ?? 0, maxX: group.glyphs.map { $0.x + $0.advance }.max() ?? 0,
                         glyphs: group.glyphs)
        }
    }
}
