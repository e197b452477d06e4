/// What Arabic joining takes from a font's 'GSUB': the single substitutions of the features
/// 'isol', 'init', 'medi' and 'fina' (lookup type 1, directly or through Extension type 7), the
/// required ligatures of 'rlig' (lam-alef) and the mark ligatures of 'ccmp' (shadda + fatha). Contextual lookups (types 5 and 6) are not
/// applied: Noto Sans Arabic uses one only for an isolated heh after a non-joining letter.
struct ArabicForms: Sendable {
    enum Form: String, CaseIterable, Sendable { case isol, initial = "init", medial = "medi", final = "fina" }

    /// One single-substitution subtable: a coverage and either a delta or a glyph per index.
    struct Single: Sendable {
        let coverage: Coverage
        let delta: Int?
        let substitutes: [UInt16]

        func apply(_ glyph: Int) -> Int? {
            guard let i = coverage.index(of: glyph) else { return nil }
            if let delta { return (glyph + delta) & 0xFFFF }
            return i < substitutes.count ? Int(substitutes[i]) : nil
        }
    }

    /// Per form, its feature's lookups in lookup-list order, each a list of subtables.
    let forms: [Form: [[Single]]]
    let required: GsubLigatures?
    /// The ligatures of 'ccmp' (shadda with a vowel mark above it becomes one glyph).
    let composition: GsubLigatures?

    /// Nil when the table has none of the four form features (a font for other scripts).
    init?(_ table: ByteReader) throws {
        let r = table.named("GSUB")
        guard try r.u16(0) == 1 else { throw r.fail("unknown GSUB version \(try r.u16(0))") }
        let features = try r.tail(Int(try r.u16(6)))
        let lookupList = try r.tail(Int(try r.u16(8)))
        let lookupCount = Int(try lookupList.u16(0))
        var indices: [String: Set<Int>] = [:]
        let featureCount = Int(try features.u16(0))
        try features.check(2, featureCount * 6)
        for f in 0..<featureCount {
            let tag = try FeatureLookups.tag(features, 2 + f * 6)
            guard tag == "rlig" || tag == "ccmp" || Form(rawValue: tag) != nil else { continue }
            let feature = try features.tail(Int(try features.u16(2 + f * 6 + 4)))
            let n = Int(try feature.u16(2))
            for k in 0..<n {
                let l = Int(try feature.u16(4 + k * 2))
                guard l < lookupCount else { throw r.fail("feature \(tag) names lookup \(l) of \(lookupCount)") }
                indices[tag, default: []].insert(l)
            }
        }
        guard Form.allCases.contains(where: { indices[$0.rawValue] != nil }) else { return nil }
        var forms: [Form: [[Single]]] = [:]
        for form in Form.allCases {
            forms[form] = try (indices[form.rawValue] ?? []).sorted().map { try Self.singles(lookupList, lookup: $0) }
        }
        self.forms = forms
        required = try indices["rlig"].map { try GsubLigatures(table, only: $0) }
        composition = try indices["ccmp"].map { try GsubLigatures(table, only: $0) }
    }

    /// The type 1 subtables of one lookup (none when it is of another type).
    static func singles(_ list: ByteReader, lookup l: Int) throws -> [Single] {
        let lookup = try list.tail(Int(try list.u16(2 + l * 2)))
        let type = Int(try lookup.u16(0))
        var out: [Single] = []
        for s in 0..<Int(try lookup.u16(4)) {
            var sub = try lookup.tail(Int(try lookup.u16(6 + s * 2)))
            // Each Extension subtable names its own type (reading it into `type` would make
            // the next subtable's raw Extension header look like the real one).
            var subType = type
            if type == 7 {
                subType = Int(try sub.u16(2))
                sub = try sub.tail(Int(try sub.u32(4)))
            }
            guard subType == 1 else { continue }
            let coverage = try Coverage(try sub.tail(Int(try sub.u16(2))))
            switch try sub.u16(0) {
            case 1: out.append(Single(coverage: coverage, delta: Int(try sub.i16(4)), substitutes: []))
            case 2:
                let n = Int(try sub.u16(4))
                try sub.check(6, n * 2)
                out.append(Single(coverage: coverage, delta: nil, substitutes: try (0..<n).map { try sub.u16(6 + $0 * 2) }))
            case let f: throw sub.fail("unknown single substitution format \(f)")
            }
        }
        return out
    }

