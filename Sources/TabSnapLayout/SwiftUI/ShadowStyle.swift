import Foundation
import TabSnapLayoutEngine

/// The shadow a shape style casts, `.shadow(.drop(…))` (iOS 16): the same blurred copy under
/// what the style fills as `View.shadow` draws.
public struct ShadowStyle: Hashable, Sendable {
    let color: Color
    let radius: Double
    let x: Double
    let y: Double

    /// The default colour is `View.shadow`'s: black at a third opacity.
    public static func drop(color: Color = Color(r: 0, g: 0, b: 0, a: 84), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: Double(radius), x: Double(x), y: Double(y))
    }
}

/// A shape style with a drop shadow.
public struct ShadowedStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let style: ShadowStyle

    public var resolvedStyle: StyleFill { base.resolvedStyle }
    public var dropShadow: ShadowStyle? { style }
}

extension ShapeStyle {
    public func shadow(_ style: ShadowStyle) -> ShadowedStyle<Self> { ShadowedStyle(base: self, style: style) }
}

extension View {
    /// The view under its style's drop shadow, when the style has one.
    func castingShadow(of style: some ShapeStyle) -> ModifiedView {
        guard let s = style.dropShadow else { return ModifiedView(node: makeNode(self)) }
        return ModifiedView(self, .filter(.shadow(color: s.color, radius: s.radius, x: s.x, y: s.y)))
    }
}
