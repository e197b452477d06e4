/// Per-corner radii of a rounded rectangle, in points.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    public init(_ r: Double) {
        self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }
}

/// How a rounded rectangle's corners are drawn.
public enum CornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// iOS's "continuous" corners: the curvature ramps up from the straight edge, so a corner
    /// of radius r starts 1.528665·r from the vertex (the widely published three-cubic fit).
    case continuous
}

/// The standard shapes, all built from lines and cubics, clockwise on screen (y down).
extension Path {
    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(x: r.minX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.maxY))
        p.line(to: Point(x: r.minX, y: r.maxY))
        p.close()
        return p
    }

    public static func ellipse(in r: Rect) -> Path {
        let c = r.center, rx = r.width / 2, ry = r.height / 2
        var p = Path()
        p.move(to: Point(x: r.maxX, y: c.y))
        let right = Point(x: rx, y: 0), down = Point(x: 0, y: ry)
        Arc.quarter(&p, center: c, from: right, to: down)
        Arc.quarter(&p, center: c, from: down, to: right * -1)
        Arc.quarter(&p, center: c, from: right * -1, to: down * -1)
        Arc.quarter(&p, center: c, from: down * -1, to: right)
        p.close()
        return p
    }

    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A rectangle whose shorter sides are semicircles.
    public static func capsule(_ r: Rect, style: CornerStyle = .circular) -> Path {
        roundedRect(r, radius: min(r.width, r.height) / 2, style: style)
    }

    public static func roundedRect(_ r: Rect, radius: Double, style: CornerStyle = .circular) -> Path {
        roundedRect(r, radii: CornerRadii(radius), style: style)
    }

    /// Radii are clamped so corners never overlap (each to half the shorter side); a corner of
    /// radius 0 is square. A continuous corner's ramp reaches 1.53·r along each edge; where that
    /// does not fit, the corner is drawn circular at its radius, as UIKit draws a 40 pt button
    /// with 20 pt continuous corners nearly round (gs-2, gs-3 in ../shared/conformance), not as
    /// a smaller squircle.
    public static func roundedRect(_ r: Rect, radii: CornerRadii, style: CornerStyle = .circular) -> Path {
        let limit = max(0, min(r.width, r.height) / 2)
        let radiusList = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map { min(max(0, $0), limit) }
        let style = style == .continuous && radiusList.contains(where: { $0 * Squircle.reach > limit + 1e-9 }) ? .circular : style
        // Corner vertices clockwise from top-left, with the unit vectors along the edge
        // arriving at the corner (`inDir`) and leaving it (`outDir`).
        let vertices = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                        Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
        let dirs = [Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -1, y: 0), Point(x: 0, y: -1)]
        var p = Path()
        for i in 0..<4 {
            let v = vertices[i], rad = radiusList[i]
            let inDir = dirs[(i + 3) % 4], outDir = dirs[i]
            if rad == 0 {
                if i == 0 { p.move(to: v) } else { p.line(to: v) }
                continue
            }
            switch style {
            case .circular:
                let start = v - inDir * rad
                if i == 0 { p.move(to: start) } else { p.line(to: start) }
                Arc.quarter(&p, center: start + outDir * rad, from: outDir * -rad, to: inDir * rad)
            case .continuous:
                Squircle.corner(&p, vertex: v, inDir: inDir, outDir: outDir, radius: rad, first: i == 0)
            }
        }
        p.close()
        return p
    }
}

/// The continuous corner: the published reconstruction of UIKit's shape (PaintCode, 2013),
/// three cubics joined by two short lines, symmetric about the corner's diagonal.
/// Points are (distance back along the arriving edge, distance along the leaving edge) in radii.
enum Squircle {
    static let reach = 1.52866483

    static let points: [(Double, Double)] = [
        (1.52866483, 0),
        (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
        (0.63149399, 0.07491100),
        (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
        (0.06549600, 0.66993427),
        (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
    ]

    static func corner(_ p: inout Path, vertex v: Point, inDir: Point, outDir: Point, radius r: Double, first: Bool) {
        func at(_ k: Int) -> Point {
            let (back, along) = points[k]
            return v - inDir * (back * r) + outDir * (along * r)
        }
        if first { p.move(to: at(0)) } else { p.line(to: at(0)) }
        p.cubic(to: at(3), control1: at(1), control2: at(2))
        p.line(to: at(4))
        p.cubic(to: at(7), control1: at(5), control2: at(6))
        p.line(to: at(8))
        p.cubic(to: at(11), control1: at(9), control2: at(10))
    }
}
