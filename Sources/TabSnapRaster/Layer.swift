import TabSnapCore

/// A transparency group: drawing goes into `pixels` (over `bounds`, the clip at the time the
/// layer began) and is composited back with `opacity` at the end, so overlapping shapes inside
/// fade as one. `dirty` bounds what was drawn, so the composite touches only that.
///
/// A layer with a filter draws its content unclipped (the clips in force are set aside in
/// `outerClips`, since a blur can pull content from just outside a clip into it); at the end
/// the filter's output, which reaches `filter.extent` pixels beyond what was drawn, goes
/// through those clips.
struct Layer: Sendable {
    let bounds: PixelRect
    let opacity: UInt32
    var pixels: [UInt32]
    var dirty = PixelRect.empty
    var filter: LayerFilter? = nil
    var outerClips: [ClipMask] = []
    /// The outer clips cut the finished layer, not what is drawn in it.
    var clipsWhole = false
    /// For a mask layer: how its pixels become the mask.
    var maskMode = MaskMode.alpha
    /// How the finished layer combines with what is under it.
    var blend = BlendMode.normal

    init(bounds: PixelRect, opacity: UInt32) {
        self.bounds = bounds
        self.opacity = opacity
        pixels = [UInt32](repeating: 0, count: bounds.width * bounds.height)
    }

    /// Source-over of the drawn part onto `target`, each pixel first scaled by the opacity.
    func composite(onto target: Surface) {
        let area = dirty.intersection(target.bounds)
        if area.isEmpty || opacity == 0 { return }
        pixels.withUnsafeBufferPointer { buf in
            let src = buf.baseAddress!
            for y in area.y0..<area.y1 {
                let s = src + ((y - bounds.y0) * bounds.width + (area.x0 - bounds.x0))
                if blend == .normal {
                    Compositing.srcOverRow(target.pointer(x: area.x0, y: y), s, area.width, coverage: opacity)
                } else {
                    Compositing.blendRow(target.pointer(x: area.x0, y: y), s, area.width, coverage: opacity, mode: blend)
                }
            }
        }
    }

    /// The filter's output over the returned rectangle, row-major, premultiplied: only the part
    /// inside `visible` (where it can land) is made, so a blur's cost follows what is seen.
    func filtered(_ filter: LayerFilter, visible: PixelRect) -> (PixelRect, [UInt32]) {
        let area = dirty.intersection(bounds)
        if area.isEmpty { return (.empty, []) }
        let blur = BoxBlur(sigma: filter.radius)
        let grown = area.outset(by: blur.extent)
        let offset = (y: (area.y0 - bounds.y0) * bounds.width, x: area.x0 - bounds.x0)
        /// `r` (canvas pixels) in the blur output's own coordinates.
        func local(_ r: PixelRect, dx: Int = 0, dy: Int = 0) -> PixelRect {
            r.isEmpty ? .empty : PixelRect(x0: r.x0 - grown.x0 - dx, y0: r.y0 - grown.y0 - dy, x1: r.x1 - grown.x0 - dx, y1: r.y1 - grown.y0 - dy)
        }
        switch filter {
        case .colorMatrix(let matrix):
            let window = area.intersection(visible)
            if window.isEmpty { return (.empty, []) }
            var out = [UInt32](repeating: 0, count: window.width * window.height)
            pixels.withUnsafeBufferPointer { buf in
                for y in window.y0..<window.y1 {
                    let s = (y - bounds.y0) * bounds.width + (window.x0 - bounds.x0)
                    let o = (y - window.y0) * window.width
                    for x in 0..<window.width { out[o + x] = matrix.apply(buf[s + x]) }
                }
            }
            return (window, out)
        case .blur:
            let window = grown.intersection(visible)
            if window.isEmpty { return (.empty, []) }
            let out = pixels.withUnsafeBufferPointer { buf in
                blur.apply(buf.baseAddress! + offset.y + offset.x, stride: bounds.width, width: area.width, height: area.height,
                           alphaOnly: false, window: local(window))
            }
            return (window, out)
        case .shadow(let color, _, let dx, let dy):
            let sx = LayerFilter.wholePixels(dx), sy = LayerFilter.wholePixels(dy)
            let cast = PixelRect(x0: grown.x0 + sx, y0: grown.y0 + sy, x1: grown.x1 + sx, y1: grown.y1 + sy).intersection(visible)
            let shadow = cast.isEmpty ? [] : pixels.withUnsafeBufferPointer { buf in
                blur.apply(buf.baseAddress! + offset.y + offset.x, stride: bounds.width, width: area.width, height: area.height,
                           alphaOnly: true, window: local(cast, dx: sx, dy: sy))
            }
            let rect = cast.union(area)
            var out = [UInt32](repeating: 0, count: rect.width * rect.height)
            let tint = color.premultiplied
            out.withUnsafeMutableBufferPointer { o in
                // The shadow: the blurred alpha times the (premultiplied) colour.
                for y in cast.y0..<cast.y1 {
                    let row = o.baseAddress! + ((y - rect.y0) * rect.width + (cast.x0 - rect.x0))
                    let s = (y - cast.y0) * cast.width
                    for x in 0..<cast.width {
                        let a = shadow[s + x] >> 24
                        if a != 0 { row[x] = a == 255 ? tint : Pixel.scale(tint, a) }
                    }
                }
                // The content over it.
                pixels.withUnsafeBufferPointer { buf in
                    for y in area.y0..<area.y1 {
                        let row = o.baseAddress! + ((y - rect.y0) * rect.width + (area.x0 - rect.x0))
                        let s = buf.baseAddress! + ((y - bounds.y0) * bounds.width + (area.x0 - bounds.x0))
                        Compositing.srcOverRow(row, s, area.width, coverage: 255)
                    }
                }
            }
            return (rect, out)
        }
    }

