import Foundation
import TabSnapCore
import TabSnapLayout

/// An app's string tables, as `Bundle.localizedString` finds them: `<lang>.lproj/<Table>.strings`
/// (UTF-8 or UTF-16), `<lang>.lproj/<Table>.stringsdict` (plural rules by CLDR category) and
/// `<Table>.xcstrings` string catalogs (JSON, with plural and device variations). A key missing
/// for the language falls back to the base language (`Base.lproj`, then the catalog's source
/// language); a key missing everywhere is nil, which callers report.
public final class StringCatalog: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let path: String
        public let message: String
        public var description: String { "\(path): \(message)" }
    }

    /// A value: one string, or variants by plural category and by device.
    struct Entry {
        var value: String?
        var plural: [PluralCategory: String] = [:]
        var device: [String: String] = [:]
        /// A .stringsdict format: `%#@name@` tokens, each with its plural variants.
        var format: StringsDictFormat?
    }

    /// table → language → key → entry
    private var tables: [String: [String: [String: Entry]]] = [:]
    private var sourceLanguage: [String: String] = [:]
    public let source: String

    public var languages: [String] { Array(Set(tables.values.flatMap(\.keys))).sorted() }

    public init(path: String) throws(Failure) {
        source = path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw Failure(path: path, message: "not found") }
        let files: [String]
        if isDir.boolValue {
            let all = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
            files = all.filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") || $0.hasSuffix(".xcstrings") }.sorted().map { path + "/" + $0 }
        } else {
            files = [path]
        }
        guard files.count <= 10_000 else { throw Failure(path: path, message: "more than 10,000 string files") }
        for file in files { try read(file) }
    }

    private func read(_ file: String) throws(Failure) {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(file, limit: 16 << 20) } catch { throw Failure(path: file, message: "\(error)") }
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = ((file as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : "Base"
        if file.hasSuffix(".strings") {
            do {
                for (k, v) in try StringsFile.parse(bytes) { tables[name, default: [:]][language, default: [:]][k, default: Entry()].value = v }
            } catch { throw Failure(path: file, message: "\(error)") }
        } else if file.hasSuffix(".stringsdict") {
            try readStringsDict(bytes, table: name, language: language, file: file)
        } else {
            try readXCStrings(bytes, table: name, file: file)
        }
    }

    private func readStringsDict(_ bytes: [UInt8], table: String, language: String, file: String) throws(Failure) {
        guard let root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any] else {
            throw Failure(path: file, message: "not a property list of keys")
        }
        // In key order, so that of two bad keys the same one is named every time.
        for key in root.keys.sorted() {
            guard let spec = root[key] as? [String: Any], let text = spec["NSStringLocalizedFormatKey"] as? String else {
                throw Failure(path: file, message: "\(Quoted.quoted(key)): expected a dictionary with NSStringLocalizedFormatKey")
            }
            var format = StringsDictFormat(format: text, variables: [:])
            for variable in spec.keys.sorted() where variable != "NSStringLocalizedFormatKey" {
                guard let rule = spec[variable] as? [String: Any] else { continue }
                var variants: [PluralCategory: String] = [:]
                for c in PluralCategory.allCases { if let s = rule[c.rawValue] as? String { variants[c] = s } }
                guard variants[.other] != nil else { throw Failure(path: file, message: "\(Quoted.quoted(key)).\(Quoted.quoted(variable)): a plural rule needs 'other'") }
                format.variables[variable] = variants
            }
            do { try format.validate() } catch { throw Failure(path: file, message: "\(Quoted.quoted(key)): \(error)") }
            var entry = Entry()
            entry.format = format
            tables[table, default: [:]][language, default: [:]][key] = entry
        }
    }

    private func readXCStrings(_ bytes: [UInt8], table: String, file: String) throws(Failure) {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { throw Failure(path: file, message: "not a JSON object") }
        sourceLanguage[table] = root["sourceLanguage"] as? String ?? "en"
        guard let strings = root["strings"] as? [String: Any] else { throw Failure(path: file, message: "\"strings\": expected an object") }
        func unit(_ o: Any?) -> String? { ((o as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String }
        for key in strings.keys.sorted() {
            let raw = strings[key]
            let localizations = (raw as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, l) in localizations {
                guard let l = l as? [String: Any] else { continue }
                var entry = Entry()
                entry.value = unit(l)
                if let variations = l["variations"] as? [String: Any] {
                    for (c, v) in variations["plural"] as? [String: Any] ?? [:] {
                        if let cat = PluralCategory(rawValue: c), let s = unit(v) { entry.plural[cat] = s }
                    }
                    for (d, v) in variations["device"] as? [String: Any] ?? [:] {
                        if let s = unit(v) { entry.device[d] = s }
                    }
                }
                tables[table, default: [:]][language, default: [:]][key] = entry
            }
        }
    }

    /// The string for `key` in `language` (with its region, "ru-RU", falling back to "ru"),
    /// else the base language; `count` picks a plural variant and fills `%d`/`%lld` and the
    /// `%#@name@` tokens; `arguments` fill `%@` in order.
    public func localized(_ key: String, table: String? = nil, language: String, count: Int? = nil, arguments: [String] = [],
                          device: String = "iphone") -> String? {
        let t = table ?? "Localizable"
        guard let byLanguage = tables[t] else { return nil }
        let lang = language.replacingOccurrences(of: "_", with: "-")
        let base = String(lang.split(separator: "-").first ?? Substring(lang))
        let order = [lang, base, "Base", sourceLanguage[t] ?? "en", "en"]
        guard let entry = order.lazy.compactMap({ byLanguage[$0]?[key] }).first else { return nil }
        let pluralLanguage = order.first { byLanguage[$0]?[key] != nil } ?? base
        let category = count.map { PluralRules.category($0, language: pluralLanguage == "Base" ? base : pluralLanguage) }
        var text: String
        if let format = entry.format {
            text = format.expanded(category ?? .other)
        } else if let c = category, let p = entry.plural[c] ?? entry.plural[.other] {
            text = p
        } else if let d = entry.device[device] ?? entry.device["other"] {
            text = d
        } else if let v = entry.value {
            text = v
        } else {
            return nil
        }
        // A value without values to put in is shown as written ("100%").
        return count == nil && arguments.isEmpty && entry.format == nil ? text : Self.format(text, count: count, arguments: arguments)
    }

    /// `%d`, `%i`, `%ld`, `%lld`, `%u` take the count; `%@` (and `%1$@` …) the arguments; `%%` is %.
    static func format(_ text: String, count: Int?, arguments: [String]) -> String {
        StringTables.format(text, count: count, arguments: arguments)
    }
}

extension StringCatalog: StringLookup {
    /// For `Text("key")`: the iPhone's device variation.
    public func localized(_ key: String, table: String?, language: String, count: Int?, arguments: [String]) -> String? {
        localized(key, table: table, language: language, count: count, arguments: arguments, device: "iphone")
    }
}

/// String tables read once per path.
public enum StringCatalogs {
    static let cache = FileCache<Result<StringCatalog, StringCatalog.Failure>>()

    public static func cached(_ path: String) -> Result<StringCatalog, StringCatalog.Failure> {
        cache.value(path) { path in Result { () throws(StringCatalog.Failure) in try StringCatalog(path: path) } }
    }
}
