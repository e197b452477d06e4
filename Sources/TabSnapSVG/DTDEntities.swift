import TabSnapCore
/// The entity declarations in an SVG's internal DTD subset (`<!DOCTYPE svg [ <!ENTITY …> ]>`),
/// checked before the XML parser sees them, so a refusal says what was refused.
///
/// libxml2 stops on an expansion bomb or an external entity with an error at a line and column
/// of a document that is well-formed, which reads like a typo. Illustrator exports declare a
/// few short entities (`<!ENTITY ns_svg "http://www.w3.org/2000/svg">`) and use them, so
/// internal entities are kept; what is refused is named:
/// - an external entity (`SYSTEM` or `PUBLIC`): an icon reads nothing outside itself;
/// - a parameter entity (`<!ENTITY % …>`): no icon needs one, and they are how DTDs pull in more;
/// - an entity that names itself, or expands past `maxExpansion` characters (billion laughs).
enum DTDEntities {
    static let maxExpansion = 1 << 20

    /// Why the document is refused, or nil.
    static func problem(in data: [UInt8]) -> String? {
        guard let subset = internalSubset(data) else { return nil }
        var values: [String: [UInt8]] = [:]
        var order: [String] = []
        var i = subset.lowerBound
        func skipSpace() { while i < subset.upperBound, [0x20, 0x09, 0x0A, 0x0D].contains(data[i]) { i += 1 } }
        func word() -> String {
            let start = i
            while i < subset.upperBound, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(data[i]) { i += 1 }
            return String(decoding: data[start..<i], as: UTF8.self)
        }
        /// A quoted literal's bytes, `i` left after its closing quote.
        func literal() -> ArraySlice<UInt8>? {
            guard i < subset.upperBound, data[i] == UInt8(ascii: "\"") || data[i] == UInt8(ascii: "'") else { return nil }
            let quote = data[i]
            let start = i + 1
            guard let end = data[start..<subset.upperBound].firstIndex(of: quote) else { return nil }
            i = end + 1
            return data[start..<end]
        }
        while i < subset.upperBound {
            if starts(data, at: i, "<!--") {
                guard let end = find(data, "-->", from: i + 4, before: subset.upperBound) else { return nil }
                i = end + 3
            } else if starts(data, at: i, "<!ENTITY") {
                i += 8
                skipSpace()
                if i < subset.upperBound, data[i] == UInt8(ascii: "%") {
                    i += 1; skipSpace()
                    return "parameter entity %\(Quoted.clipped(word())) refused: an SVG icon needs none"
                }
                let name = word()
                skipSpace()
                if let value = literal() {
                    if values[name] == nil { values[name] = Array(value); order.append(name) }
                } else {
                    let kind = word()
                    return "external entity \(Quoted.clipped(name)) (\(kind)) refused: an SVG reads nothing outside itself"
                }
                // The rest of the declaration (nothing, or NDATA) up to its ">".
                while i < subset.upperBound, data[i] != UInt8(ascii: ">") { if literal() == nil { i += 1 } }
                i += 1
            } else if data[i] == UInt8(ascii: "<") {
                // Another declaration or a processing instruction: skipped, quotes respected.
                i += 1
                while i < subset.upperBound, data[i] != UInt8(ascii: ">") { if literal() == nil { i += 1 } }
                i += 1
            } else {
                i += 1
            }
        }
        // Each entity's length once expanded, worked out once each (a memo), so a bomb of ten
        // entities of ten references each costs ten steps, not ten billion.
        var length: [String: Int] = [:]
        var visiting: [String] = []
        struct Refused: Error { let why: String }
        func expanded(_ name: String) -> Result<Int, Refused> {
            if let n = length[name] { return .success(n) }
            guard let value = values[name] else { return .success(0) }  // predefined or undeclared: libxml2's to judge
            if visiting.contains(name) { return .failure(Refused(why: "entity \(Quoted.clipped(name)) names itself (through \(visiting.suffix(4).joined(separator: " → "))) refused")) }
            guard visiting.count < 32 else { return .failure(Refused(why: "entities nested more than 32 deep refused")) }
            visiting.append(name)
            defer { visiting.removeLast() }
            var total = 0, j = value.startIndex
            while j < value.endIndex {
                if value[j] == UInt8(ascii: "&"), j + 1 < value.endIndex, value[j + 1] != UInt8(ascii: "#"),
                   let semi = value[(j + 1)...].firstIndex(of: UInt8(ascii: ";")) {
                    switch expanded(String(decoding: value[(j + 1)..<semi], as: UTF8.self)) {
                    case .failure(let why): return .failure(why)
                    case .success(let n): total += n
                    }
                    j = semi + 1
                } else {
                    total += 1
                    j += 1
                }
                if total > maxExpansion {
                    return .failure(Refused(why: "entity \(Quoted.clipped(name)) expands past \(maxExpansion >> 20) MB (an entity-expansion bomb) refused"))
                }
            }
            length[name] = total
            return .success(total)
        }
        for name in order { if case .failure(let refused) = expanded(name) { return refused.why } }
        return nil
    }

    /// The bytes between `<!DOCTYPE … [` and its closing `]`, if the document has them.
    static func internalSubset(_ data: [UInt8]) -> Range<Int>? {
        guard let doctype = find(data, "<!DOCTYPE", from: 0, before: min(data.count, 1 << 16)) else { return nil }
        var i = doctype + 9
        var quote: UInt8? = nil
        while i < data.count {
            let b = data[i]
            if let q = quote { if b == q { quote = nil } } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { quote = b } else if b == UInt8(ascii: ">") {
                return nil
            } else if b == UInt8(ascii: "[") {
                break
            }
            i += 1
        }
        guard i < data.count else { return nil }
        let start = i + 1
        // The subset ends at the first "]" outside quotes and comments.
        var j = start
        quote = nil
        while j < data.count {
            let b = data[j]
            if let q = quote { if b == q { quote = nil } } else if starts(data, at: j, "<!--") {
                guard let end = find(data, "-->", from: j + 4, before: data.count) else { return start..<data.count }
                j = end + 2
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: "]") {
                return start..<j
            }
            j += 1
        }
        return start..<data.count
    }

    static func starts(_ data: [UInt8], at i: Int, _ word: String) -> Bool {
        let w = Array(word.utf8)
        return i + w.count <= data.count && data[i..<(i + w.count)].elementsEqual(w)
    }

    static func find(_ data: [UInt8], _ word: String, from: Int, before end: Int) -> Int? {
        let w = Array(word.utf8)
        var i = from
        while i + w.count <= end {
            if data[i] == w[0], data[i..<(i + w.count)].elementsEqual(w) { return i }
            i += 1
        }
        return nil
    }
}
