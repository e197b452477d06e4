import Foundation
import TabSnapLayoutEngine
import TabSnapRaster

/// SwiftUI's `Path`: an outline built by code, and a shape that draws it where it stands (a
/// `Path` ignores the rect it is asked for, as SwiftUI's does). Arcs are cubics, their angles'
/// sines and cosines from `PortableMath`, so the same code draws the same pixels everywhere.
public struct Path: Shape, Hashable, @unchecked Sendable {
    /// The outline in TabSnap's own terms.
    public private(set) var outline: TabSnapRaster.Path
    /// Where the current subpath started (a close returns there) and the pen is now.
    private var start: CGPoint?
    public private(set) var currentPoint: CGPoint?

    public init() { outline = TabSnapRaster.Path() }
    public init(_ rect: CGRect) { self.init(); addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(); addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(); addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { self.init(); addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { self.init(); build(&self) }

    /// A built-in shape's outline as a path (`Circle().path(in:)`).
    init(outline: TabSnapRaster.Path) {
        self.outline = outline
        if case .move(let p)? = outline.elements.first { start = CGPoint(x: p.x, y: p.y); currentPoint = start }
    }

    public var isEmpty: Bool { outline.isEmpty }

    /// The box around every point the outline passes through or is pulled toward (control
    /// points included), `.null` when empty.
    public var boundingRect: CGRect {
        guard let b = outline.controlBounds else { return .null }
        return CGRect(x: b.origin.x, y: b.origin.y, width: b.size.width, height: b.size.height)
    }

    public func path(in rect: CGRect) -> Path { self }

    public var shapeKind: ViewNode.ShapeKind {
        let outline = self.outline
        return .custom(CustomShapeOutline(name: "Path") { _ in outline })
    }

    // MARK: Building

    public mutating func move(to p: CGPoint) {
        outline.move(to: point(p))
        start = p; currentPoint = p
    }

    public mutating func addLine(to p: CGPoint) {
        guard currentPoint != nil else { return move(to: p) }
        outline.line(to: point(p)); currentPoint = p
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) {
        guard currentPoint != nil else { return move(to: p) }
        outline.quad(to: point(p), control: point(c)); currentPoint = p
    }

    public mutating func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        guard currentPoint != nil else { return move(to: p) }
        outline.cubic(to: point(p), control1: point(c1), control2: point(c2)); currentPoint = p
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        outline.close(); currentPoint = start
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        add(TabSnapRaster.Path.rect(Rect(x: r.minX, y: r.minY, width: r.width, height: r.height)), transform, start: r.origin)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let radius = min(Double(min(cornerSize.width, cornerSize.height)), Double(min(r.width, r.height)) / 2)
        add(.roundedRect(Rect(x: r.minX, y: r.minY, width: r.width, height: r.height), radius: max(0, radius),
                         style: style == .continuous ? .continuous : .circular), transform, start: CGPoint(x: r.minX + radius, y: r.minY))
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        add(.ellipse(in: Rect(x: r.minX, y: r.minY, width: r.width, height: r.height)), transform, start: CGPoint(x: r.maxX, y: r.midY))
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        add(path.outline, transform, start: path.start ?? .zero, current: path.currentPoint)
    }

    /// An arc of the circle around `center` from `startAngle` to `endAngle` (angles from the
    /// x axis toward y, which points down). As in SwiftUI, `clockwise: false` runs with the
    /// angle growing (clockwise on the screen, y being down) and `true` against it; a turn of
    /// 2π or more is the whole circle. From a current point a line first runs to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let twoPi = 2 * PortableMath.pi
        let d = endAngle.radians - startAngle.radians
        let sweep: Double
        if !clockwise {
            sweep = d >= twoPi ? twoPi : d - twoPi * (d / twoPi).rounded(.down)
        } else {
            sweep = d <= -twoPi ? -twoPi : -((-d) - twoPi * ((-d) / twoPi).rounded(.down))
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep), transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` (positive: the angle grows).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let r = Double(radius)
        let (s0, c0) = PortableMath.sinCos(startAngle.radians)
        let (s1, c1) = PortableMath.sinCos(startAngle.radians + delta.radians)
        let c = Point(x: Double(center.x), y: Double(center.y))
        let u0 = Point(x: c0, y: s0), u1 = Point(x: c1, y: s1)
        var arc = TabSnapRaster.Path()
        arc.move(to: c + u0 * r)
        let growing = delta.radians >= 0
        if abs(delta.radians) >= 2 * PortableMath.pi - 1e-12 {
            // A whole turn: two half turns, since the turn's end is its start.
            Arc.turn(&arc, center: c, radius: r, from: u0, to: u0 * -1, clockwise: growing)
            Arc.turn(&arc, center: c, radius: r, from: u0 * -1, to: u0, clockwise: growing)
        } else if r > 0 {
            Arc.turn(&arc, center: c, radius: r, from: u0, to: u1, clockwise: growing)
        }
        var elements = arc.elements
        if currentPoint != nil { elements[0] = .line(c + u0 * r) }
        let whole = abs(delta.radians) >= 2 * PortableMath.pi - 1e-12
        appendArc(elements, transform, first: CGPoint(x: c.x + r * c0, y: c.y + r * s0),
                  end: whole ? CGPoint(x: c.x + r * c0, y: c.y + r * s0) : CGPoint(x: c.x + r * c1, y: c.y + r * s1))
    }

    /// The rounded corner CoreGraphics draws between the lines current point → `tangent1End`
    /// → `tangent2End`: a line to where the circle of `radius` touches the first, then the
    /// arc to where it touches the second. Points in a line (or no radius) give a line to
    /// `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        // Worked where the path is: the tangent points moved by `transform` first.
        let t1 = tangent1End.applying(transform), t2 = tangent2End.applying(transform)
        guard let p0 = currentPoint else { return move(to: t1) }
        let v1 = Point(x: Double(p0.x - t1.x), y: Double(p0.y - t1.y)), v2 = Point(x: Double(t2.x - t1.x), y: Double(t2.y - t1.y))
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let r = Double(radius)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, r > 0, abs(cross) > 1e-12 * l1 * l2 else { return addLine(to: t1) }
        let a = v1 * (1 / l1), b = v2 * (1 / l2)
        let cosPhi = max(-1, min(1, a.x * b.x + a.y * b.y))
        // Half the angle between the lines: tan(φ/2) and sin(φ/2) by half-angle formulas.
        let sinHalf = ((1 - cosPhi) / 2).squareRoot(), cosHalf = ((1 + cosPhi) / 2).squareRoot()
        let t = r * cosHalf / sinHalf
        let corner = Point(x: Double(t1.x), y: Double(t1.y))
        let from = corner + a * t, to = corner + b * t
        let bisector = (a + b) * (1 / ((a.x + b.x) * (a.x + b.x) + (a.y + b.y) * (a.y + b.y)).squareRoot())
        let c = corner + bisector * (r / sinHalf)
        var arc = TabSnapRaster.Path()
        arc.move(to: from)
        let u0 = (from - c) * (1 / r), u1 = (to - c) * (1 / r)
        // The turn goes the short way: toward u1 from u0.
        Arc.turn(&arc, center: c, radius: r, from: u0, to: u1, clockwise: u0.x * u1.y - u0.y * u1.x > 0)
        var elements = arc.elements
        elements[0] = .line(from)
        appendArc(elements, .identity, first: CGPoint(x: from.x, y: from.y), end: CGPoint(x: to.x, y: to.y))
    }

