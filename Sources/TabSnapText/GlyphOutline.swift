/// A point of an outline: font units (y up) in `FontFile.outline`, points (y down) once placed.
public struct OutlinePoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public var description: String { "(\(x), \(y))" }
}

/// One drawing step; a raster Path is built from these one to one.
public enum OutlineSegment: Hashable, Sendable {
    case moveTo(OutlinePoint)
    case lineTo(OutlinePoint)
    /// Quadratic Bézier: control point, end point (TrueType).
    case quadTo(OutlinePoint, OutlinePoint)
    /// Cubic Bézier: two control points, end point (CFF).
    case cubicTo(OutlinePoint, OutlinePoint, OutlinePoint)
}

/// A glyph's outline as closed contours. Each contour starts with `.moveTo` and its last
/// segment ends exactly on that start point, so no implicit close is needed.
public struct GlyphOutline: Hashable, Sendable {
    public var contours: [[OutlineSegment]]
    public init(contours: [[OutlineSegment]]) { self.contours = contours }

    public var isEmpty: Bool { contours.isEmpty }

    /// The outline in points for drawing: scaled to `size` (points per em), y flipped to point
    /// down, and moved so the glyph origin (on the baseline) sits at (`x`, `baselineY`).
    public func placed(size: Double, unitsPerEm: Int, x: Double, baselineY: Double) -> GlyphOutline {
        let s = size / Double(unitsPerEm)
        func p(_ q: OutlinePoint) -> OutlinePoint { OutlinePoint(x: x + q.x * s, y: baselineY - q.y * s) }
        return GlyphOutline(contours: contours.map { contour in
            contour.map { seg in
                switch seg {
                case let .moveTo(a): return .moveTo(p(a))
                case let .lineTo(a): return .lineTo(p(a))
                case let .quadTo(c, a): return .quadTo(p(c), p(a))
                case let .cubicTo(c1, c2, a): return .cubicTo(p(c1), p(c2), p(a))
                }
            }
        })
    }
}

/// A glyph as TrueType stores it: points, on/off-curve flags and contour ends, with composite
/// glyphs already flattened. Kept public so tests can compare with other readers point by point.
public struct GlyphPoints: Hashable, Sendable {
    public var points: [OutlinePoint] = []
    public var onCurve: [Bool] = []
    /// Index of the last point of each contour.
    public var endPoints: [Int] = []

    public init() {}

    /// Quadratic contours from TrueType points: between two consecutive off-curve points lies an
    /// implied on-curve point at their midpoint; a contour may even start off-curve.
    public var outline: GlyphOutline {
        var contours: [[OutlineSegment]] = []
        var first = 0
        for end in endPoints {
            defer { first = end + 1 }
            guard end >= first else { continue }
            let pts = Array(points[first...end]), on = Array(onCurve[first...end])
            let n = pts.count
            func mid(_ a: OutlinePoint, _ b: OutlinePoint) -> OutlinePoint { OutlinePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
            // Start on an on-curve point: the first, else the last, else an implied midpoint.
            let start: OutlinePoint
            let startIndex: Int  // first point to walk after `start`
            if on[0] { start = pts[0]; startIndex = 1 }
            else if on[n - 1] { start = pts[n - 1]; startIndex = 0 }
            else { start = mid(pts[n - 1], pts[0]); startIndex = 0 }
            var contour: [OutlineSegment] = [.moveTo(start)]
            var control: OutlinePoint? = nil
            // Walk every point once, then close back to the start.
            let walkCount = on[0] ? n - 1 : (on[n - 1] ? n - 1 : n)
            for k in 0..<walkCount {
                let i = (startIndex + k) % n
                let q = pts[i]
                if on[i] {
                    if let c = control { contour.append(.quadTo(c, q)); control = nil } else { contour.append(.lineTo(q)) }
                } else {
                    if let c = control { contour.append(.quadTo(c, mid(c, q))) }
                    control = q
                }
            }
            if let c = control { contour.append(.quadTo(c, start)) } else { contour.append(.lineTo(start)) }
            contours.append(contour)
        }
        return GlyphOutline(contours: contours)
    }
}
