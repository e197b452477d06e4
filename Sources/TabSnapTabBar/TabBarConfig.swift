import Foundation
import TabSnapCore
import TabSnapAssets
import TabSnapLayout
import TabSnapStrings

/// A badge on a tab: a number (over 99 shows "99+", 0 hides it), a string shown as given, or a dot.
public enum Badge: Hashable, Sendable {
    case none
    case count(Int)
    case text(String)
    case dot

    /// The text the pill shows, or nil when there is no pill (none, zero, dot). An empty string
    /// is an empty pill, as `badgeValue = ""` draws in UIKit (measured: an 18 × 18 pt pill).
    public var label: String? {
        switch self {
        case .none, .dot: return nil
        case .count(let n): return n <= 0 ? nil : n > 99 ? "99+" : String(n)
        case .text(let s): return s
        }
    }

    public var isVisible: Bool {
        switch self {
        case .none: return false
        case .dot, .text: return true
        case .count(let n): return n > 0
        }
    }
}

public struct TabItem: Hashable, Sendable {
    public var title: String
    public var icon: String?
    public var selectedIcon: String?
    public var badge: Badge
    /// The pill's colour for this item alone (`UITabBarItem.badgeColor`), over the bar's.
    public var badgeColor: Color? = nil
    /// Drawn dimmed, as a disabled `UITabBarItem`.
    public var disabled = false
    /// `.alwaysOriginal`: the icon keeps its own colours instead of the selection tint (a PNG as
    /// it is; a bundled symbol in the primary colour).
    public var originalIcon = false
    /// Moves the icon and its badge (not the title), in points: seed 000's `OffsetAnimation`,
    /// which a timeline animates.
    public var iconOffset = IconOffset(x: 0, y: 0)
    /// A Lottie animation as the icon (seed 004): the frame it rests on, selected or not, and
    /// the key path tinted with the item's ink. Becoming selected plays it.
    public var lottie: TabLottie? = nil
    /// `title: {key: …}`: the title is a key into the string tables, looked up in the render's
    /// locale (a key no table has is shown as written, with a warning).
    public var titleIsKey = false
    /// `title: {value: 1299.5, format: currency, currency: RUB}`: a number shown in the
    /// render's locale (seed 000's cart shows its total as the title); `title` then holds it
    /// in en_US.
    public var titleFormat: TitleFormat? = nil

    public init(title: String, icon: String? = nil, selectedIcon: String? = nil, badge: Badge = .none, disabled: Bool = false) {
        self.title = title
        self.icon = icon
        self.selectedIcon = selectedIcon
        self.badge = badge
        self.disabled = disabled
    }
}

public struct TabLottie: Hashable, Sendable {
    /// The JSON file (found beside the configuration, as PNG icons are).
    public var file: String
    /// Where an unselected item rests (0 the first frame, 1 the last) and where a selected one
    /// ends after playing.
    public var progress: Double = 0
    public var selectedProgress: Double = 1
    /// Fills and strokes recoloured with the item's ink (seed 004's value provider); nil keeps
    /// the animation's own colours.
    public var tint: String? = "**.Fill 1.**.Color"

    public init(file: String, progress: Double = 0, selectedProgress: Double = 1, tint: String? = "**.Fill 1.**.Color") {
        self.file = file
        self.progress = progress
        self.selectedProgress = selectedProgress
        self.tint = tint
    }
}

public struct IconOffset: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

public enum TabBarStyleName: String, Sendable, CaseIterable, Codable { case system, circle, sections, icons }

/// The two looks of iOS 15+'s system bar: `scrollEdge`, the default when no content scrolls
/// under the bar (no background, no hairline), and `standard` (a material background and the
/// hairline), which iOS shows once content scrolls beneath it.
public enum BarAppearance: String, Sendable, CaseIterable, Codable { case scrollEdge, standard }

/// Colours of a style for one scheme; nil fields take the style's default.
public struct StyleColors: Hashable, Sendable {
    public var tint: Color?
    public var unselected: Color?
    public var barBackground: Color?
    public var badge: Color?
    public var badgeText: Color?
    public var selectionCircle: Color?
    public var separator: Color?
    public var title: Color?
    public var selectedTitle: Color?
    public init() {}

    static let keys = ["tint", "unselected", "barBackground", "badge", "badgeText", "selectionCircle", "separator", "title", "selectedTitle"]

    subscript(key: String) -> Color? {
        get {
            switch key {
            case "tint": return tint
            case "unselected": return unselected
            case "barBackground": return barBackground
            case "badge": return badge
            case "badgeText": return badgeText
            case "selectionCircle": return selectionCircle
            case "separator": return separator
            case "title": return title
            case "selectedTitle": return selectedTitle
            default: return nil
            }
        }
        set {
            switch key {
            case "tint": tint = newValue
            case "unselected": unselected = newValue
            case "barBackground": barBackground = newValue
            case "badge": badge = newValue
            case "badgeText": badgeText = newValue
            case "selectionCircle": selectionCircle = newValue
            case "separator": separator = newValue
            case "title": title = newValue
            case "selectedTitle": selectedTitle = newValue
            default: break
            }
        }
    }
}

