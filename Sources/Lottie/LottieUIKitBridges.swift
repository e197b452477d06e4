import TabSnapLottie
import UIKit

extension AnimationKeypath {
    /// lottie-ios's `AnimationKeypath(keys: ["**", "Fill 1", "**", "Color"])`.
    public init(keys: [String]) { self.init(keypath: keys.joined(separator: ".")) }
}

extension UIColor {
    /// lottie-ios's colour for a UIColor, in the interface style being drawn.
    public var lottieColorValue: LottieColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = getRed(&r, green: &g, blue: &b, alpha: &a)
        return LottieColor(r: Double(r), g: Double(g), b: Double(b), a: Double(a))
    }
}
