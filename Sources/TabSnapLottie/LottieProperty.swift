import TabSnapCore
import TabSnapDocument
import TabSnapLayout

/// A Lottie (bodymovin) property: a fixed value or keyframes, each value a list of numbers (a
/// scalar, a point, a colour, or a path flattened by `LottieShape`). Keyframes ease with their
/// cubic Béziers (`o` out of one keyframe, `i` into the next), may hold, and a position may
/// travel along a spatial Bézier (`to`/`ti`) at the eased fraction of its length, as lottie-web
/// and rlottie move it.
struct LottieProperty: Sendable {
    struct Keyframe: Sendable {
        var time: Double
        var start: [Double]?
        var end: [Double]?
        var hold: Bool
        /// Easing per dimension (one entry when shared): out of this keyframe, into the next.
        var outX: [Double], outY: [Double], inX: [Double], inY: [Double]
        var spatialOut: [Double]?
        var spatialIn: [Double]?
    }

    enum Storage: Sendable {
        case fixed([Double])
        case keyed([Keyframe])
    }

    let storage: Storage

    static func fixed(_ v: [Double]) -> LottieProperty { LottieProperty(storage: .fixed(v)) }

    var isAnimated: Bool {
        if case .keyed = storage { return true }
        return false
    }

    /// The value at `frame` (in the property's layer's own frames).
    func value(at frame: Double) -> [Double] {
        switch storage {
        case .fixed(let v):
            return v
        case .keyed(let keys):
            guard let first = keys.first else { return [] }
            if frame < first.time || keys.count == 1 { return first.start ?? first.end ?? [] }
            var i = keys.count - 2
            while i > 0 && keys[i].time > frame { i -= 1 }
            let k = keys[i], next = keys[i + 1]
            let start = k.start ?? []
            let end = k.end ?? next.start ?? start
            if frame >= next.time {
                // Past the last segment: the last keyframe's value, or where the segment ended.
                return next.start ?? end
            }
            if k.hold { return start }
            let span = next.time - k.time
            let x = span > 0 ? (frame - k.time) / span : 1
            if let to = k.spatialOut, let ti = k.spatialIn, start.count >= 2, end.count >= 2,
               to.contains(where: { $0 != 0 }) || ti.contains(where: { $0 != 0 }) {
                let p = Self.eased(x, k, dimension: 0)
                return SpatialCurve(start: start, end: end, out: to, in: ti).point(atFraction: p)
            }
            var out = start
            for d in 0..<min(start.count, end.count) {
                let p = Self.eased(x, k, dimension: d)
                out[d] = start[d] + (end[d] - start[d]) * p
            }
            return out
        }
    }

    static func eased(_ x: Double, _ k: Keyframe, dimension d: Int) -> Double {
        func pick(_ a: [Double], _ fallback: Double) -> Double { a.isEmpty ? fallback : a[min(d, a.count - 1)] }
        let curve = TimingCurve(x1: min(max(pick(k.outX, 0), 0), 1), y1: pick(k.outY, 0),
                                x2: min(max(pick(k.inX, 1), 0), 1), y2: pick(k.inY, 1))
        return curve.progress(x).0
    }
}

/// A position's path between two keyframes: a cubic from `start` with handles `start + out`
/// and `end + in`, walked by arc length (a fixed table, so every machine walks it alike).
struct SpatialCurve {
    let start: [Double], end: [Double], out: [Double], `in`: [Double]
    static let steps = 64

    func point(atFraction f: Double) -> [Double] {
        let p0 = (start[0], start[1]), p3 = (end[0], end[1])
        let p1 = (p0.0 + out[0], p0.1 + (out.count > 1 ? out[1] : 0))
        let p2 = (p3.0 + self.in[0], p3.1 + (self.in.count > 1 ? self.in[1] : 0))
        func at(_ t: Double) -> (Double, Double) {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return (a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1)
        }
        var lengths = [0.0]
        var last = p0
        for i in 1...Self.steps {
            let q = at(Double(i) / Double(Self.steps))
            let dx = q.0 - last.0, dy = q.1 - last.1
            lengths.append(lengths[i - 1] + (dx * dx + dy * dy).squareRoot())
            last = q
        }
        let total = lengths[Self.steps]
        var result: (Double, Double)
        if total <= 0 {
            result = p0
        } else {
            let target = min(max(f, 0), 1) * total
            var i = 1
            while i < Self.steps && lengths[i] < target { i += 1 }
            let segment = lengths[i] - lengths[i - 1]
            let local = segment > 0 ? (target - lengths[i - 1]) / segment : 0
            result = at((Double(i - 1) + local) / Double(Self.steps))
        }
        var out = start
        out[0] = result.0
        out[1] = result.1
        if start.count > 2, end.count > 2 { for d in 2..<min(start.count, end.count) { out[d] = start[d] + (end[d] - start[d]) * f } }
        return out
    }
}

/// Why a Lottie file cannot be drawn: where (a layer by name and index, and the property's
/// path in the JSON) and what.
public struct LottieError: Error, CustomStringConvertible, Sendable {
    public let place: String
    public let message: String
    public var description: String { place.isEmpty ? message : "\(place): \(message)" }
}

/// Reads properties, numbers and colours out of the JSON, naming the place of any problem.
struct LottieReader {
    let place: String

