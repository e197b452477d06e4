import TabSnapLayout

/// The colours a style draws one item's title and icon in (dynamic colours, for both schemes).
/// The style's bar reads them from here too, so the contrast check measures what is drawn.
public struct ItemInk: Hashable, Sendable {
    /// Nil when the style draws no titles.
    public var title: Color?
    /// Nil when the icon keeps its own colours (an `original` PNG).
    public var icon: Color?
    /// The item's opacity (a disabled system item is dimmed).
    public var opacity: Double

    public init(title: Color?, icon: Color?, opacity: Double = 1) {
        self.title = title
        self.icon = icon
        self.opacity = opacity
    }
}
