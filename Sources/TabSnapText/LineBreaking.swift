/// Line break opportunities by the Unicode Line Breaking Algorithm (UAX #14, Unicode 15.0 rules
/// LB1–LB31 with the number tailoring of its Example 7, as its conformance test uses), over the
/// Line_Break classes in `LineBreakData.swift`.
///
/// Not modelled: South East Asian scripts (class SA: Thai, Lao, Khmer, Myanmar) need a
/// dictionary to find word ends; their runs are kept whole, as letters (LB1's fallback), so a
/// Thai title breaks only at spaces.
public enum LineBreaking {
    /// Line_Break classes, with OPW/CPW (East Asian wide brackets) and IDX (unassigned
    /// pictographic code points) split off for LB30 and LB30b.
    enum Class: UInt8 {
        case AI, AL, B2, BA, BB, BK, CB, CJ, CL, CM, CP, CR, EB, EM, EX, GL, H2, H3, HL, HY, ID, IN, IS,
             JL, JT, JV, LF, NL, NS, NU, OP, PO, PR, QU, RI, SA, SG, SP, SY, WJ, XX, ZW, ZWJ, OPW, CPW, IDX
    }

    /// For each scalar, whether a line may break before it (index 0 is always false; a break
    /// after the last scalar is the text's end and is not listed). `looseKana` treats small kana
    /// and the prolonged sound mark (class CJ) as ideographs, as ICU's and Apple's ordinary
    /// Japanese line breaking does (UAX #14's default, false, keeps them off a line's start).
    public static func opportunities(_ scalars: [Unicode.Scalar], looseKana: Bool = false) -> [Bool] {
        var out = [Bool](repeating: false, count: scalars.count)
        guard scalars.count > 1 else { return out }
        // LB1: resolve the classes no rule names.
        let raw = scalars.map { s -> Class in
            switch lookup(s.value) {
            case .AI, .SG, .XX: return .AL
            case .SA:
                switch s.properties.generalCategory {
                case .nonspacingMark, .spacingMark: return .CM
                default: return .AL
                }
            case .CJ: return looseKana ? .ID : .NS
            case let c: return c
            }
        }
        // LB9/LB10: a letter with its combining marks (and ZWJs) acts as the letter; a mark with
        // nothing to attach to acts as a letter (AL). Breaks are only between such units.
        var units: [(cls: Class, first: Int, lastRaw: Class)] = []
        units.reserveCapacity(scalars.count)
        for (i, c) in raw.enumerated() {
            if c == .CM || c == .ZWJ, let last = units.last, !breaksAndSpaces.has(last.cls) {
                units[units.count - 1].lastRaw = c
                continue
            }
            let effective: Class = c == .CM || c == .ZWJ ? .AL : c
            units.append((effective, i, c))
        }
        let cls = units.map(\.cls)
        // The nearest unit at or before k that is not a space (LB8, LB14–LB17 look past spaces).
        func beforeSpaces(_ k: Int) -> Int? {
            var j = k
            while j >= 0 && cls[j] == .SP { j -= 1 }
            return j >= 0 ? j : nil
        }
        var regionalRun = 0  // regional indicators in a row before the current unit (LB30a)
        for k in 1..<units.count {
            let a = cls[k - 1], b = cls[k]
            regionalRun = a == .RI ? regionalRun + 1 : 0
            out[units[k].first] = breaks(a, b, k: k, cls: cls, lastRaw: units[k - 1].lastRaw, regionalRun: regionalRun, beforeSpaces: beforeSpaces)
        }
        return out
    }

