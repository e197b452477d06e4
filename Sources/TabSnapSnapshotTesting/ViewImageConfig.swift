import TabSnapLayout
import UIKit

/// swift-snapshot-testing's device configurations, by its names (`.iPhone13`, `.iPhoneSe(.landscape)`,
/// `.iPadPro11(.portrait(splitView: .oneThird))`): a screen size in points, a safe area and the
/// traits a test on that device sees. Sizes and safe areas are the devices' own; the traits are
/// those swift-snapshot-testing gives each one (the `.medium` content size on iPhones; size
/// classes by orientation). It has no scale: a test renders at the scale of the simulator it runs
/// on, so these render at 3× (today's iPhone simulators) unless `traits` carries a `displayScale`.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable { case landscape, portrait }
    public enum TabletOrientation: Sendable {
        public enum Configuration: Sendable { case full, oneHalf, oneThird, twoThirds }
        case landscape(splitView: Configuration)
        case portrait(splitView: Configuration)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// The scale a configuration renders at when its traits give none.
    static let simulatorScale = 3.0

    // MARK: iPhones

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ o: Orientation) -> Self { phone(o, 320, 568, top: 20, side: 0, bottom: 0, wideLandscape: false) }
    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ o: Orientation) -> Self { phone(o, 375, 667, top: 20, side: 0, bottom: 0, wideLandscape: false) }
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ o: Orientation) -> Self { phone(o, 414, 736, top: 20, side: 0, bottom: 0, wideLandscape: true) }
    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ o: Orientation) -> Self { phone(o, 375, 812, top: 44, side: 44, bottom: 24, wideLandscape: false) }
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ o: Orientation) -> Self { phone(o, 414, 896, top: 44, side: 44, bottom: 24, wideLandscape: true) }
    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ o: Orientation) -> Self { phone(o, 414, 896, top: 44, side: 44, bottom: 24, wideLandscape: true) }
    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ o: Orientation) -> Self { phone(o, 390, 844, top: 47, side: 47, bottom: 21, wideLandscape: false) }
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ o: Orientation) -> Self { iPhone12(o) }
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ o: Orientation) -> Self { phone(o, 428, 926, top: 47, side: 47, bottom: 21, wideLandscape: true) }
    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ o: Orientation) -> Self { iPhone12(o) }
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ o: Orientation) -> Self { phone(o, 375, 812, top: 50, side: 50, bottom: 21, wideLandscape: false) }
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ o: Orientation) -> Self { iPhone12(o) }
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ o: Orientation) -> Self { iPhone12ProMax(o) }

    /// A phone: portrait insets top and 34 at the bottom when it has a home indicator; in
    /// landscape none at the top, `side` at each side and `bottom` under. A Plus or Max is
    /// regular-width in landscape.
    private static func phone(_ o: Orientation, _ w: Double, _ h: Double, top: Double, side: Double, bottom: Double,
                              wideLandscape: Bool) -> Self {
        let notched = side > 0
        let base = [UITraitCollection(layoutDirection: .leftToRight), UITraitCollection(preferredContentSizeCategory: .medium),
                    UITraitCollection(userInterfaceIdiom: .phone)]
        switch o {
        case .portrait:
            return Self(safeArea: UIEdgeInsets(top: top, left: 0, bottom: notched ? 34 : 0, right: 0), size: CGSize(width: w, height: h),
                        traits: UITraitCollection(traitsFrom: base + [UITraitCollection(horizontalSizeClass: .compact),
                                                                      UITraitCollection(verticalSizeClass: .regular)]))
        case .landscape:
            return Self(safeArea: UIEdgeInsets(top: 0, left: side, bottom: bottom, right: side), size: CGSize(width: h, height: w),
                        traits: UITraitCollection(traitsFrom: base + [UITraitCollection(horizontalSizeClass: wideLandscape ? .regular : .compact),
                                                                      UITraitCollection(verticalSizeClass: .compact)]))
        }
    }

    // MARK: iPads (landscape unless told; split views as Slide Over and Split View size them)

    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ o: Orientation) -> Self { iPadMini(tablet(o)) }
    public static func iPadMini(_ o: TabletOrientation) -> Self {
        pad(o, long: 1024, short: 768, top: 20, bottom: 0, landscapeSplits: (320, 507, 694), portraitSplits: (320, 438), halfRegular: false)
    }
    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ o: Orientation) -> Self { iPadMini(o) }
    public static func iPad9_7(_ o: TabletOrientation) -> Self { iPadMini(o) }
    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ o: Orientation) -> Self { iPad10_2(tablet(o)) }
    public static func iPad10_2(_ o: TabletOrientation) -> Self {
        pad(o, long: 1080, short: 810, top: 20, bottom: 0, landscapeSplits: (320, 535, 750), portraitSplits: (320, 480), halfRegular: false)
    }
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ o: Orientation) -> Self { iPadPro10_5(tablet(o)) }
    public static func iPadPro10_5(_ o: TabletOrientation) -> Self {
        pad(o, long: 1112, short: 834, top: 20, bottom: 0, landscapeSplits: (320, 551, 782), portraitSplits: (320, 504), halfRegular: false)
    }
    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ o: Orientation) -> Self { iPadPro11(tablet(o)) }
    public static func iPadPro11(_ o: TabletOrientation) -> Self {
        pad(o, long: 1194, short: 834, top: 24, bottom: 20, landscapeSplits: (375, 592, 809), portraitSplits: (320, 504), halfRegular: false)
    }
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ o: Orientation) -> Self { iPadPro12_9(tablet(o)) }
    public static func iPadPro12_9(_ o: TabletOrientation) -> Self {
        pad(o, long: 1366, short: 1024, top: 24, bottom: 20, landscapeSplits: (375, 678, 981), portraitSplits: (375, 639), halfRegular: true)
    }

    private static func tablet(_ o: Orientation) -> TabletOrientation { o == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full) }

    /// An iPad, whole or in a split: a third (and a half, but on the 12.9") is compact-width.
    /// Portrait has no half split; one asked for takes the two-thirds width.
    private static func pad(_ o: TabletOrientation, long: Double, short: Double, top: Double, bottom: Double,
                            landscapeSplits: (third: Double, half: Double, twoThirds: Double), portraitSplits: (third: Double, twoThirds: Double),
                            halfRegular: Bool) -> Self {
        let size: CGSize, compact: Bool
        switch o {
        case .landscape(let split):
            switch split {
            case .full: (size, compact) = (CGSize(width: long, height: short), false)
            case .twoThirds: (size, compact) = (CGSize(width: landscapeSplits.twoThirds, height: short), false)
            case .oneHalf: (size, compact) = (CGSize(width: landscapeSplits.half, height: short), !halfRegular)
            case .oneThird: (size, compact) = (CGSize(width: landscapeSplits.third, height: short), true)
            }
        case .portrait(let split):
            switch split {
            case .full: (size, compact) = (CGSize(width: short, height: long), false)
            case .twoThirds, .oneHalf: (size, compact) = (CGSize(width: portraitSplits.twoThirds, height: long), true)
            case .oneThird: (size, compact) = (CGSize(width: portraitSplits.third, height: long), true)
            }
        }
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: compact ? .compact : .regular),
                                                    UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad)])
        return Self(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), size: size, traits: traits)
    }
}
