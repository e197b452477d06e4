/// A source of premultiplied colours that vary per pixel.
protocol Shader {
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)
    /// Every colour it yields has alpha 255, so full coverage may shade straight into the target.
    var isOpaque: Bool { get }
}

/// An affine function of the device pixel centre, held in 32.32 fixed point: the Doubles of
/// the transform are rounded once when the draw starts and then only integers step along rows.
struct FixedAffine {
    let dx: Int
    let dy: Int
    let origin: Int

    static let one = 1 << 32
    /// Clamps keep slope·x + origin inside Int64 for any x, y within ±2^20 px; larger slopes
    /// or offsets have no visible meaning.
    static let slopeLimit = 512.0
    static let originLimit = Double(1 << 28)

    /// f(x, y) = a·x + b·y + c, evaluated at pixel centres (x + ½, y + ½).
    init(a: Double, b: Double, c: Double) {
        func fixed(_ v: Double, _ limit: Double) -> Int {
            if v.isNaN { return 0 }
            return Int((min(max(v, -limit), limit) * 4_294_967_296).rounded())
        }
        dx = fixed(a, FixedAffine.slopeLimit)
        dy = fixed(b, FixedAffine.slopeLimit)
        origin = fixed(c, FixedAffine.originLimit) &+ dx / 2 &+ dy / 2
    }

    @inline(__always)
    func at(x: Int, y: Int) -> Int { origin &+ dx &* x &+ dy &* y }

    private init(dx: Int, dy: Int, origin: Int) {
        self.dx = dx
        self.dy = dy
        self.origin = origin
    }

    /// The function whose value at (x, y) is this one's at (x, y + rows).
    func down(_ rows: Int) -> FixedAffine { FixedAffine(dx: dx, dy: dy, origin: origin &+ dy &* rows) }
}

/// A linear gradient through a 256-entry premultiplied lookup table.
struct GradientShader: Shader {
    let t: FixedAffine
    let table: [UInt32]
    let isOpaque: Bool

    init(_ g: LinearGradientPaint, transform: Transform) {
        // t = ((T⁻¹·p) − start)·v / |v|², which stays affine in the device point p.
        let v = g.end - g.start
        let len2 = v.x * v.x + v.y * v.y
        if let inv = transform.inverted, len2 > 0 {
            t = FixedAffine(a: (inv.a * v.x + inv.b * v.y) / len2,
                            b: (inv.c * v.x + inv.d * v.y) / len2,
                            c: ((inv.tx - g.start.x) * v.x + (inv.ty - g.start.y) * v.y) / len2)
        } else {
            t = FixedAffine(a: 0, b: 0, c: 0)
        }
        table = GradientShader.lookupTable(g.stops)
        isOpaque = table.allSatisfy { $0 >> 24 == 255 }
    }

    /// Entry i is the colour at t = i/255, interpolated in integers between the bracketing stops.
    static func lookupTable(_ stops: [GradientStop]) -> [UInt32] {
        guard !stops.isEmpty else { return [UInt32](repeating: 0, count: 256) }
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        let locs = sorted.map { Int((min(max($0.element.location, 0), 1) * 65536).rounded()) }
        let cols = sorted.map { $0.element.color.premultiplied }
        return (0..<256).map { i in
            let p = (i * 65536 + 127) / 255
            guard let k = locs.firstIndex(where: { $0 >= p }) else { return cols[cols.count - 1] }
            if k == 0 || locs[k] == p { return cols[k] }
            let span = locs[k] - locs[k - 1]
            let w = UInt32(((p - locs[k - 1]) * 256 + span / 2) / span)
            let a = cols[k - 1], b = cols[k]
            var out: UInt32 = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let ca = (a >> UInt32(shift)) & 255, cb = (b >> UInt32(shift)) & 255
                out |= ((ca * (256 - w) + cb * w + 128) >> 8) << UInt32(shift)
            }
            return out
        }
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        var v = t.at(x: x, y: y)
        let step = t.dx
        table.withUnsafeBufferPointer { lut in
            // t is affine along the run: when both ends lie in 0...1 no pixel needs the clamp, and
            // the index's numerator v·255 + ½ steps by step·255 (the same integers, no multiply).
            let (span, o1) = step.multipliedReportingOverflow(by: max(count - 1, 0))
            let (end, o2) = v.addingReportingOverflow(span)
            if !o1, !o2, v >= 0, v <= FixedAffine.one, end >= 0, end <= FixedAffine.one {
                var n = v &* 255 &+ (1 << 31)
                let dn = step &* 255
                for i in 0..<count {
                    out[i] = lut[n >> 32]
                    n &+= dn
                }
                return
            }
            for i in 0..<count {
                let c = min(max(v, 0), FixedAffine.one)
                out[i] = lut[(c &* 255 &+ (1 << 31)) >> 32]
                v &+= step
            }
        }
    }
}

