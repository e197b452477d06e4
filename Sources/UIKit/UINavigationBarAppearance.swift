import TabSnapUI

/// A navigation bar's look: the bar appearance and its titles' attributes.
public final class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero

    public override init(idiom: UIUserInterfaceIdiom = .unspecified) { super.init(idiom: idiom) }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let nav = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = nav.titleTextAttributes
            largeTitleTextAttributes = nav.largeTitleTextAttributes
            titlePositionAdjustment = nav.titlePositionAdjustment
        }
    }

    public func copy() -> UINavigationBarAppearance { UINavigationBarAppearance(barAppearance: self) }

    /// What TabSnap's navigation bar draws for this appearance.
    func navigationLook() -> SystemNavigationBarAppearance.Look {
        let bar = look()
        var look = SystemNavigationBarAppearance.Look()
        look.background = bar.background
        look.shadow = bar.shadow
        look.titleColor = (titleTextAttributes[.foregroundColor] as? UIColor)?.color
        look.largeTitleColor = (largeTitleTextAttributes[.foregroundColor] as? UIColor)?.color
        return look
    }
}
