import Foundation

/// A `.strings` file: `"key" = "value";` pairs with C and C++ comments and backslash escapes
/// (\n, \t, \", \\, \UXXXX), in UTF-8 or UTF-16 with a byte-order mark, as Xcode writes them.
/// A malformed file names the line and what was expected.
public enum StringsFile {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    public static func decode(_ bytes: [UInt8]) throws(Failure) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            var i = 2
            while i + 1 < bytes.count {
                units.append(little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
                i += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else { throw Failure(line: 1, message: "not UTF-8 or UTF-16 with a byte-order mark") }
        return text
    }

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> [String: String] {
        let chars = Array(try decode(bytes).unicodeScalars)
        var i = 0, line = 1
        var out: [String: String] = [:]
        func skip() throws(Failure) {
            while i < chars.count {
                let c = chars[i]
                if c == "\n" { line += 1; i += 1; continue }
                if c.properties.isWhitespace { i += 1; continue }
                if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                    while i < chars.count, chars[i] != "\n" { i += 1 }
                    continue
                }
                if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                    i += 2
                    while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { if chars[i] == "\n" { line += 1 }; i += 1 }
                    guard i + 1 < chars.count else { throw Failure(line: line, message: "a /* comment is never closed") }
                    i += 2
                    continue
                }
                return
            }
        }
        func string() throws(Failure) -> String {
            if i < chars.count, chars[i] != "\"" {
                // Unquoted words are allowed by the old plist syntax.
                var word = ""
                while i < chars.count, chars[i].properties.isAlphabetic || chars[i].properties.numericType != nil || "_.-".unicodeScalars.contains(chars[i]) {
                    word.unicodeScalars.append(chars[i]); i += 1
                }
                guard !word.isEmpty else { throw Failure(line: line, message: "expected a quoted string, got \"\(chars[i])\"") }
                return word
            }
            i += 1
            var s = ""
            while i < chars.count, chars[i] != "\"" {
                var c = chars[i]
                if c == "\n" { line += 1 }
                if c == "\\", i + 1 < chars.count {
                    i += 1
                    switch chars[i] {
                    case "n": c = "\n"
                    case "t": c = "\t"
                    case "r": c = "\r"
                    case "U", "u":
                        let hex = String(String.UnicodeScalarView(chars[(i + 1)..<min(i + 5, chars.count)]))
                        guard hex.count == 4, let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) else {
                            throw Failure(line: line, message: "\\U must be followed by four hex digits")
                        }
                        c = u
                        i += 4
                    default: c = chars[i]
                    }
                }
                s.unicodeScalars.append(c)
                i += 1
            }
            guard i < chars.count else { throw Failure(line: line, message: "a string is never closed") }
            i += 1
            return s
        }
        while true {
            try skip()
            if i >= chars.count { break }
            let key = try string()
            try skip()
            guard i < chars.count, chars[i] == "=" else { throw Failure(line: line, message: "expected = after \"\(key)\"") }
            i += 1
            try skip()
            let value = try string()
            try skip()
            guard i < chars.count, chars[i] == ";" else { throw Failure(line: line, message: "expected ; after the value of \"\(key)\"") }
            i += 1
            out[key] = value
        }
        return out
    }
}
