/// One parsed TrueType or OpenType-CFF font. Everything shaping needs (cmap, advances, kerning, metrics) is
/// decoded and validated when the font is opened, so shaping never fails; outlines are decoded
/// per glyph on demand and can throw for a damaged glyph.
public final class FontFile: Sendable {
    public let unitsPerEm: Int
    public let numGlyphs: Int
    /// OS/2 usWeightClass (400 when there is no OS/2).
    public let weightClass: Int
    /// Vertical metrics in font units, from OS/2 typo metrics when USE_TYPO_METRICS is set,
    /// else from hhea. `descender` is positive (distance below the baseline).
    public let ascender: Int
    public let descender: Int
    public let lineGap: Int
    /// The height of capitals in font units: OS/2's sCapHeight, or 0.7 em where the font does
    /// not say (version 0 and 1 tables, no OS/2), about what Latin faces have.
    public let capHeight: Int
    /// Which subtable the cmap uses: (platform, encoding, format).
    public let cmapSubtable: (platform: Int, encoding: Int, format: Int)
    /// Where pair kerning comes from: "GPOS", "kern" or "none".
    public let kerningSource: String
    /// The names `Font.custom` finds the font by (nil where the font has no 'name' table).
    public let familyName: String?
    public let subfamilyName: String?
    public let postScriptName: String?
    /// Italic or oblique: OS/2 fsSelection bit 0, or the subfamily says so.
    public let isItalic: Bool

    private let cmap: CmapTable
    private let hmtx: HmtxTable
    /// TrueType outlines, or CFF ones in an OpenType ('OTTO') font.
    private let glyf: GlyfTable?
    private let cff: CFFTable?
    private let gpos: GposTable?
    private let kern: KernTable?
    /// A variable font's tables, and this instance's normalized location (empty: the default).
    private let fvar: FvarTable?
    private let avar: AvarTable?
    private let gvar: GvarTable?
    private let hvar: HvarTable?
    public let coordinates: [Double]
    /// Colour bitmaps (CBLC/CBDT) and the GSUB ligatures that form emoji sequences.
    private let colorBitmaps: ColorBitmapTable?
    private let ligatureTable: GsubLigatures?
    /// The 'tnum' substitutions, for a font that has figures and them.
    private let tabularFigures: GsubSingle?
    /// Arabic joining forms and required ligatures, for a font that has them.
    let arabicForms: ArabicForms?
    /// GPOS mark-to-base and mark-to-mark positioning, for a font that has them.
    let markAttachment: MarkAttachment?

    /// Font files over this size are refused before parsing (the largest we ship is 3.4 MB).
    public static let maxFileSize = 64 << 20

