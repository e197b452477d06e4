import Foundation
import TabSnapLayoutEngine

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

    /// The key's text in `locale`'s language from the string tables of the view whose body this
    /// runs in, its values put back; the key as written when no table has it. With no `locale`,
    /// the environment's (outside any body there are no tables and the locale is en_US, as a
    /// process's own locale is not the one a snapshot is put in).
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        let k = keyAndValue.key
        let env = EnvironmentValues.current
        let locale = locale ?? env.locale
        let arguments = k.arguments(in: locale)
        self = env.stringTables.localized(k.key, table: table, language: locale.identifier, count: k.count, arguments: arguments) ?? k.fallback(arguments)
    }

    /// `String(localized: "cart.title", defaultValue: "Shopping cart")`: `key` looked up, and
    /// `defaultValue` (with its values) shown when no table has it.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        let d = defaultValue.key
        let env = EnvironmentValues.current
        let locale = locale ?? env.locale
        let arguments = d.arguments(in: locale)
        self = env.stringTables.localized("\(key)", table: table, language: locale.identifier, count: d.count, arguments: arguments) ?? d.fallback(arguments)
    }
}
#endif
