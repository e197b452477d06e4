/// The visual order of one line of text, by the Unicode Bidirectional Algorithm (UAX #9) cut
/// to what titles need: no explicit embeddings or isolates (their controls are dropped as
/// invisible), one paragraph, its direction from the first strong character. Weak types
/// follow W1–W7 (marks take their base's type, European digits after Arabic letters become
/// Arabic digits, separators between digits join them), neutrals N1–N2, levels I1–I2, and L2
/// reverses. So an Arabic or Hebrew title reads right to left, and a number or a Latin brand
/// name inside it keeps its own order.
public enum Bidi {
    enum Class { case l, r, al, en, an, es, et, cs, nsm, on }

    /// The class of a character by its first scalar: strong right-to-left for Hebrew, Arabic
    /// letters and their presentation forms; numbers; marks; neutrals; strong left-to-right
    /// for every other letter or symbol.
    static func bidiClass(_ ch: Character) -> Class {
        guard let s = ch.unicodeScalars.first else { return .on }
        let v = s.value
        switch v {
        case 0x200E: return .l   // LEFT-TO-RIGHT MARK
        case 0x200F: return .r   // RIGHT-TO-LEFT MARK
        case 0x061C: return .al  // ARABIC LETTER MARK
        case 0x0600...0x0605, 0x06DD: return .an
        case 0x0609, 0x060A, 0x066A: return .et
        case 0x060C: return .cs
        case 0x0606, 0x0607, 0x060E, 0x060F, 0x06DE, 0x06E9: return .on
        case 0x30...0x39, 0xB2, 0xB3, 0xB9, 0x06F0...0x06F9: return .en
        case 0x0660...0x0669, 0x066B, 0x066C: return .an
        case 0x2B, 0x2D: return .es
        case 0x23...0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x20AC: return .et
        case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0: return .cs
        default: break
        }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return .nsm
        default: break
        }
        if (0x0590...0x05FF).contains(v) || (0x07C0...0x085F).contains(v) || (0xFB1D...0xFB4F).contains(v) { return .r }
        if ScriptFace.isArabic(v) || (0x0700...0x074F).contains(v) { return .al }
        if s.properties.isAlphabetic || s.properties.generalCategory == .otherSymbol && v >= 0x2E80 { return .l }
        return .on
    }

    /// Character indices in the order they are shown, left to right; nil when every character
    /// is shown in logical order (no right-to-left character: the common case, found cheaply).
    public static func visualOrder(_ characters: [Character]) -> [Int]? {
        levelsIfMixed(characters).map(visualOrder(levels:))
    }

    /// L2 over resolved levels: from the highest level down to the lowest odd one, every run
    /// at or above it reversed.
    static func visualOrder(levels: [Int]) -> [Int] {
        var order = Array(levels.indices)
        var level = levels.max() ?? 0
        while level >= 1 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count && levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }

    /// The levels of a line that has a right-to-left character; nil otherwise (no work then).
    static func levelsIfMixed(_ characters: [Character]) -> [Int]? {
        characters.contains(where: startsRightToLeft) ? levels(characters) : nil
    }

    /// Whether a character is of a right-to-left script or is RLM or ALM, by code point ranges
    /// alone: the test every line makes, so it must not ask for Unicode properties (Cyrillic
    /// titles paid twice their shaping time for that).
    static func startsRightToLeft(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value, v >= 0x0590 else { return false }
        return v <= 0x08FF || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v) || v == 0x200F
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
    }

    /// L4: a paired bracket or quote at a right-to-left level is drawn as its mirror image, so
    /// "(3)" in Hebrew still opens towards the 3.
    static func mirrored(_ s: Unicode.Scalar) -> Unicode.Scalar? {
        switch s.value {
        case 0x28: return ")"
        case 0x29: return "("
        case 0x3C: return ">"
        case 0x3E: return "<"
        case 0x5B: return "]"
        case 0x5D: return "["
        case 0x7B: return "}"
        case 0x7D: return "{"
        case 0xAB: return "\u{BB}"
        case 0xBB: return "\u{AB}"
        case 0x2039: return "\u{203A}"
        case 0x203A: return "\u{2039}"
        default: return nil
        }
    }

    /// The embedding level of every character (0 left to right, 1 right to left, 2 numbers or
    /// left-to-right text inside right-to-left).
    static func levels(_ characters: [Character]) -> [Int] {
        var types = characters.map(bidiClass)
        // P2–P3: the paragraph's direction is its first strong character's.
        let paragraphRTL = types.first { $0 == .l || $0 == .r || $0 == .al }.map { $0 != .l } ?? false
        let sos: Class = paragraphRTL ? .r : .l
        // W1: a mark takes the type of the character before it.
        for i in types.indices where types[i] == .nsm { types[i] = i == 0 ? sos : types[i - 1] }
        // W2: European digits after an Arabic letter are Arabic digits. W3: AL is R.
        var lastStrong = sos
        for i in types.indices {
            switch types[i] {
            case .l, .r: lastStrong = types[i]
            case .al: lastStrong = .al; types[i] = .r
            case .en where lastStrong == .al: types[i] = .an
            default: break
            }
        }
        // W4: one separator between two numbers of a kind joins them. W5: terminators next to
        // European digits are European digits. W6: other separators are neutral.
        for i in types.indices where i > 0 && i < types.count - 1 {
            if types[i] == .es, types[i - 1] == .en, types[i + 1] == .en { types[i] = .en }
            if types[i] == .cs, types[i - 1] == types[i + 1], types[i - 1] == .en || types[i - 1] == .an { types[i] = types[i - 1] }
        }
        for i in types.indices where types[i] == .et {
            var j = i
            while j < types.count && types[j] == .et { j += 1 }
            if (i > 0 && types[i - 1] == .en) || (j < types.count && types[j] == .en) { for k in i..<j { types[k] = .en } }
        }
        for i in types.indices where types[i] == .es || types[i] == .et || types[i] == .cs { types[i] = .on }
        // W7: European digits after left-to-right text (or at the start of it) are L.
        lastStrong = sos
        for i in types.indices {
            if types[i] == .l || types[i] == .r { lastStrong = types[i] }
            if types[i] == .en && lastStrong == .l { types[i] = .l }
        }
        // N1–N2: neutrals between two of one direction (numbers count as R) take it; others
        // take the paragraph's.
        func direction(_ c: Class) -> Class? {
            switch c {
            case .l: return .l
            case .r, .en, .an: return .r
            default: return nil
            }
        }
        var i = 0
        while i < types.count {
            guard types[i] == .on else { i += 1; continue }
            var j = i
            while j < types.count && types[j] == .on { j += 1 }
            let before = i == 0 ? sos : direction(types[i - 1]) ?? sos
            let after = j == types.count ? sos : direction(types[j]) ?? sos
            let resolved: Class = before == after ? before : sos
            for k in i..<j { types[k] = resolved }
            i = j
        }
        // I1–I2.
        return types.map { t in
            switch (paragraphRTL, t) {
            case (false, .r): return 1
            case (false, .en), (false, .an): return 2
            case (false, _): return 0
            case (true, .l), (true, .en), (true, .an): return 2
            case (true, _): return 1
            }
        }
    }
}
