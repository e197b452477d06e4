/// 'CFF ': OpenType's compact font format outlines (Adobe TN 5176 and TN 5177): the INDEX
/// structures, the Top and Private DICTs (and, for CID-keyed fonts, FDSelect and FDArray), and
/// Type 2 charstrings with local and global subroutines, flex and hint masks. Hints are
/// skipped (TabSnap draws unhinted, as CoreText does). Every offset is checked, subroutine
/// nesting and the work per glyph are bounded, so a hostile font ends in an error naming 'CFF '.
struct CFFTable: Sendable {
    /// One INDEX: its items' byte ranges inside the table.
    struct Index: Sendable {
        var ranges: [Range<Int>] = []
        var count: Int { ranges.count }
    }

    /// A Private DICT's subroutines.
    struct Private: Sendable {
        var subrs = Index()
    }

    private let r: ByteReader
    private let charStrings: Index
    private let globalSubrs: Index
    /// One Private DICT, or one per Font DICT of a CID-keyed font, with FDSelect choosing.
    private let privates: [Private]
    private let fdSelect: [UInt8]
    let numGlyphs: Int

    /// Subroutine nesting (Type 2's limit is 10) and operators run per glyph.
    static let maxSubrDepth = 10
    static let maxOperations = 100_000
    static let maxStack = 48

    init(_ table: ByteReader) throws {
        r = table.named("CFF ")
        let hdrSize = Int(try r.u8(2))
        guard try r.u8(0) == 1 else { throw r.fail("major version \(try r.u8(0)) (only CFF 1 is read; CFF2 is not)") }
        var at = hdrSize
        _ = try Self.index(r, at: &at)  // Name INDEX
        let topDicts = try Self.index(r, at: &at)
        _ = try Self.index(r, at: &at)  // String INDEX
        globalSubrs = try Self.index(r, at: &at)
        guard let topRange = topDicts.ranges.first else { throw r.fail("no Top DICT") }
        let top = try Self.dict(r, topRange)
        if let type = top[1206]?.first, type != 2 { throw r.fail("charstring type \(Int(type)) (only Type 2 is read)") }
        guard let cs = top[17]?.first, let csOffset = Int(exactly: cs) else { throw r.fail("Top DICT has no CharStrings") }
        var csAt = csOffset
        charStrings = try Self.index(r, at: &csAt)
        numGlyphs = charStrings.count
        if top[1230] != nil {
            // CID-keyed: each glyph's Font DICT (FDSelect) has its own Private DICT.
            guard let fdArrayOffset = top[1236]?.first.flatMap({ Int(exactly: $0) }),
                  let fdSelectOffset = top[1237]?.first.flatMap({ Int(exactly: $0) }) else {
                throw r.fail("a CID-keyed font without FDArray or FDSelect")
            }
            var fa = fdArrayOffset
            let fonts = try Self.index(r, at: &fa)
            let reader = r
            var dicts: [Private] = []
            for range in fonts.ranges { dicts.append(try Self.privateDict(reader, try Self.dict(reader, range))) }
            privates = dicts
            fdSelect = try Self.fdSelect(r, at: fdSelectOffset, glyphs: numGlyphs, fonts: fonts.count)
        } else {
            privates = [try Self.privateDict(r, top)]
            fdSelect = []
        }
    }

    // MARK: Structures

    static func index(_ r: ByteReader, at: inout Int) throws -> Index {
        let count = Int(try r.u16(at))
        if count == 0 { at += 2; return Index() }
        let offSize = Int(try r.u8(at + 2))
        guard (1...4).contains(offSize) else { throw r.fail("INDEX at \(at) has offset size \(offSize)") }
        let offsetsAt = at + 3
        try r.check(offsetsAt, (count + 1) * offSize)
        func offset(_ i: Int) throws -> Int {
            var v = 0
            for k in 0..<offSize { v = v << 8 | Int(try r.u8(offsetsAt + i * offSize + k)) }
            return v
        }
        let dataAt = offsetsAt + (count + 1) * offSize - 1  // offsets count from 1
        var index = Index()
        index.ranges.reserveCapacity(count)
        var previous = try offset(0)
        guard previous == 1 else { throw r.fail("INDEX at \(at) does not start at offset 1") }
        for i in 1...count {
            let next = try offset(i)
            guard next >= previous else { throw r.fail("INDEX at \(at): offsets decrease at item \(i)") }
            index.ranges.append((dataAt + previous)..<(dataAt + next))
            previous = next
        }
        try r.check(dataAt + 1, previous - 1)
        at = dataAt + previous
        return index
    }

