import Foundation
import TabSnapCore
import TabSnapRaster
import TabSnapText

/// Layout resources from the bundled fonts (`Fonts/`): text shaped and measured with TabSnap's
/// own TrueType reader, icons from the icon font, image files through an `ImageLoading` (PNG
/// from `TabSnapPNG`), and the glyph cache the display list is drawn with. Safe to share
/// between threads.
public final class FontResources: LayoutResources, @unchecked Sendable {
    public let library: FontLibrary
    public let shaper: Shaper
    public let icons: IconSet
    public let glyphCache: GlyphCache
    /// Folder that relative image paths are read from.
    public let baseDirectory: String
    /// Decodes image files; nil refuses them with a message saying so.
    public let images: (any ImageLoading)?

    private let lock = NSLock()
    private var measured: [MeasureKey: MeasuredText] = [:]
    private var decoded: [String: RGBAImage] = [:]
    private var inks: [String: (minX: Double, width: Double)?] = [:]

    /// A text in one style is keyed by its string and style alone (most texts: no array to
    /// allocate, one style to hash); a text in several by its runs and paragraph.
    private enum MeasureKey: Hashable {
        case plain(String, TextEnvironment, maxWidth: Double?, scale: Double)
        case styled([TextRun], TextEnvironment, maxWidth: Double?, scale: Double)
    }

    public init(library: FontLibrary, baseDirectory: String = ".", images: (any ImageLoading)? = nil) throws {
        self.library = library
        self.shaper = Shaper(library: library)
        self.icons = try IconSet.cached(for: library)
        self.glyphCache = GlyphCache(library: library)
        self.baseDirectory = baseDirectory
        self.images = images
    }

    /// Resources over the `Fonts/` folder found the usual way (TABSNAP_FONTS, the working
    /// directory and its parents, the executable's folder and its parents).
    public static func bundled(baseDirectory: String = ".", images: (any ImageLoading)? = nil) throws -> FontResources {
        try FontResources(library: FontLibrary.shared(), baseDirectory: baseDirectory, images: images)
    }

    // MARK: Measuring

    func textStyle(_ s: TextEnvironment) -> TabSnapText.TextStyle {
        var style = TabSnapText.TextStyle(size: s.font.size, weightValue: s.font.weight.value, tracking: s.kerning,
                                          family: s.font.family == "Inter" ? nil : s.font.family, italic: s.font.isItalic)
        style.fonts = s.fonts
        style.asSystemFont = true
        style.lineSpacing = s.lineSpacing
        style.tabularFigures = s.font.monospacedDigits
        style.monospaced = s.font.design == .monospaced
        // A text style's wrapped lines are its leading apart, more than the font's own line
        // box; the extra goes between lines only, not above the first or below the last.
        if style.family == nil { style.lineSpacing += Self.styleLeading(s.font) }
        return style
    }

    /// What a text style's line adds to the system font's line box (its leading); nothing for a
    /// fixed-size system font.
    static func styleLeading(_ font: Font) -> Double {
        guard font.textStyle != nil else { return 0 }
        return max(0, Font.TextStyle.lineHeight(size: font.size) - SystemFontMetrics.lineMetrics(size: font.size).lineHeight)
    }

