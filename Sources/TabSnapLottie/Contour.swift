import TabSnapLayout
import TabSnapRaster
import struct TabSnapRaster.Path

/// One subpath as cubic segments (a line is a cubic with its handles on its ends), which is
/// what Lottie paths are and what trimming cuts: lengths come from a fixed 16-step flattening
/// and cuts from de Casteljau, so a trimmed path is the same on every machine.
struct Contour: Sendable {
    struct Segment: Sendable {
        var p0: Point, c1: Point, c2: Point, p3: Point

        func at(_ t: Double) -> Point {
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
        }

        static let steps = 16

        /// Cumulative lengths at t = i/16.
        var lengths: [Double] {
            var out = [0.0]
            var last = p0
            for i in 1...Self.steps {
                let q = at(Double(i) / Double(Self.steps))
                let dx = q.x - last.x, dy = q.y - last.y
                out.append(out[i - 1] + (dx * dx + dy * dy).squareRoot())
                last = q
            }
            return out
        }

        var length: Double { lengths[Self.steps] }

        /// The parameter at `distance` along the segment.
        func parameter(at distance: Double, _ table: [Double]) -> Double {
            let total = table[Self.steps]
            guard total > 0 else { return 0 }
            let target = min(max(distance, 0), total)
            var i = 1
            while i < Self.steps && table[i] < target { i += 1 }
            let span = table[i] - table[i - 1]
            return (Double(i - 1) + (span > 0 ? (target - table[i - 1]) / span : 0)) / Double(Self.steps)
        }

        /// The part between parameters t0 < t1.
        func slice(_ t0: Double, _ t1: Double) -> Segment {
            var s = self
            if t1 < 1 { s = s.split(t1).0 }
            if t0 > 0 { s = s.split(t1 > 0 ? t0 / t1 : 0).1 }
            return s
        }

        func split(_ t: Double) -> (Segment, Segment) {
            func lerp(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            let a = lerp(p0, c1), b = lerp(c1, c2), c = lerp(c2, p3)
            let d = lerp(a, b), e = lerp(b, c)
            let m = lerp(d, e)
            return (Segment(p0: p0, c1: a, c2: d, p3: m), Segment(p0: m, c1: e, c2: c, p3: p3))
        }

        func transformed(_ t: Transform) -> Segment {
            Segment(p0: t.apply(p0), c1: t.apply(c1), c2: t.apply(c2), p3: t.apply(p3))
        }

        var isLine: Bool { c1 == p0 && c2 == p3 }
    }

    var segments: [Segment]
    var closed: Bool
    /// A lone point (a closed path of one vertex) has no segments but still starts a subpath.
    var start: Point

    init(segments: [Segment], closed: Bool, start: Point? = nil) {
        self.segments = segments
        self.closed = closed
        self.start = start ?? segments.first?.p0 ?? Point(x: 0, y: 0)
    }

    var length: Double { segments.reduce(0) { $0 + $1.length } }

    func transformed(_ t: Transform) -> Contour {
        Contour(segments: segments.map { $0.transformed(t) }, closed: closed, start: t.apply(start))
    }

    var reversed: Contour {
        Contour(segments: segments.reversed().map { Segment(p0: $0.p3, c1: $0.c2, c2: $0.c1, p3: $0.p0) }, closed: closed,
                start: segments.last?.p3 ?? start)
    }

    /// The part from `from` to `to` (distances along the contour, from ≤ to); open.
    func cut(from: Double, to: Double) -> Contour? {
        var out: [Segment] = []
        var walked = 0.0
        for s in segments {
            let table = s.lengths
            let l = table[Segment.steps]
            let a = walked, b = walked + l
            walked = b
            if b <= from || a >= to { continue }
            let t0 = from > a ? s.parameter(at: from - a, table) : 0
            let t1 = to < b ? s.parameter(at: to - a, table) : 1
            if t1 > t0 { out.append(s.slice(t0, t1)) }
        }
        return out.isEmpty ? nil : Contour(segments: out, closed: false)
    }