    /// A DICT: operator (12 x as 1200 + x) → operands.
    static func dict(_ r: ByteReader, _ range: Range<Int>) throws -> [Int: [Double]] {
        try r.check(range.lowerBound, range.count)
        var out: [Int: [Double]] = [:]
        var operands: [Double] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let b0 = Int(try r.u8(i))
            switch b0 {
            case 0...21:
                var op = b0
                if b0 == 12 { i += 1; op = 1200 + Int(try r.u8(i)) }
                out[op] = operands
                operands = []
                i += 1
            case 28: operands.append(Double(try r.i16(i + 1))); i += 3
            case 29: operands.append(Double(Int32(bitPattern: try r.u32(i + 1)))); i += 5
            case 30:
                // A real: nibbles of digits, '.', 'E', 'E-', '-', ended by 0xf.
                var text = ""
                i += 1
                var done = false
                while !done {
                    let byte = try r.u8(i)
                    i += 1
                    for nibble in [Int(byte >> 4), Int(byte & 0xf)] {
                        switch nibble {
                        case 0...9: text += String(nibble)
                        case 0xa: text += "."
                        case 0xb: text += "E"
                        case 0xc: text += "E-"
                        case 0xe: text += "-"
                        case 0xf: done = true
                        default: break
                        }
                        if done { break }
                    }
                    if text.count > 64 { throw r.fail("a DICT real number longer than 64 characters") }
                }
                operands.append(Double(text) ?? 0)
            case 32...246: operands.append(Double(b0 - 139)); i += 1
            case 247...250: operands.append(Double((b0 - 247) * 256 + Int(try r.u8(i + 1)) + 108)); i += 2
            case 251...254: operands.append(Double(-(b0 - 251) * 256 - Int(try r.u8(i + 1)) - 108)); i += 2
            default: throw r.fail("byte \(b0) in a DICT")
            }
            if operands.count > 48 { throw r.fail("more than 48 operands in a DICT") }
        }
        return out
    }

    static func privateDict(_ r: ByteReader, _ dict: [Int: [Double]]) throws -> Private {
        guard let p = dict[18], p.count == 2, let size = Int(exactly: p[0]), let offset = Int(exactly: p[1]), size >= 0, offset >= 0 else {
            return Private()
        }
        let priv = try Self.dict(r, offset..<(offset + size))
        var out = Private()
        if let subrs = priv[19]?.first.flatMap({ Int(exactly: $0) }) {
            var at = offset + subrs  // relative to the Private DICT
            out.subrs = try index(r, at: &at)
        }
        return out
    }

    static func fdSelect(_ r: ByteReader, at: Int, glyphs: Int, fonts: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: glyphs)
        switch try r.u8(at) {
        case 0:
            try r.check(at + 1, glyphs)
            for g in 0..<glyphs { out[g] = try r.u8(at + 1 + g) }
        case 3:
            let ranges = Int(try r.u16(at + 1))
            try r.check(at + 3, ranges * 3 + 2)
            for k in 0..<ranges {
                let first = Int(try r.u16(at + 3 + k * 3)), fd = try r.u8(at + 5 + k * 3)
                let next = Int(try r.u16(at + 6 + k * 3))
                guard first <= next, next <= glyphs else { throw r.fail("FDSelect range \(k) is out of order or past the glyphs") }
                for g in first..<next { out[g] = fd }
            }
        case let f: throw r.fail("FDSelect format \(f)")
        }
        guard out.allSatisfy({ Int($0) < fonts }) else { throw r.fail("FDSelect names a Font DICT past the FDArray") }
        return out
    }

    static func bias(_ count: Int) -> Int { count < 1240 ? 107 : count < 33900 ? 1131 : 32768 }

    // MARK: Charstrings

    func outline(_ glyph: Int) throws -> GlyphOutline {
        guard glyph >= 0, glyph < numGlyphs else { throw r.fail("glyph id \(glyph) out of range (\(numGlyphs) glyphs)") }
        let priv = privates[fdSelect.isEmpty ? 0 : Int(fdSelect[glyph])]
        var run = Type2Run(r: r, global: globalSubrs, local: priv.subrs)
        try run.execute(charStrings.ranges[glyph], depth: 0)
        run.closeContour()
        return GlyphOutline(contours: run.contours)
    }
}

/// One glyph's charstring being run: the argument stack, the pen, the stems counted so far (a
/// hint mask's length depends on them), and the contours drawn.
private struct Type2Run {
    let r: ByteReader
    let global: CFFTable.Index
    let local: CFFTable.Index
    var stack: [Double] = []
    var x = 0.0, y = 0.0
    var stems = 0
    var widthSeen = false
    var operations = 0
    var contours: [[OutlineSegment]] = []
    var current: [OutlineSegment] = []
    var start = OutlinePoint(x: 0, y: 0)
    var finished = false

    init(r: ByteReader, global: CFFTable.Index, local: CFFTable.Index) {
        self.r = r
        self.global = global
        self.local = local
    }

