import Foundation
import TabSnapLayoutEngine

#if !canImport(Darwin)
/// Foundation's `LocalizedStringResource` (iOS 16): a key, its table and values, looked up
/// where it is shown. `Text(resource)` looks it up as `Text(LocalizedStringKey)` does, in the
/// render's language; `String(localized: resource)` where it is called.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    let key: LocalizedStringKey
    public var table: String?
    public var locale: Locale?
    /// The text shown when no table has the key.
    let defaultValue: LocalizedStringKey?

    public init(stringLiteral value: String) { self.init(key: LocalizedStringKey(value)) }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { self.init(key: LocalizedStringKey(stringInterpolation: stringInterpolation)) }
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key: keyAndValue.key, table: table, locale: locale)
    }
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key: LocalizedStringKey("\(key)"), table: table, locale: locale, defaultValue: defaultValue.key)
    }
    init(key: LocalizedStringKey, table: String? = nil, locale: Locale? = nil, defaultValue: LocalizedStringKey? = nil) {
        self.key = key
        self.table = table
        self.locale = locale
        self.defaultValue = defaultValue
    }

    public var description: String { String(localized: self) }
}

extension String {
    /// The resource's text in its locale (else the environment's) from the string tables of the
    /// view whose body this runs in.
    public init(localized resource: LocalizedStringResource) {
        let env = EnvironmentValues.current
        let locale = resource.locale ?? env.locale
        let shown = resource.defaultValue ?? resource.key
        let arguments = shown.arguments(in: locale)
        self = env.stringTables.localized(resource.key.key, table: resource.table, language: locale.identifier, count: shown.count,
                                          arguments: arguments) ?? shown.fallback(arguments)
    }
}

extension Text {
    /// Looked up at layout in the render's language, as a `LocalizedStringKey` is.
    public init(_ resource: LocalizedStringResource) {
        if resource.defaultValue != nil {
            // A key with a default is looked up now, in the body building this text.
            self.init(verbatim: String(localized: resource))
        } else {
            self.init(resource.key, tableName: resource.table)
        }
    }
}
#endif
