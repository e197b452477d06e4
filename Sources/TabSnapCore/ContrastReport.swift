import Foundation

/// The WCAG contrast of the parts a scene draws (a tab bar's titles and icons) against their
/// background in one render, and the lowest of them: what a scene's module measures beside the
/// pixels, carried into a check and `summary.json` as it is and judged against a minimum.
public struct ContrastReport: Codable, Sendable, Equatable {
    /// The colour scheme of the render (`light`, `dark`).
    public var scheme: String
    /// The background as rendered, `#RRGGBB`; nil when it is not opaque (nothing behind a
    /// transparent bar), and then nothing is measured.
    public var background: String?
    /// The lowest ratio of `parts` (two decimals, rounded down), nil when none was measured.
    public var minimum: Double?
    /// The part that gives `minimum`.
    public var lowest: ContrastPart?
    /// Every measured part, in drawing order.
    public var parts: [ContrastPart]
    /// Set when a minimum was asked for (`contrast.minimum`, `--min-contrast`).
    public var required: Double?

    public init(scheme: String, background: String?, parts: [ContrastPart]) {
        self.scheme = scheme
        self.background = background
        self.parts = parts
        // The first of equal ratios: the leftmost item, title before icon.
        lowest = parts.min { $0.ratio < $1.ratio }
        minimum = lowest?.ratio
    }

    /// Below the required minimum (never when none was asked for or nothing was measured).
    public var isBelowRequired: Bool {
        guard let required, let minimum else { return false }
        return minimum < required
    }

    /// `lowest contrast 2.78:1, Feed title (unselected) #929292 on #F2F2F7`.
    public var summary: String {
        guard let lowest, let minimum, let background else { return "contrast not measured: the bar has no opaque background" }
        return "lowest contrast \(Self.shown(minimum)):1, \(lowest.described) on \(background)"
    }

    /// A ratio for people: two decimals, rounded down, so a ratio shown as 4.50 is never below 4.5
    /// (WCAG checkers do not round up).
    public static func shown(_ ratio: Double) -> String { String(format: "%.2f", floored(ratio)) }

    /// Rounded down to two decimals.
    public static func floored(_ ratio: Double) -> Double { (ratio * 100 + 1e-9).rounded(.down) / 100 }
}

/// One measured part: an item's title or icon, as drawn.
public struct ContrastPart: Codable, Sendable, Equatable {
    public enum Role: String, Codable, Sendable { case title, icon }

    /// The item's title, or `item N` (1-based) when it has none.
    public var item: String
    public var part: Role
    /// Whether the item is the selected one in this render (its colours differ).
    public var selected: Bool
    /// The colour drawn, its opacity blended over the background: `#RRGGBB`.
    public var foreground: String
    /// The WCAG ratio, rounded down to two decimals.
    public var ratio: Double

    public init(item: String, part: Role, selected: Bool, foreground: String, ratio: Double) {
        self.item = item
        self.part = part
        self.selected = selected
        self.foreground = foreground
        self.ratio = ratio
    }

    /// `Search title (unselected) #929292`.
    public var described: String { "\(item) \(part.rawValue) (\(selected ? "selected" : "unselected")) \(foreground)" }
}

/// A contrast measured from a screen that arrives a band at a time (a verify hashing it band by
/// band): the scene's module counts the rows it needs as they pass, instead of drawing them
/// again.
public protocol BandwiseContrast: Sendable {
    /// Screen rows `rows`, held by `band` (whose row 0 is the screen's `firstRow`). Each row of
    /// the screen comes once.
    mutating func add(_ band: RGBAImage, firstRow: Int, rows: Range<Int>)
    /// The report, once every row has come; nil when there was nothing to measure.
    var result: ContrastReport? { get }
}

/// The part of a render a failure's review crop shows (a tab bar, from its top edge to the
/// bottom of the screen), named by the scene's module.
public struct ReviewRegion: Sendable, Equatable {
    /// As a reviewer reads it: `Tab bar`.
    public var label: String
    public var rect: PixelRect

    public init(label: String, rect: PixelRect) {
        self.label = label
        self.rect = rect
    }
}
