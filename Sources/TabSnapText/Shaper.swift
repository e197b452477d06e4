import Foundation

/// Simple shaping: one glyph per Unicode scalar through the cmap (no GSUB: ligatures and
/// contextual forms are not needed for UI titles and would make widths depend on features),
/// per-character font fallback, pair kerning within runs of one font, then tracking.
public struct Shaper: Sendable {
    public let library: FontLibrary

    public init(library: FontLibrary) { self.library = library }

    /// Metrics of the style's primary font (Inter at that weight and size): the height of a
    /// line of text that needs no fallback font.
    public func metrics(_ style: TextStyle) -> LineMetrics {
        let face = library.textFaces(style)[0]
        return Self.metrics(of: face, font: library.font(face), style: style)
    }

    /// A face's line box: Inter standing in for the system font takes SF Pro's.
    static func metrics(of face: FontFace, font: FontFile, style: TextStyle) -> LineMetrics {
        if style.asSystemFont, case .inter = face { return SystemFontMetrics.lineMetrics(size: style.size) }
        return font.metrics(size: style.size)
    }

    /// Points after each character of `face`: the style's tracking, and for Inter standing in
    /// for the system font SF Pro's own (its widths).
    static func tracking(of face: FontFace, style: TextStyle) -> Double {
        if style.asSystemFont, case .inter(let weight) = face {
            return style.tracking + SystemFontMetrics.tracking(size: style.size, weight: weight)
        }
        return style.tracking
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
        // A script face is asked only for its own script (and read only then).
        func serves(_ i: Int, _ first: Unicode.Scalar) -> Bool {
            if case .script(let f) = faces[i] { return f.covers(first) }
            return true
        }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(characters.count)
        var metrics = Self.metrics(of: faces[0], font: font(0), style: style)
        let trackings = faces.map { Self.tracking(of: $0, style: style) }
        var usedFaces = Set<Int>()
        var x = 0.0
        // Arabic letters take the form their neighbours give them (looked for only when some
        // character is Arabic).
        let arabic = characters.contains { $0.unicodeScalars.first.map { $0.value >= 0x0600 && ScriptFace.isArabic($0.value) } == true }
            ? ArabicJoining.forms(characters) : nil
        let levels = Bidi.levelsIfMixed(characters)
        // The last glyph that is not a mark: kerning's left partner.
        var lastLetter: Int? = nil
        var hasMarks = false
        for (index, ch) in characters.enumerated() {
            // An emoji (by presentation, VS16, a ZWJ sequence, a flag or a skin tone) comes from
            // the colour font as a whole: its scalars, joiners included, ligated to one glyph.
            // Emoji asked for, or a symbol no text font has that the colour font draws (❤).
            // (The colour font is read only when a character needs it.)
            // (ASCII, most titles, never is: the test costs nothing there.)
            if !ch.isASCII, let first = ch.unicodeScalars.first, Self.isEmoji(first),
               Self.presentsAsEmoji(ch) || !faces.indices.contains(where: { font($0).glyph(for: first) != 0 }),
               let emoji = library.emoji {
                let ids = ch.unicodeScalars.filter { $0.value != 0xFE0F && $0.value != 0xFE0E }.map { emoji.glyph(for: $0) }
                let visible = ch.unicodeScalars.filter { !Self.isInvisible($0) }
                if !ids.isEmpty, visible.allSatisfy({ emoji.glyph(for: $0) != 0 }) {
                    let scale = style.size / Double(emoji.unitsPerEm)
                    for g in emoji.ligated(ids.filter { $0 != 0 }) {
                        lastLetter = glyphs.count
                        let advance = emoji.advanceWidth(g) * scale
                        glyphs.append(ShapedGlyph(face: .emoji, glyph: g, cluster: index, x: x, advance: advance))
                        x += advance
                    }
                    if style.tracking != 0, !glyphs.isEmpty { glyphs[glyphs.count - 1].advance += style.tracking; x += style.tracking }
                    continue
                }
            }
            var scalars = Array(ch.unicodeScalars.filter { !Self.isInvisible($0) })
            // A letter with combining accents is drawn as its precomposed character where a
            // face has it (HarfBuzz composes the same way): e + U+0301 as é. Composing sorts the
            // marks left by Unicode's classes, so HarfBuzz's order is put back after.
            if scalars.count > 1, !ch.isASCII {
                hasMarks = true
                let composed = Array(String(String.UnicodeScalarView(scalars)).precomposedStringWithCanonicalMapping.unicodeScalars)
                if composed.count < scalars.count,
                   faces.indices.contains(where: { i in serves(i, composed[0]) && composed.allSatisfy { font(i).glyph(for: $0) != 0 } }) {
                    scalars = composed
                }
            }
            if scalars.count > 2 { Self.orderMarks(&scalars) }
            if let levels, levels[index] % 2 == 1, let first = scalars.first, let mirror = Bidi.mirrored(first) { scalars[0] = mirror }
            if scalars.isEmpty {
                // Controls and joiners draw nothing and take no space (no tracking either).
                continue
            }
            // The first font that has every scalar of the character; else the first that has
            // its base scalar; else the primary font's .notdef.
            func fits(_ i: Int) -> Bool { serves(i, scalars[0]) }
            // A space or punctuation mark after a right-to-left letter stays in that letter's
            // face, as a shaper keeps one run per script (HarfBuzz shapes a whole Arabic phrase
            // with the Arabic font, spaces included).
            var pick: Int? = nil
            if let last = glyphs.last, case .script = last.face, Self.isSpaceOrPunctuation(scalars[0]),
               let i = faces.firstIndex(of: last.face), scalars.allSatisfy({ font(i).glyph(for: $0) != 0 }) {
                pick = i
            }
            if pick == nil { pick = faces.indices.first { i in fits(i) && scalars.allSatisfy { font(i).glyph(for: $0) != 0 } } }
            if pick == nil { pick = faces.indices.first { fits($0) && font($0).glyph(for: scalars[0]) != 0 } }
            let fi = pick ?? 0
            usedFaces.insert(fi)
            let font = font(fi)
            let scale = style.size / Double(font.unitsPerEm)
            for (k, s) in scalars.enumerated() {
                var g = font.glyph(for: s)
                if k == 0, let form = arabic?[index], let forms = font.arabicForms { g = forms.glyph(g, in: form) }
                if style.tabularFigures { g = font.tabularFigure(g) }
                var advance = font.advanceWidth(g) * scale
                // Kerning pairs letters with the marks between them skipped (fonts' kern
                // lookups ignore marks); a mark is never kerned.
                // (A mark follows its letter in one character, so only later scalars are asked:
                // a Unicode property lookup per Cyrillic letter would cost a third of shaping.)
                let mark = k > 0 && Self.isMark(s)
                if !mark, let p = lastLetter, glyphs[p].face == faces[fi] {
                    let kern = font.kerning(glyphs[p].glyph, g)
                    if kern.first != 0 {
                        glyphs[p].advance += Double(kern.first) * scale
                        x += Double(kern.first) * scale
                    }
                    if kern.placement != 0 { glyphs[p].dx += Double(kern.placement) * scale }
                    advance += Double(kern.second) * scale
                }
                if !mark { lastLetter = glyphs.count }
                glyphs.append(ShapedGlyph(face: faces[fi], glyph: g, cluster: index, x: x, advance: advance))
                x += advance
            }
            if trackings[fi] != 0 {
                glyphs[glyphs.count - 1].advance += trackings[fi]
                x += trackings[fi]
            }
        }
        for fi in usedFaces where fi != 0 { metrics = metrics.union(Self.metrics(of: faces[fi], font: font(fi), style: style)) }
        if arabic != nil { glyphs = Self.requiredLigatures(glyphs, library: library, size: style.size) }
        // Marks (points, harakat, combining accents) are placed on their letter by the font's
        // GPOS, looked for only when a character had more than one scalar (a mark follows its
        // letter within one character).
        let attached = hasMarks ? Self.markAttachments(glyphs, library: library, size: style.size) : nil
        if let levels {
            let (visual, order) = Self.reordered(glyphs, levels: levels, count: characters.count)
            glyphs = visual
            if let attached { Self.placeMarks(&glyphs, order: order, attachments: attached) }
        } else if let attached {
            Self.placeMarks(&glyphs, order: Array(glyphs.indices), attachments: attached)
        }
        return ShapedText(characters: characters, glyphs: glyphs, width: glyphs.reduce(0) { $0 + $1.advance }, metrics: metrics, style: style)
    }

