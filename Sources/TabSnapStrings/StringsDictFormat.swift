/// A `.stringsdict` entry's format: `NSStringLocalizedFormatKey` with `%#@name@` tokens, each
/// naming a variable whose plural variants may hold tokens of their own.
///
/// Expansion is Foundation's: the text is read left to right and each token is replaced by its
/// variant, itself expanded where it stands, so the result never depends on the order the
/// property list's dictionary happens to hold its variables in. A token naming no variable is
/// left as written. What cannot be expanded is refused when the file is read: a variable that
/// names itself (directly or through others) would expand forever, and variables that fan out
/// (30 variables each naming all 30, expanded, cost 10 s and more than 540 MB) past `maxLength` characters.
struct StringsDictFormat {
    var format: String
    var variables: [String: [PluralCategory: String]]

    /// Longest expansion accepted, in Unicode scalars: far more than any title or label.
    static let maxLength = 10_000
    /// Deepest nesting of variables accepted.
    static let maxDepth = 32

    enum Problem: Error, CustomStringConvertible, Equatable {
        case cycle([String])
        case tooLong(category: PluralCategory)
        case tooDeep([String])

        var description: String {
            switch self {
            case .cycle(let chain):
                return "variable \(chain.first ?? "") names itself (\(chain.map { "%#@\($0)@" }.joined(separator: " → "))): it would expand without end"
            case .tooLong(let category):
                return "its variables expand past \(StringsDictFormat.maxLength) characters (category \(category.rawValue)); nest fewer"
            case .tooDeep(let chain):
                return "variables nested deeper than \(StringsDictFormat.maxDepth) levels (\(chain.prefix(4).joined(separator: " → ")) → …)"
            }
        }
    }

    /// A piece of text: literal scalars, or a token naming a variable.
    enum Piece: Equatable {
        case text(String)
        case token(String)
    }

    /// `text` split at each `%#@name@` token; anything else (`%d`, a lone `%#@`) stays text.
    static func pieces(_ text: String) -> [Piece] {
        var out: [Piece] = []
        var literal = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "%", i + 3 < scalars.count, scalars[i + 1] == "#", scalars[i + 2] == "@",
               let end = scalars[(i + 3)...].firstIndex(of: "@"), end > i + 3 {
                if !literal.isEmpty { out.append(.text(String(literal))); literal = String.UnicodeScalarView() }
                var name = String.UnicodeScalarView()
                name.append(contentsOf: scalars[(i + 3)..<end])
                out.append(.token(String(name)))
                i = end + 1
            } else {
                literal.append(scalars[i])
                i += 1
            }
        }
        if !literal.isEmpty { out.append(.text(String(literal))) }
        return out
    }

    /// The variant of `variable` for `category`, else its `other`.
    func variant(_ variable: String, _ category: PluralCategory) -> String? {
        guard let variants = variables[variable] else { return nil }
        return variants[category] ?? variants[.other]
    }

    /// Checks every category once, with the lengths of each variable's expansion worked out
    /// once (a memo), so a fan-out costs what its variables number, not what they expand to.
    func validate() throws(Problem) {
        for category in PluralCategory.allCases {
            var memo: [String: Int] = [:]
            var chain: [String] = []
            let length = try expandedLength(of: Self.pieces(format), category, &memo, &chain)
            guard length <= Self.maxLength else { throw .tooLong(category: category) }
        }
    }

    private func expandedLength(of pieces: [Piece], _ category: PluralCategory, _ memo: inout [String: Int],
                                _ chain: inout [String]) throws(Problem) -> Int {
        var total = 0
        for piece in pieces {
            switch piece {
            case .text(let s):
                total += s.unicodeScalars.count
            case .token(let name):
                guard let text = variant(name, category) else { total += name.unicodeScalars.count + 4; break }
                if let known = memo[name] { total += known; break }
                if let start = chain.firstIndex(of: name) { throw .cycle(Array(chain[start...]) + [name]) }
                guard chain.count < Self.maxDepth else { throw .tooDeep(chain) }
                chain.append(name)
                let n = try expandedLength(of: Self.pieces(text), category, &memo, &chain)
                chain.removeLast()
                memo[name] = n
                total += n
            }
            // Saturate: the sum of a fan-out overflows Int long before it is looked at.
            if total > Self.maxLength { return Self.maxLength + 1 }
        }
        return total
    }

    /// The format with every token replaced, nested tokens where they stand. `validate` has
    /// bounded the work; the depth guard keeps an unvalidated value finite all the same.
    func expanded(_ category: PluralCategory) -> String {
        var out = "", length = 0
        func append(_ pieces: [Piece], depth: Int) {
            for piece in pieces {
                switch piece {
                case .text(let s):
                    out += s
                    length += s.unicodeScalars.count
                case .token(let name):
                    if depth < Self.maxDepth, length <= Self.maxLength, let text = variant(name, category) {
                        append(Self.pieces(text), depth: depth + 1)
                    } else {
                        out += "%#@" + name + "@"
                    }
                }
            }
        }
        append(Self.pieces(format), depth: 0)
        return out
    }
}
