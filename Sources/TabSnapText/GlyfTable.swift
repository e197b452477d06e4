/// 'loca' + 'glyf': glyph outlines, simple and composite.
///
/// loca is validated whole at load (monotonic, inside glyf), so a glyph's byte range is always
/// valid; the glyph's own contents are checked as they are decoded.
struct GlyfTable: Sendable {
    /// Composite nesting limit: real fonts use 1–3 levels; this also stops reference cycles.
    static let maxDepth = 8
    /// Points in one glyph after flattening composites: bounds the work and memory a hostile
    /// composite (many references to a big glyph, nested) can cause.
    static let maxPoints = 1 << 16
    /// Components visited for one glyph, all levels together.
    static let maxComponents = 1 << 12

    private let glyf: ByteReader
    private let offsets: [Int]

    init(loca: ByteReader, glyf: ByteReader, numGlyphs: Int, longOffsets: Bool) throws {
        self.glyf = glyf
        let entry = longOffsets ? 4 : 2
        try loca.check(0, (numGlyphs + 1) * entry)
        var offs = [Int](repeating: 0, count: numGlyphs + 1)
        for i in 0...numGlyphs {
            offs[i] = longOffsets ? Int(try loca.u32(i * 4)) : Int(try loca.u16(i * 2)) * 2
            if offs[i] > glyf.count {
                throw loca.fail("glyph \(i) offset \(offs[i]) points past the end of glyf (\(glyf.count) bytes)")
            }
            if i > 0, offs[i] < offs[i - 1] { throw loca.fail("offsets decrease at glyph \(i)") }
        }
        offsets = offs
    }

    var numGlyphs: Int { offsets.count - 1 }

    /// A variable font's glyph deltas and the instance's normalized location.
    struct Variation {
        let gvar: GvarTable
        let coords: [Double]
    }

    func points(_ glyph: Int, variation: Variation? = nil) throws -> GlyphPoints {
        var out = GlyphPoints()
        var budget = (points: Self.maxPoints, components: Self.maxComponents)
        try append(glyph, depth: 0, into: &out, budget: &budget, variation: variation)
        return out
    }

    private func append(_ glyph: Int, depth: Int, into out: inout GlyphPoints,
                        budget: inout (points: Int, components: Int), variation: Variation? = nil) throws {
        guard glyph >= 0, glyph < numGlyphs else { throw glyf.fail("glyph id \(glyph) out of range (\(numGlyphs) glyphs)") }
        let length = offsets[glyph + 1] - offsets[glyph]
        if length == 0 { return }  // empty glyph, e.g. space
        let r = try glyf.window(offsets[glyph], length)
        let contours = Int(try r.i16(0))
        if contours >= 0 {
            try appendSimple(r, contours: contours, glyph: glyph, into: &out, budget: &budget, variation: variation)
        } else {
            guard depth < Self.maxDepth else { throw glyf.fail("composite glyph \(glyph) nested deeper than \(Self.maxDepth) (a cycle?)") }
            try appendComposite(r, glyph: glyph, depth: depth, into: &out, budget: &budget, variation: variation)
        }
    }

    private func appendSimple(_ r: ByteReader, contours: Int, glyph: Int, into out: inout GlyphPoints,
                              budget: inout (points: Int, components: Int), variation: Variation?) throws {
        if contours == 0 { return }
        try r.check(10, contours * 2)
        var ends = [Int](repeating: 0, count: contours)
        for i in 0..<contours {
            ends[i] = Int(try r.u16(10 + i * 2))
            if i > 0, ends[i] <= ends[i - 1] { throw r.fail("glyph \(glyph): contour ends not increasing") }
        }
        let n = ends[contours - 1] + 1
        guard n <= budget.points else { throw r.fail("glyph \(glyph): more than \(Self.maxPoints) points") }
        budget.points -= n
        let instructionLength = Int(try r.u16(10 + contours * 2))
        var p = 12 + contours * 2 + instructionLength
        // Flags, with run-length repeats (bit 3: the next byte repeats this flag).
        var flags = [UInt8](repeating: 0, count: n)
        var i = 0
        while i < n {
            let f = try r.u8(p); p += 1
            flags[i] = f; i += 1
            if f & 0x08 != 0 {
                let repeats = Int(try r.u8(p)); p += 1
                guard repeats <= n - i else { throw r.fail("glyph \(glyph): flag repeat runs past the point count") }
                for _ in 0..<repeats { flags[i] = f; i += 1 }
            }
        }
        // Coordinates are deltas: short (1 byte, sign in the "same" bit), long (int16), or
        // unchanged when the "same" bit is set without the short bit.
        func coords(short: UInt8, same: UInt8) throws -> [Int] {
            var v = [Int](repeating: 0, count: n)
            var acc = 0
            for k in 0..<n {
                let f = flags[k]
                if f & short != 0 {
                    let d = Int(try r.u8(p)); p += 1
                    acc += f & same != 0 ? d : -d
                } else if f & same == 0 {
                    acc += Int(try r.i16(p)); p += 2
                }
                v[k] = acc
            }
            return v
        }
        let xs = try coords(short: 0x02, same: 0x10)
        let ys = try coords(short: 0x04, same: 0x20)
        let base = out.points.count
        out.points.reserveCapacity(base + n)
        var own = (0..<n).map { OutlinePoint(x: Double(xs[$0]), y: Double(ys[$0])) }
        if let variation {
            // Four phantom points follow the outline's (advance and side bearings).
            let d = try variation.gvar.deltas(glyph, coords: variation.coords, pointCount: n + 4, contours: ends, original: own)
            for k in 0..<n { own[k].x += d[k].x; own[k].y += d[k].y }
        }
        for k in 0..<n {
            out.points.append(own[k])
            out.onCurve.append(flags[k] & 0x01 != 0)
        }
        out.endPoints.append(contentsOf: ends.map { $0 + base })
    }

