import TabSnapCore

extension Canvas {
    /// Blurs what is already drawn under `path` (a material's "what lies behind"): the pixels of
    /// the current target around the path's bounds are blurred with standard deviation `sigma`
    /// (device pixels; the same integer three-box blur as layer filters), with the target's edge
    /// pixels repeated outward so a material at the screen edge does not fade, then drawn back
    /// through the path's coverage and the current clip.
    public mutating func blurBackdrop(_ path: Path, transform: Transform = .identity, sigma: Double) {
        let blur = BoxBlur(sigma: sigma)
        guard !blur.isIdentity, let bounds = path.controlBounds else { return }
        let target = layers.last?.bounds ?? fullBounds
        let area = PixelRect.enclosing(bounds, transform).intersection(drawBounds)
        if area.isEmpty { return }
        // The source reaches `extent` pixels past the area; outside the target it repeats edges.
        let e = blur.extent
        let src = PixelRect(x0: area.x0 - e, y0: area.y0 - e, x1: area.x1 + e, y1: area.y1 + e)
        var source = [UInt32](repeating: 0, count: src.width * src.height)
        let top = layers.count - 1
        // Each source row: the target row's first pixel left of it, the row itself, its last
        // pixel right of it (a pixel-by-pixel clamped copy was a seventh of a standard bar).
        let left = min(max(target.x0, src.x0), src.x1), right = max(min(target.x1, src.x1), left)
        func copy(_ pixelsOfTarget: UnsafeBufferPointer<UInt32>) {
            source.withUnsafeMutableBufferPointer { out in
                for y in 0..<src.height {
                    let ty = min(max(src.y0 + y, target.y0), target.y1 - 1) - target.y0
                    let row = pixelsOfTarget.baseAddress! + ty * target.width, dst = out.baseAddress! + y * src.width
                    (dst).update(repeating: row[0], count: left - src.x0)
                    (dst + (left - src.x0)).update(from: row + (left - target.x0), count: right - left)
                    (dst + (right - src.x0)).update(repeating: row[target.width - 1], count: src.x1 - right)
                }
            }
        }
        if top < 0 { withBasePixels(copy) } else { layers[top].pixels.withUnsafeBufferPointer(copy) }
        // The blur's output covers `src` grown by e again, and the area sits 2e into it: only
        // that window is made (the ring around it was a third of a standard bar's blur).
        let window = PixelRect(x0: 2 * e, y0: 2 * e, x1: 2 * e + area.width, y1: 2 * e + area.height)
        let inner = source.withUnsafeBufferPointer {
            blur.apply($0.baseAddress!, stride: src.width, width: src.width, height: src.height, alphaOnly: false, window: window)
        }
        let areaRect = Rect(x: Double(area.x0), y: Double(area.y0), width: Double(area.width), height: Double(area.height))
        guard let map = SampleMap(rect: areaRect, transform: .identity, width: area.width, height: area.height) else { return }
        inner.withUnsafeBufferPointer { px in
            let opaque = px.allSatisfy { $0 >> 24 == 255 }
            withBackdropShader(ImageShader(map: map, pixels: px.baseAddress!, sampling: .nearest, isOpaque: opaque), path, transform)
        }
    }
}
