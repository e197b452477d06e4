/// Reads PDF tokens and objects from bytes (§7.2–7.3): the file's objects and content streams
/// share it. Every read is bounds-checked; nesting is limited so a hostile file cannot recurse
/// the stack away.
struct PDFLexer {
    let bytes: ArraySlice<UInt8>
    var position: Int
    static let maxDepth = 64

    init(_ bytes: ArraySlice<UInt8>, at position: Int? = nil) {
        self.bytes = bytes
        self.position = position ?? bytes.startIndex
    }

    var atEnd: Bool { position >= bytes.endIndex }

    static func isWhitespace(_ c: UInt8) -> Bool { c == 0 || c == 9 || c == 10 || c == 12 || c == 13 || c == 32 }
    static func isDelimiter(_ c: UInt8) -> Bool {
        c == 0x28 || c == 0x29 || c == 0x3C || c == 0x3E || c == 0x5B || c == 0x5D || c == 0x7B || c == 0x7D || c == 0x2F || c == 0x25
    }
    static func isRegular(_ c: UInt8) -> Bool { !isWhitespace(c) && !isDelimiter(c) }

    mutating func skipWhitespace() {
        while position < bytes.endIndex {
            let c = bytes[position]
            if Self.isWhitespace(c) {
                position += 1
            } else if c == 0x25 {  // % comment to end of line
                while position < bytes.endIndex, bytes[position] != 10, bytes[position] != 13 { position += 1 }
            } else {
                return
            }
        }
    }

    /// The regular characters from here (a number, keyword or name body).
    mutating func regularRun() -> ArraySlice<UInt8> {
        let start = position
        while position < bytes.endIndex, Self.isRegular(bytes[position]) { position += 1 }
        return bytes[start..<position]
    }

    /// Whether the next token is exactly `word` (consumed when it is).
    mutating func accept(_ word: String) -> Bool {
        skipWhitespace()
        let saved = position
        let run = regularRun()
        if run.elementsEqual(word.utf8) { return true }
        position = saved
        return false
    }

    /// The next object; `N G R` becomes a reference. Keywords other than true/false/null come
    /// back as `.keyword` (content operators, `obj`, `stream`).
    mutating func object(depth: Int = 0) throws(PDFError) -> PDFObject {
        guard depth < Self.maxDepth else { throw PDFError("syntax", "objects nested more than \(Self.maxDepth) deep") }
        skipWhitespace()
        guard position < bytes.endIndex else { throw PDFError("syntax", "unexpected end of data") }
        let c = bytes[position]
        switch c {
        case 0x2F:  // /Name
            position += 1
            return .name(Self.decodeName(regularRun()))
        case 0x28:
            return .string(try literalString())
        case 0x3C:
            if position + 1 < bytes.endIndex, bytes[position + 1] == 0x3C {
                position += 2
                var d: [String: PDFObject] = [:]
                while true {
                    skipWhitespace()
                    guard position + 1 < bytes.endIndex else { throw PDFError("syntax", "dictionary not closed") }
                    if bytes[position] == 0x3E && bytes[position + 1] == 0x3E { position += 2; break }
                    guard case .name(let key) = try object(depth: depth + 1) else {
                        throw PDFError("syntax", "a dictionary key is not a name (at byte \(position))")
                    }
                    d[key] = try object(depth: depth + 1)
                }
                return .dictionary(d)
            }
            return .string(try hexString())
        case 0x5B:
            position += 1
            var a: [PDFObject] = []
            while true {
                skipWhitespace()
                guard position < bytes.endIndex else { throw PDFError("syntax", "array not closed") }
                if bytes[position] == 0x5D { position += 1; break }
                a.append(try object(depth: depth + 1))
            }
            return .array(a)
        case 0x5D, 0x3E, 0x29, 0x7B, 0x7D:
            position += 1
            return .keyword(String(UnicodeScalar(c)))
        default:
            let run = regularRun()
            if run.isEmpty { position += 1; throw PDFError("syntax", "unexpected byte 0x\(String(c, radix: 16)) at \(position - 1)") }
            if let n = Self.number(run) {
                // `N G R`: look ahead for a generation and R without consuming anything else.
                if n >= 0, n == n.rounded(), !run.contains(0x2E) {
                    let saved = position
                    skipWhitespace()
                    let g = regularRun()
                    if let gen = Self.number(g), gen >= 0, !g.contains(0x2E) {
                        skipWhitespace()
                        if regularRun().elementsEqual("R".utf8), n < 1e9 { return .reference(Int(n), Int(gen)) }
                    }
                    position = saved
                }
                return .number(n)
            }
            switch String(decoding: run, as: UTF8.self) {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null": return .null
            case let word: return .keyword(word)
            }
        }
    }

