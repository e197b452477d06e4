import Foundation

/// The app's string tables as layout sees them: TabSnapStrings reads `.strings`,
/// `.stringsdict` and `.xcstrings` into this, and `Text("key")` looks its key up in the
/// language of the environment's `locale`.
public protocol StringLookup: Sendable {
    var source: String { get }
    func localized(_ key: String, table: String?, language: String, count: Int?, arguments: [String]) -> String?
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
    /// `integers`, when given, fill the integer specifiers in order (`"\(a) of \(b)"`); else
    /// each takes `count`.
    public static func format(_ text: String, count: Int?, arguments: [String], integers: [Int] = []) -> String {
        var out = ""
        var chars = Array(text)
        chars.append(" ")
        var i = 0, next = 0, nextInteger = 0
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
            case "d", "i", "u":
                let k = position ?? nextInteger
                out += k < integers.count ? String(integers[k]) : count.map(String.init) ?? ""
                if position == nil { nextInteger += 1 }
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

/// The kinds of warning a render gives, so each can be made an error on its own: a key no
/// string table has, a symbol name no icon set has, and (every other warning) a character no
/// font has; an asset colour's note (a component clamped, as Xcode clamps it) only informs.
public enum RenderWarning {
    package static let missingKeyPrefix = "no string table has "
    static let colorNotePrefix = "colour set "

    public static func isMissingKey(_ warning: String) -> Bool { warning.hasPrefix(missingKeyPrefix) }

    static let missingSymbolPrefix = "no symbol named "

    /// An `Image(systemName:)` name no icon set has, drawn as a placeholder.
    public static func missingSymbol(_ name: String, closest: [String]) -> String {
        let shown = name.count > 60 ? String(name.prefix(60)) + "…" : name
        return missingSymbolPrefix + "\"\(shown)\"" + (closest.isEmpty ? "" : " (closest: \(closest.joined(separator: ", ")))") + "; drawn as a placeholder"
    }

    public static func isMissingSymbol(_ warning: String) -> Bool { warning.hasPrefix(missingSymbolPrefix) }
    public static func isNote(_ warning: String) -> Bool { warning.hasPrefix(colorNotePrefix) }

    /// What fails under the policies: missing glyphs when `glyphs`, missing keys when `keys`,
    /// missing symbols when `symbols`.
    public static func failing(_ warnings: [String], glyphs: Bool, keys: Bool, symbols: Bool = false) -> [String] {
        warnings.filter { isNote($0) ? false : isMissingKey($0) ? keys : isMissingSymbol($0) ? symbols : glyphs }
    }
}
