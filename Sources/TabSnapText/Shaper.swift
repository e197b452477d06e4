/// Simple shaping: one glyph per Unicode scalar through the cmap (no GSUB: ligatures and
/// contextual forms are not needed for UI titles and would make widths depend on features),
/// per-character font fallback, pair kerning within runs of one font, then tracking.
public struct Shaper: Sendable {
    public let library: FontLibrary

    public init(library: FontLibrary) { self.library = library }

    /// Metrics of the style's primary font (Inter at that weight and size): the height of a
    /// line of text that needs no fallback font.
    public func metrics(_ style: TextStyle) -> LineMetrics {
        library.font(library.textFaces(style)[0]).metrics(size: style.size)
    }

    /// Characters shaped per text: far more than any screen shows (a 4096-point line of 2-point
    /// glyphs is 2,000), and it keeps a 15 MB title from costing seconds and gigabytes before
    /// truncation throws almost all of it away.
    public static let maxCharacters = 20_000

    public func shape(_ text: String, style: TextStyle) -> ShapedText {
        shape(Array(text.prefix(Self.maxCharacters)), style: style)
    }

    public func shape(_ characters: [Character], style: TextStyle) -> ShapedText {
        let faces = library.textFaces(style)
        // Fallback faces are looked up only when the primary lacks a character (the CJK one
        // is read from disk on first use).
        var fonts: [FontFile?] = faces.indices.map { $0 == 0 ? library.font(faces[0]) : nil }
        func font(_ i: Int) -> FontFile {
            if let f = fonts[i] { return f }
            let f = library.font(faces[i])
            fonts[i] = f
            return f
        }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(characters.count)
        var metrics = font(0).metrics(size: style.size)
        var usedFaces = Set<Int>()
        var x = 0.0
        for (index, ch) in characters.enumerated() {
            let scalars = Array(ch.unicodeScalars.filter { !Self.isInvisible($0) })
            if scalars.isEmpty {
                // Controls and joiners draw nothing and take no space (no tracking either).
                continue
            }
            // The first font that has every scalar of the character; else the first that has
            // its base scalar; else the primary font's .notdef.
            var pick = faces.indices.first { i in scalars.allSatisfy { font(i).glyph(for: $0) != 0 } }
            if pick == nil { pick = faces.indices.first { font($0).glyph(for: scalars[0]) != 0 } }
            let fi = pick ?? 0
            usedFaces.insert(fi)
            let font = font(fi)
            let scale = style.size / Double(font.unitsPerEm)
            for s in scalars {
                let g = font.glyph(for: s)
                var advance = font.advanceWidth(g) * scale
                if let prev = glyphs.last, prev.face == faces[fi] {
                    let k = font.kerning(prev.glyph, g)
                    if k.first != 0 {
                        glyphs[glyphs.count - 1].advance += Double(k.first) * scale
                        x += Double(k.first) * scale
                    }
                    advance += Double(k.second) * scale
                }
                glyphs.append(ShapedGlyph(face: faces[fi], glyph: g, cluster: index, x: x, advance: advance))
                x += advance
            }
            if style.tracking != 0 {
                glyphs[glyphs.count - 1].advance += style.tracking
                x += style.tracking
            }
        }
        for fi in usedFaces where fi != 0 { metrics = metrics.union(font(fi).metrics(size: style.size)) }
        return ShapedText(characters: characters, glyphs: glyphs, width: x, metrics: metrics, style: style)
    }

    /// Scalars that draw nothing and must not pull in a fallback font or a .notdef box:
    /// C0/C1 controls, zero-width spaces and joiners, bidi marks, variation selectors.
    static func isInvisible(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064,
             0xFE00...0xFE0F, 0xFEFF, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }
}
