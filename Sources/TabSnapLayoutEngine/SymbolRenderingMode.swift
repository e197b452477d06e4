/// `SymbolRenderingMode`: how a symbol's layers are coloured. Monochrome draws every layer in
/// the foreground; hierarchical draws the secondary layer at half its opacity; palette draws
/// each layer in its own style (`.foregroundStyle(primary, secondary)`); multicolour gives
/// the layers that have one their own colour (a badge's red dot) and the rest the foreground.
public struct SymbolRenderingMode: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable { case monochrome, hierarchical, palette, multicolor }
    package let kind: Kind
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    public static let palette = SymbolRenderingMode(kind: .palette)
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
}