    static func number(_ run: ArraySlice<UInt8>) -> Double? {
        guard let first = run.first, first == 0x2B || first == 0x2D || first == 0x2E || (first >= 0x30 && first <= 0x39) else { return nil }
        var sign = 1.0, value = 0.0, scale = 0.0, digits = 0
        for (i, c) in run.enumerated() {
            switch c {
            case 0x2D where i == 0: sign = -1
            case 0x2B where i == 0: break
            case 0x2E where scale == 0: scale = 1
            case 0x30...0x39:
                digits += 1
                if scale > 0 { scale /= 10; value += Double(c - 0x30) * scale } else { value = value * 10 + Double(c - 0x30) }
            default: return nil
            }
        }
        guard digits > 0, value.isFinite else { return nil }
        return sign * value
    }

    static func decodeName(_ run: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        var i = run.startIndex
        while i < run.endIndex {
            if run[i] == 0x23, i + 2 < run.endIndex, let h = UInt8(String(decoding: run[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                out.append(h); i += 3
            } else {
                out.append(run[i]); i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func literalString() throws(PDFError) -> [UInt8] {
        position += 1
        var out: [UInt8] = []
        var nesting = 1
        while position < bytes.endIndex {
            let c = bytes[position]
            position += 1
            switch c {
            case 0x28: nesting += 1; out.append(c)
            case 0x29:
                nesting -= 1
                if nesting == 0 { return out }
                out.append(c)
            case 0x5C:
                guard position < bytes.endIndex else { break }
                let e = bytes[position]
                position += 1
                switch e {
                case 0x6E: out.append(10)
                case 0x72: out.append(13)
                case 0x74: out.append(9)
                case 0x62: out.append(8)
                case 0x66: out.append(12)
                case 0x30...0x37:
                    var v = Int(e - 0x30)
                    for _ in 0..<2 where position < bytes.endIndex && (0x30...0x37).contains(bytes[position]) {
                        v = v * 8 + Int(bytes[position] - 0x30); position += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: v))
                case 10, 13: if e == 13, position < bytes.endIndex, bytes[position] == 10 { position += 1 }
                default: out.append(e)
                }
            default: out.append(c)
            }
        }
        throw PDFError("syntax", "string not closed")
    }

    mutating func hexString() throws(PDFError) -> [UInt8] {
        position += 1
        var out: [UInt8] = []
        var high: UInt8? = nil
        while position < bytes.endIndex {
            let c = bytes[position]
            position += 1
            if c == 0x3E {
                if let h = high { out.append(h << 4) }
                return out
            }
            if Self.isWhitespace(c) { continue }
            let v: UInt8
            switch c {
            case 0x30...0x39: v = c - 0x30
            case 0x41...0x46: v = c - 0x41 + 10
            case 0x61...0x66: v = c - 0x61 + 10
            default: throw PDFError("syntax", "byte 0x\(String(c, radix: 16)) in a hex string")
            }
            if let h = high { out.append(h << 4 | v); high = nil } else { high = v }
        }
        throw PDFError("syntax", "hex string not closed")
    }
}
