import Foundation

/// SwiftUI's materials: a blur of what lies behind (standard deviation in points) under a tint
/// per scheme. Apple publishes neither number: these are *estimates* (a lighter tint and a
/// smaller blur for thinner materials), to be replaced by measured values.
public struct Material: Hashable, Sendable {
    public let name: String
    public let blur: Double
    public let tint: Color

    public init(name: String, blur: Double, tint: Color) {
        self.name = name
        self.blur = blur
        self.tint = tint
    }

    static func make(_ name: String, blur: Double, light: Double, dark: Double) -> Material {
        Material(name: name, blur: blur,
                 tint: Color(light: Color(white: 0.97, opacity: light), dark: Color(red: 0.11, green: 0.11, blue: 0.12, opacity: dark)))
    }

    public static let ultraThinMaterial = make("ultraThinMaterial", blur: 10, light: 0.35, dark: 0.35)
    public static let thinMaterial = make("thinMaterial", blur: 12, light: 0.5, dark: 0.5)
    public static let regularMaterial = make("regularMaterial", blur: 15, light: 0.65, dark: 0.65)
    public static let thickMaterial = make("thickMaterial", blur: 18, light: 0.8, dark: 0.8)
    public static let ultraThickMaterial = make("ultraThickMaterial", blur: 20, light: 0.9, dark: 0.9)
    /// The material of system bars.
    public static let bar = make("bar", blur: 15, light: 0.75, dark: 0.75)
    /// SwiftUI's shorter names for the same materials (`.background(Material.thin)`).
    public static var ultraThin: Material { ultraThinMaterial }
    public static var thin: Material { thinMaterial }
    public static var regular: Material { regularMaterial }
    public static var thick: Material { thickMaterial }
    public static var ultraThick: Material { ultraThickMaterial }
}
