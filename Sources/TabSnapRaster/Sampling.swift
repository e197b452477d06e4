/// How an image or mask is read between its pixels.
public enum Sampling: Hashable, Sendable {
    /// The pixel under the centre: crisp, for 1:1 and integer scales.
    case nearest
    /// Integer bilinear with 8-bit weights.
    case bilinear
}

/// Maps device pixel centres to source pixel coordinates (32.32), clamping at the edges.
struct SampleMap {
    let u: FixedAffine
    let v: FixedAffine
    let width: Int
    let height: Int

    /// `sourceFromDevice` maps device points to source pixel coordinates.
    init(sourceFromDevice m: Transform, width: Int, height: Int) {
        u = FixedAffine(a: m.a, b: m.c, c: m.tx)
        v = FixedAffine(a: m.b, b: m.d, c: m.ty)
        self.width = width
        self.height = height
    }

    /// The map for drawing a `width`×`height` source into `rect` under `transform`.
    init?(rect: Rect, transform: Transform, width: Int, height: Int) {
        guard width > 0, height > 0, rect.width > 0, rect.height > 0, let inv = transform.inverted else { return nil }
        let sx = Double(width) / rect.width, sy = Double(height) / rect.height
        let sourceFromUser = Transform(a: sx, b: 0, c: 0, d: sy, tx: -rect.minX * sx, ty: -rect.minY * sy)
        self.init(sourceFromDevice: inv.concatenating(sourceFromUser), width: width, height: height)
    }

    /// The same map for a canvas that starts `rows` device rows further down (a band of a
    /// screen): the value at band pixel (x, y) is exactly the whole map's at (x, y + rows).
    func up(_ rows: Int) -> SampleMap {
        rows == 0 ? self : SampleMap(u: u.down(rows), v: v.down(rows), width: width, height: height)
    }

    init(u: FixedAffine, v: FixedAffine, width: Int, height: Int) {
        self.u = u
        self.v = v
        self.width = width
        self.height = height
    }

    @inline(__always)
    static func clampIndex(_ i: Int, _ n: Int) -> Int { i < 0 ? 0 : (i >= n ? n - 1 : i) }

    /// Calls `body(i, texel)` with the nearest texel for each pixel of the run.
    @inline(__always)
    func nearest<T: Texels>(x: Int, y: Int, count: Int, _ texels: T, _ body: (Int, T.Value) -> Void) {
        var uu = u.at(x: x, y: y), vv = v.at(x: x, y: y)
        for i in 0..<count {
            let ix = SampleMap.clampIndex(uu >> 32, width), iy = SampleMap.clampIndex(vv >> 32, height)
            body(i, texels[iy &* width &+ ix])
            uu &+= u.dx; vv &+= v.dx
        }
    }

    /// Calls `body(i, texel)` with the bilinear blend under each pixel: columns first
    /// (weight fy), then across (weight fx), each rounded; 8-bit weights from the fixed point.
    @inline(__always)
    func bilinear<T: Texels>(x: Int, y: Int, count: Int, _ texels: T, _ body: (Int, T.Value) -> Void) {
        let half = 1 << 31
        var uu = u.at(x: x, y: y) &- half, vv = v.at(x: x, y: y) &- half
        if v.dx == 0 {
            // Rows constant along the run (no rotation): blend each source column once.
            let y0 = vv >> 32, fy = UInt32(truncatingIfNeeded: (vv >> 24) & 255)
            let r0 = SampleMap.clampIndex(y0, height) &* width, r1 = SampleMap.clampIndex(y0 &+ 1, height) &* width
            var lastX = Int.min, c0 = T.zero, c1 = T.zero
            for i in 0..<count {
                let x0 = uu >> 32
                if x0 != lastX {
                    lastX = x0
                    let cx0 = SampleMap.clampIndex(x0, width), cx1 = SampleMap.clampIndex(x0 &+ 1, width)
                    c0 = T.mix(texels[r0 &+ cx0], texels[r1 &+ cx0], fy)
                    c1 = T.mix(texels[r0 &+ cx1], texels[r1 &+ cx1], fy)
                }
                body(i, T.mix(c0, c1, UInt32(truncatingIfNeeded: (uu >> 24) & 255)))
                uu &+= u.dx
            }
            return
        }
        for i in 0..<count {
            let x0 = uu >> 32, y0 = vv >> 32
            let fx = UInt32(truncatingIfNeeded: (uu >> 24) & 255), fy = UInt32(truncatingIfNeeded: (vv >> 24) & 255)
            let cx0 = SampleMap.clampIndex(x0, width), cx1 = SampleMap.clampIndex(x0 &+ 1, width)
            let r0 = SampleMap.clampIndex(y0, height) &* width, r1 = SampleMap.clampIndex(y0 &+ 1, height) &* width
            let c0 = T.mix(texels[r0 &+ cx0], texels[r1 &+ cx0], fy), c1 = T.mix(texels[r0 &+ cx1], texels[r1 &+ cx1], fy)
            body(i, T.mix(c0, c1, fx))
            uu &+= u.dx; vv &+= v.dx
        }
    }
}

