/// A device-space point in 24.8 fixed point: 1/256 px steps.
///
/// Geometry is Double up to here; `FixedPoint(_:)` is the one place a coordinate is rounded,
/// and everything after (flattening, cells, coverage) is integer and so exactly reproducible.
struct FixedPoint: Hashable, Sendable {
    var x: Int32
    var y: Int32

    static let shift: Int32 = 8
    static let one: Int32 = 256

    /// Beyond ±2^20 px nothing is visible; the clamp keeps every later product inside Int64.
    static let limit = Double(1 << 20)

    init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }

    init(_ p: Point) {
        x = FixedPoint.fixed(p.x)
        y = FixedPoint.fixed(p.y)
    }

    /// A point moved by a small offset (the flattener's few units); inside the ±2^20 px clamp
    /// there is room to spare in Int32.
    @inline(__always)
    static func + (a: FixedPoint, b: FixedPoint) -> FixedPoint { FixedPoint(x: a.x &+ b.x, y: a.y &+ b.y) }

    @inline(__always)
    static func fixed(_ v: Double) -> Int32 {
        if v.isNaN { return 0 }
        let c = v < -limit ? -limit : (v > limit ? limit : v)
        return Int32((c * 256).rounded())  // one rounding, to nearest, ties away from zero
    }
}

/// Integer helpers shared by the flattener and the cell walker.
enum IntMath {
    /// ⌊a / b⌋ for b > 0.
    @inline(__always)
    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && a < 0) ? q - 1 : q
    }

    /// a / b rounded to nearest (halves up), for any non-zero b.
    @inline(__always)
    static func roundDiv(_ a: Int, _ b: Int) -> Int {
        b > 0 ? floorDiv(2 * a + b, 2 * b) : floorDiv(-2 * a - b, -2 * b)
    }

    /// ⌈√n⌉ for n ≥ 0, by integer Newton steps.
    static func sqrtCeil(_ n: Int) -> Int {
        if n <= 1 { return n }
        var x = n, y = (n + 1) / 2
        while y < x { x = y; y = (x + n / x) / 2 }  // x = ⌊√n⌋
        return x * x == n ? x : x + 1
    }
}
