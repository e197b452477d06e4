/// Vibrancy over a blur: content in a vibrancy view is drawn in its own colours (UIKit's
/// blending of it with the blur is not modelled).
public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle = .label) {
        self.blurEffect = blurEffect
        self.style = style
    }
}