    /// The rules in order for the boundary between units k − 1 (class a) and k (class b).
    private static func breaks(_ a: Class, _ b: Class, k: Int, cls: [Class], lastRaw: Class, regionalRun: Int,
                               beforeSpaces: (Int) -> Int?) -> Bool {
        // LB4, LB5: after a hard line break (but CR × LF).
        if a == .BK || a == .LF || a == .NL { return true }
        if a == .CR { return b != .LF }
        // LB6, LB7: not before a line break, a space or a zero-width space.
        if breaksAndSpaces.has(b) { return false }
        // LB8: after a zero-width space, spaces included.
        if let j = beforeSpaces(k - 1), cls[j] == .ZW { return true }
        // LB8a: not after a zero-width joiner.
        if lastRaw == .ZWJ { return false }
        // LB11: word joiners.
        if a == .WJ || b == .WJ { return false }
        // LB12, LB12a: glue.
        if a == .GL { return false }
        if b == .GL && a != .SP && a != .BA && a != .HY { return false }
        // LB13: not before closing punctuation, exclamation, infix and symbol separators.
        if closing.has(b) { return false }
        // LB14–LB17: across spaces.
        let p = beforeSpaces(k - 1).map { cls[$0] }
        if p == .OP || p == .OPW { return false }
        if p == .QU && (b == .OP || b == .OPW) { return false }
        if (p == .CL || p == .CP || p == .CPW) && b == .NS { return false }
        if p == .B2 && b == .B2 { return false }
        // LB18: after spaces.
        if a == .SP { return true }
        // LB19, LB20: quotation marks; contingent breaks.
        if a == .QU || b == .QU { return false }
        if a == .CB || b == .CB { return true }
        // LB21, LB21a, LB21b, LB22.
        if b == .BA || b == .HY || b == .NS || a == .BB { return false }
        if (a == .HY || a == .BA) && k >= 2 && cls[k - 2] == .HL { return false }
        if a == .SY && b == .HL { return false }
        if b == .IN { return false }
        // LB23, LB23a, LB24: letters, ideographs and numbers with prefixes and postfixes.
        if letters.has(a) && b == .NU || a == .NU && letters.has(b) { return false }
        if a == .PR && ideographsAndEmoji.has(b) || ideographsAndEmoji.has(a) && b == .PO { return false }
        if (a == .PR || a == .PO) && letters.has(b) || letters.has(a) && (b == .PR || b == .PO) { return false }
        // LB25, tailored as UAX #14's Example 7: (PR|PO)? (OP|HY)? NU (NU|SY|IS)* (CL|CP)? (PR|PO)?
        if (a == .PR || a == .PO) && b == .NU { return false }
        if (a == .PR || a == .PO) && (b == .OP || b == .OPW || b == .HY) && k + 1 < cls.count && cls[k + 1] == .NU { return false }
        if (a == .OP || a == .OPW || a == .HY) && b == .NU { return false }
        // Walk back over a number's (NU|SY|IS)* to see whether it started with a digit.
        func numberBefore(_ end: Int) -> Bool {
            var j = end
            while j >= 0 && (cls[j] == .SY || cls[j] == .IS) { j -= 1 }
            return j >= 0 && cls[j] == .NU
        }
        if numberContinuations.has(b) && numberParts.has(a) && numberBefore(k - 1) { return false }
        if b == .PR || b == .PO {
            let end = closingBrackets.has(a) ? k - 2 : k - 1
            if end >= 0 && numberParts.has(cls[end]) && numberBefore(end) { return false }
        }
        // LB26, LB27: Korean syllables.
        if a == .JL && afterLeadingJamo.has(b) { return false }
        if (a == .JV || a == .H2) && (b == .JV || b == .JT) { return false }
        if (a == .JT || a == .H3) && b == .JT { return false }
        if hangul.has(a) && b == .PO || a == .PR && hangul.has(b) { return false }
        // LB28, LB29, LB30: letters together; brackets that are not wide stick to them.
        if letters.has(a) && letters.has(b) { return false }
        if a == .IS && letters.has(b) { return false }
        if (letters.has(a) || a == .NU) && b == .OP { return false }
        if a == .CP && (letters.has(b) || b == .NU) { return false }
        // LB30a: regional indicators pair up.
        if a == .RI && b == .RI && regionalRun % 2 == 1 { return false }
        // LB30b: an emoji modifier stays on its base.
        if (a == .EB || a == .IDX) && b == .EM { return false }
        // LB31: everywhere else.
        return true
    }

    // The sets of classes the rules test.
    static let breaksAndSpaces = mask(.BK, .CR, .LF, .NL, .SP, .ZW)
    static let closing = mask(.CL, .CP, .CPW, .EX, .IS, .SY)
    static let letters = mask(.AL, .HL)
    static let ideographsAndEmoji = mask(.ID, .IDX, .EB, .EM)
    static let numberContinuations = mask(.NU, .SY, .IS, .CL, .CP, .CPW)
    static let numberParts = mask(.NU, .SY, .IS)
    static let closingBrackets = mask(.CL, .CP, .CPW)
    static let afterLeadingJamo = mask(.JL, .JV, .H2, .H3)
    static let hangul = mask(.JL, .JV, .JT, .H2, .H3)

    /// A set of classes as bits, so the rules test membership without building collections.
    struct ClassSet {
        let bits: UInt64
        func has(_ c: Class) -> Bool { bits & (1 << UInt64(c.rawValue)) != 0 }
    }

    static func mask(_ classes: Class...) -> ClassSet {
        ClassSet(bits: classes.reduce(0) { $0 | (1 << UInt64($1.rawValue)) })
    }

    /// The class of a code point: ASCII from a table, the rest by binary search of the ranges.
    static func lookup(_ v: UInt32) -> Class {
        if v < 0x80 { return ascii[Int(v)] }
        let r = ranges
        var lo = 0, hi = r.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if r[mid].last < v { lo = mid + 1 } else { hi = mid }
        }
        return lo < r.count && r[lo].first <= v ? r[lo].cls : .XX
    }

    /// The table parsed once per process.
    static let ranges: [(first: UInt32, last: UInt32, cls: Class)] = {
        var out: [(UInt32, UInt32, Class)] = []
        out.reserveCapacity(3000)
        for entry in table.split(separator: " ") {
            let parts = entry.split(separator: ":")
            guard parts.count == 2, let cls = className[String(parts[1])] else { continue }
            let bounds = parts[0].split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let first = bounds.first, let last = bounds.last else { continue }
            out.append((first, last, cls))
        }
        return out
    }()

    static let ascii: [Class] = (0..<0x80).map { v in
        let r = ranges
        return r.first { $0.first <= UInt32(v) && UInt32(v) <= $0.last }?.cls ?? .XX
    }

    static let className: [String: Class] = {
        var m: [String: Class] = [:]
        var raw: UInt8 = 0
        while let c = Class(rawValue: raw) {
            m[String(describing: c)] = c
            raw += 1
        }
        return m
    }()
}
