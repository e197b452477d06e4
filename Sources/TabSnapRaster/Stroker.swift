/// Turns a stroked path into an outline to fill with non-zero winding (tiny-skia's approach):
/// curves become polylines, each polyline is offset by half the width on both sides with joins
/// on the outer side of each corner, and ends get caps. The inner side of a corner runs to the
/// end of the incoming offset line, back along it to the point where the two offset lines meet,
/// on back along the outgoing one to its start, and forward from there; only when the meeting
/// point lies beyond a segment (a tight turn for the width) does it run through the corner
/// point itself, as tiny-skia does — the loop that makes adds winding inside the stroke but
/// would also count twice in the exact area of an edge pixel, so it is kept for the cases that
/// need it.
///
/// The two runs back enclose no area, but rounded to fixed point they leave a sliver at every
/// inner corner of a curve's offset, and the rows holding one take the exact overlap path.
/// Going straight from meeting point to meeting point draws the canonical scene's icons with
/// curved strokes 2.5–3.1 times faster, and changes 17–62 pixels by one level in six
/// references (issue 18, ninth session, 2026-11-27): left as it is, since references keep
/// their bytes.
///
/// This stage is Double geometry (only +, −, ×, ÷ and √, all exactly rounded by IEEE); the
/// outline is rounded to fixed point once, when it is filled.
enum Stroker {
    /// One subpath flattened: its points, which are curve-interior (joined round whatever the
    /// style, as the offset of a curve is), and whether it was closed.
    struct Polyline {
        var points: [Point] = []
        var smooth: [Bool] = []
        var closed = false

        mutating func add(_ p: Point, smooth s: Bool) {
            if let last = points.last, Stroker.coincide(last, p) { return }
            points.append(p)
            smooth.append(s)
        }
    }

    /// Two points a rounding error apart: an ellipse built as `minX + 2·rx` ends where it began
    /// `cx + rx` only to the last bits, and the sliver of a segment between them would have a
    /// direction of its own, which a miter join turns into a wedge at the circle's start.
    static func coincide(_ a: Point, _ b: Point) -> Bool {
        func near(_ u: Double, _ v: Double) -> Bool { abs(u - v) <= 1e-9 * max(1, abs(u), abs(v)) }
        return near(a.x, b.x) && near(a.y, b.y)
    }

    static func stroke(_ path: Path, style: StrokeStyle, transform: Transform) -> Path {
        var out = Path()
        let r = style.width / 2
        guard r > 0, r.isFinite else { return out }
        // Inside a flattened curve a round join that strays less than the tolerance from its
        // chord is left as the chord: r·(1 − cos(τ/2)) ≤ tol ⇔ cos τ ≥ 2(1 − tol/r)² − 1.
        let e = Double(Flatten.tolerance) / 256 / (r * transform.maxScale)
        let chordDot = e >= 1 ? -1 : 2 * (1 - e) * (1 - e) - 1
        var lines = polylines(path, transform: transform)
        if let pattern = dashPattern(style), dashCount(lines, pattern) <= Double(maxDashes) {
            lines = dashed(lines, pattern: pattern, phase: style.dashPhase)
        }
        for line in lines {
            outline(line, r: r, style: style, chordDot: chordDot, into: &out)
        }
        return out
    }

