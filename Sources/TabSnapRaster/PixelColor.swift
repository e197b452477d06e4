import TabSnapCore

/// An sRGB colour with straight (not premultiplied) 8-bit channels, as designers write it: the
/// concrete colour the canvas paints with. SwiftUI-style `Color` (Layout) resolves to one per scheme.
public struct PixelColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Straight 8-bit channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        red = r; green = g; blue = b; alpha = a
    }

    /// Channels from 0...1, rounded once to the nearest byte (values outside are clamped).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(r: PixelColor.byte(red), g: PixelColor.byte(green), b: PixelColor.byte(blue), a: PixelColor.byte(opacity))
    }

    /// "#RGB", "#RRGGBB" or "#RRGGBBAA" (the "#" is optional); nil when malformed.
    public init?(hex: String) {
        guard let v = HexColor.bytes(Substring(hex)) else { return nil }
        self.init(r: v[0], g: v[1], b: v[2], a: v[3])
    }

    /// The same colour with its alpha multiplied by `x` (0...1), rounded once.
    public func opacity(_ x: Double) -> PixelColor {
        var c = self
        c.alpha = PixelColor.byte(Double(alpha) / 255 * x)
        return c
    }

    public static let clear = PixelColor(r: 0, g: 0, b: 0, a: 0)
    public static let black = PixelColor(r: 0, g: 0, b: 0)
    public static let white = PixelColor(r: 255, g: 255, b: 255)

    /// Premultiplied and packed as R | G<<8 | B<<16 | A<<24 (bytes R, G, B, A in memory).
    var premultiplied: UInt32 {
        let a = UInt32(alpha)
        return Pixel.pack(Pixel.mul255(UInt32(red), a), Pixel.mul255(UInt32(green), a),
                          Pixel.mul255(UInt32(blue), a), a)
    }

    static func byte(_ v: Double) -> UInt8 {
        guard v.isFinite else { return v > 0 ? 255 : 0 }
        return UInt8(min(max(v, 0), 1) * 255 + 0.5)  // deterministic: one multiply, one truncation
    }
}