    /// `glyph` in `form`: each of the feature's lookups in turn, the first subtable that covers
    /// the glyph substituting it.
    func glyph(_ glyph: Int, in form: Form) -> Int {
        var g = glyph
        for lookup in forms[form] ?? [] {
            for sub in lookup { if let s = sub.apply(g) { g = s; break } }
        }
        return g
    }
}

/// Arabic joining (Unicode's ArabicShaping.txt, the joining types of the Arabic block): which
/// letters connect to their neighbours, so each takes its isolated, initial, medial or final form.
enum ArabicJoining {
    enum Kind { case dual, right, causing, transparent, none }

    static func kind(_ s: Unicode.Scalar) -> Kind {
        let v = s.value
        if v == 0x0640 || v == 0x200D { return .causing }
        if s.properties.generalCategory == .nonspacingMark || s.properties.generalCategory == .enclosingMark { return .transparent }
        switch v {
        case 0x0622...0x0625, 0x0627, 0x0629, 0x062F...0x0632, 0x0648, 0x0671...0x0673, 0x0675...0x0677, 0x0688...0x0699,
             0x06C0, 0x06C3...0x06CB, 0x06CD, 0x06CF, 0x06D2, 0x06D3, 0x06D5, 0x06EE, 0x06EF, 0x0759...0x075B, 0x076B, 0x076C,
             0x0771, 0x0773, 0x0774, 0x0778, 0x0779:
            return .right
        case 0x0620, 0x0626, 0x0628, 0x062A...0x062E, 0x0633...0x063F, 0x0641...0x0647, 0x0649, 0x064A, 0x066E, 0x066F,
             0x0678...0x0687, 0x069A...0x06BF, 0x06C1, 0x06C2, 0x06CC, 0x06CE, 0x06D0, 0x06D1, 0x06FA...0x06FC, 0x06FF,
             0x0750...0x077F:
            return .dual
        default:
            return .none
        }
    }

    /// The form each character takes (nil: not a joining letter), by its first scalar, looking
    /// past transparent marks to the neighbouring letters.
    static func forms(_ characters: [Character]) -> [ArabicForms.Form?] {
        let kinds = characters.map { $0.unicodeScalars.first.map(kind) ?? .none }
        // A ZWNJ or ZWJ typed after a letter is part of that letter's Character: it breaks or
        // forces the join to the next letter.
        let breaks = characters.map { $0.unicodeScalars.dropFirst().contains { $0.value == 0x200C } }
        let forces = characters.map { $0.unicodeScalars.dropFirst().contains { $0.value == 0x200D } }
        var out = [ArabicForms.Form?](repeating: nil, count: characters.count)
        for i in characters.indices where kinds[i] == .dual || kinds[i] == .right {
            var p = i - 1
            while p >= 0 && kinds[p] == .transparent { p -= 1 }
            var n = i + 1
            while n < kinds.count && kinds[n] == .transparent { n += 1 }
            let joinsBefore = p >= 0 && !breaks[p] && (kinds[p] == .dual || kinds[p] == .causing || forces[p])
            let joinsAfter = kinds[i] == .dual && !breaks[i]
                && (forces[i] || n < kinds.count && (kinds[n] == .dual || kinds[n] == .right || kinds[n] == .causing))
            switch (joinsBefore, joinsAfter) {
            case (true, true): out[i] = .medial
            case (true, false): out[i] = .final
            case (false, true): out[i] = .initial
            case (false, false): out[i] = .isol
            }
        }
        return out
    }
}
