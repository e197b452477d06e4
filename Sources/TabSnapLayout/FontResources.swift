import Foundation
import TabSnapCore
import TabSnapPNG
import TabSnapRaster
import TabSnapText

/// Layout resources from the bundled fonts (`Fonts/`): text measured and drawn with TabSnap's
/// own TrueType reader and rasterizer, icons from the icon font, PNG files through libpng.
///
/// Glyphs are rasterized once per (glyph, pixel size, quarter-pixel x phase) into coverage
/// masks and blitted at whole device pixels; baselines are whole pixels already. Safe to share
/// between threads.
public final class FontResources: LayoutResources, @unchecked Sendable {
    public let library: FontLibrary
    public let shaper: Shaper
    public let icons: IconSet
    /// Folder that relative image paths are read from.
    public let baseDirectory: String

    private let lock = NSLock()
    private var masks: [GlyphKey: GlyphMask] = [:]
    private var measured: [MeasureKey: MeasuredText] = [:]
    private var images: [String: RGBAImage] = [:]

    private struct MeasureKey: Hashable {
        let text: String
        let style: TextStyle
        let maxWidth: Double?
    }

    struct GlyphMask {
        let mask: AlphaMask?
        /// Offset of the mask's top-left pixel from the glyph's pixel origin.
        let dx: Int
        let dy: Int
    }

    public init(library: FontLibrary, baseDirectory: String = ".") throws {
        self.library = library
        self.shaper = Shaper(library: library)
        self.icons = try IconSet(library: library)
        self.baseDirectory = baseDirectory
    }

    /// Resources over the `Fonts/` folder found the usual way (TABSNAP_FONTS, the working
    /// directory and its parents, the executable's folder and its parents).
    public static func bundled(baseDirectory: String = ".") throws -> FontResources {
        try FontResources(library: FontLibrary.shared(), baseDirectory: baseDirectory)
    }

    /// Forgets every rasterized glyph (for measuring the cold path).
    public func resetGlyphCache() {
        lock.lock()
        masks.removeAll()
        lock.unlock()
    }

    // MARK: Measuring

    func textStyle(_ s: TextStyle) -> TabSnapText.TextStyle {
        TabSnapText.TextStyle(size: s.font.size, weightValue: s.font.weight.value, tracking: s.kerning)
    }

    func truncation(_ m: TruncationMode) -> TabSnapText.TruncationMode {
        switch m {
        case .head: return .head
        case .middle: return .middle
        case .tail: return .tail
        }
    }

    /// SwiftUI's Text: unspecified width → one line at its ideal width; a width with
    /// `lineLimit(1)` → one line truncated per the mode; otherwise wrapped to the line limit.
    func layoutText(_ text: String, style: TextStyle, maxWidth: Double?, scale: Double) -> TabSnapText.TextLayout {
        let ts = textStyle(style)
        guard let maxWidth, maxWidth.isFinite else {
            return .singleLine(text, style: ts, shaper: shaper, displayScale: scale)
        }
        if style.lineLimit == 1 {
            return .singleLine(text, style: ts, maxWidth: max(0, maxWidth), truncation: truncation(style.truncationMode), shaper: shaper, displayScale: scale)
        }
        return .wrapped(text, style: ts, maxWidth: max(0, maxWidth), lineLimit: style.lineLimit, shaper: shaper, displayScale: scale)
    }

    public func measure(_ text: String, style: TextStyle, maxWidth: Double?) -> MeasuredText {
        let key = MeasureKey(text: text, style: style, maxWidth: maxWidth)
        lock.lock()
        if let m = measured[key] { lock.unlock(); return m }
        lock.unlock()
        let layout = layoutText(text, style: style, maxWidth: maxWidth, scale: style.displayScale)
        let m = MeasuredText(size: CGSize(width: layout.width, height: layout.height), lines: layout.lines.map(\.text))
        lock.lock()
        measured[key] = m
        lock.unlock()
        return m
    }

    public func intrinsicSize(of image: ViewNode.ImageSource, style: TextStyle) -> CGSize {
        switch image {
        case .icon:
            // SF Symbols follow the font size; their box is about 1.2 em.
            let s = style.font.size * 1.2
            return CGSize(width: s, height: s)
        case .path(_, let box):
            return box.size
        case .file(let f):
            guard let img = try? self.image(file: f) else { return .zero }
            // As in an asset catalog: "name@2x.png" is 2 pixels per point, "name@3x.png" 3, else 1.
            let scale = f.hasSuffix("@3x.png") ? 3.0 : f.hasSuffix("@2x.png") ? 2.0 : 1.0
            return CGSize(width: Double(img.width) / scale, height: Double(img.height) / scale)
        }
    }

