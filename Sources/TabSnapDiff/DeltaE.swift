#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CIE ΔE 1994 between two RGBA pixels, the distance swift-snapshot-testing's
/// `perceptualPrecision` uses (through Core Image's CILabDeltaE). Colours are sRGB bytes taken to
/// CIELAB with the D65 white; graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015) with the
/// reference's chroma. A translucent pixel is judged over white and over black and the larger
/// distance kept, so a change of opacity alone is seen.
enum DeltaE {
    /// sRGB byte → linear light, once.
    static let linear: [Double] = (0..<256).map { toLinear(Double($0)) }

    /// sRGB's transfer function undone, for a channel value 0...255.
    static func toLinear(_ value: Double) -> Double {
        let c = value / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    struct Lab { var l, a, b: Double }

    static func lab(_ r: Double, _ g: Double, _ b: Double) -> Lab {
        // Linear sRGB → XYZ with IEC 61966-2-1's matrix, normalised by D65 (x 0.3127, y 0.3290).
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / (0.3127 / 0.3290)
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / ((1 - 0.3127 - 0.3290) / 0.3290)
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// ΔE94 of `sample` against `reference`.
    static func cie94(_ reference: Lab, _ sample: Lab) -> Double {
        let dl = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dc = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// The pixel at byte offset `k` of `a` against the one at `k` of `b`.
    static func between(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ k: Int) -> Double {
        let aa = a[k + 3], ba = b[k + 3]
        if aa == 255 && ba == 255 {
            return cie94(lab(linear[Int(a[k])], linear[Int(a[k + 1])], linear[Int(a[k + 2])]),
                         lab(linear[Int(b[k])], linear[Int(b[k + 1])], linear[Int(b[k + 2])]))
        }
        return max(over(255, a, b, k), over(0, a, b, k))
    }

    /// Both pixels blended over a grey `background` (0 or 255) in sRGB, then compared.
    private static func over(_ background: Double, _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ k: Int) -> Double {
        func blended(_ p: UnsafePointer<UInt8>) -> Lab {
            let alpha = Double(p[k + 3]) / 255
            func channel(_ c: UInt8) -> Double { toLinear(Double(c) * alpha + background * (1 - alpha)) }
            return lab(channel(p[k]), channel(p[k + 1]), channel(p[k + 2]))
        }
        return cie94(blended(a), blended(b))
    }
}
