/// What a symbol of TabSnap Symbols is made of beyond its one glyph: the layers the hierarchical,
/// palette and multicolour rendering modes colour apart (`star.circle.fill`: the star, and the
/// disc without it; `bell.badge`: the dot, and the bell with its gap), and the lower steps of a
/// symbol with a variable value (`wifi`: no arc, one, two; the symbol itself is the last step).
/// Each names a glyph `IconSet.icon(named:)` draws.
public struct SymbolParts: Hashable, Sendable {
    public struct Layer: Hashable, Sendable {
        public var name: String
        /// The system colour the multicolour mode gives it (`systemRed`), when it has one.
        public var multicolor: String?
    }

    /// Primary first, then secondary; empty for a symbol of one layer.
    public var layers: [Layer] = []
    /// Lowest first.
    public var steps: [String] = []

    public init(layers: [Layer] = [], steps: [String] = []) {
        self.layers = layers
        self.steps = steps
    }
}
