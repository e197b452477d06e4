import TabSnapCore

/// A premultiplied RGBA8 drawing surface in device pixels, with a clip stack and layers.
///
/// Every draw runs the same pipeline: flatten (Double → fixed point, once) → cells → spans →
/// clip mask → painter. Pixel bytes depend only on the inputs, never on the machine.
public struct Canvas: Sendable {
    public let width: Int
    public let height: Int
    /// The base layer's premultiplied pixels, one UInt32 (R | G<<8 | B<<16 | A<<24) per pixel
    /// in memory typed as bytes. Kept as bytes so that
    /// `intoImage()` converts to straight alpha in place and hands the same memory to the
    /// image: a render never holds two frames.
    var storage: [UInt8]

    /// Premultiplied pixels of the base layer, R | G<<8 | B<<16 | A<<24 (a copy; for tests and
    /// small canvases). Open layers are not included until `endLayer()`.
    public internal(set) var pixels: [UInt32] {
        get { withBasePixels { Array($0) } }
        set {
            precondition(newValue.count == width * height, "pixel count does not match \(width)x\(height)")
            storage = newValue.withUnsafeBytes { Array($0) }
        }
    }

    var layers: [Layer] = []
    var clips: [ClipMask] = []
    var rasterizer = Rasterizer()
    /// How many times a path's band went over the rasterizer's cell budget and was halved.
    var bandSplits = 0

    public init(width: Int, height: Int, background: PixelColor = .clear) {
        precondition(width >= 0 && height >= 0, "negative canvas size")
        self.width = width
        self.height = height
        let c = background.premultiplied
        storage = FrameMemory.bytes(count: width * height * 4) { (bytes: UnsafeMutableBufferPointer<UInt8>) in
            bytes.withMemoryRebound(to: UInt32.self) { words in
                if let base = words.baseAddress { Compositing.fill(base, words.count, c) }  // plain words: storing is initialising
            }
        }
    }

