import Foundation
import TabSnapRaster

/// SVG path data (`d`) to a raster path: M, L, H, V, C, S, Q, T, Z in absolute and relative
/// forms. Arcs (A) are refused: converting them needs trigonometry, whose last bits differ
/// between C libraries, and TabSnap's pixels must not.
public enum SVGPath {
    public struct Failure: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    public static func parse(_ d: String) throws(Failure) -> Path {
        var tokens = Tokenizer(Array(d.unicodeScalars))
        var path = Path()
        var current = Point.zero, start = Point.zero
        var lastControl: Point? = nil
        var lastCommand: Character = " "
        var command: Character? = nil
        while true {
            tokens.skipSeparators()
            guard let c = tokens.peek() else { break }
            if c.properties.isAlphabetic {
                command = Character(c)
                tokens.advance()
            } else if command == nil {
                throw Failure(message: "path data must start with a command (M), found '\(c)'")
            }
            guard let cmd = command else { break }
            let relative = cmd.isLowercase
            func point() throws(Failure) -> Point {
                let x = try tokens.number(), y = try tokens.number()
                return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            switch cmd.uppercased().first! {
            case "M":
                current = try point()
                start = current
                path.move(to: current)
                command = relative ? "l" : "L"  // later pairs are line-tos
                lastControl = nil
            case "L":
                current = try point()
                path.line(to: current)
                lastControl = nil
            case "H":
                let x = try tokens.number()
                current = Point(x: relative ? current.x + x : x, y: current.y)
                path.line(to: current)
                lastControl = nil
            case "V":
                let y = try tokens.number()
                current = Point(x: current.x, y: relative ? current.y + y : y)
                path.line(to: current)
                lastControl = nil
            case "C":
                let c1 = try point(), c2 = try point(), end = try point()
                path.cubic(to: end, control1: c1, control2: c2)
                current = end
                lastControl = c2
            case "S":
                let c1 = "CcSs".contains(lastCommand) ? reflect(lastControl ?? current, about: current) : current
                let c2 = try point(), end = try point()
                path.cubic(to: end, control1: c1, control2: c2)
                current = end
                lastControl = c2
            case "Q":
                let c = try point(), end = try point()
                path.quad(to: end, control: c)
                current = end
                lastControl = c
            case "T":
                let c = "QqTt".contains(lastCommand) ? reflect(lastControl ?? current, about: current) : current
                let end = try point()
                path.quad(to: end, control: c)
                current = end
                lastControl = c
            case "Z":
                path.close()
                current = start
                lastControl = nil
                command = nil
            case "A":
                throw Failure(message: "arcs (A) are not supported; convert them to curves (for example with svgo --convertArcs)")
            default:
                throw Failure(message: "unknown path command '\(cmd)'")
            }
            lastCommand = cmd
        }
        return path
    }

    static func reflect(_ p: Point, about c: Point) -> Point { Point(x: 2 * c.x - p.x, y: 2 * c.y - p.y) }

    struct Tokenizer {
        let s: [Unicode.Scalar]
        var i = 0
        init(_ s: [Unicode.Scalar]) { self.s = s }
        func peek() -> Unicode.Scalar? { i < s.count ? s[i] : nil }
        mutating func advance() { i += 1 }
        mutating func skipSeparators() {
            while i < s.count, s[i] == " " || s[i] == "," || s[i] == "\n" || s[i] == "\t" || s[i] == "\r" { i += 1 }
        }
        mutating func number() throws(Failure) -> Double {
            skipSeparators()
            let begin = i
            if i < s.count, s[i] == "-" || s[i] == "+" { i += 1 }
            var sawDot = false
            while i < s.count {
                let c = s[i]
                if c.properties.numericType != nil && c.isASCII { i += 1 } else if c == "." && !sawDot { sawDot = true; i += 1 } else if (c == "e" || c == "E") && i > begin {
                    i += 1
                    if i < s.count, s[i] == "-" || s[i] == "+" { i += 1 }
                } else { break }
            }
            let text = String(String.UnicodeScalarView(s[begin..<i]))
            guard let v = Double(text), v.isFinite else {
                throw Failure(message: "expected a number at offset \(begin)" + (text.isEmpty ? "" : ", found \"\(text)\""))
            }
            return v
        }
    }
}
