import Foundation
import TabSnapCore

/// An sRGB colour with straight alpha, and a view that fills its proposal with it.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8
    /// The dark-scheme variant (R, G, B, A) of a dynamic colour; nil when one colour serves both.
    var dark: [UInt8]?
    /// For `Color("name")`: the asset name, which drawing reports as unresolved (there are no
    /// asset catalogs yet), so the snapshot fails with the name instead of drawing a guess.
    public internal(set) var assetName: String?

    /// A colour from the app's asset catalog, by name.
    /// `Color(someColor)`: the colour itself (SwiftUI accepts a colour where a colour is built).
    @_disfavoredOverload public init(_ color: Color) { self = color }

    public init(_ name: String) {
        self.init(r: 0, g: 0, b: 0, a: 0)
        assetName = name
    }

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A colour that changes with the colour scheme, as asset-catalog colours do.
    public init(light: Color, dark: Color) {
        self = light.resolved(in: .light)
        let d = dark.resolved(in: .dark)
        self.dark = [d.r, d.g, d.b, d.a]
    }

    /// The concrete colour for a scheme.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard let dark else { return self }
        if scheme == .light { var c = self; c.dark = nil; return c }
        return Color(r: dark[0], g: dark[1], b: dark[2], a: dark[3])
    }

    public var isDynamic: Bool { dark != nil }

    /// SwiftUI's `Color(red:green:blue:opacity:)` with components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        self.init(r: q(red), g: q(green), b: q(blue), a: q(opacity))
    }

    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    public init?(hex: String) {
        guard let v = HexColor.bytes(Substring(hex)) else { return nil }
        self.init(r: v[0], g: v[1], b: v[2], a: v[3])
    }

    /// The same colour with its alpha multiplied by `amount`.
    public func opacity(_ amount: Double) -> Color {
        func scale(_ a: UInt8) -> UInt8 { UInt8(max(0, min(255, (Double(a) * amount).rounded()))) }
        var c = self
        c.a = scale(a)
        if let d = dark { c.dark = [d[0], d[1], d[2], scale(d[3])] }
        return c
    }

    public var hex: String { HexColor.text(r, g, b, alpha: a) }

    public var description: String {
        guard isDynamic else { return hex }
        return "\(resolved(in: .light).hex)/\(resolved(in: .dark).hex)"
    }

    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 255, g: 255, b: 255)
    // SwiftUI's named colours are UIKit's system colours, a lighter and a darker variant per
    // scheme (Apple's Human Interface Guidelines, Color → Specifications, iOS default values).
    public static let red = Color(light: Color(r: 255, g: 59, b: 48), dark: Color(r: 255, g: 69, b: 58))
    public static let orange = Color(light: Color(r: 255, g: 149, b: 0), dark: Color(r: 255, g: 159, b: 10))
    public static let yellow = Color(light: Color(r: 255, g: 204, b: 0), dark: Color(r: 255, g: 214, b: 10))
    public static let green = Color(light: Color(r: 52, g: 199, b: 89), dark: Color(r: 48, g: 209, b: 88))
    public static let mint = Color(light: Color(r: 0, g: 199, b: 190), dark: Color(r: 99, g: 230, b: 226))
    public static let teal = Color(light: Color(r: 48, g: 176, b: 199), dark: Color(r: 64, g: 200, b: 224))
    public static let cyan = Color(light: Color(r: 50, g: 173, b: 230), dark: Color(r: 100, g: 210, b: 255))
    public static let blue = Color(light: Color(r: 0, g: 122, b: 255), dark: Color(r: 10, g: 132, b: 255))
    public static let indigo = Color(light: Color(r: 88, g: 86, b: 214), dark: Color(r: 94, g: 92, b: 230))
    public static let purple = Color(light: Color(r: 175, g: 82, b: 222), dark: Color(r: 191, g: 90, b: 242))
    public static let pink = Color(light: Color(r: 255, g: 45, b: 85), dark: Color(r: 255, g: 55, b: 95))
    public static let brown = Color(light: Color(r: 162, g: 132, b: 94), dark: Color(r: 172, g: 142, b: 104))
    /// systemGray: the same in both schemes.
    public static let gray = Color(r: 142, g: 142, b: 147)
    /// Label colours: black/white, and systemGray for secondary.
    public static let primary = Color(light: .black, dark: .white)
    public static let secondary = Color(light: Color(r: 60, g: 60, b: 67, a: 153),
                                        dark: Color(r: 235, g: 235, b: 245, a: 153))

    public static let tertiary = Color(light: Color(r: 60, g: 60, b: 67, a: 76), dark: Color(r: 235, g: 235, b: 245, a: 76))
    public static let quaternary = Color(light: Color(r: 60, g: 60, b: 67, a: 46), dark: Color(r: 235, g: 235, b: 245, a: 46))
    /// The app's accent colour; without an asset catalog, the system blue.
    public static let accentColor = Color.blue
    /// UIKit's system background: white, black in dark mode.
    public static let systemBackground = Color(light: .white, dark: .black)

    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`, components in 0...1, converted
    /// with plain arithmetic (no libm) and rounded once per channel.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = min(max(hue, 0), 1) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = min(Int(h), 5), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    package static let named: [String: Color] = [
        "clear": .clear, "black": .black, "white": .white, "gray": .gray, "red": .red, "orange": .orange, "yellow": .yellow,
        "green": .green, "mint": .mint, "teal": .teal, "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple,
        "pink": .pink, "brown": .brown, "primary": .primary, "secondary": .secondary,
    ]
}
