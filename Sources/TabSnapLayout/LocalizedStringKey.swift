import Foundation

/// SwiftUI's key into the app's string tables. Interpolations become format specifiers, as in
/// SwiftUI: `"\\(n) items"` is the key `"%lld items"` with n as its count, `"Hi \\(name)"` is
/// `"Hi %@"` with name as an argument; with no table entry, the interpolated text is shown.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    var count: Int? = nil
    var arguments: [String] = []
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
        formatted = stringInterpolation.formatted
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var count: Int? = nil
        var arguments: [String] = []
        var formatted: [Int: LocaleFormatted] = [:]

        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) {
            key += "%lld"
            count = count ?? Int(value)
            if count != Int(value) { arguments.append(String(value)) }
        }
        public mutating func appendInterpolation(_ value: String) { key += "%@"; arguments.append(value) }
        public mutating func appendInterpolation<T>(_ value: T) { key += "%@"; arguments.append(String(describing: value)) }
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

    func fallback(_ arguments: [String]) -> String { hasValues ? StringTables.format(key, count: count, arguments: arguments) : key }

    /// Only an interpolated key is a format (a plain "100%" is shown as written).
    var hasValues: Bool { count != nil || !arguments.isEmpty }
}

/// The app's string tables as layout sees them: TabSnapStrings reads `.strings`,
/// `.stringsdict` and `.xcstrings` into this, and `Text("key")` looks its key up in the
/// language of the environment's `locale`.
public protocol StringLookup: Sendable {
    var source: String { get }
    func localized(_ key: String, table: String?, language: String, count: Int?, arguments: [String]) -> String?
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

/// The tables `Text("key")` resolves through, in order (the first that has a key wins). A
/// render's resources put them in the root environment (`EnvironmentValues.stringTables`).
public struct StringTables: Sendable {
    public var tables: [any StringLookup]

    public init(_ tables: [any StringLookup] = []) { self.tables = tables }

    public var isEmpty: Bool { tables.isEmpty }

    public func localized(_ key: String, table: String?, language: String, count: Int?, arguments: [String]) -> String? {
        for t in tables { if let s = t.localized(key, table: table, language: language, count: count, arguments: arguments) { return s } }
        return nil
    }

    /// `%d`, `%i`, `%ld`, `%lld`, `%u` take the count; `%@` (and `%1$@` …) the arguments; `%%` is %.
    public static func format(_ text: String, count: Int?, arguments: [String]) -> String {
        var out = ""
        var chars = Array(text)
        chars.append(" ")
        var i = 0, next = 0
        while i < chars.count - 1 {
            guard chars[i] == "%" else { out.append(chars[i]); i += 1; continue }
            var j = i + 1
            var position: Int? = nil
            var digits = ""
            while j < chars.count - 1, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            if chars[j] == "$", let p = Int(digits) { position = p - 1; j += 1 } else { j = i + 1 }
            while "l".contains(chars[j]) { j += 1 }
            switch chars[j] {
            case "%": out.append("%")
            case "d", "i", "u": out += count.map(String.init) ?? ""
            case "@":
                let k = position ?? next
                out += k < arguments.count ? arguments[k] : ""
                if position == nil { next += 1 }
            default: out += String(chars[i..<min(j + 1, chars.count - 1)])
            }
            i = j + 1
        }
        return out
    }
}

/// `Text("key")`: looked up when laid out, in the environment's locale; a key no table has is
/// shown as written (its values put back) with a warning naming it, never as an empty title.
struct LocalizedText: View {
    let key: LocalizedStringKey
    let table: String?

    var body: some View {
        let env = EnvironmentValues.current
        let environmentLocale = env.locale
        let locale = environmentLocale.identifier
        let arguments = key.arguments(in: environmentLocale)
        if env.stringTables.isEmpty {
            // No tables at all: the app has no translations, and the key is the text.
            Text(verbatim: key.fallback(arguments))
        } else if let s = env.stringTables.localized(key.key, table: table, language: locale, count: key.count, arguments: arguments) {
            Text(verbatim: s)
        } else {
            Text(verbatim: key.fallback(arguments))
                .overlay(MissingKey(message: RenderWarning.missingKeyPrefix + "\"\(key.key)\"\(table.map { " in table \($0)" } ?? "") for \(locale); shown as written"))
        }
    }
}

/// The kinds of warning a render gives, so each can be made an error on its own: a key no
/// string table has, and (every other warning) a character no font has; an asset colour's
/// note (a component clamped, as Xcode clamps it) only informs.
public enum RenderWarning {
    static let missingKeyPrefix = "no string table has "
    static let colorNotePrefix = "colour set "

    public static func isMissingKey(_ warning: String) -> Bool { warning.hasPrefix(missingKeyPrefix) }
    public static func isNote(_ warning: String) -> Bool { warning.hasPrefix(colorNotePrefix) }

    /// What fails under the two policies: missing glyphs when `glyphs`, missing keys when `keys`.
    public static func failing(_ warnings: [String], glyphs: Bool, keys: Bool) -> [String] {
        warnings.filter { isNote($0) ? false : isMissingKey($0) ? keys : glyphs }
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
