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
    /// What was drawn but not as asked (a character no bundled font has, drawn as a box), for
    /// the caller to warn about or treat as an error.
    public var warnings: [String] = []

    public init(width: Int, height: Int, items: [DisplayItem] = []) {
        self.width = width
        self.height = height
        self.items = items
    }

    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// Draws every item in order onto a new canvas of the list's size.
    public func render(glyphs: GlyphCache, background: PixelColor = .clear) -> Canvas {
        // A screen usually starts by filling itself with an opaque colour: that colour is then
        // the canvas's starting value, which saves writing every pixel twice (the same pixels).
        if let colour = opaqueFullFill(items.first) {
            var canvas = Canvas(width: width, height: height, background: colour)
            render(on: &canvas, glyphs: glyphs, from: 1)
            return canvas
        }
        var canvas = Canvas(width: width, height: height, background: background)
        render(on: &canvas, glyphs: glyphs)
        return canvas
    }

    /// The colour of `item` when it is an opaque solid fill of the whole canvas: an axis-aligned
    /// rectangle that reaches the canvas's edges or beyond (a band of a screen sees its
    /// background reach past its top and bottom), so every pixel is wholly covered and takes
    /// the colour whatever was there.
    func opaqueFullFill(_ item: DisplayItem?) -> PixelColor? {
        guard case .fill(let f)? = item, case .solid(let colour) = f.paint, colour.alpha == 255,
              f.transform.b == 0, f.transform.c == 0 else { return nil }
        let e = f.path.elements
        guard e.count == 5, case .move(let p0) = e[0], case .line(let p1) = e[1], case .line(let p2) = e[2],
              case .line(let p3) = e[3], case .close = e[4] else { return nil }
        let pts = [p0, p1, p2, p3].map { Point(x: f.transform.a * $0.x + f.transform.tx, y: f.transform.d * $0.y + f.transform.ty) }
        // Four corners joined by axis-aligned sides, two distinct x and two distinct y.
        for i in 0..<4 {
            let a = pts[i], b = pts[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let xs = Set(pts.map(\.x)), ys = Set(pts.map(\.y))
        guard xs.count == 2, ys.count == 2, Set(pts.map { [$0.x, $0.y] }).count == 4,
              xs.min()! <= 0, ys.min()! <= 0, xs.max()! >= Double(width), ys.max()! >= Double(height) else { return nil }
        return colour
    }

    /// Draws every item in order: one item, one canvas call.
    public func render(on canvas: inout Canvas, glyphs: GlyphCache) {
        render(on: &canvas, glyphs: glyphs, from: 0)
    }

    func render(on canvas: inout Canvas, glyphs: GlyphCache, from first: Int) {
        for item in items[first...] {
            switch item {
            case .fill(let f): canvas.fill(f.path, with: f.paint, transform: f.transform, rule: f.rule)
            case .stroke(let s): canvas.stroke(s.path, style: s.style, with: s.paint, transform: s.transform)
            case .glyphs(let run): for g in run.glyphs { glyphs.draw(g, color: run.color, on: &canvas) }
            case .image(let i): canvas.draw(image: i.image, in: i.rect, transform: i.transform, sampling: i.sampling, rowOffset: i.rowOffset)
            case .mask(let m):
                canvas.drawMask(m.mask, in: m.rect, color: m.color, transform: m.transform, sampling: m.sampling, rowOffset: m.rowOffset)
            case .backdrop(let b): canvas.blurBackdrop(b.path, transform: b.transform, sigma: b.sigma)
            case .pushClip(let c): canvas.pushClip(c.path, transform: c.transform, rule: c.rule)
            case .popClip: canvas.popClip()
            case .beginLayer(let l):
                canvas.beginLayer(opacity: l.opacity, bounds: l.bounds, transform: l.transform, filter: l.filter, clipsWhole: l.clipsWhole, blend: l.blendMode)
            case .endLayer: canvas.endLayer()
            case .beginMask(let mode): canvas.beginMask(mode)
            case .endMask: canvas.endMask()
            }
        }
    }
}