    // MARK: Transforming

    public func applying(_ transform: CGAffineTransform) -> Path {
        var p = self
        p.outline = outline.applying(transform.raster)
        p.start = start?.applying(transform)
        p.currentPoint = currentPoint?.applying(transform)
        return p
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    public static func == (a: Path, b: Path) -> Bool { a.outline == b.outline }
    public func hash(into h: inout Hasher) { h.combine(outline) }

    // MARK: Helpers

    private func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }

    /// A closed shape's elements, moved by `transform`, as a subpath of their own.
    private mutating func add(_ shape: TabSnapRaster.Path, _ transform: CGAffineTransform, start s: CGPoint, current: CGPoint? = nil) {
        outline.add(transform.isIdentity ? shape : shape.applying(transform.raster))
        start = s.applying(transform)
        currentPoint = (current ?? s).applying(transform)
    }

    /// An arc's elements (its first a move, or a line from the current point), moved by
    /// `transform`; `first` and `end` are its ends before the move.
    private mutating func appendArc(_ elements: [PathElement], _ transform: CGAffineTransform, first: CGPoint, end: CGPoint) {
        let arc = TabSnapRaster.Path(elements: elements)
        outline.add(transform.isIdentity ? arc : arc.applying(transform.raster))
        if currentPoint == nil { start = first.applying(transform) }
        currentPoint = end.applying(transform)
    }
}
