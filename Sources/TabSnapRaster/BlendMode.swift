import Foundation

/// How a layer's pixels combine with what is under them (SwiftUI's `BlendMode`, CoreGraphics'
/// blend modes): the W3C Compositing and Blending formulas on premultiplied sRGB values, plus
/// Apple's plus-lighter and plus-darker and three Porter–Duff operators. Each channel is worked
/// in doubles from its bytes and rounded once, so every machine gets the same bytes.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// `src` (premultiplied) blended onto `dst` (premultiplied).
    func apply(_ dst: UInt32, _ src: UInt32) -> UInt32 {
        let sa = Double(src >> 24) / 255, da = Double(dst >> 24) / 255
        if sa == 0 { return dst }
        func ch(_ p: UInt32, _ i: UInt32) -> Double { Double((p >> (8 * i)) & 255) / 255 }
        let s = (ch(src, 0), ch(src, 1), ch(src, 2)), d = (ch(dst, 0), ch(dst, 1), ch(dst, 2))
        var out: (Double, Double, Double), a: Double
        switch self {
        case .normal:
            a = sa + da * (1 - sa)
            out = (s.0 + d.0 * (1 - sa), s.1 + d.1 * (1 - sa), s.2 + d.2 * (1 - sa))
        case .sourceAtop:
            a = da
            out = (s.0 * da + d.0 * (1 - sa), s.1 * da + d.1 * (1 - sa), s.2 * da + d.2 * (1 - sa))
        case .destinationOver:
            a = sa * (1 - da) + da
            out = (s.0 * (1 - da) + d.0, s.1 * (1 - da) + d.1, s.2 * (1 - da) + d.2)
        case .destinationOut:
            a = da * (1 - sa)
            out = (d.0 * (1 - sa), d.1 * (1 - sa), d.2 * (1 - sa))
        case .plusLighter:
            a = min(1, sa + da)
            out = (min(1, s.0 + d.0), min(1, s.1 + d.1), min(1, s.2 + d.2))
        case .plusDarker:
            // 1 − ((1 − D) + (1 − S)) on opaque colours, in premultiplied terms.
            a = sa + da - sa * da
            out = (max(0, a - ((da - d.0) + (sa - s.0))), max(0, a - ((da - d.1) + (sa - s.1))), max(0, a - ((da - d.2) + (sa - s.2))))
        default:
            // co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), on straight colours Cb, Cs.
            a = sa + da * (1 - sa)
            let cs = (s.0 / sa, s.1 / sa, s.2 / sa)
            let cb = da > 0 ? (d.0 / da, d.1 / da, d.2 / da) : (0.0, 0.0, 0.0)
            let b = blended(cb, cs)
            func mix(_ sc: Double, _ dc: Double, _ bc: Double) -> Double { sc * (1 - da) + dc * (1 - sa) + sa * da * bc }
            out = (mix(s.0, d.0, b.0), mix(s.1, d.1, b.1), mix(s.2, d.2, b.2))
        }
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
        let alpha = byte(a)
        return min(byte(out.0), alpha) | min(byte(out.1), alpha) << 8 | min(byte(out.2), alpha) << 16 | alpha << 24
    }

    private typealias RGB = (Double, Double, Double)

    /// B(Cb, Cs) for the separable and non-separable modes.
    private func blended(_ b: RGB, _ s: RGB) -> RGB {
        func each(_ f: (Double, Double) -> Double) -> RGB { (f(b.0, s.0), f(b.1, s.1), f(b.2, s.2)) }
        switch self {
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { Self.hardLight($1, $0) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge: return each { cb, cs in cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs)) }
        case .colorBurn: return each { cb, cs in cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs) }
        case .hardLight: return each { Self.hardLight($0, $1) }
        case .softLight: return each { cb, cs in
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return Self.setLum(Self.setSat(s, Self.sat(b)), Self.lum(b))
        case .saturation: return Self.setLum(Self.setSat(b, Self.sat(s)), Self.lum(b))
        case .color: return Self.setLum(s, Self.lum(b))
        case .luminosity: return Self.setLum(b, Self.lum(s))
        default: return s
        }
    }

    private static func hardLight(_ cb: Double, _ cs: Double) -> Double {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    private static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 { r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n)) }
        if x > 1 { r = (l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l)) }
        return r
    }

    private static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    /// The colour with saturation `s`, its channels' order kept (W3C's SetSat).
    private static func setSat(_ c: RGB, _ s: Double) -> RGB {
        var v = [c.0, c.1, c.2]
        let order = [0, 1, 2].sorted { v[$0] < v[$1] || (v[$0] == v[$1] && $0 < $1) }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        if v[hi] > v[lo] {
            v[mid] = (v[mid] - v[lo]) * s / (v[hi] - v[lo])
            v[hi] = s
        } else {
            v[mid] = 0
            v[hi] = 0
        }
        v[lo] = 0
        return (v[0], v[1], v[2])
    }
}

extension Compositing {
    /// A row of premultiplied source pixels, at coverage `cov`, blended onto `dst`.
    static func blendRow(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int, coverage cov: UInt32, mode: BlendMode) {
        for i in 0..<count {
            let s = cov == 255 ? src[i] : Pixel.scale(src[i], cov)
            if s >> 24 != 0 { dst[i] = mode.apply(dst[i], s) }
        }
    }
}
