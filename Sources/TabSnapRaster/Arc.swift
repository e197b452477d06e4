/// Circular arcs as cubic Béziers with fixed constants, never sin/cos: a quarter turn uses the
/// classic kappa; a smaller turn gets its handle length from its cosine and sine by square roots
/// only, which IEEE rounds exactly on every machine.
package enum Arc {
    /// 4/3·(√2 − 1): handle length of a quarter circle of radius 1 (radial error < 0.03%).
    static let kappa = 0.5522847498307936

    /// Appends a quarter of an ellipse from `center + u` to `center + v` (u and v the radius
    /// vectors of the start and end), the path's current point being `center + u`.
    static func quarter(_ path: inout Path, center: Point, from u: Point, to v: Point) {
        path.cubic(to: center + v, control1: center + u + v * kappa, control2: center + v + u * kappa)
    }

    /// Appends a circular arc of radius `r` around `center`, turning from unit direction `u0`
    /// to unit direction `u1` the short way (which side is given by `clockwise` in y-down terms,
    /// meaning u rotates toward (-u.y, u.x)). The current point must be `center + u0·r`.
    package static func turn(_ path: inout Path, center: Point, radius r: Double, from u0: Point, to u1: Point, clockwise: Bool) {
        var u = u0
        // Whole quarter turns while more than a quarter remains.
        for _ in 0..<4 {
            let q = clockwise ? Point(x: -u.y, y: u.x) : Point(x: u.y, y: -u.x)
            let cosT = u.x * u1.x + u.y * u1.y
            let sinT = q.x * u1.x + q.y * u1.y  // component of u1 along the turning direction
            if sinT >= 0 && cosT >= 0 {
                // Final part-turn of angle θ ≤ 90°: handle = 4/3·tan(θ/4)·r, by half-angle formulas.
                let tanHalf = sinT / (1 + cosT)
                let tanQuarter = tanHalf / (1 + (1 + tanHalf * tanHalf).squareRoot())
                let k = 4.0 / 3.0 * tanQuarter * r
                if k * k < 1e-18 { return }
                path.cubic(to: center + u1 * r,
                           control1: center + u * r + q * k,
                           control2: center + u1 * r - Point(x: clockwise ? -u1.y : u1.y, y: clockwise ? u1.x : -u1.x) * k)
                return
            }
            quarter(&path, center: center, from: u * r, to: q * r)
            u = q
        }
    }
}
