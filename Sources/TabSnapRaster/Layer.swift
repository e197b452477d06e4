import TabSnapCore

/// A transparency group: drawing goes into `pixels` (over `bounds`, the clip at the time the
/// layer began) and is composited back with `opacity` at the end, so overlapping shapes inside
/// fade as one. `dirty` bounds what was drawn, so the composite touches only that.
struct Layer: Sendable {
    let bounds: PixelRect
    let opacity: UInt32
    var pixels: [UInt32]
    var dirty = PixelRect.empty

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
                Compositing.srcOverRow(target.pointer(x: area.x0, y: y), s, area.width, coverage: opacity)
            }
        }
    }
}