/// A radial gradient through the linear gradient's lookup table. The offset of the pixel centre
/// from the centre (mapped to the device and rounded to 1/256 px once, like all geometry) is an
/// exact integer, and so are its images u, v in ring widths |end − start| (32.32, through the
/// inverse transform's slopes, rounded once), so the colours are exactly symmetric about the
/// centre. The distance is √ of an integer sum of squares (IEEE √ is correctly rounded, hence the
/// same everywhere), truncated to 16.16.
struct RadialGradientShader: Shader {
    /// The centre in device pixels, 24.8.
    let cx: Int
    let cy: Int
    /// ∂u/∂x, ∂u/∂y, ∂v/∂x, ∂v/∂y per 1/256 px, in 2^-32 ring widths.
    let ux: Int, uy: Int, vx: Int, vy: Int
    /// The start radius in ring widths, 16.16; `reversed` when the end circle is the smaller.
    let start: Int
    let reversed: Bool
    let table: [UInt32]
    let isOpaque: Bool

    /// |u|, |v| are clamped to 2^14 ring widths (16.16) so their squares add up inside Int64.
    static let reach = 1 << 30
    /// Slopes beyond 256 ring widths per pixel have no visible meaning; the clamp keeps
    /// offset × slope inside Int64.
    static let slopeLimit = 256.0

    init(_ g: RadialGradientPaint, transform: Transform) {
        var ring = abs(g.endRadius - g.startRadius)
        if !(ring > 0) || !ring.isFinite { ring = 1.0 / 256 }  // equal radii: a sharp step
        let k = 1 / ring
        let c = transform.apply(g.center)
        cx = Int(FixedPoint.fixed(c.x))
        cy = Int(FixedPoint.fixed(c.y))
        func slope(_ v: Double) -> Int {
            let l = RadialGradientShader.slopeLimit
            return v.isNaN ? 0 : Int((min(max(v, -l), l) * 16_777_216).rounded())  // 2^24: per 1/256 px in 2^-32
        }
        if let inv = transform.inverted {
            ux = slope(inv.a * k); uy = slope(inv.c * k)
            vx = slope(inv.b * k); vy = slope(inv.d * k)
        } else {
            ux = 0; uy = 0; vx = 0; vy = 0
        }
        let s = g.startRadius.isFinite ? min(max(g.startRadius * k, 0), Double(1 << 14)) : 0
        start = Int((s * 65536).rounded())
        reversed = g.endRadius < g.startRadius
        table = GradientShader.lookupTable(g.stops)
        isOpaque = table.allSatisfy { $0 >> 24 == 255 }
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let ox = x * 256 + 128 - cx, oy = y * 256 + 128 - cy
        var u = ox &* ux &+ oy &* uy, v = ox &* vx &+ oy &* vy
        let du = 256 &* ux, dv = 256 &* vx, reach = RadialGradientShader.reach
        table.withUnsafeBufferPointer { lut in
            for i in 0..<count {
                // |·| before the shift keeps the rounding the same on both sides of the centre.
                let a = min(u.magnitude >> 16, UInt(reach)), b = min(v.magnitude >> 16, UInt(reach))
                let distance = Int(Double(a * a + b * b).squareRoot())  // 16.16 ring widths
                var t = distance - start
                if reversed { t = -t }
                let c = min(max(t, 0), 65536)
                out[i] = lut[(c &* 255 &+ (1 << 15)) >> 16]
                u &+= du
                v &+= dv
            }
        }
    }
}
