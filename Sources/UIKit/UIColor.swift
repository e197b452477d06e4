import TabSnapUI

/// A colour as UIKit spells it, over TabSnap's `Color`: fixed or dynamic (one value per
/// interface style), the system and semantic colours with their light and dark values, and
/// conversion both ways with SwiftUI's `Color`.
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible, _ExpressibleByColorLiteral {
    /// The colour, dynamic when it has a dark variant.
    public let color: Color

    public init(color: Color) { self.color = color }

    /// `#colorLiteral(red:green:blue:alpha:)`, in sRGB.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        // Display P3 is drawn as sRGB components (TabSnap has one colour space).
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A colour that asks `provider` per interface style, resolved for light and dark at once.
    public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light)).color.resolved(in: .light)
        let dark = provider(UITraitCollection(userInterfaceStyle: .dark)).color.resolved(in: .dark)
        color = light == dark ? light : Color(light: light, dark: dark)
    }

    /// SwiftUI's colour as a UIKit colour (`UIColor(Color.blue)`).
    public convenience init(_ color: Color) { self.init(color: color) }

    /// A colour from the app's asset catalogs, by name; nil when none has it.
    public convenience init?(named name: String) {
        guard let found = EnvironmentValues.current.assetCatalogs.color(named: name) else { return nil }
        self.init(color: found)
    }

    /// The render's asset catalogs stand in for the bundle's; the colour resolves per scheme as drawn.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        self.init(named: name)
    }

    /// The colour for a trait collection's interface style.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        UIColor(color: color.resolved(in: traits.userInterfaceStyle == .dark ? .dark : .light))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let light = color.resolved(in: .light), dark = color.resolved(in: .dark)
        func with(_ c: Color) -> Color { Color(r: c.r, g: c.g, b: c.b, a: UInt8(max(0, min(255, (Double(alpha) * 255).rounded())))) }
        return color.isDynamic ? UIColor(color: Color(light: with(light), dark: with(dark))) : UIColor(color: with(light))
    }

    /// The components of the colour in the current interface style.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                       alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.resolved(in: UITraitCollection.current.userInterfaceStyle == .dark ? .dark : .light)
        red?.pointee = CGFloat(c.r) / 255
        green?.pointee = CGFloat(c.g) / 255
        blue?.pointee = CGFloat(c.b) / 255
        alpha?.pointee = CGFloat(c.a) / 255
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "UIColor(\(color))" }

    // Plain colours.
    public static let black = UIColor(color: .black)
    public static let white = UIColor(color: .white)
    public static let clear = UIColor(color: .clear)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // System colours: SwiftUI's named colours are these.
    public static let systemRed = UIColor(color: .red)
    public static let systemOrange = UIColor(color: .orange)
    public static let systemYellow = UIColor(color: .yellow)
    public static let systemGreen = UIColor(color: .green)
    public static let systemMint = UIColor(color: .mint)
    public static let systemTeal = UIColor(color: .teal)
    public static let systemCyan = UIColor(color: .cyan)
    public static let systemBlue = UIColor(color: .blue)
    public static let systemIndigo = UIColor(color: .indigo)
    public static let systemPurple = UIColor(color: .purple)
    public static let systemPink = UIColor(color: .pink)
    public static let systemBrown = UIColor(color: .brown)
    public static let systemGray = UIColor(color: .gray)
    public static let systemGray2 = UIColor(color: .systemGray2)
    public static let systemGray3 = UIColor(color: .systemGray3)
    public static let systemGray4 = UIColor(color: .systemGray4)
    public static let systemGray5 = UIColor(color: .systemGray5)
    public static let systemGray6 = UIColor(color: .systemGray6)
    public static let tintColor = UIColor(color: .blue)

    // Semantic colours.
    public static let label = UIColor(color: .primary)
    public static let secondaryLabel = UIColor(color: .secondary)
    public static let tertiaryLabel = UIColor(color: .tertiary)
    public static let quaternaryLabel = UIColor(color: .quaternary)
    public static let placeholderText = UIColor(color: .tertiary)
    public static let link = UIColor(color: .blue)
    public static let separator = UIColor(color: .separator)
    public static let opaqueSeparator = UIColor(color: .opaqueSeparator)
    public static let systemBackground = UIColor(color: .systemBackground)
    public static let secondarySystemBackground = UIColor(color: .secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(color: .tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(color: .systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(color: .secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(color: .tertiarySystemGroupedBackground)
    public static let systemFill = UIColor(color: .systemFill)
    public static let secondarySystemFill = UIColor(color: .secondarySystemFill)
    public static let tertiarySystemFill = UIColor(color: .tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(color: .quaternarySystemFill)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(color: .black)
}
