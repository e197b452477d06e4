/// sin, cos, atan2 and exp written out in plain IEEE arithmetic, so SVG arcs give the same curve on
/// every machine: the C library's versions may differ in the last bit between platforms and
/// versions, and those bits reach pixels through the flattened path. Swift never fuses a*b+c
/// unless asked, so each operation rounds the same way everywhere. Accuracy is about 1e-15,
/// far below what a 1/256-pixel grid can see.
public enum PortableMath {
    public static let pi = 3.141592653589793
    public static let halfPi = 1.5707963267948966
    public static let quarterPi = 0.7853981633974483

    /// (sin x, cos x).
    public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        // Reduce to r in [-π/4, π/4] with x = k·π/2 + r. Angles here are a few turns at most,
        // so the plain subtraction loses nothing that matters.
        let k = (x / halfPi).rounded()
        let r = x - k * halfPi
        let r2 = r * r
        // Taylor series to r^17 / r^16: the first omitted term is below 1e-17 for |r| ≤ π/4.
        var s = 1.0 / 355687428096000.0                           // 1/17!
        s = s * r2 - 1.0 / 1307674368000.0                         // -1/15!
        s = s * r2 + 1.0 / 6227020800.0                            // 1/13!
        s = s * r2 - 1.0 / 39916800.0                              // -1/11!
        s = s * r2 + 1.0 / 362880.0                                // 1/9!
        s = s * r2 - 1.0 / 5040.0                                  // -1/7!
        s = s * r2 + 1.0 / 120.0                                   // 1/5!
        s = s * r2 - 1.0 / 6.0                                     // -1/3!
        let sinR = r + r * r2 * s
        var c = 1.0 / 20922789888000.0                             // 1/16!
        c = c * r2 - 1.0 / 87178291200.0                           // -1/14!
        c = c * r2 + 1.0 / 479001600.0                             // 1/12!
        c = c * r2 - 1.0 / 3628800.0                               // -1/10!
        c = c * r2 + 1.0 / 40320.0                                 // 1/8!
        c = c * r2 - 1.0 / 720.0                                   // -1/6!
        c = c * r2 + 1.0 / 24.0                                    // 1/4!
        c = c * r2 - 0.5
        let cosR = 1 + r2 * c
        switch Int(k.truncatingRemainder(dividingBy: 4) + 4) % 4 {
        case 0: return (sinR, cosR)
        case 1: return (cosR, -sinR)
        case 2: return (-sinR, -cosR)
        default: return (-cosR, sinR)
        }
    }

    /// e^x in plain IEEE arithmetic (springs decay by it): x = k·ln 2 + r with |r| ≤ ln2/2, a
    /// Taylor series for e^r, then scaling by 2^k exactly. About 1e-15 relative.
    public static func exp(_ x: Double) -> Double {
        guard x.isFinite else { return x.isNaN ? .nan : (x > 0 ? .infinity : 0) }
        if x < -745 { return 0 }
        if x > 709 { return .infinity }
        // ln 2 in two parts (Cody–Waite): k·ln2Hi is exact for |k| < 2^11, so r keeps its bits.
        let ln2 = 0.6931471805599453, ln2Hi = 0.693147180369123816490, ln2Lo = 1.90821492927058770002e-10
        let k = (x / ln2).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        // Σ r^n / n! to n = 18: the next term is below 1e-22 for |r| ≤ 0.35.
        var sum = 1.0
        var n = 18.0
        while n >= 1 {
            sum = 1 + sum * r / n
            n -= 1
        }
        return sum * Double(sign: .plus, exponent: Int(k), significand: 1)
    }

    /// √x (IEEE square root is correctly rounded everywhere, so this is only a name).
    public static func sqrt(_ x: Double) -> Double { x.squareRoot() }

    /// atan2(y, x) in (-π, π].
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        let ax = abs(x), ay = abs(y)
        // atan of a ratio in [0, 1], then reflect into the right octant.
        let t = ax >= ay ? ay / ax : ax / ay
        var a = atanUnit(t)
        if ay > ax { a = halfPi - a }
        if x < 0 { a = pi - a }
        return y < 0 ? -a : a
    }

    /// atan(t) for t in [0, 1]: reduce with atan(t) = π/4 + atan((t−1)/(t+1)) when t > 0.4142,
    /// then an odd series on |u| ≤ tan(π/8).
    private static func atanUnit(_ t: Double) -> Double {
        var base = 0.0
        var u = t
        if t > 0.41421356237309503 {
            base = quarterPi
            u = (t - 1) / (t + 1)
        }
        let u2 = u * u
        // Σ (-1)^n u^(2n+1)/(2n+1) to n = 22: |u| ≤ 0.4142 makes the next term < 1e-18.
        var sum = 0.0
        var n = 22
        while n >= 0 {
            let term = 1.0 / Double(2 * n + 1)
            sum = sum * u2 + (n % 2 == 0 ? term : -term)
            n -= 1
        }
        return base + u * sum
    }
}
