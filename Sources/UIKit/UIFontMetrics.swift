import Foundation
import TabSnapLayout

/// Scales a value or a font for the render's Dynamic Type size as a text style scales
/// (`UIFontMetrics.default.scaledValue(for: 20)`: 20 pt at Large, more at larger sizes).
public struct UIFontMetrics: Sendable {
    let style: UIFont.TextStyle

    public init(forTextStyle style: UIFont.TextStyle) { self.style = style }
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
    public func scaledValue(for value: CGFloat, compatibleWith traits: UITraitCollection?) -> CGFloat {
        let size = traits?.preferredContentSizeCategory.dynamicTypeSize ?? EnvironmentValues.current.dynamicTypeSize
        return CGFloat(style.swiftUI.scale(Double(value), to: size))
    }

    public func scaledFont(for font: UIFont) -> UIFont { font.withSize(scaledValue(for: font.pointSize)) }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(maximumPointSize, scaledValue(for: font.pointSize)))
    }
    public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traits))
    }
}
