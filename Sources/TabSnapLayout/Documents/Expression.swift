import TabSnapLayoutEngine
/// Arithmetic in view documents: `width / 5`, `(height - 49) * 0.5`, `index * 20`.
/// Only + - * / and parentheses over numbers and the variables in scope.
enum Expression {
    struct Failure: Error { let message: String }

    static func evaluate(_ text: String, _ vars: [String: Double]) throws(Failure) -> Double {
        var p = Parser(chars: Array(text), vars: vars)
        let v = try p.sum()
        p.skip()
        if p.i < p.chars.count { throw Failure(message: "unexpected '\(p.chars[p.i])' in expression \"\(text)\"") }
        return v
    }

    private struct Parser {
        let chars: [Character]
        let vars: [String: Double]
        var i = 0
        var depth = 0

        mutating func skip() { while i < chars.count, chars[i] == " " { i += 1 } }

        mutating func sum() throws(Failure) -> Double {
            var v = try product()
            while true {
                skip()
                guard i < chars.count, chars[i] == "+" || chars[i] == "-" else { return v }
                let op = chars[i]
                i += 1
                let r = try product()
                v = op == "+" ? v + r : v - r
            }
        }

        mutating func product() throws(Failure) -> Double {
            var v = try factor()
            while true {
                skip()
                guard i < chars.count, chars[i] == "*" || chars[i] == "/" else { return v }
                let op = chars[i]
                i += 1
                let r = try factor()
                v = op == "*" ? v * r : v / r
            }
        }

        mutating func factor() throws(Failure) -> Double {
            skip()
            guard i < chars.count else { throw Failure(message: "expression ends early") }
            if chars[i] == "-" {
                depth += 1
                if depth > 64 { throw Failure(message: "expression nested too deeply") }
                i += 1
                let v = -(try factor())
                depth -= 1
                return v
            }
            if chars[i] == "(" {
                depth += 1
                if depth > 64 { throw Failure(message: "expression nested too deeply") }
                i += 1
                let v = try sum()
                skip()
                guard i < chars.count, chars[i] == ")" else { throw Failure(message: "missing ')'") }
                i += 1
                depth -= 1
                return v
            }
            let start = i
            if chars[i].isNumber || chars[i] == "." {
                while i < chars.count, chars[i].isNumber || chars[i] == "." { i += 1 }
                guard let v = Double(String(chars[start..<i])) else { throw Failure(message: "bad number \(String(chars[start..<i]))") }
                return v
            }
            while i < chars.count, chars[i].isLetter || chars[i] == "_" { i += 1 }
            let name = String(chars[start..<i])
            guard !name.isEmpty else { throw Failure(message: "unexpected '\(chars[i])'") }
            guard let v = vars[name] else {
                let known = vars.keys.sorted()
                throw Failure(message: "unknown variable '\(name)'" + (known.isEmpty ? " (no variables here: use one inside GeometryReader or ForEach)" : " (known: \(known.joined(separator: ", ")))"))
            }
            return v
        }
    }
}
