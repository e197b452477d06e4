import TabSnapText
import TabSnapUI

/// A font as UIKit spells it: the system font at a size and weight, a text style's font at the
/// render's text size, or a registered font by name; `Font(uiFont)` draws it in SwiftUI.
open class UIFont: @unchecked Sendable, Hashable {
    /// The font SwiftUI draws.
    public let font: Font

    init(font: Font) { self.font = font }

    /// A registered font by PostScript or family name (`fonts:`, `FontRegistry`); nil when the
    /// render knows no such font, as UIKit returns nil for a font the app did not bundle.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard FontRegistry.shared.has(fontName) else { return nil }
        font = .custom(fontName, size: Double(fontSize))
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: Double(size), weight: weight.swiftUI))
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(font: Font.system(size: Double(size)).italic()) }
    /// The system font with tabular figures (every figure one width), as SwiftUI's
    /// `monospacedDigit()`.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: Font.system(size: Double(size), weight: weight.swiftUI).monospacedDigit())
    }
    /// The system font's monospaced design (DejaVu Sans Mono stands in for SF Mono).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: Double(size), weight: weight.swiftUI, design: .monospaced))
    }

    /// A text style's font at the render's text size (`UIFont.preferredFont(forTextStyle:)`).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: Font.system(style.swiftUI).sized(for: EnvironmentValues.current.dynamicTypeSize))
    }
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection?) -> UIFont {
        let size = traits?.preferredContentSizeCategory.dynamicTypeSize ?? EnvironmentValues.current.dynamicTypeSize
        return UIFont(font: Font.system(style.swiftUI).sized(for: size))
    }

    public var pointSize: CGFloat { CGFloat(font.size) }
    public var familyName: String { font.family ?? ".SF UI Text" }
    public var fontName: String { font.family ?? ".SFUI-Regular" }
    /// SF Pro's line box at this size (ascent 0.952 em, descent 0.241 em).
    public var lineHeight: CGFloat { CGFloat(font.size * 2444 / 2048) }
    public var ascender: CGFloat { CGFloat(font.size * 1950 / 2048) }
    public var descender: CGFloat { CGFloat(-font.size * 494 / 2048) }
    public var capHeight: CGFloat { CGFloat(font.size * 0.7046) }

    public func withSize(_ size: CGFloat) -> UIFont {
        var f = font
        f.size = Double(size)
        f.baseSize = Double(size)
        return UIFont(font: f)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.font == b.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }

    /// UIKit's weights, with their values (−0.8 ultralight … 0.62 black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The nearest of SwiftUI's weights.
        var swiftUI: Font.Weight {
            let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
                                                   (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// UIKit's text styles (`.title1` is SwiftUI's `.title`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }
    }
}