    mutating func closeContour() {
        guard !current.isEmpty else { return }
        // Contours end on their start point, as GlyphOutline promises.
        if case .moveTo = current.last { current.removeLast() } else if current.count > 1 {
            let end: OutlinePoint
            switch current.last! {
            case .moveTo(let p), .lineTo(let p), .quadTo(_, let p), .cubicTo(_, _, let p): end = p
            }
            if end != start { current.append(.lineTo(start)) }
        }
        if current.count > 1 { contours.append(current) }
        current = []
    }

    mutating func moveTo(_ dx: Double, _ dy: Double) {
        closeContour()
        x += dx; y += dy
        start = OutlinePoint(x: x, y: y)
        current = [.moveTo(start)]
    }

    mutating func lineTo(_ dx: Double, _ dy: Double) {
        if current.isEmpty { current = [.moveTo(OutlinePoint(x: x, y: y))]; start = OutlinePoint(x: x, y: y) }
        x += dx; y += dy
        current.append(.lineTo(OutlinePoint(x: x, y: y)))
    }

    mutating func curveTo(_ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double) {
        if current.isEmpty { current = [.moveTo(OutlinePoint(x: x, y: y))]; start = OutlinePoint(x: x, y: y) }
        let c1 = OutlinePoint(x: x + dx1, y: y + dy1)
        let c2 = OutlinePoint(x: c1.x + dx2, y: c1.y + dy2)
        x = c2.x + dx3; y = c2.y + dy3
        current.append(.cubicTo(c1, c2, OutlinePoint(x: x, y: y)))
    }

    /// The first stack-clearing operator may carry the advance width first; it is dropped
    /// (hmtx has the advance).
    mutating func takeWidth(_ expected: Int) {
        if !widthSeen {
            widthSeen = true
            if stack.count > expected, (stack.count - expected) % 2 == 1 || expected == 0 && stack.count % 2 == 1 { stack.removeFirst() }
        }
    }

    mutating func execute(_ range: Range<Int>, depth: Int) throws {
        guard depth <= CFFTable.maxSubrDepth else { throw r.fail("subroutines nested more than \(CFFTable.maxSubrDepth) deep") }
        var i = range.lowerBound
        while i < range.upperBound, !finished {
            operations += 1
            guard operations <= CFFTable.maxOperations else { throw r.fail("a charstring runs more than \(CFFTable.maxOperations) operations") }
            let b0 = Int(try r.u8(i))
            if b0 >= 32 || b0 == 28 || b0 == 255 {
                let v: Double
                switch b0 {
                case 28: v = Double(try r.i16(i + 1)); i += 3
                case 32...246: v = Double(b0 - 139); i += 1
                case 247...250: v = Double((b0 - 247) * 256 + Int(try r.u8(i + 1)) + 108); i += 2
                case 251...254: v = Double(-(b0 - 251) * 256 - Int(try r.u8(i + 1)) - 108); i += 2
                default: v = Double(Int32(bitPattern: try r.u32(i + 1))) / 65536; i += 5
                }
                guard stack.count < CFFTable.maxStack else { throw r.fail("the charstring stack holds more than \(CFFTable.maxStack) numbers") }
                stack.append(v)
                continue
            }
            i += 1
            switch b0 {
            case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
                takeWidth(0)
                stems += stack.count / 2
                stack = []
            case 19, 20:  // hintmask, cntrmask: vstems may precede; skip the mask bytes
                takeWidth(0)
                stems += stack.count / 2
                stack = []
                i += (stems + 7) / 8
            case 21:  // rmoveto
                takeWidth(2)
                try need(2, "rmoveto")
                moveTo(stack[stack.count - 2], stack[stack.count - 1]); stack = []
            case 22:  // hmoveto
                takeWidth(1)
                try need(1, "hmoveto")
                moveTo(stack[stack.count - 1], 0); stack = []
            case 4:  // vmoveto
                takeWidth(1)
                try need(1, "vmoveto")
                moveTo(0, stack[stack.count - 1]); stack = []
            case 5:  // rlineto
                var k = 0
                while k + 1 < stack.count { lineTo(stack[k], stack[k + 1]); k += 2 }
                stack = []
            case 6, 7:  // hlineto, vlineto: alternating
                var horizontal = b0 == 6
                for v in stack { if horizontal { lineTo(v, 0) } else { lineTo(0, v) }; horizontal.toggle() }
                stack = []
            case 8:  // rrcurveto
                var k = 0
                while k + 5 < stack.count { curveTo(stack[k], stack[k + 1], stack[k + 2], stack[k + 3], stack[k + 4], stack[k + 5]); k += 6 }
                stack = []
            case 24:  // rcurveline
                var k = 0
                while k + 5 < stack.count - 2 { curveTo(stack[k], stack[k + 1], stack[k + 2], stack[k + 3], stack[k + 4], stack[k + 5]); k += 6 }
                if k + 1 < stack.count { lineTo(stack[k], stack[k + 1]) }
                stack = []
            case 25:  // rlinecurve
                var k = 0
                while k + 1 < stack.count - 6 { lineTo(stack[k], stack[k + 1]); k += 2 }
                if k + 5 < stack.count { curveTo(stack[k], stack[k + 1], stack[k + 2], stack[k + 3], stack[k + 4], stack[k + 5]) }
                stack = []
            case 26, 27:  // vvcurveto, hhcurveto: an odd first number is the cross-axis start
                var k = 0
                var cross = 0.0
                if stack.count % 4 == 1 { cross = stack[0]; k = 1 }
                while k + 3 < stack.count {
                    if b0 == 26 {
                        curveTo(cross, stack[k], stack[k + 1], stack[k + 2], 0, stack[k + 3])
                    } else {
                        curveTo(stack[k], cross, stack[k + 1], stack[k + 2], stack[k + 3], 0)
                    }
                    cross = 0
                    k += 4
                }
                stack = []
            case 30, 31:  // vhcurveto, hvcurveto: alternating, the last may end off-axis
                var horizontal = b0 == 31
                var k = 0
                while k + 3 < stack.count {
                    let last = k + 8 > stack.count && k + 5 == stack.count
                    let extra = last ? stack[k + 4] : 0
                    if horizontal {
                        curveTo(stack[k], 0, stack[k + 1], stack[k + 2], extra, stack[k + 3])
                    } else {
                        curveTo(0, stack[k], stack[k + 1], stack[k + 2], stack[k + 3], extra)
                    }
                    horizontal.toggle()
                    k += 4
                }
                stack = []
            case 10, 29:  // callsubr, callgsubr
                try need(1, b0 == 10 ? "callsubr" : "callgsubr")
                let subrs = b0 == 10 ? local : global
                let n = Int(stack.removeLast()) + CFFTable.bias(subrs.count)
                guard n >= 0, n < subrs.count else { throw r.fail("subroutine \(n) of \(subrs.count) does not exist") }
                try execute(subrs.ranges[n], depth: depth + 1)
            case 11:  // return
                return
            case 14:  // endchar (an accent-composing endchar, 4 extra numbers, is not read)
                takeWidth(0)
                if stack.count >= 4 { throw r.fail("endchar with seac accent composition is not supported") }
                closeContour()
                finished = true
                stack = []
            case 12:
                let op = Int(try r.u8(i))
                i += 1
                try escape(op)
            default:
                throw r.fail("charstring operator \(b0) is reserved")
            }
        }
    }

