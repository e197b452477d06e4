import Foundation
import TabSnapLayoutEngine

/// SwiftUI's key into the app's string tables. Interpolations become format specifiers, as in
/// SwiftUI: `"\\(n) items"` is the key `"%lld items"` with n as its count, `"Hi \\(name)"` is
/// `"Hi %@"` with name as an argument; with no table entry, the interpolated text is shown.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    var count: Int? = nil
    var arguments: [String] = []
    /// The integers interpolated, in order (the first is also `count`).
    var integers: [Int] = []
    /// Arguments interpolated with a format style (`\(price, format: .currency(code: "RUB"))`),
    /// by index into `arguments` (which holds them in en_US): formatted again in the locale of
    /// the lookup.
    var formatted: [Int: LocaleFormatted] = [:]

    /// The arguments in `locale`.
    func arguments(in locale: Locale) -> [String] {
        guard !formatted.isEmpty else { return arguments }
        var out = arguments
        for (i, f) in formatted where i < out.count { out[i] = f.text(locale) }
        return out
    }

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        count = stringInterpolation.count
        arguments = stringInterpolation.arguments
        integers = stringInterpolation.integers
        formatted = stringInterpolation.formatted
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var count: Int? = nil
        var arguments: [String] = []
        var integers: [Int] = []
        var formatted: [Int: LocaleFormatted] = [:]

        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) {
            key += "%lld"
            count = count ?? Int(value)
            integers.append(Int(value))
        }
        public mutating func appendInterpolation(_ value: String) { key += "%@"; arguments.append(value) }
        public mutating func appendInterpolation<T>(_ value: T) { key += "%@"; arguments.append(String(describing: value)) }
        /// `\(value, specifier: "%.1f")`: the value formatted with the printf-style specifier.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            let shown = String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
            key += "%@"
            arguments.append(shown)
        }
        /// `\(price, format: .currency(code: "RUB"))`: a `%@` argument formatted in the locale
        /// the key is looked up in, as SwiftUI formats it.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            let f = LocaleFormatted(input, format)
            key += "%@"
            formatted[arguments.count] = f
            arguments.append(f.identity)
        }
    }

    /// The text shown when no table has the key: the key with its values put back.
    var fallback: String { fallback(arguments) }

    func fallback(_ arguments: [String]) -> String {
        hasValues ? StringTables.format(key, count: count, arguments: arguments, integers: integers) : key
    }

    /// Only an interpolated key is a format (a plain "100%" is shown as written).
    var hasValues: Bool { count != nil || !arguments.isEmpty }
}

/// A value with its format style, formatted for a locale when asked (`Text(_:format:)` and a
/// format in a localized key). Equal when the en_US text is (what a key's identity needs).
/// Unchecked Sendable: value and style are only read, and Foundation's styles are not all
/// marked Sendable on Linux.
struct LocaleFormatted: Hashable, @unchecked Sendable {
    let text: (Locale) -> String
    let identity: String

    init<F: FormatStyle>(_ value: F.FormatInput, _ style: F) where F.FormatOutput == String {
        text = { LocaleFormatting.string(value, style, $0) }
        identity = text(Locale(identifier: "en_US"))
    }

    static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }
    func hash(into h: inout Hasher) { h.combine(identity) }
}

/// `Text("key")`: looked up when laid out, in the environment's locale; a key no table has is
/// shown as written (its values put back) with a warning naming it, never as an empty title.
struct LocalizedText: View {
    let key: LocalizedStringKey
    let table: String?

    var body: some View {
        let (text, missing) = resolved(EnvironmentValues.current)
        let node = Text.markdownNode(text)
        if let missing {
            AnyView(node: node).overlay(MissingKey(message: missing))
        } else {
            AnyView(node: node)
        }
    }

    /// The text in `env`'s tables and locale, and for a key no table has the warning to give
    /// (the key is then shown as written).
    func resolved(_ env: EnvironmentValues) -> (text: String, missing: String?) {
        let environmentLocale = env.locale
        let locale = environmentLocale.identifier
        let arguments = key.arguments(in: environmentLocale)
        if env.stringTables.isEmpty {
            // No tables at all: the app has no translations, and the key is the text.
            return (key.fallback(arguments), nil)
        }
        if let s = env.stringTables.localized(key.key, table: table, language: locale, count: key.count, arguments: arguments) {
            return (s, nil)
        }
        return (key.fallback(arguments),
                RenderWarning.missingKeyPrefix + "\"\(key.key)\"\(table.map { " in table \($0)" } ?? "") for \(locale); shown as written")
    }
}

/// A zero-size view that turns into a warning when drawn.
struct MissingKey: PrimitiveView {
    let message: String
    var node: ViewNode { ViewNode(.warning(message)) }
}

extension Text {
    /// A string literal still picks `init(_: String)`: Swift prefers a literal's default type.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.fallback)
        localized = LocalizedText(key: key, table: tableName)
    }
}
