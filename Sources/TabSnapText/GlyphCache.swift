import Foundation
import TabSnapCore
import TabSnapRaster

/// A glyph's coverage at one pixel size and x phase, with where its top-left pixel sits
/// relative to the glyph's pixel origin on the baseline.
public struct GlyphMask: Sendable {
    /// nil for a glyph with no ink (a space) or an outline that cannot be read.
    public let mask: AlphaMask?
    public let dx: Int
    public let dy: Int
}

/// Rasterized glyphs, each drawn once per (glyph, pixel size, quarter-pixel x phase) and then
/// blitted at whole device pixels. Shared between threads: several renders reuse one cache.
public final class GlyphCache: @unchecked Sendable {
    public let library: FontLibrary
    private let lock = ShortLock()
    private var masks: [GlyphKey: GlyphMask] = [:]

    public init(library: FontLibrary) { self.library = library }

    /// Forgets every rasterized glyph (for measuring the cold path).
    public func removeAll() {
        lock.lock()
        masks.removeAll()
        lock.unlock()
    }

    /// Draws one placed glyph in `color`, rasterizing it on a cache miss.
    public func draw(_ p: GlyphPlacement, color: PixelColor, on canvas: inout Canvas) {
        let m = mask(p.key)
        guard let mask = m.mask else { return }
        let r = Rect(x: Double(p.pixelX + m.dx), y: Double(p.pixelY + m.dy), width: Double(mask.width), height: Double(mask.height))
        canvas.drawMask(mask, in: r, color: color, transform: .identity, sampling: .nearest)
    }

    public func mask(_ key: GlyphKey) -> GlyphMask {
        lock.lock()
        if let m = masks[key] { lock.unlock(); return m }
        lock.unlock()
        // Two threads may rasterize the same glyph at once; both get identical masks.
        let m = rasterize(key)
        lock.lock()
        masks[key] = m
        lock.unlock()
        return m
    }

    /// The glyph's outline at its pixel size and x phase, filled into a tight canvas.
    func rasterize(_ key: GlyphKey) -> GlyphMask {
        let font = library.font(key.face)
        guard let outline = try? font.outline(Int(key.glyph)), !outline.isEmpty else { return GlyphMask(mask: nil, dx: 0, dy: 0) }
        let pixelSize = Double(key.pixelSize64) / 64
        let placed = outline.placed(size: pixelSize, unitsPerEm: font.unitsPerEm, x: Double(key.subpixelX) / 4, baselineY: 0)
        let path = placed.path
        // The extremes of the points themselves (no width added back: maxX must be exact).
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func note(_ q: OutlinePoint) { minX = min(minX, q.x); minY = min(minY, q.y); maxX = max(maxX, q.x); maxY = max(maxY, q.y) }
        for contour in placed.contours {
            for seg in contour {
                switch seg {
                case .moveTo(let a), .lineTo(let a): note(a)
                case .quadTo(let c, let a): note(c); note(a)
                case .cubicTo(let c1, let c2, let a): note(c1); note(c2); note(a)
                }
            }
        }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        let w = Int(maxX.rounded(.up)) - x0, h = Int(maxY.rounded(.up)) - y0
        guard w > 0, h > 0, w < 4096, h < 4096 else { return GlyphMask(mask: nil, dx: 0, dy: 0) }
        var canvas = Canvas(width: w, height: h)
        canvas.fill(path, with: .solid(.white), transform: .translation(x: Double(-x0), y: Double(-y0)))
        return GlyphMask(mask: AlphaMask(alphaOf: canvas.toImage()), dx: x0, dy: y0)
    }
}
