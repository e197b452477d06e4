/// An affine map from user space to device pixels, in CoreGraphics' convention:
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
///
/// Rotations take a cosine and sine (or whole quarter turns) rather than an angle, so no
/// transcendental function — whose last bit differs between libms — ever shapes a pixel.
public struct Transform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func scale(_ s: Double) -> Transform { scale(x: s, y: s) }

    public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A rotation by the angle whose cosine and sine are given (clockwise on screen, y down).
    public static func rotation(cos: Double, sin: Double) -> Transform {
        Transform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
    }

    /// A rotation by `n` quarter turns, exact.
    public static func rotation(quarterTurns n: Int) -> Transform {
        switch ((n % 4) + 4) % 4 {
        case 1: return rotation(cos: 0, sin: 1)
        case 2: return rotation(cos: -1, sin: 0)
        case 3: return rotation(cos: 0, sin: -1)
        default: return .identity
        }
    }

    /// `self` first, then `next`.
    public func concatenating(_ next: Transform) -> Transform {
        Transform(
            a: a * next.a + b * next.c,
            b: a * next.b + b * next.d,
            c: c * next.a + d * next.c,
            d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx,
            ty: tx * next.b + ty * next.d + next.ty
        )
    }

    /// Translation in user space, applied before `self` (what a view does for its children).
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform.translation(x: x, y: y).concatenating(self)
    }

    /// Scale in user space, applied before `self`.
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform.scale(x: x, y: y).concatenating(self)
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The inverse map, or nil when the transform collapses the plane.
    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id,
                         tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The largest factor by which the transform stretches a length: for stroke tolerances.
    var maxScale: Double {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return max(sx, sy)
    }
}
