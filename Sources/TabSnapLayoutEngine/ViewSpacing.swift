import Foundation

/// What a view asks of its neighbours in a stack at its default spacing: SwiftUI's
/// `ViewSpacing`. Each edge holds values by the kind of neighbour they are for, and the gap
/// between two views is decided only by the kinds both facing edges name. So a text under a text
/// stands as the next line of a paragraph would, a text under a shape leaves room for the text's
/// descent, and two shapes, which name no kind in common, fall back to the 8-point default.
///
/// Source: OpenSwiftUI's reading of SwiftUI's `Spacing` and `Spacing.textSpacing` (audited for
/// iOS 18; the pixel-rounded text spacing is linked on or after iOS 17, `TextSpacingUIKit0059v2`),
/// checked against iOS renders: ha-7 puts a body text 2.0 pt under a row of text and a symbol
/// (its leading rounded up to a pixel), ha-3 a subheadline 2.33 pt under a body text
/// (`docs/screens.md`).
///
/// Only the top and bottom edges are kept: text written across a line names kinds on those
/// edges alone, so between views side by side nothing matches and the default always applies.
/// SwiftUI's `textBaseline` kind is left out too: its values (minus a baseline's depth) are
/// never the largest candidate, so it never decides a gap.
package struct ViewSpacing: Equatable, Sendable {
    /// The kinds of neighbour an edge can hold a value for.
    package enum Category: Int, CaseIterable, Sendable {
        /// Between two texts (or symbols, which lay out as text).
        case textToText
        /// An edge above a text: a view's bottom, the text's top.
        case edgeAboveText
        /// An edge below a text: the text's bottom, a view's top.
        case edgeBelowText
    }

    /// One edge's value for one kind of neighbour.
    package enum Value: Equatable, Sendable {
        case distance(Double)
        /// A text's bottom edge, facing the text below (SwiftUI's `topTextMetrics`).
        case textAbove(TextSpacingMetrics)
        /// A text's top edge, facing the text above (SwiftUI's `bottomTextMetrics`).
        case textBelow(TextSpacingMetrics)

        /// The gap these two facing values ask for (self above, `next` below), or nil when
        /// they say nothing to each other.
        func distance(to next: Value) -> Double? {
            switch (self, next) {
            case let (.distance(a), .distance(b)): return a + b
            case let (.distance(a), _): return a
            case let (_, .distance(b)): return b
            case let (.textAbove(upper), .textBelow(lower)), let (.textBelow(lower), .textAbove(upper)):
                return TextSpacingMetrics.gap(above: upper, below: lower)
            case (.textAbove, .textAbove), (.textBelow, .textBelow):
                return nil
            }
        }

        /// SwiftUI's order when two views' values for one edge are merged: any distance below
        /// any text metrics, text above below text below, then by size.
        fileprivate func precedes(_ o: Value) -> Bool {
            switch (self, o) {
            case let (.distance(a), .distance(b)): return a < b
            case (.distance, _): return true
            case (_, .distance): return false
            case let (.textAbove(a), .textAbove(b)), let (.textBelow(a), .textBelow(b)): return a.lineSpacing < b.lineSpacing
            case (.textAbove, .textBelow): return true
            case (.textBelow, .textAbove): return false
            }
        }
    }

    /// Values by category (`Category.rawValue`), for the top and the bottom edge.
    private var top: [Value?]
    private var bottom: [Value?]

    private init(top: [Value?], bottom: [Value?]) {
        self.top = top
        self.bottom = bottom
    }

    /// Nothing on either edge: what a stack starts from before its children's edges are merged
    /// in, and a `Spacer`'s.
    package static let empty = ViewSpacing(top: Array(repeating: nil, count: Category.allCases.count),
                                           bottom: Array(repeating: nil, count: Category.allCases.count))

    /// Any other view's (a shape, a colour, a resizable image, a control): a text's own edge
    /// value alone decides the gap to it.
    package static let plain: ViewSpacing = {
        var s = ViewSpacing.empty
        s.top[Category.edgeBelowText.rawValue] = .distance(0)
        s.bottom[Category.edgeAboveText.rawValue] = .distance(0)
        return s
    }()

    /// A text's, from its font's metrics on a grid of `pixel` points.
    ///
    /// Its top asks a view above for its font's descent and a tenth of its line height; its
    /// bottom asks a view below for the same tenth and either the room above its capitals or its
    /// descent, whichever is more, so a caption under a picture and a picture under a title are
    /// spaced as iOS spaces them. A text next to a text asks for the lower one's leading.
    package static func text(_ font: FontSpacingMetrics, pixel: Double) -> ViewSpacing {
        let lineHeight = font.ascent + font.descent
        let tenth = roundUp(lineHeight * 0.1, to: pixel)
        let metrics = TextSpacingMetrics(ascent: font.ascent, descent: font.descent, leading: font.leading, pixel: pixel)
        var s = ViewSpacing.empty
        s.top[Category.textToText.rawValue] = .textBelow(metrics)
        s.top[Category.edgeAboveText.rawValue] = .distance(lineHeight + tenth - font.ascent)
        s.bottom[Category.textToText.rawValue] = .textAbove(metrics)
        s.bottom[Category.edgeBelowText.rawValue] = .distance(max(lineHeight + tenth - font.capHeight, tenth + font.descent))
        return s
    }

    /// An SF Symbol at its own size, which lays out as text: nothing between it and a text or
    /// another symbol, and from a view above its baseline's height above its bottom
    /// (`baselineOffset`), to a view below one point more.
    package static func symbol(baselineOffset: Double) -> ViewSpacing {
        var s = ViewSpacing.empty
        s.top[Category.textToText.rawValue] = .distance(0)
        s.top[Category.edgeAboveText.rawValue] = .distance(baselineOffset)
        s.bottom[Category.textToText.rawValue] = .distance(0)
        s.bottom[Category.edgeBelowText.rawValue] = .distance(baselineOffset + 1)
        return s
    }

    /// The gap between this view and `next` under it, or nil when their facing edges name no
    /// kind in common (the stack's default then applies).
    package func distance(toNext next: ViewSpacing) -> Double? {
        var best: Double?
        for c in Category.allCases {
            guard let a = bottom[c.rawValue], let b = next.top[c.rawValue], let d = a.distance(to: b) else { continue }
            best = max(best ?? -.infinity, d)
        }
        return best
    }

    /// The edges a frame or padding moves away from the content: they become a plain view's.
    package mutating func reset(top resetTop: Bool, bottom resetBottom: Bool) {
        if resetTop { top = Self.plain.top }
        if resetBottom { bottom = Self.plain.bottom }
    }

    /// `other`'s values merged into these on the given edges, the larger kept per kind (how a
    /// stack gathers its children's edges).
    package mutating func incorporate(top takeTop: Bool, bottom takeBottom: Bool, of other: ViewSpacing) {
        func merge(_ mine: inout [Value?], _ theirs: [Value?]) {
            for i in mine.indices {
                guard let t = theirs[i] else { continue }
                if let m = mine[i], !m.precedes(t) { continue }
                mine[i] = t
            }
        }
        if takeTop { merge(&top, other.top) }
        if takeBottom { merge(&bottom, other.bottom) }
    }

    static func roundUp(_ value: Double, to pixel: Double) -> Double {
        guard pixel > 0, value.isFinite else { return value }
        // A hair of slack, so a value already on the grid is not pushed a pixel further by the
        // last bit of a division.
        return (value / pixel - 1e-9).rounded(.up) * pixel
    }
}
