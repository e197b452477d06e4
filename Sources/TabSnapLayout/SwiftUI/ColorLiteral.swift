import TabSnapLayoutEngine

/// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour well writes it, is a `Color`
/// wherever one is expected (and a `UIColor` in UIKit code), in sRGB.
extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