    /// Flattens in user space; the piece count comes from the same integer estimate as fills,
    /// taken on the device-space control points, so the tolerance is `Flatten.tolerance` in device pixels.
    static func polylines(_ path: Path, transform t: Transform) -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline()
        var start = Point.zero, last = Point.zero
        // A subpath that is only a moveto is not stroked (SVG 1.1 §11.4; CoreGraphics agrees):
        // `M6 19 m-2 0 a…` would otherwise put a round-cap dot inside the ring that follows.
        var drew = false
        func finish() {
            if !current.points.isEmpty && (drew || current.closed) { result.append(current) }
            current = Polyline()
            drew = false
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                current.add(p, smooth: false)
                start = p; last = p
            case .line(let p):
                if current.points.isEmpty { current.add(last, smooth: false) }
                current.add(p, smooth: false); last = p
                drew = true
            case .quad(let c, let p):
                if current.points.isEmpty { current.add(last, smooth: false) }
                let n = Flatten.quadSegments(FixedPoint(t.apply(last)), FixedPoint(t.apply(c)), FixedPoint(t.apply(p)))
                // Moved out by what the chords cut off, as fills are (`Flatten.quadBias`): both
                // offsets then cut as much area off as they add, to first order in width/radius.
                let bias = n > 1 ? (last - c * 2 + p) * (-1 / Double(6 * n * (n - 1))) : .zero
                for i in 1..<n {
                    let u = Double(i) / Double(n), v = 1 - u
                    current.add(last * (v * v) + c * (2 * v * u) + p * (u * u) + bias, smooth: true)
                }
                current.add(p, smooth: false); last = p
                drew = true
            case .cubic(let c1, let c2, let p):
                if current.points.isEmpty { current.add(last, smooth: false) }
                let n = Flatten.cubicSegments(FixedPoint(t.apply(last)), FixedPoint(t.apply(c1)),
                                              FixedPoint(t.apply(c2)), FixedPoint(t.apply(p)))
                let s1 = last - c1 * 2 + c2, s2 = c1 - c2 * 2 + p  // `Flatten.cubicBias`
                let k = n > 1 ? -1 / Double(2 * n * n * (n - 1)) : 0
                for i in 1..<n {
                    let u = Double(i) / Double(n), v = 1 - u
                    let bias = (s1 * Double(n - i) + s2 * Double(i)) * k
                    current.add(last * (v * v * v) + c1 * (3 * v * v * u) + c2 * (3 * v * u * u) + p * (u * u * u) + bias, smooth: true)
                }
                current.add(p, smooth: false); last = p
                drew = true
            case .close:
                if !current.points.isEmpty {
                    current.closed = true
                    finish()
                }
                last = start
            }
        }
        finish()
        return result
    }

    /// More dashes than this in one stroke and it is drawn solid, as Skia does past its own
    /// limit: a dash of a millionth of a point along a circle asked for gigabytes.
    static let maxDashes = 100_000

    /// About how many dashes `pattern` cuts `lines` into (infinity for lengths that overflow).
    static func dashCount(_ lines: [Polyline], _ pattern: [Double]) -> Double {
        var length = 0.0
        for line in lines {
            var pts = line.points
            if line.closed, let p0 = pts.first { pts.append(p0) }
            for i in pts.indices.dropFirst() {
                let v = pts[i] - pts[i - 1]
                length += (v.x * v.x + v.y * v.y).squareRoot()
            }
        }
        let count = (length / pattern.reduce(0, +) + Double(lines.count)) * Double(pattern.count) / 2
        return count.isNaN ? .infinity : count
    }

    /// The dash lengths to cycle through (an odd list doubled), or nil for a solid stroke.
    static func dashPattern(_ style: StrokeStyle) -> [Double]? {
        let d = style.dash
        guard !d.isEmpty, d.allSatisfy({ $0.isFinite && $0 >= 0 }), d.reduce(0, +) > 0 else { return nil }
        return d.count % 2 == 1 ? d + d : d
    }

    /// Cuts the flattened subpaths into dashes, walking each one's arc length (the chords of the
    /// same flattening the stroke outlines, so curves and lines are measured alike; Double
    /// +, −, ×, ÷ and √ only). Every dash is an open polyline, so caps end each one, as
    /// CoreGraphics draws them; a zero-length dash is a single point (a dot under round or square caps).
    static func dashed(_ lines: [Polyline], pattern: [Double], phase: Double) -> [Polyline] {
        let total = pattern.reduce(0, +)
        var start = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if start < 0 { start += total }
        var first = 0
        while start >= pattern[first] && start > 0 {  // skip whole stretches the phase covers
            start -= pattern[first]
            first = (first + 1) % pattern.count
        }
        var result: [Polyline] = []
        for line in lines {
            var pts = line.points, smooth = line.smooth
            if line.closed, let p0 = pts.first, let last = pts.last, !coincide(last, p0) {
                pts.append(p0); smooth.append(smooth[0])
            }
            var index = first
            var remaining = pattern[first] - start
            var on = index % 2 == 0
            var dash = Polyline()
            if on { dash.add(pts[0], smooth: false) }
            if pts.count == 1 {
                if on { result.append(dash) }
                continue
            }
            for i in 1..<pts.count {
                let a = pts[i - 1], b = pts[i]
                let v = b - a
                let length = (v.x * v.x + v.y * v.y).squareRoot()
                var pos = 0.0
                while length - pos > remaining {
                    pos += remaining
                    let q = a + v * (pos / length)
                    dash.add(q, smooth: false)  // the end of a dash, or the start of the next
                    if on {
                        result.append(dash)
                        dash = Polyline()
                    }
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= length - pos
                if on { dash.add(b, smooth: i < pts.count - 1 ? smooth[i] : false) }
            }
            if on && !dash.points.isEmpty { result.append(dash) }
        }
        return result
    }

    /// rot(d): d turned a quarter toward +y from +x. Side "A" of a polyline is p + rot(d)·r.
    @inline(__always)
    static func rot(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

    @inline(__always)
    static func unit(_ a: Point, _ b: Point) -> Point {
        let v = b - a
        let len = (v.x * v.x + v.y * v.y).squareRoot()
        return Point(x: v.x / len, y: v.y / len)
    }

    static func outline(_ line: Polyline, r: Double, style: StrokeStyle, chordDot: Double, into out: inout Path) {
        var pts = line.points, smooth = line.smooth
        if line.closed, pts.count > 1, coincide(pts[0], pts[pts.count - 1]) {
            pts.removeLast(); smooth.removeLast()
        }
        if pts.count == 1 {
            dot(pts[0], r: r, cap: line.closed ? .butt : style.cap, into: &out)
            return
        }
        if line.closed && pts.count > 2 {
            side(pts, smooth, closed: true, r: r, style: style, chordDot: chordDot, into: &out)
            out.close()
            side(pts.reversed(), smooth.reversed(), closed: true, r: r, style: style, chordDot: chordDot, into: &out)
            out.close()
        } else {
            side(pts, smooth, closed: false, r: r, style: style, chordDot: chordDot, into: &out)
            let n = pts.count
            cap(pts[n - 1], direction: unit(pts[n - 2], pts[n - 1]), r: r, style.cap, into: &out)
            side(pts.reversed(), smooth.reversed(), closed: false, r: r, style: style, chordDot: chordDot,
                 continuing: true, into: &out)
            cap(pts[0], direction: unit(pts[1], pts[0]), r: r, style.cap, into: &out)
            out.close()
        }
    }

    /// The A side of `pts`, joined at every interior vertex (and at the wrap-around if closed).
    static func side(_ pts: [Point], _ smooth: [Bool], closed: Bool, r: Double, style: StrokeStyle, chordDot: Double,
                     continuing: Bool = false, into out: inout Path) {
        let n = pts.count
        let segments = closed ? n : n - 1
        var dirs: [Point] = [], lengths: [Double] = []
        dirs.reserveCapacity(segments)
        lengths.reserveCapacity(segments)
        for i in 0..<segments {
            let v = pts[(i + 1) % n] - pts[i]
            let len = (v.x * v.x + v.y * v.y).squareRoot()
            dirs.append(Point(x: v.x / len, y: v.y / len))
            lengths.append(len)
        }
        let first = pts[0] + rot(dirs[0]) * r
        if continuing { out.line(to: first) } else { out.move(to: first) }
        for i in 1..<(closed ? n + 1 : n) {
            let k = i % n
            let dIn = dirs[i - 1]
            out.line(to: pts[k] + rot(dIn) * r)
            if !closed && i == n - 1 { break }
            let dOut = dirs[k % segments]
            var kind = style.join
            if smooth[k] { kind = dIn.x * dOut.x + dIn.y * dOut.y >= chordDot ? .bevel : .round }
            join(at: pts[k], dIn, dOut, room: min(lengths[i - 1], lengths[k % segments]), r: r,
                 join: kind, limit: style.miterLimit, into: &out)
        }
    }

    /// From p + rot(d0)·r to p + rot(d1)·r around the corner p; `room` is the shorter of the
    /// two segments' lengths.
    static func join(at p: Point, _ d0: Point, _ d1: Point, room: Double, r: Double, join: LineJoin, limit: Double,
                     into out: inout Path) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        let a = rot(d0) * r, b = rot(d1) * r
        if cross > 0 {
            // Turning toward side A: it is the inner side. The offset lines meet r·tan(τ/2)
            // back along each segment, where tan(τ/2) = sin τ / (1 + cos τ).
            if 1 + dot > 0 && r * cross <= room * (1 + dot) {
                out.line(to: p + (a + b) * (1 / (1 + dot)))
            } else {
                out.line(to: p)
            }
            out.line(to: p + b)
            return
        }
        if cross == 0 && dot > 0 { return }  // straight on: the offsets coincide
        switch join {
        case .bevel:
            break
        case .miter:
            // Miter length / width = 1 / sin(θ/2) = √(2 / (1 + cos τ)) for the turn τ.
            if 1 + dot > 0 && (1 + dot) * limit * limit >= 2 {
                out.line(to: p + (a + b) * (1 / (1 + dot)))
            }
        case .round:
            Arc.turn(&out, center: p, radius: r, from: rot(d0), to: rot(d1), clockwise: false)
        }
        out.line(to: p + b)
    }

    /// From p + rot(d)·r to p − rot(d)·r around the end p, d the direction arriving at p.
    static func cap(_ p: Point, direction d: Point, r: Double, _ cap: LineCap, into out: inout Path) {
        let n = rot(d) * r
        switch cap {
        case .butt:
            break
        case .square:
            out.line(to: p + n + d * r)
            out.line(to: p - n + d * r)
        case .round:
            Arc.turn(&out, center: p, radius: r, from: rot(d), to: rot(d) * -1, clockwise: false)
        }
        out.line(to: p - n)
    }

    /// A zero-length open subpath: a dot for round caps, a square for square caps.
    static func dot(_ p: Point, r: Double, cap: LineCap, into out: inout Path) {
        switch cap {
        case .butt: return
        case .round: out.add(.circle(center: p, radius: r))
        case .square: out.add(.rect(Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)))
        }
    }
}