    // MARK: Drawing

    public func drawText(_ text: String, style: TextStyle, maxWidth: Double?, color: TabSnapRaster.Color, in frame: CGRect,
                         canvas: inout Canvas, transform: Transform) throws {
        let scale = transform.a
        let layout = layoutText(text, style: style, maxWidth: maxWidth, scale: scale)
        guard frame.minX.isFinite, frame.minY.isFinite, abs(frame.minX) < 1e6, abs(frame.minY) < 1e6 else { return }
        for glyph in layout.glyphs where glyph.x.isFinite && glyph.y.isFinite && glyph.size > 0 && glyph.size < 10_000 {
            let p = glyph.placement(scale: scale, originX: Double(frame.minX) + transform.tx / scale, originY: Double(frame.minY) + transform.ty / scale)
            blit(p, color: color, canvas: &canvas)
        }
    }

    public func drawIcon(_ name: String, color: TabSnapRaster.Color, in frame: CGRect, canvas: inout Canvas, transform: Transform) throws {
        let icon = try icons.icon(named: name)
        let font = library.icons
        // Nothing to draw in an empty or absurd frame (and no 0/0 below).
        guard frame.width > 0, frame.height > 0, frame.height < 10_000, frame.width < 10_000 else { return }
        // The icon font's em square is the icon's box: it is scaled to the frame's height and
        // centred across, as a resizable symbol image fills its frame.
        let size = Double(frame.height)
        let advance = Double(font.advance(icon.glyph)) * size / Double(font.unitsPerEm)
        let em = font.metrics(size: size)
        let x = Double(frame.minX) + (Double(frame.width) - advance) / 2
        let baseline = Double(frame.minY) + em.ascent * size / (em.ascent + em.descent)
        let glyph = PositionedGlyph(face: .icons, glyph: icon.glyph, size: size, x: x, y: baseline)
        let scale = transform.a
        blit(glyph.placement(scale: scale, originX: transform.tx / scale, originY: transform.ty / scale), color: color, canvas: &canvas)
    }

    public func image(file: String) throws -> RGBAImage {
        let path = file.hasPrefix("/") ? file : baseDirectory + "/" + file
        lock.lock()
        if let img = images[path] { lock.unlock(); return img }
        lock.unlock()
        let img: RGBAImage
        do { img = try PNGDecoder.decodeFile(path).image } catch { throw RenderProblem("image \(file): \(error)") }
        lock.lock()
        images[path] = img
        lock.unlock()
        return img
    }

    /// Draws one glyph from the mask cache, rasterizing it on a miss.
    func blit(_ p: GlyphPlacement, color: TabSnapRaster.Color, canvas: inout Canvas) {
        let m = mask(p.key)
        guard let mask = m.mask else { return }
        let r = Rect(x: Double(p.pixelX + m.dx), y: Double(p.pixelY + m.dy), width: Double(mask.width), height: Double(mask.height))
        canvas.drawMask(mask, in: r, color: color, transform: .identity, sampling: .nearest)
    }

    func mask(_ key: GlyphKey) -> GlyphMask {
        lock.lock()
        if let m = masks[key] { lock.unlock(); return m }
        lock.unlock()
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
        var path = Path()
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func note(_ q: OutlinePoint) { minX = min(minX, q.x); minY = min(minY, q.y); maxX = max(maxX, q.x); maxY = max(maxY, q.y) }
        for contour in placed.contours {
            for seg in contour {
                switch seg {
                case .moveTo(let a): note(a); path.move(to: Point(x: a.x, y: a.y))
                case .lineTo(let a): note(a); path.line(to: Point(x: a.x, y: a.y))
                case .quadTo(let c, let a): note(c); note(a); path.quad(to: Point(x: a.x, y: a.y), control: Point(x: c.x, y: c.y))
                }
            }
            path.close()
        }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        let w = Int(maxX.rounded(.up)) - x0, h = Int(maxY.rounded(.up)) - y0
        guard w > 0, h > 0, w < 4096, h < 4096 else { return GlyphMask(mask: nil, dx: 0, dy: 0) }
        var canvas = Canvas(width: w, height: h)
        canvas.fill(path, with: .solid(.white), transform: .translation(x: Double(-x0), y: Double(-y0)))
        return GlyphMask(mask: AlphaMask(alphaOf: canvas.toImage()), dx: x0, dy: y0)
    }
}

/// A problem found while drawing (an unknown icon, an unreadable image).
public struct RenderProblem: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