    private func appendComposite(_ r: ByteReader, glyph: Int, depth: Int, into out: inout GlyphPoints,
                                 budget: inout (points: Int, components: Int), variation: Variation?) throws {
        // A variable font moves each component's offset: one delta per component (then the
        // four phantom points), so count the components first.
        var offsetDeltas: [OutlinePoint] = []
        if let variation {
            var count = 0, q = 10
            while true {
                count += 1
                guard count <= Self.maxComponents else { throw r.fail("glyph \(glyph): more than \(Self.maxComponents) components") }
                let f = try r.u16(q)
                q += 4 + (f & 0x0001 != 0 ? 4 : 2) + (f & 0x0008 != 0 ? 2 : f & 0x0040 != 0 ? 4 : f & 0x0080 != 0 ? 8 : 0)
                if f & 0x0020 == 0 { break }
            }
            offsetDeltas = try variation.gvar.deltas(glyph, coords: variation.coords, pointCount: count + 4, contours: [], original: [])
        }
        var component = 0
        var p = 10
        while true {
            budget.components -= 1
            guard budget.components >= 0 else { throw r.fail("glyph \(glyph): more than \(Self.maxComponents) components") }
            let flags = try r.u16(p)
            let child = Int(try r.u16(p + 2))
            p += 4
            let argsAreWords = flags & 0x0001 != 0
            let argsAreXY = flags & 0x0002 != 0
            var arg1 = 0, arg2 = 0
            if argsAreWords {
                arg1 = argsAreXY ? Int(try r.i16(p)) : Int(try r.u16(p))
                arg2 = argsAreXY ? Int(try r.i16(p + 2)) : Int(try r.u16(p + 2))
                p += 4
            } else {
                arg1 = argsAreXY ? Int(try r.i8(p)) : Int(try r.u8(p))
                arg2 = argsAreXY ? Int(try r.i8(p + 1)) : Int(try r.u8(p + 1))
                p += 2
            }
            // The 2×2 matrix [a b; c d]: x' = a·x + c·y, y' = b·x + d·y.
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            var hasTransform = true
            if flags & 0x0008 != 0 {  // WE_HAVE_A_SCALE
                a = try r.f2dot14(p); d = a; p += 2
            } else if flags & 0x0040 != 0 {  // WE_HAVE_AN_X_AND_Y_SCALE
                a = try r.f2dot14(p); d = try r.f2dot14(p + 2); p += 4
            } else if flags & 0x0080 != 0 {  // WE_HAVE_A_TWO_BY_TWO
                a = try r.f2dot14(p); b = try r.f2dot14(p + 2)
                c = try r.f2dot14(p + 4); d = try r.f2dot14(p + 6); p += 8
            } else {
                hasTransform = false
            }

            var sub = GlyphPoints()
            try append(child, depth: depth + 1, into: &sub, budget: &budget, variation: variation)
            func transform(_ q: OutlinePoint) -> OutlinePoint { OutlinePoint(x: a * q.x + c * q.y, y: b * q.x + d * q.y) }
            var dx = 0.0, dy = 0.0
            if argsAreXY {
                dx = Double(arg1); dy = Double(arg2)
                if component < offsetDeltas.count { dx += offsetDeltas[component].x; dy += offsetDeltas[component].y }
                // SCALED_COMPONENT_OFFSET (Apple): the offset goes through the matrix too.
                // The default, like fontTools and FreeType, is the Microsoft way: unscaled.
                if hasTransform, flags & 0x0800 != 0, flags & 0x1000 == 0 {
                    let t = transform(OutlinePoint(x: dx, y: dy)); dx = t.x; dy = t.y
                }
                if hasTransform { sub.points = sub.points.map(transform) }
            } else {
                // Point matching: move the child so its point arg2 lands on our point arg1.
                if hasTransform { sub.points = sub.points.map(transform) }
                guard arg1 < out.points.count, arg2 < sub.points.count else {
                    throw r.fail("glyph \(glyph): anchor point \(arg1)/\(arg2) out of range")
                }
                dx = out.points[arg1].x - sub.points[arg2].x
                dy = out.points[arg1].y - sub.points[arg2].y
            }
            let base = out.points.count
            for q in sub.points { out.points.append(OutlinePoint(x: q.x + dx, y: q.y + dy)) }
            out.onCurve.append(contentsOf: sub.onCurve)
            out.endPoints.append(contentsOf: sub.endPoints.map { $0 + base })
            component += 1
            if flags & 0x0020 == 0 { break }  // MORE_COMPONENTS
        }
    }
}
