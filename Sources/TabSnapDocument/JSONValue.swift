/// A JSON (or YAML) document as a tree that keeps object keys in their written order, because
/// in view documents the order of modifiers is the order they apply in.
public indirect enum JSONValue: Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value under `key` in an object (the first, if repeated).
    public subscript(key: String) -> JSONValue? {
        if case .object(let pairs) = self { return pairs.first { $0.key == key }?.value }
        return nil
    }

    /// What kind of value this is, for error messages ("expected a number, got a string").
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Compact JSON text with keys in their order.
    public var description: String { serialized(pretty: false) }

    /// JSON text; `pretty` indents by two spaces. Numbers that are whole print without ".0".
    public func serialized(pretty: Bool, indent: String = "") -> String {
        let next = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            if n.isInfinite { return n > 0 ? "\"infinity\"" : "\"-infinity\"" }
            if n == n.rounded() && abs(n) < 1e15 { return String(Int(n)) }
            return String(n)
        case .string(let s): return Self.quote(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if !pretty { return "[" + items.map { $0.serialized(pretty: false) }.joined(separator: ",") + "]" }
            return "[\n" + items.map { next + $0.serialized(pretty: true, indent: next) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            if !pretty { return "{" + pairs.map { Self.quote($0.key) + ":" + $0.value.serialized(pretty: false) }.joined(separator: ",") + "}" }
            return "{\n" + pairs.map { next + Self.quote($0.key) + ": " + $0.value.serialized(pretty: true, indent: next) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}

/// A syntax error with the line and column where it was found.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
    public let line: Int
    public let column: Int
    public let message: String
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict JSON parser (RFC 8259) that keeps key order and reports where it stopped.
/// Nesting is limited so hostile input cannot exhaust the stack.
public struct JSONParser {
    private let bytes: [UInt8]
    private var i = 0
    private var depth = 0
    static let maxDepth = 256

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var p = JSONParser(bytes: Array(text.utf8))
        p.skipSpace()
        let v = try p.value()
        p.skipSpace()
        if p.i < p.bytes.count { throw p.error("unexpected text after the document") }
        return v
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for b in bytes[..<min(i, bytes.count)] {
            if b == 10 { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard i < bytes.count else { throw error("unexpected end of document") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[i])))'")
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { throw error("expected '\(word)'") }
        i += w.count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        i += 1
        var pairs: [(key: String, value: JSONValue)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(pairs) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            i += 1
            skipSpace()
            pairs.append((key, try value()))
            skipSpace()
            guard i < bytes.count else { throw error("unexpected end of document inside an object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(pairs) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard i < bytes.count else { throw error("unexpected end of document inside an array") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        i += 1
        var out = [UInt8]()
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; break }
            if b < 0x20 { throw error("control character in a string") }
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            i += 1
            guard i < bytes.count else { throw error("unterminated escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code) {
                    // A surrogate pair spells one character outside the BMP.
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                out += Array(String(Character(scalar)).utf8)
            default: throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'")
            }
        }
        guard let s = String(validating: out, as: UTF8.self) else { throw error("string is not valid UTF-8") }
        return s
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - 55)
            default: throw error("invalid hex digit in \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 { i += 1 }
            return i - s
        }
        guard digits() > 0 else { throw error("expected digits") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1; guard digits() > 0 else { throw error("expected digits after '.'") } }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw error("expected digits in exponent") }
        }
        guard let v = Double(String(decoding: bytes[start..<i], as: UTF8.self)), v.isFinite else { throw error("number out of range") }
        return v
    }
}
