/// Receives the device-space line segments of a flattened outline, in 24.8 fixed point.
protocol LineSink {
    mutating func line(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32)
}

/// Path → closed polygons of fixed-point lines. Control points are transformed in Double and
/// rounded once; curves are then split in integers, so the result is the same on every machine.
enum Flatten {
    /// The flattening tolerance in 1/256 px units: 1/64 px: no chord strays further from its curve.
    /// Chords through points on the curve all cut inside a convex stretch, which would make every
    /// curved edge light (by two thirds of each chord's sagitta on average, about 0.005 px here),
    /// so the points inside a curve are moved outwards by what the chords cut off (`quadBias`).
    static let tolerance = 4
    /// Caps the pieces per curve so every product below fits in Int64.
    static let maxSegments = 256

    /// Pieces for a quadratic: splitting uniformly into n leaves a distance of at most
    /// |p0 − 2p1 + p2| / (4n²) between curve and chord, so n² ≥ |d| / (4·tolerance).
    static func quadSegments(_ p0: FixedPoint, _ p1: FixedPoint, _ p2: FixedPoint) -> Int {
        let dd = norm1(Int(p0.x) - 2 * Int(p1.x) + Int(p2.x), Int(p0.y) - 2 * Int(p1.y) + Int(p2.y))
        return count(forSquared: (dd + 4 * tolerance - 1) / (4 * tolerance))
    }

    /// Pieces for a cubic: |B''| ≤ 6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|) = 6M, and a chord over a
    /// parameter step h is within h²·|B''|/8, so n² ≥ 3M / (4·tolerance).
    static func cubicSegments(_ p0: FixedPoint, _ p1: FixedPoint, _ p2: FixedPoint, _ p3: FixedPoint) -> Int {
        let d1 = norm1(Int(p0.x) - 2 * Int(p1.x) + Int(p2.x), Int(p0.y) - 2 * Int(p1.y) + Int(p2.y))
        let d2 = norm1(Int(p1.x) - 2 * Int(p2.x) + Int(p3.x), Int(p1.y) - 2 * Int(p2.y) + Int(p3.y))
        let m = max(d1, d2)
        return count(forSquared: (3 * m + 4 * tolerance - 1) / (4 * tolerance))
    }

    /// |x| + |y| bounds the Euclidean length from above, keeping the estimate conservative.
    @inline(__always)
    static func norm1(_ x: Int, _ y: Int) -> Int { abs(x) + abs(y) }

    static func count(forSquared n2: Int) -> Int {
        min(maxSegments, max(1, IntMath.sqrtCeil(n2)))
    }

    /// The point at t = i/n of a quadratic, evaluated exactly in integers then rounded.
    @inline(__always)
    static func quadPoint(_ p0: FixedPoint, _ p1: FixedPoint, _ p2: FixedPoint, _ i: Int, _ n: Int) -> FixedPoint {
        let j = n - i, den = n * n
        func axis(_ a: Int32, _ b: Int32, _ c: Int32) -> Int32 {
            let q1 = Int(b) - Int(a), q2 = Int(c) - Int(a)  // relative to p0 keeps products small
            return Int32(Int(a) + IntMath.roundDiv(2 * q1 * i * j + q2 * i * i, den))
        }
        return FixedPoint(x: axis(p0.x, p1.x, p2.x), y: axis(p0.y, p1.y, p2.y))
    }

    @inline(__always)
    static func cubicPoint(_ p0: FixedPoint, _ p1: FixedPoint, _ p2: FixedPoint, _ p3: FixedPoint, _ i: Int, _ n: Int) -> FixedPoint {
        let j = n - i, den = n * n * n
        func axis(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) -> Int32 {
            let q1 = Int(b) - Int(a), q2 = Int(c) - Int(a), q3 = Int(d) - Int(a)
            return Int32(Int(a) + IntMath.roundDiv(3 * q1 * i * j * j + 3 * q2 * i * i * j + q3 * i * i * i, den))
        }
        return FixedPoint(x: axis(p0.x, p1.x, p2.x, p3.x), y: axis(p0.y, p1.y, p2.y, p3.y))
    }