    /// A Lottie bezier value [closed, n, v…, i…, o…] (tangents relative to their vertex).
    init(lottie v: [Double]) {
        // Compared as a Double first: Int() of a huge count traps.
        let n = v.count >= 2 && v[1] >= 1 && v[1] <= Double(v.count) ? Int(v[1]) : 0
        guard n > 0, v.count >= 2 + 6 * n else { self.init(segments: [], closed: false); return }
        func pt(_ base: Int, _ i: Int) -> Point { Point(x: v[2 + base * 2 * n + 2 * i], y: v[3 + base * 2 * n + 2 * i]) }
        let closed = v[0] != 0
        var segs: [Segment] = []
        let count = closed ? n : n - 1
        for i in 0..<max(0, count) {
            let j = (i + 1) % n
            let p0 = pt(0, i), p3 = pt(0, j)
            let o = pt(2, i), inn = pt(1, j)
            segs.append(Segment(p0: p0, c1: Point(x: p0.x + o.x, y: p0.y + o.y), c2: Point(x: p3.x + inn.x, y: p3.y + inn.y), p3: p3))
        }
        self.init(segments: segs, closed: closed, start: pt(0, 0))
    }

    static func line(_ a: Point, _ b: Point) -> Segment { Segment(p0: a, c1: a, c2: b, p3: b) }

    /// After Effects' rectangle: starts at the top-right corner going clockwise (reversed:
    /// counter-clockwise), corners rounded by `r` (at most half the shorter side).
    static func rect(center c: Point, size s: Point, radius: Double, reversed: Bool) -> Contour {
        let w = s.x / 2, h = s.y / 2
        let r = min(max(radius, 0), min(abs(w), abs(h)))
        let k = 0.5522847498307936 * r
        let l = c.x - w, rgt = c.x + w, t = c.y - h, b = c.y + h
        var segs: [Segment] = []
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        if r <= 0 {
            segs = [line(p(rgt, t), p(rgt, b)), line(p(rgt, b), p(l, b)), line(p(l, b), p(l, t)), line(p(l, t), p(rgt, t))]
        } else {
            segs = [
                line(p(rgt, t + r), p(rgt, b - r)),
                Segment(p0: p(rgt, b - r), c1: p(rgt, b - r + k), c2: p(rgt - r + k, b), p3: p(rgt - r, b)),
                line(p(rgt - r, b), p(l + r, b)),
                Segment(p0: p(l + r, b), c1: p(l + r - k, b), c2: p(l, b - r + k), p3: p(l, b - r)),
                line(p(l, b - r), p(l, t + r)),
                Segment(p0: p(l, t + r), c1: p(l, t + r - k), c2: p(l + r - k, t), p3: p(l + r, t)),
                line(p(l + r, t), p(rgt - r, t)),
                Segment(p0: p(rgt - r, t), c1: p(rgt - r + k, t), c2: p(rgt, t + r - k), p3: p(rgt, t + r)),
            ]
        }
        let contour = Contour(segments: segs, closed: true)
        return reversed ? contour.reversed : contour
    }

    /// After Effects' ellipse: four quarter arcs from the top, clockwise.
    static func ellipse(center c: Point, size s: Point, reversed: Bool) -> Contour {
        let rx = s.x / 2, ry = s.y / 2
        let kx = 0.5522847498307936 * rx, ky = 0.5522847498307936 * ry
        func p(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x, y: c.y + y) }
        let segs = [
            Segment(p0: p(0, -ry), c1: p(kx, -ry), c2: p(rx, -ky), p3: p(rx, 0)),
            Segment(p0: p(rx, 0), c1: p(rx, ky), c2: p(kx, ry), p3: p(0, ry)),
            Segment(p0: p(0, ry), c1: p(-kx, ry), c2: p(-rx, ky), p3: p(-rx, 0)),
            Segment(p0: p(-rx, 0), c1: p(-rx, -ky), c2: p(-kx, -ry), p3: p(0, -ry)),
        ]
        let contour = Contour(segments: segs, closed: true)
        return reversed ? contour.reversed : contour
    }