    func fail(_ message: String) -> LottieError { LottieError(place: place, message: message) }

    func number(_ v: JSONValue?, _ key: String, default fallback: Double? = nil) throws(LottieError) -> Double {
        guard let v else {
            if let fallback { return fallback }
            throw fail("missing '\(key)'")
        }
        guard case .number(let n) = v, n.isFinite else { throw fail("'\(key)' must be a number") }
        return n
    }

    /// A whole number such as a layer type or index, truncated as bodymovin's players do; one
    /// beyond ±2³¹ is refused by name (converting it would trap).
    func integer(_ v: JSONValue?, _ key: String, default fallback: Int? = nil) throws(LottieError) -> Int {
        guard let v else {
            if let fallback { return fallback }
            throw fail("missing '\(key)'")
        }
        guard case .number(let n) = v, n.isFinite, abs(n) < 2_147_483_648 else {
            throw fail("'\(key)' must be a whole number within ±2147483647")
        }
        return Int(n)
    }

    static func numbers(_ v: JSONValue) -> [Double]? {
        switch v {
        case .number(let n): return n.isFinite ? [n] : nil
        case .array(let items):
            var out: [Double] = []
            for item in items {
                guard case .number(let n) = item, n.isFinite else { return nil }
                out.append(n)
            }
            return out
        default: return nil
        }
    }

    /// A property (`{"a": 0, "k": …}`); `shape` reads path values. Expressions are refused.
    func property(_ v: JSONValue?, _ key: String, shape: Bool = false, default fallback: [Double]? = nil) throws(LottieError) -> LottieProperty {
        guard let v else {
            if let fallback { return .fixed(fallback) }
            throw fail("missing '\(key)'")
        }
        if v["x"] != nil, case .string(let e) = v["x"]!, !e.isEmpty {
            throw fail("'\(key)' is driven by an expression, which TabSnap does not run")
        }
        guard let k = v["k"] else { throw fail("'\(key)' has no 'k' value") }
        if case .array(let items) = k, let first = items.first, case .object = first, first["t"] != nil {
            var keys: [LottieProperty.Keyframe] = []
            for (i, item) in items.enumerated() {
                let at = LottieReader(place: place + " \(key).k[\(i)]")
                keys.append(try at.keyframe(item, shape: shape))
            }
            guard keys.count <= 100_000 else { throw fail("'\(key)' has too many keyframes") }
            return LottieProperty(storage: .keyed(keys))
        }
        guard let value = shape ? try pathValue(k, key) : Self.numbers(k) else { throw fail("'\(key)' must be numbers") }
        return .fixed(value)
    }

    private func keyframe(_ v: JSONValue, shape: Bool) throws(LottieError) -> LottieProperty.Keyframe {
        let t = try number(v["t"], "t")
        func values(_ key: String) throws(LottieError) -> [Double]? {
            guard let x = v[key] else { return nil }
            if shape {
                if case .array(let a) = x, let first = a.first { return try pathValue(first, key) }
                return try pathValue(x, key)
            }
            guard let n = Self.numbers(x) else { throw fail("'\(key)' must be numbers") }
            return n
        }
        func easing(_ key: String, _ axis: String) -> [Double] {
            guard let e = v[key]?[axis] else { return [] }
            return Self.numbers(e) ?? []
        }
        var hold = false
        if case .number(let h)? = v["h"] { hold = h == 1 }
        return .init(time: t, start: try values("s"), end: try values("e"), hold: hold,
                     outX: easing("o", "x"), outY: easing("o", "y"), inX: easing("i", "x"), inY: easing("i", "y"),
                     spatialOut: v["to"].flatMap(Self.numbers), spatialIn: v["ti"].flatMap(Self.numbers))
    }

    /// A bezier path `{c, v, i, o}` flattened to [closed, n, v…, i…, o…].
    func pathValue(_ v: JSONValue, _ key: String) throws(LottieError) -> [Double] {
        var closed = false
        if case .bool(let c)? = v["c"] { closed = c }
        func points(_ k: String) throws(LottieError) -> [Double] {
            guard case .array(let list)? = v[k] else { throw fail("'\(key)' path has no '\(k)' points") }
            var out: [Double] = []
            for p in list {
                guard let xy = Self.numbers(p), xy.count >= 2 else { throw fail("'\(key)' path point must be [x, y]") }
                out += xy.prefix(2)
            }
            return out
        }
        let vs = try points("v"), ins = try points("i"), outs = try points("o")
        guard ins.count == vs.count, outs.count == vs.count else { throw fail("'\(key)' path has unequal v, i and o") }
        return [closed ? 1 : 0, Double(vs.count / 2)] + vs + ins + outs
    }

    /// An After Effects colour `[r, g, b, a]` in 0…1 (or 0…255 in old files).
    static func color(_ v: [Double]) -> (Double, Double, Double, Double) {
        var c = v + [1, 1, 1, 1].dropFirst(min(4, v.count))
        if c.prefix(3).contains(where: { $0 > 1 }) { c = c.enumerated().map { $0.offset < 3 ? $0.element / 255 : $0.element } }
        return (c[0], c[1], c[2], c.count > 3 ? c[3] : 1)
    }
}
