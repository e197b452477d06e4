/// Where to cut text that does not fit, like SwiftUI's `.truncationMode(_:)`.
public enum TruncationMode: String, Sendable, Hashable, Codable, CaseIterable {
    case head, middle, tail
}

/// Horizontal placement of lines inside the layout's width (`.multilineTextAlignment`).
public enum TextAlignment: Sendable, Hashable {
    case leading, center, trailing
}

public struct TextLine: Sendable {
    /// The characters shown on the line (with any "…" inserted), trailing spaces dropped.
    public var text: String
    /// Width of the line's glyphs in points, unrounded.
    public var width: Double
    /// Baseline, in points from the layout's top, snapped to the pixel grid.
    public var baseline: Double
    public var metrics: LineMetrics
    public var glyphs: [PositionedGlyph]
}

/// Text laid out in lines: SwiftUI's `Text` with a width proposal.
///
/// Sizes: `width` and `height` are rounded up to whole device pixels at `displayScale`, as
/// SwiftUI's text frames are; lines are `metrics.lineHeight` (ascent + descent + lineGap of the
/// fonts on the line) apart, unrounded, and each baseline is rounded to the nearest device pixel
/// so glyphs sit on the same pixel row wherever the text is placed vertically on the grid.
public struct TextLayout: Sendable {
    public var lines: [TextLine]
    public var width: Double
    public var height: Double
    /// True when "…" was inserted or lines were dropped.
    public var isTruncated: Bool

    /// Every line's glyphs, in drawing order.
    public var glyphs: [PositionedGlyph] { lines.flatMap(\.glyphs) }

    /// One line; when `maxWidth` is given and the text is wider, "…" replaces the cut part.
    public static func singleLine(_ text: String, style: TextStyle, maxWidth: Double? = nil,
                                  truncation: TruncationMode = .tail, shaper: Shaper,
                                  displayScale: Double = 3) -> TextLayout {
        singleLine(StyledText(Array(text), style: style), maxWidth: maxWidth, truncation: truncation, shaper: shaper, displayScale: displayScale)
    }

    /// Text in several styles on one line, cut as `singleLine(_:style:…)` cuts it; the "…" takes
    /// the style of the text next to it.
    public static func singleLine(_ text: StyledText, maxWidth: Double? = nil, truncation: TruncationMode = .tail,
                                  shaper: Shaper, displayScale: Double = 3) -> TextLayout {
        let shaped = Self.fit(text.joiningLines(), maxWidth: maxWidth, mode: truncation, forceEllipsis: false, shaper: shaper)
        return assemble([shaped.text], truncated: shaped.truncated, alignment: .leading, displayScale: displayScale)
    }

    /// Wrapped text: breaks where UAX #14 allows (after spaces and hyphens, between CJK
    /// characters, not before closing punctuation, …); a word wider than the line is broken
    /// between characters. With `lineLimit`, the last line holds the
    /// rest of the text cut at the tail with "…". Hard line breaks ("\n") are kept.
    public static func wrapped(_ text: String, style: TextStyle, maxWidth: Double, lineLimit: Int? = nil,
                               alignment: TextAlignment = .leading, shaper: Shaper,
                               displayScale: Double = 3) -> TextLayout {
        wrapped(StyledText(Array(text), style: style), maxWidth: maxWidth, lineLimit: lineLimit, alignment: alignment,
                lineSpacing: style.lineSpacing, shaper: shaper, displayScale: displayScale)
    }