/// Source samples that can be blended: premultiplied pixels or 8-bit alpha.
protocol Texels {
    associatedtype Value
    static var zero: Value { get }
    subscript(_ i: Int) -> Value { get }
    /// p·(256 − f) + q·f over 256, rounded, per channel.
    static func mix(_ p: Value, _ q: Value, _ f: UInt32) -> Value
}

struct PixelTexels: Texels {
    let base: UnsafePointer<UInt32>
    static var zero: UInt32 { 0 }
    @inline(__always) subscript(_ i: Int) -> UInt32 { base[i] }

    /// Two channels per multiply in 16-bit lanes (255·256 + 128 < 65536).
    @inline(__always)
    static func mix(_ p: UInt32, _ q: UInt32, _ f: UInt32) -> UInt32 {
        let m: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0080_0080, g = 256 &- f
        let rb = (((p & m) &* g &+ (q & m) &* f &+ half) >> 8) & m
        let ag = (((p >> 8) & m) &* g &+ ((q >> 8) & m) &* f &+ half) & ~m
        return rb | ag
    }
}

struct AlphaTexels: Texels {
    let base: UnsafePointer<UInt8>
    static var zero: UInt32 { 0 }
    @inline(__always) subscript(_ i: Int) -> UInt32 { UInt32(base[i]) }

    @inline(__always)
    static func mix(_ p: UInt32, _ q: UInt32, _ f: UInt32) -> UInt32 {
        (p &* (256 &- f) &+ q &* f &+ 128) >> 8
    }
}

/// Premultiplied image pixels, sampled.
struct ImageShader: Shader {
    let map: SampleMap
    let pixels: UnsafePointer<UInt32>
    let sampling: Sampling
    let isOpaque: Bool

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        // A 1:1 map (a material's blur drawn back where it was taken): a run is one source row,
        // copied whole; texel by texel it costs a tenth of a debug `swift test` snapshot.
        if sampling == .nearest, map.u.dx == FixedAffine.one, map.u.dy == 0, map.v.dx == 0 {
            let ix0 = map.u.at(x: x, y: y) >> 32
            if ix0 >= 0, ix0 + count <= map.width {
                let iy = SampleMap.clampIndex(map.v.at(x: x, y: y) >> 32, map.height)
                out.update(from: pixels + iy * map.width + ix0, count: count)
                return
            }
        }
        let texels = PixelTexels(base: pixels)
        switch sampling {
        case .nearest: map.nearest(x: x, y: y, count: count, texels) { out[$0] = $1 }
        case .bilinear: map.bilinear(x: x, y: y, count: count, texels) { out[$0] = $1 }
        }
    }
}

/// An alpha mask tinted with one colour (template icons, glyph bitmaps).
struct MaskShader: Shader {
    let map: SampleMap
    let alpha: UnsafePointer<UInt8>
    let color: UInt32
    let sampling: Sampling
    var isOpaque: Bool { false }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let texels = AlphaTexels(base: alpha), c = color
        switch sampling {
        case .nearest: map.nearest(x: x, y: y, count: count, texels) { out[$0] = Pixel.scale(c, $1) }
        case .bilinear: map.bilinear(x: x, y: y, count: count, texels) { out[$0] = Pixel.scale(c, $1) }
        }
    }
}