    /// SwiftUI's Text: unspecified width → one line at its ideal width; a width with
    /// `lineLimit(1)` → one line truncated per the mode; otherwise wrapped to the line limit.
    /// Runs are laid out as one text in `paragraph`'s line limit, alignment, truncation and scale
    /// factor: cut (`.minimumScaleFactor`) it shrinks every run's font by one factor, the largest
    /// at which it fits (found by halving the interval 12 times, to a 4096th of it: well under a
    /// pixel's change in width), no smaller than the paragraph's factor, where it is cut.
    func layoutText(_ runs: [TextRun], paragraph: TextEnvironment, maxWidth: Double?, scale: Double) -> TabSnapText.TextLayout {
        // Only the first characters can show; shaping all of a huge string costs seconds.
        var budget = Shaper.maxCharacters
        let runs = runs.map { run -> TextRun in
            var r = run
            if r.string.utf8.count > budget { r.string = String(r.string.prefix(budget)) }
            budget = max(0, budget - r.string.count)
            return r
        }
        func laidOut(_ k: Double) -> TabSnapText.TextLayout {
            let text = StyledText(runs: runs.map { run in
                var s = run.style
                s.font.size *= k
                return (run.string, textStyle(s))
            })
            var p = paragraph
            p.font.size *= k
            guard let maxWidth, maxWidth.isFinite else { return .singleLine(text, shaper: shaper, displayScale: scale) }
            if paragraph.lineLimit == 1 {
                return .singleLine(text, maxWidth: max(0, maxWidth), truncation: paragraph.truncationMode, shaper: shaper, displayScale: scale)
            }
            return .wrapped(text, maxWidth: max(0, maxWidth), lineLimit: paragraph.lineLimit, alignment: paragraph.lineAlignment,
                            lineSpacing: textStyle(p).lineSpacing, shaper: shaper, displayScale: scale)
        }
        let full = laidOut(1)
        guard full.isTruncated, paragraph.minimumScaleFactor < 1 else { return full }
        let smallest = laidOut(paragraph.minimumScaleFactor)
        if smallest.isTruncated { return smallest }
        var lo = paragraph.minimumScaleFactor, hi = 1.0, best = smallest
        for _ in 0..<12 {
            let mid = (lo + hi) / 2
            let candidate = laidOut(mid)
            if candidate.isTruncated { hi = mid } else { lo = mid; best = candidate }
        }
        return best
    }

    public func measure(_ text: String, style: TextEnvironment, maxWidth: Double?, scale: Double) -> MeasuredText {
        measure(.plain(text, style, maxWidth: maxWidth, scale: scale)) { [TextRun(text, style: style)] }
    }

    public func measure(runs: [TextRun], paragraph: TextEnvironment, maxWidth: Double?, scale: Double) -> MeasuredText {
        measure(.styled(runs, paragraph, maxWidth: maxWidth, scale: scale)) { runs }
    }

    private func measure(_ key: MeasureKey, _ runs: () -> [TextRun]) -> MeasuredText {
        let (paragraph, maxWidth, scale): (TextEnvironment, Double?, Double)
        switch key {
        case .plain(_, let style, let w, let s): (paragraph, maxWidth, scale) = (style, w, s)
        case .styled(_, let style, let w, let s): (paragraph, maxWidth, scale) = (style, w, s)
        }
        lock.lock()
        if let m = measured[key] { lock.unlock(); return m }
        lock.unlock()
        let layout = layoutText(runs(), paragraph: paragraph, maxWidth: maxWidth, scale: scale)
        let m = MeasuredText(size: CGSize(width: layout.width, height: layout.height), lines: layout.lines.map(\.text),
                             glyphs: layout.glyphs, firstBaseline: layout.lines.first?.baseline)
        lock.lock()
        measured[key] = m
        lock.unlock()
        return m
    }

    /// The primary face's metrics as UIKit gives a `UIFont`'s: Inter set as the system font has
    /// SF Pro's, and a text style's leading (its line height beyond ascent and descent); any
    /// other face its own, its line gap as leading.
    public func fontSpacingMetrics(style s: TextEnvironment) -> FontSpacingMetrics? {
        let ts = textStyle(s)
        let face = library.textFaces(ts)[0]
        let line = shaper.metrics(ts)
        if case .inter = face {
            return FontSpacingMetrics(ascent: line.ascent, descent: line.descent, capHeight: SystemFontMetrics.capHeight(size: ts.size),
                                      leading: Self.styleLeading(s.font))
        }
        let font = library.font(face)
        let capHeight = Double(font.capHeight) * ts.size / Double(font.unitsPerEm)
        return FontSpacingMetrics(ascent: line.ascent, descent: line.descent, capHeight: capHeight, leading: line.lineGap)
    }

