/// SwiftUI's `trim(from:to:)`: the part of a path between two fractions of its length, measured
/// over all its subpaths in order (a close counts as the line back to the start). The pieces
/// are the path's own curves cut by de Casteljau at the parameter where the length falls, so a
/// trimmed circle is still cubics; a curve's length is the sum of 64 chords (within about 1e-4
/// of it for any curve a UI draws), which only places the cut. The part comes out open, as
/// SwiftUI strokes a trimmed circle with caps at both ends.
extension Path {
    public func trimmed(from: Double, to: Double) -> Path {
        let a = max(0, min(1, from.isNaN ? 0 : from)), b = max(0, min(1, to.isNaN ? 1 : to))
        if a <= 0 && b >= 1 { return self }
        guard a < b else { return Path() }
        let segments = PathTrim.segments(self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let lo = a * total, hi = b * total
        var out = Path()
        var walked = 0.0
        var pen: Point?  // the end of the last piece kept, while still joined to the next
        for segment in segments {
            let start = walked, end = walked + segment.length
            walked = end
            if segment.startsSubpath { pen = nil }
            guard end > lo, start < hi, segment.length > 0 else { continue }
            let t0 = start >= lo ? 0 : segment.parameter(at: lo - start)
            let t1 = end <= hi ? 1 : segment.parameter(at: hi - start)
            let piece = segment.cut(t0, t1)
            if pen == nil || pen != piece.first { out.move(to: piece.first) }
            piece.append(to: &out)
            pen = piece.last
        }
        return out
    }
}

enum PathTrim {
    /// A line or Bézier with its start point, and how long it is.
    struct Segment {
        var points: [Point]  // 2, 3 or 4: start, controls, end
        var startsSubpath: Bool
        var lengths: [Double] = []  // cumulative chord lengths at t = i/64 (lines: [0, length])

        init(_ points: [Point], startsSubpath: Bool) {
            self.points = points
            self.startsSubpath = startsSubpath
            let n = points.count == 2 ? 1 : PathTrim.samples
            var total = 0.0, last = points[0]
            lengths = [0]
            for i in 1...n {
                let p = point(at: Double(i) / Double(n))
                total += PathTrim.distance(last, p)
                lengths.append(total)
                last = p
            }
        }

        var length: Double { lengths.last ?? 0 }
        var first: Point { points[0] }
        var last: Point { points[points.count - 1] }

        func point(at t: Double) -> Point {
            let u = 1 - t
            switch points.count {
            case 2: return points[0] * u + points[1] * t
            case 3: return points[0] * (u * u) + points[1] * (2 * u * t) + points[2] * (t * t)
            default:
                return points[0] * (u * u * u) + points[1] * (3 * u * u * t) + points[2] * (3 * u * t * t) + points[3] * (t * t * t)
            }
        }

        /// The parameter where the length `s` from the start falls, between the samples.
        func parameter(at s: Double) -> Double {
            let n = lengths.count - 1
            var i = 1
            while i < n && lengths[i] < s { i += 1 }
            let l0 = lengths[i - 1], l1 = lengths[i]
            let f = l1 > l0 ? (s - l0) / (l1 - l0) : 0
            return (Double(i - 1) + max(0, min(1, f))) / Double(n)
        }

        /// The part between parameters t0 < t1, as the same kind of segment.
        func cut(_ t0: Double, _ t1: Double) -> Segment {
            var p = points
            if t1 < 1 { p = PathTrim.split(p, at: t1).0 }
            if t0 > 0 { p = PathTrim.split(p, at: t1 < 1 ? t0 / t1 : t0).1 }
            return Segment(p, startsSubpath: false)
        }

        func append(to path: inout Path) {
            switch points.count {
            case 2: path.line(to: points[1])
            case 3: path.quad(to: points[2], control: points[1])
            default: path.cubic(to: points[3], control1: points[1], control2: points[2])
            }
        }
    }

    static let samples = 64

    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// De Casteljau: the control points of the parts before and after t.
    static func split(_ p: [Point], at t: Double) -> ([Point], [Point]) {
        var left = [p[0]], right = [p[p.count - 1]]
        var level = p
        while level.count > 1 {
            level = (0..<(level.count - 1)).map { level[$0] * (1 - t) + level[$0 + 1] * t }
            left.append(level[0])
            right.append(level[level.count - 1])
        }
        return (left, right.reversed())
    }

    /// Every drawn step of `path` as a segment with its start point; a close is the line back.
    static func segments(_ path: Path) -> [Segment] {
        var out: [Segment] = []
        var current = Point.zero, start = Point.zero, fresh = true
        for e in path.elements {
            switch e {
            case .move(let p): current = p; start = p; fresh = true
            case .line(let p):
                out.append(Segment([current, p], startsSubpath: fresh)); current = p; fresh = false
            case .quad(let c, let p):
                out.append(Segment([current, c, p], startsSubpath: fresh)); current = p; fresh = false
            case .cubic(let c1, let c2, let p):
                out.append(Segment([current, c1, c2, p], startsSubpath: fresh)); current = p; fresh = false
            case .close:
                if current != start { out.append(Segment([current, start], startsSubpath: fresh)); fresh = false }
                current = start
            }
        }
        return out
    }
}