    mutating func need(_ n: Int, _ op: String) throws {
        guard stack.count >= n else { throw r.fail("\(op) needs \(n) numbers, has \(stack.count)") }
    }

    mutating func escape(_ op: Int) throws {
        let s = stack
        switch op {
        case 35:  // flex: two curves, then fd
            try need(13, "flex")
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5]); curveTo(s[6], s[7], s[8], s[9], s[10], s[11])
        case 34:  // hflex
            try need(7, "hflex")
            let y0 = y
            curveTo(s[0], 0, s[1], s[2], s[3], 0); curveTo(s[4], 0, s[5], y0 - y, s[6], 0)
        case 36:  // hflex1
            try need(9, "hflex1")
            let y0 = y
            curveTo(s[0], s[1], s[2], s[3], s[4], 0)
            curveTo(s[5], 0, s[6], s[7], s[8], 0)
            y = y0 + s[1] + s[3] + s[7]
            fixLast(toY: y0)
        case 37:  // flex1: the last coordinate runs along the larger displacement
            try need(11, "flex1")
            let x0 = x, y0 = y
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
            let dx = s[0] + s[2] + s[4] + s[6] + s[8], dy = s[1] + s[3] + s[5] + s[7] + s[9]
            if abs(dx) > abs(dy) {
                curveTo(s[6], s[7], s[8], s[9], s[10], (y0 - y) - s[7] - s[9])
            } else {
                curveTo(s[6], s[7], s[8], s[9], (x0 - x) - s[6] - s[8], s[10])
            }
        case 9, 10, 11, 12, 14, 15, 18, 21, 22, 23, 24, 26, 27, 28, 29, 30:
            throw r.fail("charstring arithmetic operator 12 \(op) is not supported")
        default:
            throw r.fail("charstring operator 12 \(op) is reserved")
        }
        stack = []
    }

    /// hflex1's second curve ends at the first curve's starting height.
    mutating func fixLast(toY y0: Double) {
        guard case .cubicTo(let c1, let c2, let end)? = current.last else { return }
        current[current.count - 1] = .cubicTo(c1, c2, OutlinePoint(x: end.x, y: y0))
        y = y0
    }
}
