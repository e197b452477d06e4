import TabSnapCore
import TabSnapRaster
import TabSnapText

/// The resolved drawing of one screen: a flat, ordered list of items in device pixels. Layout
/// produces it; `render` draws it; `text` prints it for review and text snapshots.
public struct DisplayList: Sendable {
    /// The canvas size in device pixels.
    public var width: Int
    public var height: Int
    public var items: [DisplayItem]

    public init(width: Int, height: Int, items: [DisplayItem] = []) {
        self.width = width
        self.height = height
        self.items = items
    }

    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Draws every item in order onto a new canvas of the list's size.
    public func render(glyphs: GlyphCache, background: PixelColor = .clear) -> Canvas {
        var canvas = Canvas(width: width, height: height, background: background)
        render(on: &canvas, glyphs: glyphs)
        return canvas
    }

    /// Draws every item in order: one item, one canvas call.
    public func render(on canvas: inout Canvas, glyphs: GlyphCache) {
        for item in items {
            switch item {
            case .fill(let f): canvas.fill(f.path, with: f.paint, transform: f.transform, rule: f.rule)
            case .stroke(let s): canvas.stroke(s.path, style: s.style, with: s.paint, transform: s.transform)
            case .glyphs(let run): for g in run.glyphs { glyphs.draw(g, color: run.color, on: &canvas) }
            case .image(let i): canvas.draw(image: i.image, in: i.rect, transform: i.transform, sampling: i.sampling)
            case .mask(let m): canvas.drawMask(m.mask, in: m.rect, color: m.color, transform: m.transform, sampling: m.sampling)
            case .backdrop(let b): canvas.blurBackdrop(b.path, transform: b.transform, sigma: b.sigma)
            case .pushClip(let c): canvas.pushClip(c.path, transform: c.transform)
            case .popClip: canvas.popClip()
            case .beginLayer(let l): canvas.beginLayer(opacity: l.opacity, bounds: l.bounds, transform: l.transform, filter: l.filter)
            case .endLayer: canvas.endLayer()
            case .beginMask: canvas.beginMask()
            case .endMask: canvas.endMask()
            }
        }
    }
}