    /// How far a point inside a quadratic split into n moves so the polygon's area is the
    /// curve's. Over a piece of parameter length h the region between curve and chord has the
    /// area (2/3)·|chord × sagitta| with sagitta −D/8, D = p(t−h) − 2p(t) + p(t+h) the second
    /// difference of the points; moving a point by δ changes the area by |chord × δ| for its
    /// two chords, and n pieces are made good by n − 1 points: δ = −D·n / (12(n − 1)). For a
    /// quadratic D = 2(p0 − 2p1 + p2)/n², so δ = −(p0 − 2p1 + p2) / (6n(n − 1)).
    @inline(__always)
    static func quadBias(_ p0: FixedPoint, _ p1: FixedPoint, _ p2: FixedPoint, _ n: Int) -> FixedPoint {
        let den = 6 * n * (n - 1)
        func axis(_ a: Int32, _ b: Int32, _ c: Int32) -> Int32 {
            Int32(IntMath.roundDiv(-(Int(a) - 2 * Int(b) + Int(c)), den))
        }
        return FixedPoint(x: axis(p0.x, p1.x, p2.x), y: axis(p0.y, p1.y, p2.y))
    }

    /// `quadBias` for a cubic at t = i/n: a cubic's central second difference is exactly
    /// B''(t)·h², B''(t) = 6((1 − t)(p0 − 2p1 + p2) + t(p1 − 2p2 + p3)), so
    /// δ = −((n − i)(p0 − 2p1 + p2) + i(p1 − 2p2 + p3)) / (2n²(n − 1)).
    @inline(__always)
    static func cubicBias(_ p0: FixedPoint, _ p1: FixedPoint, _ p2: FixedPoint, _ p3: FixedPoint, _ i: Int, _ n: Int) -> FixedPoint {
        let j = n - i, den = 2 * n * n * (n - 1)
        func axis(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) -> Int32 {
            let s1 = Int(a) - 2 * Int(b) + Int(c), s2 = Int(b) - 2 * Int(c) + Int(d)
            return Int32(IntMath.roundDiv(-(j * s1 + i * s2), den))
        }
        return FixedPoint(x: axis(p0.x, p1.x, p2.x, p3.x), y: axis(p0.y, p1.y, p2.y, p3.y))
    }

    /// Feeds `sink` the closed polygons of `path` under `transform`; every subpath is closed.
    static func fill<S: LineSink>(_ path: Path, transform: Transform, into sink: inout S) {
        var start = FixedPoint(x: 0, y: 0), current = start
        var open = false
        @inline(__always) func lineTo(_ p: FixedPoint, _ sink: inout S) {
            if p != current { sink.line(current.x, current.y, p.x, p.y) }
            current = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                if open { lineTo(start, &sink) }
                start = FixedPoint(transform.apply(p)); current = start; open = true
            case .line(let p):
                lineTo(FixedPoint(transform.apply(p)), &sink); open = true
            case .quad(let c, let p):
                let p0 = current, p1 = FixedPoint(transform.apply(c)), p2 = FixedPoint(transform.apply(p))
                let n = quadSegments(p0, p1, p2)
                if n > 1 {
                    let bias = quadBias(p0, p1, p2, n)  // the same for every point of a quadratic
                    for i in 1..<n { lineTo(quadPoint(p0, p1, p2, i, n) + bias, &sink) }
                }
                lineTo(p2, &sink); open = true
            case .cubic(let c1, let c2, let p):
                let p0 = current, p1 = FixedPoint(transform.apply(c1))
                let p2 = FixedPoint(transform.apply(c2)), p3 = FixedPoint(transform.apply(p))
                let n = cubicSegments(p0, p1, p2, p3)
                for i in 1..<n { lineTo(cubicPoint(p0, p1, p2, p3, i, n) + cubicBias(p0, p1, p2, p3, i, n), &sink) }
                lineTo(p3, &sink); open = true
            case .close:
                lineTo(start, &sink); open = false
            }
        }
        if open { lineTo(start, &sink) }
    }
}