/// Sizes and fonts of a style; nil fields take the style's default.
public struct StyleMetrics: Hashable, Sendable {
    public var barHeight: Double?
    public var iconSize: Double?
    public var titleSize: Double?
    public var titleWeight: Font.Weight?
    /// The selected item's title font, where it differs (UIKit's selected title attributes).
    public var selectedTitleSize: Double?
    public var selectedTitleWeight: Font.Weight?
    /// The titles' family or PostScript name: a font the configuration's `fonts:` registers
    /// (UIKit's `titleTextAttributes` font); nil is the system font.
    public var titleFont: String?
    public init() {}
    /// Only what the styles read (no badge size or item spacing: no style has one to set).
    static let keys = ["barHeight", "iconSize", "titleSize", "titleWeight", "selectedTitleSize", "selectedTitleWeight", "titleFont"]

    /// A title font of the configured family (else the system font) at a size and weight.
    func titleFont(size: Double, weight: Font.Weight) -> Font {
        guard let family = titleFont else { return .system(size: size, weight: weight) }
        // A tab bar title font is fixed, as UITabBar's is: it does not grow with Dynamic Type.
        return Font.custom(family, fixedSize: size).weight(weight)
    }
}

/// Whether the keyboard is up while the bar is rendered.
public struct KeyboardSettings: Hashable, Sendable {
    public var shown = false
    /// Overrides the device's keyboard height.
    public var height: Double?
    /// `ignoresSafeArea(.keyboard)` on the bar's container: the bar stays at the bottom.
    public var barIgnoresKeyboard = true
    public init() {}
}

/// What is behind the bar.
public enum Backdrop: Hashable, Sendable {
    /// A full-screen content placeholder of this colour.
    case content(Color)
    /// Nothing: the render is the bar alone.
    case none
}

/// A tab configuration: items, selection, style and how it is shown.
public struct TabBarConfig: Hashable, Sendable {
    public var name: String
    public var style: TabBarStyleName = .system
    /// The system style's look; other styles draw their own background.
    public var appearance: BarAppearance = .scrollEdge
    public var items: [TabItem] = []
    /// The selected item, or -1 for none (a bare `UITabBar` selects nothing).
    public var selected: Int = 0
    public var moreTitle = "More"
    /// How many items fit before the overflow "More" tab; nil: 5 on iPhone, 6 on iPad.
    public var maxItems: Int?
    public var keyboard = KeyboardSettings()
    public var backdrop: Backdrop = .content(Color(light: Color(hex: "#F2F2F7")!, dark: .black))
    public var light = StyleColors()
    public var dark = StyleColors()
    public var metrics = StyleMetrics()
    /// Asset catalogs (`.xcassets` folders, resolved paths) whose images and colours the
    /// configuration names with `{asset: name}`; in force while it renders.
    public var assets: [String] = []
    /// Font files (resolved paths) the configuration registers, for `metrics.titleFont`.
    public var fonts: [String] = []
    /// String tables (resolved paths) that `title: {key: …}` looks keys up in.
    public var strings: [String] = []
    /// `locale: ru`: the locale the bar renders in (keys are looked up in its language); nil
    /// is the device's default, en_US.
    public var locale: String?
    /// `dynamicTypeSize: accessibility3`: the content size category the screen renders at; nil
    /// is the default, large. Text styles in the screen follow it; the system bar's titles do
    /// not (UITabBar draws them at a fixed 10 pt and offers the large content viewer instead).
    public var dynamicTypeSize: DynamicTypeSize?

    public init(name: String) { self.name = name }

    /// The catalogs of `assets`, read once per process.
    public var catalogs: [any AssetLookup] { assets.compactMap { try? AssetCatalog.cached($0).get() } }

    /// The tables of `strings`, read once per process.
    public var stringTables: [any StringLookup] { strings.compactMap { try? StringCatalogs.cached($0).get() } }

    public func colors(_ scheme: ColorScheme) -> StyleColors { scheme == .light ? light : dark }
}

/// A number as a title, formatted by Foundation's format styles in the render's locale.
public enum TitleFormat: Hashable, Sendable {
    case number(Double)
    case percent(Double)
    case currency(Double, code: String)

    /// As a `Text`, formatted when laid out.
    var text: Text {
        switch self {
        case .number(let v): Text(v, format: .number)
        case .percent(let v): Text(v, format: .percent)
        case .currency(let v, let code): Text(v, format: .currency(code: code))
        }
    }
}

extension TabItem {
    /// The title as a view: looked up when it is a key, formatted when it is a number, else
    /// shown as written.
    var titleText: Text {
        if let titleFormat { return titleFormat.text }
        return titleIsKey ? Text(LocalizedStringKey(title)) : Text(verbatim: title)
    }
}