    /// The base layer's pixels, read-only, as premultiplied words.
    func withBasePixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { bytes in try bytes.withMemoryRebound(to: UInt32.self) { try body($0) } }
    }

    var fullBounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// Where the next draw may land: the current clip inside the current layer.
    var drawBounds: PixelRect {
        let target = layers.last?.bounds ?? fullBounds
        return (clips.last?.bounds ?? fullBounds).intersection(target)
    }

    /// Sets every pixel of the base layer (clips and layers do not apply).
    public mutating func clear(_ color: PixelColor = .clear) {
        let c = color.premultiplied
        storage.withUnsafeMutableBufferPointer { bytes in bytes.withMemoryRebound(to: UInt32.self) { words in
            if let base = words.baseAddress { Compositing.fill(base, words.count, c) }
        } }
    }

    /// The premultiplied pixel of the base layer at (x, y) as (R, G, B, A).
    public subscript(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let p = withBasePixels { $0[y * width + x] }
        return (UInt8(p & 255), UInt8((p >> 8) & 255), UInt8((p >> 16) & 255), UInt8(p >> 24))
    }

    // MARK: Drawing

    public mutating func fill(_ path: Path, with paint: Paint, transform: Transform = .identity, rule: FillRule = .nonZero) {
        switch paint {
        case .solid(let color):
            if color.alpha == 0 { return }
            draw(path, transform, rule, SolidPainter(color: color.premultiplied))
        case .linearGradient(let g):
            withShader(GradientShader(g, transform: transform)) { $0.draw(path, transform, rule, $1) }
        case .radialGradient(let g):
            withShader(RadialGradientShader(g, transform: transform)) { $0.draw(path, transform, rule, $1) }
        }
    }

    public mutating func fill(_ rect: Rect, with paint: Paint, transform: Transform = .identity) {
        fill(Path.rect(rect), with: paint, transform: transform)
    }

    public mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint, transform: Transform = .identity) {
        let outline = Stroker.stroke(path, style: style, transform: transform)
        fill(outline, with: paint, transform: transform, rule: .nonZero)
    }

    /// Draws `image` (straight alpha, e.g. a decoded PNG) stretched over `rect` in user space,
    /// `rowOffset` rows up: a band of a screen keeps the screen's `transform`, so the image is
    /// sampled from the same fixed-point origin and each pixel comes out as on the whole screen.
    public mutating func draw(image: RGBAImage, in rect: Rect, transform: Transform = .identity, sampling: Sampling = .bilinear,
                              rowOffset: Int = 0) {
        guard let whole = SampleMap(rect: rect, transform: transform, width: image.width, height: image.height) else { return }
        let map = whole.up(rowOffset)
        let transform = Self.up(transform, rowOffset)
        let premultiplied = Canvas(image: image)  // its pixels are read in place, not copied out
        premultiplied.withBasePixels { px in
            let opaque = px.allSatisfy { $0 >> 24 == 255 }
            withShader(ImageShader(map: map, pixels: px.baseAddress!, sampling: sampling, isOpaque: opaque)) {
                $0.draw(Path.rect(rect), transform, .nonZero, $1)
            }
        }
    }

    /// Draws an alpha mask tinted with `color` over `rect` (template icons).
    /// `rowOffset` as for `draw(image:)`: a band takes the same path the whole screen takes.
    public mutating func drawMask(_ mask: AlphaMask, in rect: Rect, color: PixelColor, transform: Transform = .identity,
                                  sampling: Sampling = .bilinear, rowOffset: Int = 0) {
        guard color.alpha != 0 else { return }
        // Within ±2^30 px, so that no sum of a position and a size can overflow (a hostile
        // document's offsets go the shader's way, which clamps them).
        if transform == .identity, clips.isEmpty, let x = Int(exactly: rect.minX), let y = Int(exactly: rect.minY),
           abs(x) < 1 << 30, abs(y) < 1 << 30, abs(rowOffset) < 1 << 30,
           rect.width == Double(mask.width), rect.height == Double(mask.height) {
            blitMask(mask, x: x, y: y - rowOffset, color: color.premultiplied)
            return
        }
        guard let whole = SampleMap(rect: rect, transform: transform, width: mask.width, height: mask.height) else { return }
        let drawn = Self.up(transform, rowOffset)
        mask.alpha.withUnsafeBufferPointer { a in
            withShader(MaskShader(map: whole.up(rowOffset), alpha: a.baseAddress!, color: color.premultiplied, sampling: sampling)) {
                $0.draw(Path.rect(rect), drawn, .nonZero, $1)
            }
        }
    }

    /// `t` drawn `rows` rows up, as a band of a screen moves its items.
    static func up(_ t: Transform, _ rows: Int) -> Transform {
        rows == 0 ? t : Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty - Double(rows))
    }

    /// A mask on whole pixels at its own size, unclipped (every glyph of a text run): each
    /// pixel takes its own texel, whichever the sampling, under full coverage, so this is the
    /// shader pipeline's arithmetic without rasterizing the rectangle or sampling through the
    /// affine map (`MaskBlitTests` holds the two equal).
    private mutating func blitMask(_ mask: AlphaMask, x: Int, y: Int, color c: UInt32) {
        let target = PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(drawBounds)
        if target.isEmpty { return }
        if !layers.isEmpty { layers[layers.count - 1].dirty = layers[layers.count - 1].dirty.union(target) }
        withTarget { surface, _, _ in
            mask.alpha.withUnsafeBufferPointer { a in
                for row in target.y0..<target.y1 {
                    Compositing.srcOverMask(surface.pointer(x: target.x0, y: row), a.baseAddress! + (row - y) * mask.width + (target.x0 - x),
                                            target.width, color: c)
                }
            }
        }
    }

    /// Fills `path` with a shader's pixels (the backdrop blur's result).
    mutating func withBackdropShader<S: Shader>(_ shader: S, _ path: Path, _ transform: Transform) {
        withShader(shader) { $0.draw(path, transform, .nonZero, $1) }
    }

    private mutating func withShader<S: Shader>(_ shader: S, _ body: (inout Canvas, ShaderPainter<S>) -> Void) {
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width))
        defer { scratch.deallocate() }
        body(&self, ShaderPainter(shader: shader, scratch: scratch))
    }

    private mutating func draw<P: SpanPainter>(_ path: Path, _ transform: Transform, _ rule: FillRule, _ painter: P) {
        rasterize(path, transform, rows: drawBounds) { canvas, touched in
            if !canvas.layers.isEmpty { canvas.layers[canvas.layers.count - 1].dirty = canvas.layers[canvas.layers.count - 1].dirty.union(touched) }
            canvas.withTarget { surface, mask, raster in
                var blitter = Blitter(surface: surface, mask: mask, painter: painter)
                raster.sweep(rule, into: &blitter)
            }
        }
    }

    /// Puts the path's cells for the rows inside `band` into the rasterizer and calls `body`
    /// with the pixels they touch (not when none). A band whose cells overflow the
    /// rasterizer's budget is done as two halves instead, down to single rows (a row still over
    /// it keeps the cells that fitted: wrong, but bounded, and only for outlines no screen has).
    /// The halves give the very bytes of the whole: each row's cells and its exact overlap
    /// depend only on the segments, never on which rows the clip keeps.
    private mutating func rasterize(_ path: Path, _ transform: Transform, rows band: PixelRect,
                                    _ body: (inout Canvas, PixelRect) -> Void) {
        rasterizer.reset(clip: band)
        Flatten.fill(path, transform: transform, into: &rasterizer)
        let touched = rasterizer.finish()
        if rasterizer.overBudget && band.height > 1 {
            bandSplits += 1
            let mid = band.y0 + band.height / 2
            rasterize(path, transform, rows: PixelRect(x0: band.x0, y0: band.y0, x1: band.x1, y1: mid), body)
            rasterize(path, transform, rows: PixelRect(x0: band.x0, y0: mid, x1: band.x1, y1: band.y1), body)
            return
        }
        if !touched.isEmpty { body(&self, touched) }
    }

    /// Lends the current target's pixels, the clip mask and the rasterizer at once. The arrays
    /// are swapped out of `self` (no copy) so the hot loops can hold raw pointers to them.
    private mutating func withTarget(_ body: (Surface, MaskView?, inout Rasterizer) -> Void) {
        var raster = Rasterizer()
        swap(&raster, &rasterizer)
        defer { swap(&raster, &rasterizer) }
        let top = layers.count - 1
        let bounds = top < 0 ? fullBounds : layers[top].bounds
        if bounds.isEmpty { return }  // nothing can land on an empty target
        let clip = clips.last
        func run(_ buf: UnsafeMutableBufferPointer<UInt32>) {
            let surface = Surface(base: buf.baseAddress!, bounds: bounds)
            if let clip {
                clip.alpha.withUnsafeBufferPointer { m in
                    body(surface, MaskView(base: UnsafeMutablePointer(mutating: m.baseAddress!), bounds: clip.bounds), &raster)
                }
            } else {
                body(surface, nil, &raster)
            }
        }
        if top < 0 {
            var bytes: [UInt8] = []
            swap(&bytes, &storage)
            defer { swap(&bytes, &storage) }
            bytes.withUnsafeMutableBufferPointer { b in b.withMemoryRebound(to: UInt32.self) { run($0) } }
        } else {
            var buffer: [UInt32] = []
            swap(&buffer, &layers[top].pixels)
            defer { swap(&buffer, &layers[top].pixels) }
            buffer.withUnsafeMutableBufferPointer { run($0) }
        }
    }

    // MARK: Clipping

    /// Intersects the clip with `path`'s anti-aliased coverage until the matching `popClip()`.
    public mutating func pushClip(_ path: Path, transform: Transform = .identity, rule: FillRule = .nonZero) {
        let parent = clips.last
        let area = parent?.bounds ?? fullBounds
        // The mask covers what the path touches: one pass finds it, unless the path is done in
        // bands (see `rasterize`), whose pixels are then gathered first.
        var bounds = PixelRect.empty
        let splitsBefore = bandSplits
        rasterize(path, transform, rows: area) { _, touched in bounds = bounds.union(touched) }
        var mask = ClipMask(bounds: bounds)
        if !bounds.isEmpty {
            func write(_ canvas: inout Canvas) {
                mask.alpha.withUnsafeMutableBufferPointer { out in
                    if let parent {
                        parent.alpha.withUnsafeBufferPointer { p in
                            var writer = ClipWriter(out: out.baseAddress!, bounds: bounds,
                                                    parent: MaskView(base: UnsafeMutablePointer(mutating: p.baseAddress!), bounds: parent.bounds))
                            canvas.rasterizer.sweep(rule, into: &writer)
                        }
                    } else {
                        var writer = ClipWriter(out: out.baseAddress!, bounds: bounds, parent: nil)
                        canvas.rasterizer.sweep(rule, into: &writer)
                    }
                }
            }
            if bandSplits == splitsBefore {
                write(&self)  // the one pass's cells are still in the rasterizer
            } else {
                rasterize(path, transform, rows: area) { canvas, _ in write(&canvas) }
            }
        }
        clips.append(mask)
    }

    public mutating func pushClip(_ rect: Rect, transform: Transform = .identity) {
        pushClip(Path.rect(rect), transform: transform)
    }

    public mutating func popClip() {
        precondition(!clips.isEmpty, "popClip without pushClip")
        clips.removeLast()
    }

    // MARK: Layers

    /// Starts a transparency group: until `endLayer()`, drawing goes to a fresh transparent
    /// layer, which is then composited with `opacity` (0...1). The layer is as large as the
    /// current clip, or only covers `bounds` (in user space, under `transform`) when given —
    /// cheaper, and like CoreGraphics' `beginTransparencyLayer(in:)` it clips to that box.
    ///
    /// With a `filter` (blur or shadow, in device pixels) the content is drawn without the
    /// current clip, within `bounds` if given and within the clip grown by the filter's
    /// `extent`; at `endLayer()` the filter runs and its output, which reaches `extent` pixels
    /// beyond what was drawn (so nothing of the blur is cut off by `bounds`), is composited
    /// through the clip. A filter that changes nothing (blur radius 0) is a plain layer.
    ///
    /// With `clipsWhole`, the current clip cuts the finished layer when it is composited, not
    /// each thing drawn into it (a PDF transparency group: overlapping fills inside do not
    /// each take the clip's anti-aliased edge).
    ///
    /// With a `blend` other than normal, the finished layer combines with what is under it by
    /// that mode (`BlendMode`) instead of source-over.
    public mutating func beginLayer(opacity: Double, bounds: Rect? = nil, transform: Transform = .identity,
                                    filter: LayerFilter? = nil, clipsWhole: Bool = false, blend: BlendMode = .normal) {
        if let filter, !filter.isIdentity {
            var area = layers.last?.bounds ?? fullBounds
            if let clip = clips.last { area = area.intersection(clip.bounds.outset(by: filter.extent)) }
            if let bounds { area = area.intersection(PixelRect.enclosing(bounds, transform)) }
            var layer = Layer(bounds: area, opacity: UInt32(PixelColor.byte(opacity)))
            layer.blend = blend
            layer.filter = filter
            layer.outerClips = clips
            clips = []
            layers.append(layer)
            return
        }
        var area = drawBounds
        if let bounds { area = area.intersection(PixelRect.enclosing(bounds, transform)) }
        var layer = Layer(bounds: area, opacity: UInt32(PixelColor.byte(opacity)))
        layer.blend = blend
        if clipsWhole, !clips.isEmpty {
            layer.outerClips = clips
            layer.clipsWhole = true
            clips = []
        }
        layers.append(layer)
    }

    public mutating func endLayer() {
        precondition(!layers.isEmpty, "endLayer without beginLayer")
        let layer = layers.removeLast()
        if let filter = layer.filter {
            clips = layer.outerClips  // clips left open inside the layer end with it
            let target = layers.last?.bounds ?? fullBounds
            let (rect, out) = layer.filtered(filter, visible: target.intersection(clips.last?.bounds ?? target))
            let landed = rect.intersection(target).intersection(clips.last?.bounds ?? target)
            if !layers.isEmpty { layers[layers.count - 1].dirty = layers[layers.count - 1].dirty.union(landed) }
            if landed.isEmpty || layer.opacity == 0 { return }
            withTarget { surface, mask, _ in Layer.composite(out, rect, opacity: layer.opacity, onto: surface, mask: mask, blend: layer.blend) }
            return
        }
        if layer.clipsWhole {
            clips = layer.outerClips  // clips left open inside the layer end with it
            let landed = layer.dirty.intersection(clips.last?.bounds ?? layer.dirty)
            if !layers.isEmpty { layers[layers.count - 1].dirty = layers[layers.count - 1].dirty.union(landed) }
            if landed.isEmpty || layer.opacity == 0 { return }
            withTarget { surface, mask, _ in Layer.composite(layer.pixels, layer.bounds, opacity: layer.opacity, onto: surface, mask: mask, blend: layer.blend) }
            return
        }
        if !layers.isEmpty { layers[layers.count - 1].dirty = layers[layers.count - 1].dirty.union(layer.dirty) }
        withTarget { surface, _, _ in layer.composite(onto: surface) }
    }

    // MARK: Masks

    /// Starts drawing the mask of the current layer: until `endMask()`, drawing goes to a mask
    /// layer of the same bounds, whose alpha then multiplies the layer's pixels (SwiftUI's
    /// `.mask`). The layer itself still ends with `endLayer()`.
    public mutating func beginMask(_ mode: MaskMode = .alpha) {
        precondition(!layers.isEmpty, "beginMask outside a layer")
        var mask = Layer(bounds: layers[layers.count - 1].bounds, opacity: 255)
        mask.outerClips = clips
        mask.maskMode = mode
        clips = []  // the mask is the mask's own shape, not cut by clips inside the content
        layers.append(mask)
    }

    public mutating func endMask() {
        precondition(layers.count >= 2, "endMask without beginMask")
        let mask = layers.removeLast()
        clips = mask.outerClips
        let top = layers.count - 1
        let mode = mask.maskMode
        layers[top].pixels.withUnsafeMutableBufferPointer { content in
            mask.pixels.withUnsafeBufferPointer { m in
                for i in 0..<min(content.count, m.count) {
                    let a = mode.value(m[i])
                    content[i] = a == 255 ? content[i] : (a == 0 ? 0 : Pixel.scale(content[i], a))
                }
            }
        }
    }
}
