import TabSnapLayout

/// One part of one tab item measured against the bar behind it.
public struct ItemContrast: Codable, Sendable, Equatable {
    public enum Part: String, Codable, Sendable { case title, icon }

    /// The item's title, or `item N` (1-based) when it has none.
    public var item: String
    public var part: Part
    /// Whether the item is the selected one in this snapshot (its colours differ).
    public var selected: Bool
    /// The colour drawn, its opacity blended over the background: `#RRGGBB`.
    public var foreground: String
    /// The WCAG ratio, rounded down to two decimals.
    public var ratio: Double

    public init(item: String, part: Part, selected: Bool, foreground: String, ratio: Double) {
        self.item = item
        self.part = part
        self.selected = selected
        self.foreground = foreground
        self.ratio = ratio
    }

    /// `Search title (unselected) #929292`.
    public var described: String { "\(item) \(part.rawValue) (\(selected ? "selected" : "unselected")) \(foreground)" }
}
