import TabSnapTabBar
import TabSnapUI

/// What a bar draws behind its items: UIKit's three starting points (the system material with
/// a hairline, an opaque system background with a hairline, nothing), then any colour or
/// shadow set over them. Assigning an appearance to a bar copies it, as UIKit does.
open class UIBarAppearance: @unchecked Sendable {
    public var backgroundColor: UIColor?
    public var backgroundEffect: UIBlurEffect?
    public var backgroundImage: UIImage?
    /// The hairline's colour; nil or clear draws none.
    public var shadowColor: UIColor?
    public var shadowImage: UIImage?
    public let idiom: UIUserInterfaceIdiom

    public init(idiom: UIUserInterfaceIdiom = .unspecified) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// The system material and the hairline (a bar's standard look).
    public func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.hairline
    }

    /// The system background, opaque, and the hairline.
    public func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.hairline
    }

    /// No background and no hairline.
    public func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
    }

    /// UIKit's bar hairline, light and dark (`SystemBarMetrics`).
    static let hairline = UIColor(color: Color(light: SystemBarMetrics.hairlineLight, dark: SystemBarMetrics.hairlineDark))

    /// The background and hairline as TabSnap's bar draws them.
    func look() -> SystemTabBarAppearance.Look {
        let background: SystemTabBarAppearance.Look.Background
        if let backgroundColor { background = .color(backgroundColor.color) } else if backgroundEffect != nil { background = .material } else { background = .none }
        let shadow = shadowColor.flatMap { $0.color == .clear ? nil : $0.color }
        return SystemTabBarAppearance.Look(background: background, shadow: shadow)
    }
}
