import Foundation
import TabSnapCore
import TabSnapRaster
import TabSnapText

extension DisplayList {
    /// How far, in pixels, drawing can reach across a horizontal cut: the sum of every blur's
    /// and shadow's extent (a backdrop reads that far beyond its area, a filtered layer spreads
    /// that far beyond its content, and one can feed another). Drawing a band that starts this
    /// far above the rows wanted gives those rows exactly as the whole screen would.
    public var reach: Int {
        items.reduce(0) { sum, item in
            switch item {
            case .backdrop(let b): return sum + LayerFilter.blur(radius: b.sigma).extent
            case .beginLayer(let l): return sum + (l.filter?.extent ?? 0)
            default: return sum
            }
        }
    }

    /// Whether a band draws exactly the rows the whole list draws. Solid fills, strokes, glyph
    /// masks, images, masks, blurs and layers do (an image or mask keeps the whole screen's
    /// transform and is drawn `rowOffset` rows up, so its sampler steps from the same origin); a
    /// gradient does not: its shader steps in fixed point from the canvas's top, and the slope's
    /// rounding error, multiplied by a band's offset, can tip a pixel to the next level. Callers
    /// draw such a list whole (and crop) instead.
    public var bandsDrawLikeTheWhole: Bool {
        for item in items {
            switch item {
            case .fill(let f): if case .solid = f.paint { continue } else { return false }
            case .stroke(let s): if case .solid = s.paint { continue } else { return false }
            default: continue
            }
        }
        return true
    }

    /// The rows from `top` down, as a list of their own: every item moved up by `top` whole
    /// pixels (transforms and glyph origins; nothing is re-placed, so pixels stay the same).
    public func band(from top: Int) -> DisplayList {
        let dy = Double(top)
        func up(_ t: Transform) -> Transform { Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty - dy) }
        var out = DisplayList(width: width, height: max(0, height - top))
        out.items = items.map { item in
            switch item {
            case .fill(var f): f.transform = up(f.transform); return .fill(f)
            case .stroke(var s): s.transform = up(s.transform); return .stroke(s)
            case .glyphs(var run):
                run.glyphs = run.glyphs.map { var g = $0; g.pixelY -= top; return g }
                return .glyphs(run)
            case .image(var i): i.rowOffset += top; return .image(i)
            case .mask(var m): m.rowOffset += top; return .mask(m)
            case .backdrop(var b): b.transform = up(b.transform); return .backdrop(b)
            case .pushClip(var c): c.transform = up(c.transform); return .pushClip(c)
            case .beginLayer(var l): l.transform = up(l.transform); return .beginLayer(l)
            case .popClip, .endLayer, .beginMask, .endMask: return item
            }
        }
        return out
    }

    /// At least the rows `rows`, straight alpha, exactly as the whole screen draws them: the
    /// band is drawn from `reach` rows above it to `reach` rows below it (a blur reads both
    /// ways), and those extra rows come back with it rather than be copied away. For a caller
    /// that streams a screen band by band (`PNGEncoder.writeStreamed`) and never holds all of it.
    ///
    /// With `opaqueOnly` the pixels are handed over as stored (`Canvas.intoStoredImage`): the
    /// same bytes wherever a pixel is opaque, for a caller that refuses any other pixel.
    /// Nil when the rows are out of range or bands do not draw like the whole
    /// (`bandsDrawLikeTheWhole`).
    public func rows(_ rows: Range<Int>, glyphs: GlyphCache, opaqueOnly: Bool = false) -> ImageRows? {
        // A blur that reaches a quarter of the screen would make every band draw most of it
        // again (a 1000 pt blur: every band the whole screen): then the caller draws it whole.
        guard rows.lowerBound >= 0, rows.upperBound <= height, !rows.isEmpty, 4 * reach < height, bandsDrawLikeTheWhole else { return nil }
        let start = max(0, rows.lowerBound - reach), end = min(height, rows.upperBound + reach)
        var list = band(from: start)
        list.height = end - start
        let canvas = list.render(glyphs: glyphs)
        let image = opaqueOnly ? (consume canvas).intoStoredImage() : (consume canvas).intoImage()
        return ImageRows(image: image, firstRow: start)
    }
}
