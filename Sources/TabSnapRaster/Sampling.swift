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

    @inline(__always)
    static func clampIndex(_ i: Int, _ n: Int) -> Int { i < 0 ? 0 : (i >= n ? n - 1 : i) }

    /// Calls `body(index)` with the nearest source pixel for each pixel of the run.
    @inline(__always)
    func nearest(x: Int, y: Int, count: Int, _ body: (Int, Int) -> Void) {
        var uu = u.at(x: x, y: y), vv = v.at(x: x, y: y)
        for i in 0..<count {
            let ix = SampleMap.clampIndex(uu >> 32, width), iy = SampleMap.clampIndex(vv >> 32, height)
            body(i, iy * width + ix)
            uu &+= u.dx; vv &+= v.dx
        }
    }

    /// Calls `body(i, i00, i01, i10, i11, fx, fy)` with the four neighbours and 0...256 weights.
    @inline(__always)
    func bilinear(x: Int, y: Int, count: Int, _ body: (Int, Int, Int, Int, Int, UInt32, UInt32) -> Void) {
        let half = 1 << 31
        var uu = u.at(x: x, y: y) &- half, vv = v.at(x: x, y: y) &- half
        for i in 0..<count {
            let x0 = uu >> 32, y0 = vv >> 32
            let fx = UInt32((uu >> 24) & 255), fy = UInt32((vv >> 24) & 255)
            let cx0 = SampleMap.clampIndex(x0, width), cx1 = SampleMap.clampIndex(x0 + 1, width)
            let r0 = SampleMap.clampIndex(y0, height) * width, r1 = SampleMap.clampIndex(y0 + 1, height) * width
            body(i, r0 + cx0, r0 + cx1, r1 + cx0, r1 + cx1, fx, fy)
            uu &+= u.dx; vv &+= v.dx
        }
    }

    /// Bilinear blend of one 8-bit value with 0...256 weights: across, rounded, then down, rounded.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        let top = (a * (256 - fx) + b * fx + 128) >> 8, bottom = (c * (256 - fx) + d * fx + 128) >> 8
        return (top * (256 - fy) + bottom * fy + 128) >> 8
    }

    /// The same blend for all four channels of packed pixels, two channels per multiply in
    /// 16-bit lanes (255·256 + 128 < 65536), bit-identical to `lerp` on each channel.
    @inline(__always)
    static func lerpPixel(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        let m: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0080_0080
        @inline(__always) func mix(_ p: UInt32, _ q: UInt32, _ f: UInt32) -> UInt32 {
            (((p & m) &* (256 - f) &+ (q & m) &* f &+ half) >> 8) & m
                | (((p >> 8) & m) &* (256 - f) &+ ((q >> 8) & m) &* f &+ half) & ~m
        }
        return mix(mix(a, b, fx), mix(c, d, fx), fy)
    }
}

/// Premultiplied image pixels, sampled.
struct ImageShader: Shader {
    let map: SampleMap
    let pixels: UnsafePointer<UInt32>
    let sampling: Sampling

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch sampling {
        case .nearest:
            map.nearest(x: x, y: y, count: count) { i, k in out[i] = pixels[k] }
        case .bilinear:
            map.bilinear(x: x, y: y, count: count) { i, a, b, c, d, fx, fy in
                out[i] = SampleMap.lerpPixel(pixels[a], pixels[b], pixels[c], pixels[d], fx, fy)
            }
        }
    }
}

/// An alpha mask tinted with one colour (template icons, glyph bitmaps).
struct MaskShader: Shader {
    let map: SampleMap
    let alpha: UnsafePointer<UInt8>
    let color: UInt32
    let sampling: Sampling

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch sampling {
        case .nearest:
            map.nearest(x: x, y: y, count: count) { i, k in out[i] = Pixel.scale(color, UInt32(alpha[k])) }
        case .bilinear:
            map.bilinear(x: x, y: y, count: count) { i, a, b, c, d, fx, fy in
                let m = SampleMap.lerp(UInt32(alpha[a]), UInt32(alpha[b]), UInt32(alpha[c]), UInt32(alpha[d]), fx, fy)
                out[i] = Pixel.scale(color, m)
            }
        }
    }
}