    public init(bytes: [UInt8]) throws {
        guard bytes.count <= Self.maxFileSize else {
            throw FontError.malformed(table: "sfnt header", reason: "file of \(bytes.count) bytes is over the \(Self.maxFileSize) byte limit")
        }
        let file = ByteReader(bytes, table: "sfnt header")
        let dir = try TableDirectory(file)
        let head = try HeadTable(try dir.table("head", in: file))
        let maxp = try MaxpTable(try dir.table("maxp", in: file))
        unitsPerEm = head.unitsPerEm
        numGlyphs = maxp.numGlyphs
        cmap = try CmapTable(try dir.table("cmap", in: file), numGlyphs: numGlyphs)
        cmapSubtable = cmap.chosen
        hmtx = try HmtxTable(hhea: try dir.table("hhea", in: file), hmtx: try dir.table("hmtx", in: file), numGlyphs: numGlyphs)
        if dir.has("CFF ") && !dir.has("glyf") {
            let cff = try CFFTable(try dir.table("CFF ", in: file))
            guard cff.numGlyphs == numGlyphs else {
                throw FontError.malformed(table: "CFF ", reason: "\(cff.numGlyphs) charstrings for \(numGlyphs) glyphs")
            }
            self.cff = cff
            glyf = nil
        } else if dir.has("CBDT") && dir.has("CBLC") && !dir.has("glyf") {
            // A colour bitmap font (Noto Color Emoji): no outlines at all.
            glyf = nil
            cff = nil
        } else {
            if dir.has("CFF2") && !dir.has("glyf") { throw FontError.malformed(table: "CFF2", reason: "CFF2 (variable CFF) outlines are not supported") }
            glyf = try GlyfTable(loca: try dir.table("loca", in: file), glyf: try dir.table("glyf", in: file),
                                 numGlyphs: numGlyphs, longOffsets: head.indexToLocFormat == 1)
            cff = nil
        }
        let os2 = try dir.optionalTable("OS/2", in: file).map { try OS2Table($0) }
        weightClass = os2?.weightClass ?? 400
        capHeight = os2?.capHeight.flatMap { $0 > 0 ? $0 : nil } ?? unitsPerEm * 7 / 10
        let names = try dir.optionalTable("name", in: file).map { try NameTable($0) }
        familyName = names?.family
        subfamilyName = names?.subfamily
        postScriptName = names?.postScriptName
        let sub = (names?.subfamily ?? "").lowercased()
        isItalic = (os2?.italic ?? false) || sub.contains("italic") || sub.contains("oblique")
        if let os2, os2.useTypoMetrics {
            ascender = os2.typoAscender; descender = -os2.typoDescender; lineGap = os2.typoLineGap
        } else {
            ascender = hmtx.ascender; descender = -hmtx.descender; lineGap = hmtx.lineGap
        }
        // Variations: fvar and gvar make a variable TrueType font; avar and HVAR refine it.
        if let f = try dir.optionalTable("fvar", in: file).map({ try FvarTable($0) }), let g = try dir.optionalTable("gvar", in: file), glyf != nil {
            fvar = f
            gvar = try GvarTable(g, numGlyphs: numGlyphs)
            avar = try dir.optionalTable("avar", in: file).map { try AvarTable($0, axisCount: f.axes.count) }
            hvar = try dir.optionalTable("HVAR", in: file).map { try HvarTable($0, axisCount: f.axes.count) }
        } else {
            fvar = nil; gvar = nil; avar = nil; hvar = nil
        }
        coordinates = []
        // Only a font that maps Arabic letters is asked for joining forms; a form table it cannot
        // read leaves its letters unjoined rather than the font unusable.
        if cmap.glyph(for: 0x0628) != 0, let gsub = try dir.optionalTable("GSUB", in: file) {
            arabicForms = (try? ArabicForms(gsub)) ?? nil
        } else {
            arabicForms = nil
        }
        // A figure table that cannot be read leaves the figures proportional rather than the
        // font unusable.
        if cmap.glyph(for: 0x30) != 0, let gsub = try dir.optionalTable("GSUB", in: file),
           let single = try? GsubSingle(gsub, feature: "tnum"), !single.isEmpty {
            tabularFigures = single
        } else {
            tabularFigures = nil
        }
        if let cblc = try dir.optionalTable("CBLC", in: file), let cbdt = try dir.optionalTable("CBDT", in: file) {
            colorBitmaps = try ColorBitmapTable(cblc: cblc, cbdt: cbdt)
            ligatureTable = try dir.optionalTable("GSUB", in: file).map { try GsubLigatures($0) }
        } else {
            colorBitmaps = nil
            ligatureTable = nil
        }
        // GPOS wins when it has a 'kern' feature; the old kern table is the fallback, as in
        // HarfBuzz and CoreText.
        let gposTable = try dir.optionalTable("GPOS", in: file)
        let gpos = try gposTable.map { try GposTable($0) }
        // A mark table that cannot be read leaves marks where the pen puts them rather than the
        // font unusable.
        markAttachment = gposTable.flatMap { (try? MarkAttachment($0)) ?? nil }
        if let gpos, !gpos.isEmpty {
            self.gpos = gpos; kern = nil; kerningSource = "GPOS"
        } else {
            self.gpos = nil
            let kern = try dir.optionalTable("kern", in: file).map { try KernTable($0) }
            self.kern = kern.flatMap { $0.isEmpty ? nil : $0 }
            kerningSource = self.kern == nil ? "none" : "kern"
        }
    }

    /// A copy at another location of the same tables.
    private init(_ o: FontFile, coordinates: [Double]) {
        unitsPerEm = o.unitsPerEm; numGlyphs = o.numGlyphs; weightClass = o.weightClass
        ascender = o.ascender; descender = o.descender; lineGap = o.lineGap; capHeight = o.capHeight
        cmapSubtable = o.cmapSubtable; kerningSource = o.kerningSource
        familyName = o.familyName; subfamilyName = o.subfamilyName; postScriptName = o.postScriptName; isItalic = o.isItalic
        cmap = o.cmap; hmtx = o.hmtx; glyf = o.glyf; cff = o.cff; gpos = o.gpos; kern = o.kern
        fvar = o.fvar; avar = o.avar; gvar = o.gvar; hvar = o.hvar
        colorBitmaps = o.colorBitmaps; ligatureTable = o.ligatureTable; arabicForms = o.arabicForms
        tabularFigures = o.tabularFigures
        markAttachment = o.markAttachment
        self.coordinates = coordinates
    }

