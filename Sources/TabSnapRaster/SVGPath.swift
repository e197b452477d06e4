import Foundation

/// SVG path data (`d`) to a raster path: M, L, H, V, C, S, Q, T, A, Z in absolute and relative
/// forms. Arcs become cubic Béziers (at most 90° each) through `PortableMath`, not the C
/// library's trigonometry, whose last bits differ between platforms.
public enum SVGPath {
    public struct Failure: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// Segments (after arcs become Béziers) one path may hold. Icons use hundreds; the limit
    /// keeps a hostile document from costing seconds and gigabytes to flatten and fill.
    public static let maxSegments = 10_000
    /// Coordinates beyond this (in points) are refused: no screen is that large, and squaring
    /// them in the arc maths would overflow to infinity.
    public static let maxCoordinate = 1_000_000.0

    public static func parse(_ d: String) throws(Failure) -> Path {
        // Each segment needs at least two characters, so a long `d` is refused before parsing.
        guard d.utf8.count <= maxSegments * 64 else {
            throw Failure(message: "path data is \(d.utf8.count) bytes; the limit is \(maxSegments * 64) (\(maxSegments) segments)")
        }
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
                let rx = try tokens.number(), ry = try tokens.number(), rotation = try tokens.number()
                let large = try tokens.flag(), sweep = try tokens.flag()
                let end = try point()
                appendArc(&path, from: current, to: end, rx: rx, ry: ry, rotationDegrees: rotation, large: large, sweep: sweep)
                current = end
                lastControl = nil
            default:
                throw Failure(message: "unknown path command '\(cmd)'")
            }
            lastCommand = cmd
            guard path.elements.count <= maxSegments else {
                throw Failure(message: "path has more than \(maxSegments) segments (arcs count up to four each)")
            }
        }
        return path
    }

    static func reflect(_ p: Point, about c: Point) -> Point { Point(x: 2 * c.x - p.x, y: 2 * c.y - p.y) }

    /// An elliptical arc (SVG's endpoint form, spec section "Elliptical arc implementation
    /// notes") as cubic Béziers, each spanning at most a quarter turn.
    static func appendArc(_ path: inout Path, from p1: Point, to p2: Point, rx rxIn: Double, ry ryIn: Double,
                          rotationDegrees: Double, large: Bool, sweep: Bool) {
        if p1 == p2 { return }
        var rx = abs(rxIn), ry = abs(ryIn)
        if rx == 0 || ry == 0 { path.line(to: p2); return }
        // Radii so small (or far) that their squares leave the doubles' range: the spec's
        // fallback for a degenerate arc, a straight line, rather than NaN.
        guard (rx * rx * ry * ry).isNormal, (rx * rx).isFinite, (ry * ry).isFinite else { path.line(to: p2); return }
        let (sinPhi, cosPhi) = PortableMath.sinCos(rotationDegrees.truncatingRemainder(dividingBy: 360) * PortableMath.pi / 180)
        let dx = (p1.x - p2.x) / 2, dy = (p1.y - p2.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // Radii too small for the endpoints grow just enough.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let s = lambda.squareRoot(); rx *= s; ry *= s }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den == 0 ? 0 : (max(0, num / den)).squareRoot()
        if large == sweep { coef = -coef }
        let cx1 = coef * rx * y1 / ry, cy1 = -coef * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (p1.x + p2.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (p1.y + p2.y) / 2
        let theta1 = PortableMath.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = PortableMath.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
        if sweep && delta < 0 { delta += 2 * PortableMath.pi }
        if !sweep && delta > 0 { delta -= 2 * PortableMath.pi }
        guard delta.isFinite, theta1.isFinite, cx.isFinite, cy.isFinite, rx.isFinite, ry.isFinite else { path.line(to: p2); return }
        let segments = max(1, min(4, Int((abs(delta) / PortableMath.halfPi - 1e-9).rounded(.up))))
        let step = delta / Double(segments)
        // Control-point distance for a circular arc of `step` radians: 4/3·tan(step/4).
        let (s4, c4) = PortableMath.sinCos(step / 4)
        let k = 4.0 / 3.0 * s4 / c4
        func pointAt(_ t: Double) -> (Point, Point) {  // the point and its derivative direction
            let (st, ct) = PortableMath.sinCos(t)
            let x = rx * ct, y = ry * st
            let tx = -rx * st, ty = ry * ct
            return (Point(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y),
                    Point(x: cosPhi * tx - sinPhi * ty, y: sinPhi * tx + cosPhi * ty))
        }
        var t = theta1
        var (a, da) = pointAt(t)
        for i in 0..<segments {
            let t2 = i == segments - 1 ? theta1 + delta : t + step
            var (b, db) = pointAt(t2)
            if i == segments - 1 { b = p2 }  // land exactly on the endpoint
            path.cubic(to: b, control1: Point(x: a.x + k * da.x, y: a.y + k * da.y),
                       control2: Point(x: b.x - k * db.x, y: b.y - k * db.y))
            t = t2
            a = b
            da = db
        }
    }

    /// A path's data as commands and numbers, read by the same tokenizer `parse` reads with
    /// (arc flags written without a separator, "a5 5 0 1110 10", included), for what works on
    /// the numbers themselves: symbol templates move, scale and interpolate paths.
    public enum Token: Equatable, Sendable {
        case command(Character)
        case number(Double)
    }

    /// The commands a path may hold.
    public static let commands = "MmLlHhVvCcSsQqTtAaZz"

    public static func tokens(_ d: String) throws(Failure) -> [Token] {
        var t = Tokenizer(Array(d.unicodeScalars))
        var out: [Token] = []
        var command: Character? = nil
        var index = 0
        while true {
            t.skipSeparators()
            guard let c = t.peek() else { break }
            if c.properties.isAlphabetic {
                guard commands.unicodeScalars.contains(c) else { throw Failure(message: "unknown path command '\(c)'") }
                command = Character(c)
                out.append(.command(Character(c)))
                t.advance()
                index = 0
                continue
            }
            // An arc's fourth and fifth numbers are flags.
            if command == "a" || command == "A", index % 7 == 3 || index % 7 == 4 {
                out.append(.number(try t.flag() ? 1 : 0))
            } else {
                out.append(.number(try t.number()))
            }
            index += 1
        }
        return out
    }

    struct Tokenizer {
        let s: [Unicode.Scalar]
        var i = 0
        init(_ s: [Unicode.Scalar]) { self.s = s }
        func peek() -> Unicode.Scalar? { i < s.count ? s[i] : nil }
        mutating func advance() { i += 1 }
        mutating func skipSeparators() {
            while i < s.count, s[i] == " " || s[i] == "," || s[i] == "\n" || s[i] == "\t" || s[i] == "\r" { i += 1 }
        }
        /// An arc flag: "0" or "1", which may be written without a separator ("a5 5 0 1110 10").
        mutating func flag() throws(Failure) -> Bool {
            skipSeparators()
            guard i < s.count, s[i] == "0" || s[i] == "1" else { throw Failure(message: "expected an arc flag (0 or 1) at offset \(i)") }
            defer { i += 1 }
            return s[i] == "1"
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
                throw Failure(message: "expected a number at offset \(begin)" + (text.isEmpty ? "" : ", found \"\(text.prefix(40))\""))
            }
            guard abs(v) <= SVGPath.maxCoordinate else {
                throw Failure(message: "number \(text.prefix(40)) at offset \(begin) is out of range (at most \(Int(SVGPath.maxCoordinate)) in size)")
            }
            return v
        }
    }
}