    /// Source-over of `pixels` (over `rect`) onto `target` at `opacity`, through `mask` if any.
    static func composite(_ pixels: [UInt32], _ rect: PixelRect, opacity: UInt32, onto target: Surface, mask: MaskView?, blend: BlendMode = .normal) {
        var area = rect.intersection(target.bounds)
        if let mask { area = area.intersection(mask.bounds) }
        if area.isEmpty || opacity == 0 { return }
        pixels.withUnsafeBufferPointer { buf in
            for y in area.y0..<area.y1 {
                let s = buf.baseAddress! + ((y - rect.y0) * rect.width + (area.x0 - rect.x0))
                let d = target.pointer(x: area.x0, y: y)
                guard let mask else {
                    if blend == .normal {
                        Compositing.srcOverRow(d, s, area.width, coverage: opacity)
                    } else {
                        Compositing.blendRow(d, s, area.width, coverage: opacity, mode: blend)
                    }
                    continue
                }
                let m = mask.pointer(x: area.x0, y: y)
                for i in 0..<area.width where m[i] != 0 && s[i] != 0 {
                    let cov = m[i] == 255 ? opacity : Pixel.mul255(opacity, UInt32(m[i]))
                    let scaled = cov == 255 ? s[i] : Pixel.scale(s[i], cov)
                    d[i] = blend == .normal ? Pixel.srcOver(d[i], scaled) : blend.apply(d[i], scaled)
                }
            }
        }
    }
}

extension PixelRect {
    /// Grown by `n` pixels on every side; an empty rectangle stays empty.
    func outset(by n: Int) -> PixelRect {
        isEmpty ? .empty : PixelRect(x0: x0 - n, y0: y0 - n, x1: x1 + n, y1: y1 + n)
    }
}

/// How a mask's pixels multiply the layer it masks: by their alpha (SwiftUI's `.mask`, a Lottie
/// alpha matte) or their luminance (a luma matte), either inverted.
public enum MaskMode: String, Hashable, Sendable, CaseIterable {
    case alpha, alphaInverted, luminance, luminanceInverted

    /// The mask value 0...255 of one premultiplied pixel (A in the top byte, then B, G, R).
    @inline(__always)
    func value(_ p: UInt32) -> UInt32 {
        switch self {
        case .alpha: return p >> 24
        case .alphaInverted: return 255 - (p >> 24)
        case .luminance, .luminanceInverted:
            // Rec. 709 weights in 1/256ths (54 + 183 + 19) on premultiplied channels: luminance
            // times coverage, as After Effects' luma matte over transparency.
            let y = ((p & 0xFF) &* 54 &+ ((p >> 8) & 0xFF) &* 183 &+ ((p >> 16) & 0xFF) &* 19 &+ 128) >> 8
            return self == .luminance ? y : 255 - y
        }
    }
}