    /// A variable font's axes: tag, minimum, default and maximum in user units.
    public var axes: [(tag: String, min: Double, defaultValue: Double, max: Double)] {
        fvar?.axes.map { ($0.tag, $0.min, $0.defaultValue, $0.max) } ?? []
    }

    public var isVariable: Bool { fvar != nil }

    /// The instance at a location (`["wght": 650]`; axes not named stay at their default).
    public func instance(_ location: [String: Double]) -> FontFile {
        guard let fvar else { return self }
        let coords = fvar.normalized(location, avar: avar)
        return coords.allSatisfy({ $0 == 0 }) ? FontFile(self, coordinates: []) : FontFile(self, coordinates: coords)
    }

    private var variation: GlyfTable.Variation? {
        guard let gvar, !coordinates.isEmpty else { return nil }
        return GlyfTable.Variation(gvar: gvar, coords: coordinates)
    }

    /// The glyph for a Unicode scalar, or 0 (.notdef).
    public func glyph(for scalar: Unicode.Scalar) -> Int { cmap.glyph(for: scalar.value) }

    /// Advance width in font units.
    public func advance(_ glyph: Int) -> Int { Int(advanceWidth(glyph).rounded()) }

    /// Advance width in font units, fractional at a variable font's instance (HVAR's delta is
    /// not rounded, as fontTools and CoreText keep it).
    public func advanceWidth(_ glyph: Int) -> Double {
        // The default instance (every static font) asks nothing more of HVAR.
        if coordinates.isEmpty { return Double(hmtx.advance(glyph)) }
        return Double(hmtx.advance(glyph)) + (hvar?.delta(glyph, coords: coordinates) ?? 0)
    }

    /// Pair kerning in font units added to the first glyph's advance (GPOS value record 1) and
    /// to the second glyph's (value record 2, rarely used for kerning), and the first glyph's
    /// move (its XPlacement).
    public func kerning(_ left: Int, _ right: Int) -> (first: Int, second: Int, placement: Int) {
        if let gpos {
            let a = gpos.adjustment(left, right)
            return (a.first, a.second, a.placement)
        }
        if let kern { return (kern.kerning(left, right), 0, 0) }
        return (0, 0, 0)
    }

    /// Whether the outlines are CFF (cubic) rather than TrueType (quadratic).
    public var hasCFFOutlines: Bool { cff != nil }

    /// The glyph's points with composites flattened, in font units (y up); TrueType only.
    public func points(_ glyph: Int) throws -> GlyphPoints {
        guard let glyf else { throw FontError.malformed(table: "glyf", reason: "a CFF font has no TrueType points") }
        return try glyf.points(glyph, variation: variation)
    }

    /// The glyph's outline in font units (y up); empty in a colour bitmap font.
    public func outline(_ glyph: Int) throws -> GlyphOutline {
        if let cff { return try cff.outline(glyph) }
        if glyf == nil { return GlyphOutline(contours: []) }
        return try points(glyph).outline
    }

    /// Whether glyphs are colour bitmaps (emoji), drawn as images rather than tinted masks.
    public var hasColorBitmaps: Bool { colorBitmaps != nil }

    /// A colour bitmap glyph: its PNG and where it sits, in pixels of its strike.
    public struct ColorBitmap: Sendable {
        public let png: ArraySlice<UInt8>
        public let width: Int, height: Int, bearingX: Int, bearingY: Int
        /// Pixels per em of the strike.
        public let ppem: Int
    }

    public func colorBitmap(_ glyph: Int) -> ColorBitmap? {
        guard let b = try? colorBitmaps?.bitmap(glyph) else { return nil }
        return ColorBitmap(png: b.png, width: b.width, height: b.height, bearingX: b.bearingX, bearingY: b.bearingY, ppem: b.ppem)
    }

    /// Glyphs with the font's GSUB ligatures applied (emoji sequences become one glyph).
    public func ligated(_ glyphs: [Int]) -> [Int] { ligatureTable?.apply(glyphs) ?? glyphs }

    /// The glyph's tabular form ('tnum'), where the font has one that exists; else the glyph.
    public func tabularFigure(_ glyph: Int) -> Int {
        guard let tabularFigures else { return glyph }
        let g = tabularFigures.apply(glyph)
        return g < numGlyphs ? g : glyph
    }
}