    /// A star or polygon: `points` corners from the top, rotated by `rotation` degrees; rounded
    /// corners bend each edge's handles along the tangent of the circle they sit on.
    static func polystar(center c: Point, points: Double, rotation: Double, outer: Double, outerRoundness: Double,
                         inner: Double?, innerRoundness: Double?, reversed: Bool) -> Contour {
        // At most 1,000 points (a star of 10 million asked for gigabytes); checked as a Double,
        // since Int() of a huge or NaN count traps.
        let n = points.isFinite ? Int(min(max(points, 1), 1000).rounded(.down)) : 1
        let vertices = inner == nil ? n : 2 * n
        let step = 2 * PortableMath.pi / Double(vertices)
        var corners: [(Point, Double, Double)] = []  // point, radius, roundness
        var angle = rotation * PortableMath.pi / 180 - PortableMath.halfPi
        for i in 0..<vertices {
            let isOuter = inner == nil || i % 2 == 0
            let radius = isOuter ? outer : inner!
            let round = (isOuter ? outerRoundness : (innerRoundness ?? 0)) / 100
            let (s, co) = PortableMath.sinCos(angle)
            corners.append((Point(x: c.x + radius * co, y: c.y + radius * s), radius, round))
            angle += step
        }
        // Handle length: the roundness times the arc per corner (a quarter of it for a polygon).
        let perimeterFactor = inner == nil ? 0.25 : 1.0
        var segs: [Segment] = []
        for i in 0..<vertices {
            let (p, r, round) = corners[i], (q, rq, roundQ) = corners[(i + 1) % vertices]
            let a0 = atan2(p.y - c.y, p.x - c.x), a1 = atan2(q.y - c.y, q.x - c.x)
            let l0 = r * round * perimeterFactor * 2 * PortableMath.pi / Double(vertices)
            let l1 = rq * roundQ * perimeterFactor * 2 * PortableMath.pi / Double(vertices)
            let (s0, c0) = PortableMath.sinCos(a0), (s1, c1) = PortableMath.sinCos(a1)
            segs.append(Segment(p0: p, c1: Point(x: p.x - s0 * l0, y: p.y + c0 * l0),
                                c2: Point(x: q.x + s1 * l1, y: q.y - c1 * l1), p3: q))
        }
        let contour = Contour(segments: segs, closed: true)
        return reversed ? contour.reversed : contour
    }

    private static func atan2(_ y: Double, _ x: Double) -> Double { PortableMath.atan2(y, x) }

    /// Corners between straight segments rounded with radius `r` (After Effects' Round
    /// Corners): each corner becomes a cubic from `r` before it to `r` after it, or from half
    /// of a shorter side.
    func roundingCorners(_ r: Double) -> Contour {
        guard r > 0, segments.count >= 2 else { return self }
        let n = segments.count
        var out: [Segment] = []
        var trimmedStart: [Point] = segments.map(\.p0), trimmedEnd: [Point] = segments.map(\.p3)
        var corners: [Segment?] = Array(repeating: nil, count: n)
        for i in 0..<n {
            let j = i + 1
            guard j < n || closed else { continue }
            let a = segments[i], b = segments[j % n]
            guard a.isLine, b.isLine else { continue }
            let la = a.length, lb = b.length
            guard la > 0, lb > 0 else { continue }
            // Each side is cut by its own min(r, half its length), as lottie-ios, lottie-web
            // and ThorVG cut it: one shared distance rounds a corner beside a short side with a
            // smaller arc than theirs (tabbar_community's matte arc 1 px inside).
            let da = min(r, la / 2), db = min(r, lb / 2)
            let v = a.p3
            let pa = Point(x: v.x + (a.p0.x - v.x) * da / la, y: v.y + (a.p0.y - v.y) * da / la)
            let pb = Point(x: v.x + (b.p3.x - v.x) * db / lb, y: v.y + (b.p3.y - v.y) * db / lb)
            let k = 1 - 0.5522847498307936
            trimmedEnd[i] = pa
            trimmedStart[j % n] = pb
            corners[i] = Segment(p0: pa, c1: Point(x: pa.x + (v.x - pa.x) * (1 - k), y: pa.y + (v.y - pa.y) * (1 - k)),
                                 c2: Point(x: pb.x + (v.x - pb.x) * (1 - k), y: pb.y + (v.y - pb.y) * (1 - k)), p3: pb)
        }
        for i in 0..<n {
            let s = segments[i]
            out.append(s.isLine ? Contour.line(trimmedStart[i], trimmedEnd[i]) : s)
            if let corner = corners[i] { out.append(corner) }
        }
        return Contour(segments: out, closed: closed)
    }

