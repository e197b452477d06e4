import Foundation
import TabSnapText

/// Text laid out for a width: its size, its lines and its glyphs. Text is shaped once, here,
/// and the display list places these same glyphs, so what is measured is what is drawn.
public struct MeasuredText: Hashable, Sendable {
    public var size: CGSize
    public var lines: [String]
    /// In points from the text's top-left corner, baselines on the device-pixel grid; empty for
    /// measurers that draw nothing.
    public var glyphs: [PositionedGlyph]
    /// The first line's baseline, in points from the text's top (nil for a measurer without
    /// fonts, which then takes the text's height).
    public var firstBaseline: Double?

    public init(size: CGSize, lines: [String], glyphs: [PositionedGlyph] = [], firstBaseline: Double? = nil) {
        self.size = size
        self.lines = lines
        self.glyphs = glyphs
        self.firstBaseline = firstBaseline
    }
}

/// How layout learns the size of text and images. The real implementation uses TabSnap's
/// fonts; tests can pass a simple one to check layout rules on exact numbers.
public protocol LayoutMeasuring: Sendable {
    /// Lays `text` out under `maxWidth` (nil: a single line at its ideal width), wrapping at word
    /// boundaries and truncating per `style`, with frames and baselines on the grid of `scale`
    /// device pixels per point.
    func measure(_ text: String, style: TextEnvironment, maxWidth: Double?, scale: Double) -> MeasuredText
    /// Lays out text in several styles (a concatenated or attributed text) as one text: each run
    /// in its own settings, wrapped, cut and aligned by `paragraph`'s; each glyph carries its run.
    func measure(runs: [TextRun], paragraph: TextEnvironment, maxWidth: Double?, scale: Double) -> MeasuredText
    /// The size an image has when it is not resizable.
    func intrinsicSize(of image: ViewNode.ImageSource, style: TextEnvironment) -> CGSize
    /// SF Symbol `name` at its own size in `style`'s font at an image scale, in a variant, and
    /// its text baseline below the box's top where it sits on one.
    func symbolBox(_ name: String, style: TextEnvironment, scale: ImageScale, variant: SymbolVariants) -> SymbolBox
    /// The vertical metrics of `style`'s font that spacing in a stack reads (nil: a measurer
    /// without fonts, whose texts are spaced as any view).
    func fontSpacingMetrics(style: TextEnvironment) -> FontSpacingMetrics?
}

/// The box a symbol takes at its own size, and where the text baseline crosses it.
public struct SymbolBox: Hashable, Sendable {
    public var size: CGSize
    public var baseline: Double?
    public init(size: CGSize, baseline: Double? = nil) {
        self.size = size
        self.baseline = baseline
    }
}

/// One run of a text in several styles: its characters and the text settings they are set in.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var style: TextEnvironment
    public init(_ string: String, style: TextEnvironment) {
        self.string = string
        self.style = style
    }
}

extension LayoutMeasuring {
    public func fontSpacingMetrics(style: TextEnvironment) -> FontSpacingMetrics? { nil }

    /// The runs measured as one string in the paragraph's settings (a measurer without fonts).
    public func measure(runs: [TextRun], paragraph: TextEnvironment, maxWidth: Double?, scale: Double) -> MeasuredText {
        measure(runs.map(\.string).joined(), style: paragraph, maxWidth: maxWidth, scale: scale)
    }

    /// The icon's intrinsic size times the scale's factor, with no baseline.
    public func symbolBox(_ name: String, style: TextEnvironment, scale: ImageScale, variant: SymbolVariants) -> SymbolBox {
        let s = intrinsicSize(of: .icon(name), style: style)
        let k = SymbolMetrics.factor(scale)
        return SymbolBox(size: CGSize(width: Double(s.width) * k, height: Double(s.height) * k))
    }
}

/// A measurer with fixed-advance glyphs: every character is `0.5 × size` wide and lines are
/// `1.2 × size` tall. Useful in tests, where hand-computed frames must be exact.
public struct FixedAdvanceMeasuring: LayoutMeasuring {
    public init() {}

    public func measure(_ text: String, style: TextEnvironment, maxWidth: Double?, scale: Double) -> MeasuredText {
        let advance = style.font.size * 0.5 + style.kerning
        let lineHeight = style.font.size * 1.2
        func width(_ s: Substring) -> Double { Double(s.count) * advance }
        guard let maxWidth, width(Substring(text)) > maxWidth else {
            return MeasuredText(size: CGSize(width: width(Substring(text)), height: lineHeight), lines: [text])
        }
        // Greedy word wrap, then the line limit with a tail ellipsis.
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if width(Substring(candidate)) <= maxWidth || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        let limit = style.lineLimit ?? Int.max
        if lines.count > limit {
            lines = Array(lines.prefix(limit))
            lines[limit - 1] += "…"
        }
        lines = lines.map { line in
            var l = line
            while width(Substring(l)) > maxWidth && l.count > 1 { l = String(l.dropLast(2)) + "…" }
            return l
        }
        let w = lines.map { width(Substring($0)) }.max() ?? 0
        return MeasuredText(size: CGSize(width: w, height: Double(lines.count) * lineHeight), lines: lines)
    }

    public func intrinsicSize(of image: ViewNode.ImageSource, style: TextEnvironment) -> CGSize {
        switch image {
        case .path(_, let box): return box.size
        default: return CGSize(width: style.font.size * 1.2, height: style.font.size * 1.2)
        }
    }
}