    /// Runs of one face that joins Arabic (a bundled or a registered one) with its mark
    /// compositions ('ccmp': shadda + fatha) and then its required ligatures ('rlig': lam-alef,
    /// formed across the marks between its letters) applied: a ligature takes the first glyph's
    /// place and cluster and its own advance, the glyphs it replaces are dropped, marks passed
    /// over follow it knowing which letter they were on, and the run is placed again from its
    /// start.
    static func requiredLigatures(_ glyphs: [ShapedGlyph], library: FontLibrary, size: Double) -> [ShapedGlyph] {
        var out: [ShapedGlyph] = []
        out.reserveCapacity(glyphs.count)
        var i = 0
        while i < glyphs.count {
            var j = i + 1
            while j < glyphs.count && glyphs[j].face == glyphs[i].face { j += 1 }
            var run = Array(glyphs[i..<j])
            let font = library.font(glyphs[i].face)
            let marks = font.markAttachment
            for table in [font.arabicForms?.composition, font.arabicForms?.required] {
                guard let table else { continue }
                var x = run[0].x
                var next: [ShapedGlyph] = []
                for s in table.substitute(run.map(\.glyph), isMark: { marks?.isMark($0) ?? false }) {
                    var g = run[s.source]
                    if s.glyph != g.glyph {
                        g.glyph = s.glyph
                        g.advance = font.advanceWidth(s.glyph) * size / Double(font.unitsPerEm)
                    }
                    if s.component >= 0 { g.ligatureComponent = s.component }
                    g.x = x
                    x += g.advance
                    next.append(g)
                }
                run = next
            }
            out += run
            i = j
        }
        return out
    }