    /// Text in several styles, wrapped as `wrapped(_:style:…)` wraps it: a line may change style
    /// anywhere, and its box is as tall as the tallest style on it. `lineSpacing` goes between
    /// lines.
    public static func wrapped(_ text: StyledText, maxWidth: Double, lineLimit: Int? = nil, alignment: TextAlignment = .leading,
                               lineSpacing: Double, shaper: Shaper, displayScale: Double = 3) -> TextLayout {
        let limit = lineLimit.map { max(1, $0) } ?? Int.max
        var paragraphs: [StyledText] = []
        var from = 0
        for (i, c) in text.characters.enumerated() where c == "\n" {
            paragraphs.append(text[from..<i])
            from = i + 1
        }
        paragraphs.append(text[from..<text.count])
        var lines: [ShapedText] = []
        var hanging: [Double] = []
        var truncated = false
        outer: for (pi, para) in paragraphs.enumerated() {
            let chars = para.characters
            let widths = shaper.shape(para).characterWidths
            let breaks = breakOpportunities(chars)
            var start = 0
            repeat {
                let isLastAllowed = lines.count == limit - 1
                var end = lineEnd(chars, widths, breaks, from: start, maxWidth: maxWidth)
                var line = shaper.shape(para[start..<end].trimmingTrailingSpaces())
                // Breaks were chosen with widths measured in the whole paragraph, where the last
                // character still kerned with the next one; shaped alone the line can come out
                // a hair wider. Then break earlier by that much.
                var budget = maxWidth
                for _ in 0..<3 where line.width > maxWidth + 1e-9 && end - start > 1 {
                    budget -= line.width - maxWidth
                    let earlier = lineEnd(chars, widths, breaks, from: start, maxWidth: budget)
                    guard earlier < end else { break }
                    end = earlier
                    line = shaper.shape(para[start..<end].trimmingTrailingSpaces())
                }
                var next = end
                while next < chars.count, chars[next] == " " { next += 1 }
                let moreAfter = next < chars.count || pi < paragraphs.count - 1
                if isLastAllowed && moreAfter {
                    // The last line allowed takes the rest of this paragraph and ends in "…".
                    let fitted = fit(para[start..<chars.count], maxWidth: maxWidth, mode: .tail, forceEllipsis: true, shaper: shaper)
                    lines.append(fitted.text)
                    truncated = true
                    break outer
                }
                lines.append(line)
                // The spaces a line broke after hang past its text but count in the text's
                // width, as in CoreText's typographic bounds: iOS 18 sizes a wrapped headline
                // a space wider than its widest line's ink (rss-9).
                var trailing = 0.0
                var k = end
                while k > start, chars[k - 1] == " " { k -= 1; trailing += widths[k] }
                hanging.append(min(trailing, max(0, maxWidth - line.width)))
                start = next
            } while start < chars.count
        }
        hanging += Array(repeating: 0, count: lines.count - hanging.count)
        return assemble(lines, truncated: truncated, alignment: alignment, displayScale: displayScale, lineSpacing: lineSpacing,
                        hanging: hanging)
    }

    // MARK: line breaking

    /// End (exclusive) of the line starting at `start`: greedy, up to the last break
    /// opportunity that fits; spaces at the end of a line hang and do not count.
    static func lineEnd(_ chars: [Character], _ widths: [Double], _ breaks: [Bool], from start: Int, maxWidth: Double) -> Int {
        var width = 0.0  // width without trailing spaces
        var pending = 0.0  // width of trailing spaces
        var lastBreak: Int? = nil
        var i = start
        while i < chars.count {
            if i > start, breaks[i] { lastBreak = i }
            if chars[i] == " " {
                pending += widths[i]
            } else {
                if width + pending + widths[i] > maxWidth + 1e-9 {
                    if let b = lastBreak { return b }
                    return i > start ? i : i + 1  // a character wider than the line still goes somewhere
                }
                width += pending + widths[i]
                pending = 0
            }
            i += 1
        }
        return chars.count
    }

    /// For each character of a paragraph, whether a line may break before it: UAX #14
    /// (`LineBreaking`) over its scalars, small kana breaking as ICU's Japanese does.
    static func breakOpportunities(_ chars: [Character]) -> [Bool] {
        // ASCII letters and spaces alone (most titles) break only after a space: the rules'
        // answer, found without them.
        if chars.allSatisfy({ $0.isLetter && $0.isASCII || $0 == " " }) {
            return chars.indices.map { $0 > 0 && chars[$0 - 1] == " " && chars[$0] != " " }
        }
        var scalars: [Unicode.Scalar] = []
        var first: [Int] = []
        scalars.reserveCapacity(chars.count)
        first.reserveCapacity(chars.count)
        for c in chars {
            first.append(scalars.count)
            scalars.append(contentsOf: c.unicodeScalars)
        }
        let opportunities = LineBreaking.opportunities(scalars, looseKana: true)
        return first.map { opportunities[$0] }
    }

    static func trimTrailingSpaces<C: BidirectionalCollection>(_ s: C) -> [Character] where C.Element == Character {
        var a = Array(s)
        while let last = a.last, last == " " { a.removeLast() }
        return a
    }

    static func trimLeadingSpaces(_ s: ArraySlice<Character>) -> [Character] {
        Array(s.drop { $0 == " " })
    }