    public func intrinsicSize(of image: ViewNode.ImageSource, style: TextEnvironment) -> CGSize {
        switch image {
        case .icon, .asset:
            // SF Symbols follow the font size (at the medium scale here; `ImageNode` applies
            // the environment's).
            let s = SymbolMetrics.side(pointSize: style.font.size, scale: .medium)
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

    /// A bundled symbol hugs its ink across, as SwiftUI lays a symbol out by its alignment
    /// rectangle (iOS: `checkmark.circle.fill` starts where its stack's content does), and is as
    /// tall as a full-height symbol of its size, centred on the cap height (`SymbolMetrics`).
    public func symbolBox(_ name: String, style: TextEnvironment, scale: ImageScale, variant: SymbolVariants) -> SymbolBox {
        let side = SymbolMetrics.side(pointSize: style.font.size, scale: scale)
        let baseline = SymbolMetrics.baseline(pointSize: style.font.size, scale: scale)
        let resolved = variant.applied(to: name) { icons.hasSymbol($0) }
        guard let ink = inkBounds(resolved, weight: style.font.weight.value) else {
            return SymbolBox(size: CGSize(width: side, height: side), baseline: baseline)
        }
        return SymbolBox(size: CGSize(width: side * ink.width, height: side), baseline: baseline)
    }

    /// The horizontal extent of a symbol's ink, in units of its full-height box's side (0…1
    /// across a box, the left edge first), or nil for a name no set draws. Kept per name.
    func inkBounds(_ name: String, weight: Int) -> (minX: Double, width: Double)? {
        let key = "\(name)|\(SymbolWeight(fontWeight: weight).rawValue)"
        lock.lock()
        if let known = inks[key] { lock.unlock(); return known }
        lock.unlock()
        var found: (minX: Double, width: Double)?
        if let icon = try? icons.icon(named: name, weight: SymbolWeight(fontWeight: weight)) {
            let font = library.font(icon.face)
            // The box: Phosphor's 208 units of ink (24…232), or MDI's 20 of 24 (2…22).
            let (origin, side) = icon.face == .icons ? (Double(font.unitsPerEm) / 12, Double(font.unitsPerEm) * 20 / 24) : (24.0, 208.0)
            if let outline = try? font.outline(icon.glyph), !outline.isEmpty {
                var lo = Double.infinity, hi = -Double.infinity
                for contour in outline.contours {
                    for segment in contour {
                        switch segment {
                        case .moveTo(let a), .lineTo(let a), .quadTo(_, let a), .cubicTo(_, _, let a):
                            lo = min(lo, a.x)
                            hi = max(hi, a.x)
                        }
                    }
                }
                if hi > lo { found = ((lo - origin) / side, (hi - lo) / side) }
            }
        }
        lock.lock()
        inks[key] = found
        lock.unlock()
        return found
    }

    // MARK: Resolving

    public func iconGlyph(_ name: String, in frame: CGRect, weight: Int) throws -> PositionedGlyph? {
        let icon = try icons.icon(named: name, weight: SymbolWeight(fontWeight: weight))
        let font = library.font(icon.face)
        // Nothing to draw in an empty or absurd frame (and no 0/0 below).
        guard frame.width > 0, frame.height > 0, frame.height < 10_000, frame.width < 10_000 else { return nil }
        // A resizable SF Symbol's image hugs its ink; the bundled icons are drawn on a 24-unit grid
        // with 2 units of padding on every side, so their em is scaled to 24/20 of the frame and
        // centred on it, and the ink fills the frame as a symbol's does (GUIDE §11: ≈ 25 pt of
        // ink in a 25 pt symbol).
        let size = Double(frame.height) * (icon.face == .icons ? Self.iconEmPerInk : Self.symbolEmPerInk)
        let advance = Double(font.advance(icon.glyph)) * size / Double(font.unitsPerEm)
        let em = font.metrics(size: size)
        // The ink centred across the frame (the box is centred when it has no ink).
        var x = Double(frame.midX) - advance / 2
        if let ink = inkBounds(name, weight: weight) {
            let inkSide = Double(frame.height)
            x += (0.5 - (ink.minX + ink.width / 2)) * inkSide
        }
        let top = Double(frame.midY) - size / 2
        let baseline = top + em.ascent * size / (em.ascent + em.descent)
        return PositionedGlyph(face: icon.face, glyph: icon.glyph, size: size, x: x, y: baseline)
    }

    public func glyphPath(_ glyph: PositionedGlyph) -> Path? { library.path(for: glyph) }

    public func hasSymbol(_ name: String) -> Bool { icons.hasSymbol(name) }

    public func symbolParts(_ name: String) -> SymbolParts { icons.parts(of: name) }

    /// The bundled icon font's em per unit of ink (24-unit grid, 20 units of ink).
    static let iconEmPerInk = 1.2
    /// TabSnap Symbols' (Phosphor's 256-unit grid, 208 units of ink, 24 to 232).
    static let symbolEmPerInk = 256.0 / 208.0

    public func image(file: String) throws -> RGBAImage {
        let path = file.hasPrefix("/") ? file : baseDirectory + "/" + file
        lock.lock()
        if let img = decoded[path] { lock.unlock(); return img }
        lock.unlock()
        guard let images else { throw RenderProblem("image \(file): no image loader was given to read image files with") }
        let img: RGBAImage
        do { img = try images.loadImage(at: path) } catch { throw RenderProblem("image \(file): \(error)") }
        lock.lock()
        decoded[path] = img
        lock.unlock()
        return img
    }
}

/// A problem found while resolving a view for drawing (an unknown icon, an unreadable image).
public struct RenderProblem: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension FontResources {
    public func fontProblem(_ face: FontFace) -> String? { library.problem(for: face) }

    /// Characters neither the bundled Inter faces nor the CJK fallback have; spaces, controls,
    /// joiners and variation selectors need no glyph of their own.
    public func uncovered(_ text: String, family: String? = nil, fonts: FontSet = .none) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        let registered = family.flatMap { fonts.face($0, weight: 400, italic: false) }.map { library.font($0) }
        for s in text.unicodeScalars where !out.contains(s) {
            let category = s.properties.generalCategory
            if s.properties.isWhitespace || category == .control || category == .format || s.properties.isVariationSelector { continue }
            if let registered, registered.glyph(for: s) != 0 { continue }
            if library.font(.inter(.regular)).glyph(for: s) != 0 || library.fallback.glyph(for: s) != 0 { continue }
            if let f = ScriptFace.allCases.first(where: { $0.covers(s) }), library.script(f)?.glyph(for: s) ?? 0 != 0 { continue }
            if let emoji = library.emoji, emoji.glyph(for: s) != 0 { continue }
            out.append(s)
        }
        return out
    }
}

extension FontResources {
    /// An emoji's bitmap from the colour font, decoded once and reduced (by whole-pixel box
    /// averaging, then bilinear drawing) towards the device size it is drawn at.
    public func colorGlyph(_ glyph: PositionedGlyph, scale: Double) throws -> (image: RGBAImage, rect: Rect)? {
        guard glyph.face == .emoji, let font = library.emoji, let bitmap = font.colorBitmap(glyph.glyph), bitmap.ppem > 0 else { return nil }
        let k = glyph.size / Double(bitmap.ppem)  // points per strike pixel
        let rect = Rect(x: glyph.x + Double(bitmap.bearingX) * k, y: glyph.y - Double(bitmap.bearingY) * k,
                        width: Double(bitmap.width) * k, height: Double(bitmap.height) * k)
        let factor = max(1, Int((1 / (k * scale)).rounded(.down)))
        guard let images else { throw ImageDecodingUnavailable() }
        let image = try ColorGlyphs.cache.value("\(glyph.glyph)/\(factor)") { _ in
            Result { ColorGlyphs.boxReduced(try images.decodeImage(Array(bitmap.png)), by: factor) }
        }.get()
        return (image, rect)
    }
}

/// Decoded emoji bitmaps, shared by every render in the process.
enum ColorGlyphs {
    static let cache = FileCache<Result<RGBAImage, any Error>>()

    /// Averages each `factor`×`factor` block (premultiplied, integer arithmetic), so a 136 px
    /// bitmap drawn at 40 px does not alias.
    static func boxReduced(_ image: RGBAImage, by factor: Int) -> RGBAImage {
        guard factor > 1 else { return image }
        let w = max(1, image.width / factor), h = max(1, image.height / factor)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                var r = 0, g = 0, b = 0, a = 0
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let i = ((y * factor + dy) * image.width + (x * factor + dx)) * 4
                        let alpha = Int(image.pixels[i + 3])
                        r += Int(image.pixels[i]) * alpha; g += Int(image.pixels[i + 1]) * alpha; b += Int(image.pixels[i + 2]) * alpha; a += alpha
                    }
                }
                let o = (y * w + x) * 4
                if a > 0 {
                    out[o] = UInt8((r + a / 2) / a); out[o + 1] = UInt8((g + a / 2) / a); out[o + 2] = UInt8((b + a / 2) / a)
                }
                let n = factor * factor
                out[o + 3] = UInt8((a + n / 2) / n)
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