    /// Glyphs in the characters' visual order (`Bidi.visualOrder`), each character's own glyphs
    /// kept together (reversed in a right-to-left character, so its marks come before the
    /// letter they sit on, as HarfBuzz emits them), placed again from the left with their
    /// advances (kerning stays with the glyph it was applied to, in logical order, as shapers
    /// apply it). `order` gives each new glyph's index before the reordering.
    static func reordered(_ glyphs: [ShapedGlyph], levels: [Int], count: Int) -> (glyphs: [ShapedGlyph], order: [Int]) {
        var byCluster = [[Int]](repeating: [], count: count)
        for (i, g) in glyphs.enumerated() where g.cluster < count { byCluster[g.cluster].append(i) }
        var out: [ShapedGlyph] = []
        var order: [Int] = []
        out.reserveCapacity(glyphs.count)
        order.reserveCapacity(glyphs.count)
        var x = 0.0
        for c in Bidi.visualOrder(levels: levels) {
            for i in levels[c] % 2 == 1 ? byCluster[c].reversed() : byCluster[c] {
                var g = glyphs[i]
                g.x = x
                x += g.advance
                out.append(g)
                order.append(i)
            }
        }
        return (out, order)
    }

    /// Per glyph (logical order), the glyph its GPOS mark lookups attach it to and the offset
    /// from that glyph's origin in points (y up); found within runs of one face.
    static func markAttachments(_ glyphs: [ShapedGlyph], library: FontLibrary, size: Double) -> [(target: Int, dx: Double, dy: Double)?]? {
        var out = [(target: Int, dx: Double, dy: Double)?](repeating: nil, count: glyphs.count)
        var any = false
        var i = 0
        while i < glyphs.count {
            var j = i + 1
            while j < glyphs.count && glyphs[j].face == glyphs[i].face { j += 1 }
            let font = library.font(glyphs[i].face)
            if let marks = font.markAttachment {
                let scale = size / Double(font.unitsPerEm)
                for (k, a) in marks.attachments(glyphs[i..<j].map(\.glyph), components: glyphs[i..<j].map(\.ligatureComponent)).enumerated() {
                    guard let a else { continue }
                    out[i + k] = (i + a.target, Double(a.offset.x) * scale, Double(a.offset.y) * scale)
                    any = true
                }
            }
            i = j
        }
        return any ? out : nil
    }

