import Foundation

#if !canImport(Darwin)
// Foundation on Linux has no `String(localized:)`; app code calls it for strings it computes
// (a title kept in @State), so this one looks its key up in TabSnap's string tables.
extension String {
    /// Foundation's localizable value: a key whose interpolations become format specifiers, as
    /// `LocalizedStringKey`'s do (`"\(n) items"` is the key "%lld items").
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        let key: LocalizedStringKey
        public init(_ value: String) { key = LocalizedStringKey(value) }
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = LocalizedStringKey(stringInterpolation: stringInterpolation) }
    }

    /// The key's text in `locale`'s language from the string tables in force, its values put
    /// back; the key as written when no table has it. With no `locale`, the locale of the render
    /// this runs in: the environment's inside a view's body, else the test's `locales:` axis.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        let k = keyAndValue.key
        let locale = locale ?? EnvironmentValues.renderLocale
        let arguments = k.arguments(in: locale)
        self = StringTables.localized(k.key, table: table, language: locale.identifier, count: k.count, arguments: arguments) ?? k.fallback(arguments)
    }

    /// `String(localized: "cart.title", defaultValue: "Shopping cart")`: `key` looked up, and
    /// `defaultValue` (with its values) shown when no table has it.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        let d = defaultValue.key
        let locale = locale ?? EnvironmentValues.renderLocale
        let arguments = d.arguments(in: locale)
        self = StringTables.localized("\(key)", table: table, language: locale.identifier, count: d.count, arguments: arguments) ?? d.fallback(arguments)
    }
}
#endif

extension EnvironmentValues {
    /// The locale of the render in progress: the environment's while a body is built, else the
    /// locale a test's `locales:` axis put this task in (a view's stored properties are set up
    /// before any body runs), else en_US.
    static var renderLocale: Locale {
        let env = current
        if env.isOutsideLayout, let l = RenderOverrides.current.locale { return Locale(identifier: l) }
        return env.locale
    }
}
