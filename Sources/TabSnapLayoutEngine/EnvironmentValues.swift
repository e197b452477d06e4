import Foundation
import TabSnapText

/// A value that lives in the environment, as SwiftUI's `EnvironmentKey`: declare a key type
/// with a default, extend `EnvironmentValues` with a property, set it with
/// `.environment(\.myValue, value)` and read it with `@Environment(\.myValue)`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the tree and that modifiers change for a subtree, as SwiftUI's
/// environment does. Custom views read them through `@Environment` while their body is built,
/// which happens during layout, under the environment of the place the view is in.
public struct EnvironmentValues: @unchecked Sendable {
    public var colorScheme: ColorScheme = .light
    public var foregroundColor: Color? = nil
    /// A gradient foreground (`.foregroundStyle(LinearGradient(…))`); nil when it is a colour.
    public var foregroundStyle: StyleFill? = nil
    /// `.backgroundStyle(_:)`: what `.background(in:)` fills with (nil: the system background).
    public var backgroundStyle: StyleFill? = nil
    public var text = TextEnvironment()
    /// Device pixels per point, set from the container by layout: frames, text frames and
    /// baselines snap to this grid.
    public var displayScale: Double = 1
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { text.isRightToLeft = layoutDirection == .rightToLeft }
    }
    public var locale = Locale(identifier: "en_US")
    /// The content size category: the current font (and every font set below) is sized for it.
    public var dynamicTypeSize: DynamicTypeSize = .large {
        didSet { text.font = text.font.sized(for: dynamicTypeSize) }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// The selection colour `.tint`/`.accentColor` set; nil is the system blue.
    public var tint: Color? = nil
    /// `.redacted(reason:)` in force (`.unredacted()` clears it).
    public var redactionReasons: RedactionReasons = []
    /// The size of the container `.containerRelativeFrame` measures against: the window's
    /// safe area (nil when a view is sized alone, with no window).
    package var containerSize: CGSize? = nil
    /// `.privacySensitive()`: drawn as a placeholder under `.redacted(reason: .privacy)`.
    public var isPrivacySensitive = false
    /// False under `.disabled(true)`: controls below draw in their disabled colours.
    public var isEnabled = true
    /// The symbol variant images below use (`.symbolVariant(.fill)`).
    public var symbolVariant: SymbolVariants = .none
    /// `.imageScale(_:)`: the symbol scale images below use.
    public var imageScale: ImageScale = .medium
    /// `.symbolRenderingMode(_:)`; nil draws symbols monochrome (SwiftUI's default).
    public var symbolRenderingMode: SymbolRenderingMode? = nil
    /// The secondary and tertiary styles of `.foregroundStyle(primary, secondary, tertiary)`,
    /// which palette symbols colour their layers with.
    public var foregroundPalette: [StyleFill] = []
    /// SwiftUI's `colorSchemeContrast`: `.increased` picks asset catalogs' high-contrast
    /// appearances (`.environment(\.colorSchemeContrast, .increased)`).
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    /// The app's asset catalogs, from the render's resources.
    public var assetCatalogs = AssetCatalogs()
    /// The app's string tables, from the render's resources.
    public var stringTables = StringTables()
    /// Values stored under custom keys and environment objects, by their type.
    private var custom: [ObjectIdentifier: Any] = [:]

    public init(colorScheme: ColorScheme = .light, displayScale: Double = 1) {
        self.colorScheme = colorScheme
        self.displayScale = displayScale
    }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The object `.environmentObject(_:)` put here for `type`, if any.
    public func object<T: AnyObject>(_ type: T.Type) -> T? { custom[ObjectIdentifier(ObjectKey<T>.self)] as? T }

    public mutating func setObject<T: AnyObject>(_ object: T) { custom[ObjectIdentifier(ObjectKey<T>.self)] = object }

    private enum ObjectKey<T> {}

    /// The `@Observable` object `.environment(_:)` put here for `type`, if any (apart from
    /// `environmentObject`'s, as in SwiftUI).
    public func observable<T: AnyObject>(_ type: T.Type) -> T? { custom[ObjectIdentifier(ObservableKey<T>.self)] as? T }

    public mutating func setObservable<T: AnyObject>(_ object: T) { custom[ObjectIdentifier(ObservableKey<T>.self)] = object }

    public mutating func removeObservable<T: AnyObject>(_ type: T.Type) { custom[ObjectIdentifier(ObservableKey<T>.self)] = nil }

    private enum ObservableKey<T> {}

    public var font: Font? {
        get { text.font }
        set { text.font = (newValue ?? .body).sized(for: dynamicTypeSize) }
    }

    public var lineLimit: Int? {
        get { text.lineLimit }
        set { text.lineLimit = newValue }
    }

    public var truncationMode: TruncationMode {
        get { text.truncationMode }
        set { text.truncationMode = newValue }
    }

    public var minimumScaleFactor: CGFloat {
        get { CGFloat(text.minimumScaleFactor) }
        set { text.minimumScaleFactor = min(1, max(0.01, Double(newValue).isFinite ? Double(newValue) : 1)) }
    }

    /// SwiftUI's older name for the text size setting.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// The colour shapes and template images are filled with.
    var resolvedForeground: Color { (foregroundColor ?? .primary).resolved(in: colorScheme) }

    /// False in every environment layout makes; true in the one `current` holds outside
    /// layout, so code run outside a body can tell (`String(localized:)`).
    var isOutsideLayout = false

    /// The environment the body being built runs under (`@Environment` reads it).
    @TaskLocal public static var current: EnvironmentValues = {
        var outside = EnvironmentValues()
        outside.isOutsideLayout = true
        return outside
    }()
}

public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable { case leftToRight, rightToLeft }

public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable, Codable { case compact, regular }

/// Dynamic Type sizes; `large` is the default.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The older spelling of Dynamic Type sizes (`\.sizeCategory`).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    init(_ size: DynamicTypeSize) { self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!] }
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }
}