    /// Moves each attached mark onto its target: the target's drawn origin plus the anchor
    /// offset, less the mark's own pen position. Targets come before their marks in logical
    /// order, so each is placed before the marks on it.
    static func placeMarks(_ glyphs: inout [ShapedGlyph], order: [Int], attachments: [(target: Int, dx: Double, dy: Double)?]) {
        // Where each glyph went (-1: dropped by the reordering, and then left alone).
        var position = [Int](repeating: -1, count: attachments.count)
        for (now, before) in order.enumerated() where before < position.count { position[before] = now }
        for before in attachments.indices {
            guard let a = attachments[before], a.target < position.count else { continue }
            let t = position[a.target], m = position[before]
            guard t >= 0, m >= 0 else { continue }
            let target = glyphs[t]
            glyphs[m].dx = target.x + target.dx + a.dx - glyphs[m].x
            glyphs[m].dy = target.dy + a.dy
        }
    }

    /// Puts a character's marks in canonical order (by combining class, stable), as
    /// normalization does before shaping, with HarfBuzz's reordering of the Hebrew and Arabic
    /// classes (shin and sin dots and dagesh before vowels; shadda before the vowel it carries),
    /// which is the order fonts' mark and ligature lookups expect.
    static func orderMarks(_ scalars: inout [Unicode.Scalar]) {
        var i = 1
        while i < scalars.count {
            guard markClass(scalars[i]) != 0 else { i += 1; continue }
            var j = i
            while j < scalars.count && markClass(scalars[j]) != 0 { j += 1 }
            if j - i > 1 {
                // A stable sort of the run of marks.
                let sorted = scalars[i..<j].enumerated().sorted { (markClass($0.element), $0.offset) < (markClass($1.element), $1.offset) }
                scalars.replaceSubrange(i..<j, with: sorted.map(\.element))
            }
            i = j
        }
    }

    /// The canonical combining class, with the classes of Hebrew points (10–26) and Arabic
    /// harakat (27–35) renumbered as HarfBuzz renumbers them.
    static func markClass(_ s: Unicode.Scalar) -> Int {
        let ccc = Int(s.properties.canonicalCombiningClass.rawValue)
        switch ccc {
        case 10...26: return [22, 15, 16, 17, 23, 18, 19, 20, 21, 14, 24, 12, 25, 13, 10, 11, 26][ccc - 10]
        case 27...35: return [28, 29, 30, 31, 32, 33, 27, 34, 35][ccc - 27]
        default: return ccc
        }
    }

    /// Whether a character whose first scalar is an emoji (`isEmoji`) is drawn as a colour
    /// emoji: emoji presentation by default, or asked for with VS16, or built as a ZWJ sequence,
    /// a flag or a skin-tone modifier.
    static func presentsAsEmoji(_ ch: Character) -> Bool {
        let scalars = ch.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }  // text presentation asked
        return first.properties.isEmojiPresentation || scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D }
            || (0x1F1E6...0x1F1FF).contains(first.value) || scalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) }
    }

    /// Unicode's Emoji property. Below U+2000 only #, *, the digits, © and ® have it, so the
    /// letters of most scripts (a Cyrillic or Greek title) skip the property lookup, which was
    /// a sixth of shaping them (`EmojiTests` checks the shortcut against the lookup).
    static func isEmoji(_ s: Unicode.Scalar) -> Bool {
        if s.value >= 0x80 && s.value < 0x2000 && s.value != 0xA9 && s.value != 0xAE { return false }
        return s.properties.isEmoji
    }

    /// A combining mark (nonspacing or enclosing): drawn on the letter before it.
    static func isMark(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    static func isSpaceOrPunctuation(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .spaceSeparator, .otherPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .connectorPunctuation:
            return true
        default:
            return false
        }
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
