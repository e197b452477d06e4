import TabSnapRaster

/// SVG path data as commands and numbers, for what symbol templates need beyond drawing:
/// mapping a path by a scale and offset, and interpolating two compatible paths number by number.
struct PathData {
    typealias Token = SVGPath.Token
    var tokens: [Token] = []

    init(_ d: String) throws(SVGError) {
        do { tokens = try SVGPath.tokens(d) } catch { throw SVGError(element: "path", message: error.message) }
        guard tokens.count <= 200_000 else { throw SVGError(element: "path", message: "path data longer than 200,000 numbers") }
    }

    init(tokens: [Token]) { self.tokens = tokens }

    var text: String {
        tokens.map { t in
            switch t {
            case .command(let c): return String(c)
            case .number(let v): return v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
            }
        }.joined(separator: " ")
    }

    /// Numbers per repetition of a command's arguments.
    static func arity(_ c: Character) -> Int {
        switch c.lowercased() {
        case "m", "l", "t": return 2
        case "h", "v": return 1
        case "c": return 6
        case "s", "q": return 4
        case "a": return 7
        default: return 0
        }
    }

    /// Mapped by a scale and offset (x' = a·x + tx, y' = d·y + ty); relative numbers scale only.
    func mapped(_ t: Transform) throws(SVGError) -> PathData {
        guard t.b == 0, t.c == 0 else { throw SVGError(element: "g", message: "symbol variants may be moved and scaled, not rotated or skewed") }
        var out: [Token] = []
        var command: Character = "M"
        var index = 0
        for token in tokens {
            switch token {
            case .command(let c):
                command = c; index = 0
                out.append(token)
            case .number(let v):
                let n = Self.arity(command)
                let k = n == 0 ? 0 : index % n
                index += 1
                let relative = command.isLowercase
                let lower = Character(command.lowercased())
                var isX: Bool? = nil
                switch lower {
                case "h": isX = true
                case "v": isX = false
                case "a":
                    if k == 0 || k == 1 {
                        guard abs(t.a) == abs(t.d) else { throw SVGError(element: "path", message: "an arc cannot be scaled unevenly") }
                        out.append(.number(v * abs(t.a))); continue
                    }
                    if k < 5 { out.append(.number(v)); continue }
                    isX = k == 5
                default: isX = k % 2 == 0
                }
                let scale = isX! ? t.a : t.d, offset = relative ? 0 : (isX! ? t.tx : t.ty)
                out.append(.number(v * scale + offset))
            }
        }
        return PathData(tokens: out)
    }

    /// Number by number towards `other` by `t`; the commands must match.
    func blended(with other: PathData, _ t: Double, name: String) throws(SVGError) -> PathData {
        guard tokens.count == other.tokens.count else {
            throw SVGError(element: "path", message: "\(name): the sources' paths differ in length (\(tokens.count) and \(other.tokens.count) tokens); interpolation needs matching points")
        }
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        for (a, b) in zip(tokens, other.tokens) {
            switch (a, b) {
            case let (.command(x), .command(y)) where x == y: out.append(a)
            case let (.number(x), .number(y)): out.append(.number(x + (y - x) * t))
            default: throw SVGError(element: "path", message: "\(name): the sources' path commands differ; interpolation needs matching points")
            }
        }
        return PathData(tokens: out)
    }
}