    // MARK: truncation

    /// The characters shaped to fit `maxWidth`, cut with "…" where needed. Binary search on how
    /// many characters to keep, measuring each candidate as it would be drawn (kerning around
    /// the "…" included).
    static func fit(_ text: StyledText, maxWidth: Double?, mode: TruncationMode,
                    forceEllipsis: Bool, shaper: Shaper) -> (text: ShapedText, truncated: Bool) {
        // Text that fits keeps its trailing spaces, as a SwiftUI Text does; cut text drops
        // the spaces next to the "…".
        let whole = shaper.shape(text)
        guard let maxWidth else { return (whole, false) }
        if !forceEllipsis, whole.width <= maxWidth + 1e-9 { return (whole, false) }
        let fullText = text.trimmingTrailingSpaces()
        let full = shaper.shape(fullText)
        if !forceEllipsis, full.width <= maxWidth + 1e-9 { return (full, false) }
        let n = fullText.count
        // The "…" in the style of the text it follows (or, cut at the head, precedes).
        func ellipsis(after i: Int) -> StyledText { fullText.piece(["…"], style: n == 0 ? 0 : fullText.styleIndex(at: min(max(i, 0), n - 1))) }
        func candidate(_ keep: Int) -> ShapedText {
            let cut: StyledText
            switch mode {
            case .tail:
                cut = fullText[0..<keep].trimmingTrailingSpaces() + ellipsis(after: keep - 1)
            case .head:
                cut = ellipsis(after: n - keep) + fullText[(n - keep)..<n].trimmingLeadingSpaces()
            case .middle:
                let front = (keep + 1) / 2, back = keep / 2
                cut = fullText[0..<front].trimmingTrailingSpaces() + ellipsis(after: front - 1) + fullText[(n - back)..<n].trimmingLeadingSpaces()
            }
            return shaper.shape(cut)
        }
        // Keeping everything is allowed only when an ellipsis is forced (more text follows).
        var lo = 0, hi = forceEllipsis ? n : n - 1
        var best = candidate(0)
        if best.width > maxWidth + 1e-9 {
            // Not even "…" fits: show nothing rather than overflow.
            return (shaper.shape(fullText[0..<0]), true)
        }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let c = candidate(mid)
            if c.width <= maxWidth + 1e-9 { lo = mid; best = c } else { hi = mid - 1 }
        }
        return (best, true)
    }

    // MARK: positions

    /// `lineSpacing` goes between lines, none after the last, as SwiftUI's.
    /// `hanging` (per line, else none) is the width of the spaces each line broke after: it
    /// widens the frame, not the line, and lines are aligned in the frame without it.
    static func assemble(_ shaped: [ShapedText], truncated: Bool, alignment: TextAlignment, displayScale: Double,
                         lineSpacing: Double = 0, hanging: [Double] = []) -> TextLayout {
        func snap(_ v: Double) -> Double { (v * displayScale).rounded() / displayScale }
        func ceilPixel(_ v: Double) -> Double { (v * displayScale - 1e-9).rounded(.up) / displayScale }
        let maxWidth = shaped.map(\.width).max() ?? 0
        let frameWidth = zip(shaped, hanging).map { $0.width + $1 }.max().map { max($0, maxWidth) } ?? maxWidth
        var lines: [TextLine] = []
        var top = 0.0
        for (i, s) in shaped.enumerated() {
            if i > 0 { top += max(0, lineSpacing) }
            let baseline = snap(top + s.metrics.ascent)
            let dx: Double
            switch alignment {
            case .leading: dx = 0
            case .center: dx = (frameWidth - s.width) / 2
            case .trailing: dx = frameWidth - s.width
            }
            let glyphs = s.glyphs.map {
                var g = PositionedGlyph(face: $0.face, glyph: $0.glyph, size: s.style(of: $0).size, x: dx + $0.x + $0.dx, y: baseline - $0.dy)
                g.run = $0.run
                g.advance = $0.advance
                return g
            }
            lines.append(TextLine(text: String(s.characters), width: s.width, baseline: baseline, metrics: s.metrics, glyphs: glyphs))
            top += s.metrics.lineHeight
        }
        return TextLayout(lines: lines, width: ceilPixel(frameWidth), height: ceilPixel(top), isTruncated: truncated)
    }
}
