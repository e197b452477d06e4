import Foundation

/// A value at a path in a document (`items[2].title`). Each reader returns the value as the
/// type it asks for, or records at the path why it is not one and returns nil, so a decoder
/// reads on and reports every problem of a file at once.
public struct SchemaValue {
    public let json: JSONValue
    public let path: String
    public let errors: SchemaErrors

    public init(_ json: JSONValue, path: String = "", errors: SchemaErrors) {
        self.json = json
        self.path = path
        self.errors = errors
    }

    /// Records a problem at this value's path.
    public func fail(_ message: String) { errors.add(path, message) }

    /// The path of `key` inside this value.
    public func path(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// Another value at the same place: a decoder's own reading of this one (an expression's result).
    public func with(_ json: JSONValue) -> SchemaValue { SchemaValue(json, path: path, errors: errors) }

    public var isNull: Bool { json == .null }

    /// Whether a string means +∞, where a number may be unbounded (".infinity" is YAML's spelling).
    public static func isInfinity(_ text: String) -> Bool {
        ["infinity", ".infinity"].contains(text.trimmingCharacters(in: .whitespaces))
    }

    public func string(_ expected: String? = nil, nonEmpty: Bool = false) -> String? {
        let what = expected ?? (nonEmpty ? "a non-empty string" : "a string")
        guard case .string(let s) = json else { fail("expected \(what), got \(json.kindName)"); return nil }
        if nonEmpty && s.isEmpty { fail("expected \(what), got \"\""); return nil }
        return s
    }

    public func bool() -> Bool? {
        if case .bool(let b) = json { return b }
        fail("expected true or false, got \(json.kindName)")
        return nil
    }

    /// A finite number, within `range` if given; with `infinity`, also +∞ (see `isInfinity`).
    public func number(_ range: ClosedRange<Double>? = nil, expected: String = "a number", infinity: Bool = false) -> Double? {
        if infinity, case .string(let s) = json, Self.isInfinity(s) { return .infinity }
        let limits = range.map { " from \(Self.format($0.lowerBound)) to \(Self.format($0.upperBound))" } ?? ""
        guard case .number(let n) = json else { fail("expected \(expected)\(limits), got \(shown)"); return nil }
        guard n.isFinite, range?.contains(n) ?? true else { fail("expected \(expected)\(limits), got \(Self.format(n))"); return nil }
        return n
    }

    /// A whole number, within `range` if given, else within ±10⁹ (counts and indices).
    public func integer(_ range: ClosedRange<Int>? = nil, expected: String = "a whole number") -> Int? {
        let bounds = range ?? -1_000_000_000...1_000_000_000
        if case .number(let n) = json, n == n.rounded(), n >= Double(bounds.lowerBound), n <= Double(bounds.upperBound) { return Int(n) }
        fail("expected \(expected)\(range.map { " from \($0.lowerBound) to \($0.upperBound)" } ?? ""), got \(shown)")
        return nil
    }

    /// One of `words`.
    public func oneOf(_ words: [String]) -> String? {
        if case .string(let s) = json, words.contains(s) { return s }
        fail("expected one of \(words.map { "\"\($0)\"" }.joined(separator: ", ")), got \(shown)")
        return nil
    }

    /// One of `cases`, by raw value.
    public func oneOf<E: RawRepresentable>(_ cases: [E]) -> E? where E.RawValue == String {
        oneOf(cases.map(\.rawValue)).flatMap(E.init(rawValue:))
    }

    public func oneOf<E: RawRepresentable & CaseIterable>(_: E.Type) -> E? where E.RawValue == String {
        oneOf(Array(E.allCases))
    }

    /// The items, each at its path (`items[2]`).
    public func array(_ expected: String = "an array") -> [SchemaValue]? {
        guard case .array(let items) = json else { fail("expected \(expected), got \(json.kindName)"); return nil }
        return items.enumerated().map { SchemaValue($1, path: "\(path)[\($0)]", errors: errors) }
    }

    /// This value as an object. With `keys`, every other key is reported now, with the keys
    /// expected; `unknown` says what a key is ("key", "colour", "metric").
    public func object(keys: [String]?, expected: String = "an object", unknown: String = "key") -> SchemaObject? {
        guard case .object(let pairs) = json else { fail("expected \(expected), got \(json.kindName)"); return nil }
        if let keys {
            var seen = Set<String>()
            for (key, _) in pairs {
                if !keys.contains(key) {
                    errors.add(path(key), "unknown \(unknown) '\(key)' (expected \(keys.joined(separator: ", ")))")
                } else if !seen.insert(key).inserted {
                    // JSON keeps repeats (a view's modifiers may repeat, in order); here the first
                    // would win and the rest go unchecked, so say so.
                    errors.add(path(key), "appears more than once; give each key once")
                }
            }
        }
        return SchemaObject(self, pairs: pairs)
    }

    /// The value as messages quote it: scalars and short arrays or objects as JSON, long ones
    /// by their kind (a message should not repeat a whole subtree).
    public var shown: String {
        let text = json.description
        switch json {
        case .array, .object: return text.count <= 40 ? text : json.kindName
        default: return text
        }
    }

    /// A number as messages show it: whole numbers without ".0".
    public static func format(_ n: Double) -> String {
        if n.isNaN { return "nan" }
        if n.isInfinite { return n > 0 ? "infinity" : "-infinity" }
        return JSONValue.number(n).description
    }
}