    /// The contours as one path for the rasterizer.
    static func path(_ contours: [Contour]) -> Path {
        var path = Path()
        for c in contours {
            path.move(to: c.start)
            for s in c.segments {
                if s.isLine { path.line(to: s.p3) } else { path.cubic(to: s.p3, control1: s.c1, control2: s.c2) }
            }
            if c.closed { path.close() }
        }
        return path
    }
}

/// Trim Paths: the part of each contour (or of all of them end to end) between `start` and
/// `end` (fractions), shifted by `offset` turns, wrapping past the end.
enum Trim {
    static func apply(_ contours: [Contour], start s: Double, end e: Double, offset o: Double, individually: Bool) -> [Contour] {
        var a = min(s, e), b = max(s, e)
        a = min(max(a, 0), 1)
        b = min(max(b, 0), 1)
        if b - a >= 1 { return contours }
        if b - a <= 1e-9 { return [] }  // nothing left (an eased end lands within rounding of it)
        let shift = o - o.rounded(.down)
        a += shift
        b += shift
        if individually {
            let lengths = contours.map(\.length)
            let total = lengths.reduce(0, +)
            return ranges(a, b).flatMap { lo, hi in
                var walked = 0.0
                var out: [Contour] = []
                for (c, l) in zip(contours, lengths) {
                    let from = lo * total - walked, to = hi * total - walked
                    if to > 0, from < l, let piece = c.cut(from: max(0, from), to: min(l, to)) { out.append(piece) }
                    walked += l
                }
                return out
            }
        }
        return contours.flatMap { c -> [Contour] in
            let l = c.length
            return ranges(a, b).compactMap { c.cut(from: $0 * l, to: $1 * l) }
        }
    }

    /// The part of `c` (whose length is `length`, starting `from` along a run of paths
    /// `total` long) that the trim keeps.
    static func slice(_ c: Contour, length: Double, from: Double, total: Double, start s: Double, end e: Double,
                      offset o: Double) -> [Contour] {
        guard total > 0 else { return [] }
        var a = min(max(min(s, e), 0), 1), b = min(max(max(s, e), 0), 1)
        if b - a >= 1 { return [c] }
        if b - a <= 1e-9 { return [] }  // nothing left (an eased end lands within rounding of it)
        let shift = o - o.rounded(.down)
        a += shift
        b += shift
        return ranges(a, b).compactMap { lo, hi in
            let x0 = lo * total - from, x1 = hi * total - from
            guard x1 > 0, x0 < length else { return nil }
            return c.cut(from: max(0, x0), to: min(length, x1))
        }
    }

    /// [a, b] with a in [0, 2) as one or two ranges within [0, 1].
    private static func ranges(_ a: Double, _ b: Double) -> [(Double, Double)] {
        if b <= 1 { return [(a, b)] }
        if a >= 1 { return [(a - 1, b - 1)] }
        return [(a, 1), (0, b - 1)]
    }
}
