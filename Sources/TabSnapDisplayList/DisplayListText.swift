import TabSnapCore
import TabSnapRaster
import TabSnapText

/// The display list as stable, diffable text: one line per item, nested items indented, every
/// coordinate in device pixels (at most three decimals), colours as hex. Two lists print alike
/// exactly when they draw alike, so the text serves as a snapshot format of its own.
extension DisplayList {
    public var text: String {
        var out = "display list \(width)x\(height) px, \(items.count) items\n"
        var depth = 0
        for item in items {
            if case .popClip = item { depth = max(0, depth - 1) }
            if case .endLayer = item { depth = max(0, depth - 1) }
            if case .endMask = item { depth = max(0, depth - 1) }
            out += String(repeating: "  ", count: depth) + Self.line(item) + "\n"
            if case .pushClip = item { depth += 1 }
            if case .beginLayer = item { depth += 1 }
            if case .beginMask = item { depth += 1 }
        }
        return out
    }

    static func line(_ item: DisplayItem) -> String {
        switch item {
        case .fill(let f):
            return "fill \(paint(f.paint)) \(shape(f.path, f.transform))" + (f.rule == .evenOdd ? " even-odd" : "")
        case .stroke(let s):
            let w = num(s.style.width * scaleOf(s.transform))
            return "stroke \(paint(s.paint)) width \(w) \(s.style.cap) \(s.style.join)\(dash(s.style, s.transform)) \(shape(s.path, s.transform))"
        case .glyphs(let run):
            return "text \(quoted(run.text)) \(hex(run.color)) \(glyphs(run.glyphs))"
        case .image(let i):
            let digest = SHA256.hex(SHA256.hash(i.image.pixels)).prefix(12)
            return "image \(quoted(i.source)) \(i.image.width)x\(i.image.height) sha256:\(digest) in \(rect(i.rect, i.transform))"
        case .mask(let m):
            return "mask \(quoted(m.source)) \(m.mask.width)x\(m.mask.height) \(hex(m.color)) in \(rect(m.rect, m.transform))"
        case .backdrop(let b):
            return "backdrop blur \(num(b.sigma)) \(shape(b.path, b.transform))"
        case .pushClip(let c):
            return "clip \(shape(c.path, c.transform))" + (c.rule == .evenOdd ? " even-odd" : "")
        case .popClip:
            return "end clip"
        case .beginLayer(let l):
            return "layer opacity \(num(l.opacity))" + (l.filter.map { " " + filter($0) } ?? "")
                + (l.bounds.map { " bounds \(rect($0, l.transform))" } ?? "") + (l.clipsWhole ? " clipped whole" : "")
                + (l.blendMode == .normal ? "" : " blend \(l.blendMode.rawValue)")
        case .endLayer:
            return "end layer"
        case .beginMask(let mode):
            return mode == .alpha ? "begin mask" : "begin mask \(mode.rawValue)"
        case .endMask:
            return "end mask"
        }
    }

    /// `rect x,y wxh` for an axis-aligned rectangle, else SVG-like path data.
    static func shape(_ path: Path, _ t: Transform) -> String {
        let p = path.applying(t)
        let e = p.elements
        if e.count == 5, case .move(let a) = e[0], case .line(let b) = e[1], case .line(let c) = e[2], case .line(let d) = e[3],
           case .close = e[4], a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x, a.x <= b.x, a.y <= d.y {
            return "rect \(num(a.x)),\(num(a.y)) \(num(b.x - a.x))x\(num(d.y - a.y))"
        }
        func pt(_ q: Point) -> String { "\(num(q.x)),\(num(q.y))" }
        let data = e.map { el -> String in
            switch el {
            case .move(let q): return "M\(pt(q))"
            case .line(let q): return "L\(pt(q))"
            case .quad(let c, let q): return "Q\(pt(c)) \(pt(q))"
            case .cubic(let c1, let c2, let q): return "C\(pt(c1)) \(pt(c2)) \(pt(q))"
            case .close: return "Z"
            }
        }
        return "path " + data.joined(separator: " ")
    }

    static func rect(_ r: Rect, _ t: Transform) -> String {
        if t.b == 0 && t.c == 0 {
            let a = t.apply(Point(x: r.minX, y: r.minY)), b = t.apply(Point(x: r.maxX, y: r.maxY))
            return "\(num(min(a.x, b.x))),\(num(min(a.y, b.y))) \(num(abs(b.x - a.x)))x\(num(abs(b.y - a.y)))"
        }
        return "\(num(r.minX)),\(num(r.minY)) \(num(r.width))x\(num(r.height)) transform \([t.a, t.b, t.c, t.d, t.tx, t.ty].map(num).joined(separator: ","))"
    }

    /// Glyphs as `glyph@x,y` (x in quarter pixels), the face and pixel size named when they change.
    static func glyphs(_ glyphs: [GlyphPlacement]) -> String {
        var parts: [String] = []
        var face: (FontFace, Int32)?
        for g in glyphs {
            if face == nil || face!.0 != g.key.face || face!.1 != g.key.pixelSize64 {
                face = (g.key.face, g.key.pixelSize64)
                parts.append("[\(g.key.face) \(num(Double(g.key.pixelSize64) / 64))px]")
            }
            parts.append("\(g.key.glyph)@\(num(Double(g.pixelX) + Double(g.key.subpixelX) / 4)),\(g.pixelY)")
        }
        return parts.joined(separator: " ")
    }

    /// ` dash 8,4 phase 2` in device pixels (scaled like the width); empty for a solid stroke.
    static func dash(_ style: StrokeStyle, _ t: Transform) -> String {
        if style.dash.isEmpty { return "" }
        let s = scaleOf(t)
        return " dash " + style.dash.map { num($0 * s) }.joined(separator: ",")
            + (style.dashPhase == 0 ? "" : " phase \(num(style.dashPhase * s))")
    }

    /// `blur radius 4` or `shadow #00000040 radius 6 offset 0,2`, in device pixels.
    static func filter(_ f: LayerFilter) -> String {
        switch f {
        case .blur(let r): return "blur radius \(num(r))"
        case .shadow(let c, let r, let dx, let dy): return "shadow \(hex(c)) radius \(num(r)) offset \(num(dx)),\(num(dy))"
        case .colorMatrix(let m): return "colorMatrix " + m.values.map(num).joined(separator: ",")
        }
    }

    static func paint(_ p: Paint) -> String {
        switch p {
        case .solid(let c): return hex(c)
        case .linearGradient(let g):
            let stops = g.stops.map { "\(hex($0.color))@\(num($0.location))" }.joined(separator: " ")
            return "linear-gradient(\(num(g.start.x)),\(num(g.start.y)) → \(num(g.end.x)),\(num(g.end.y)): \(stops))"
        case .radialGradient(let g):
            let stops = g.stops.map { "\(hex($0.color))@\(num($0.location))" }.joined(separator: " ")
            return "radial-gradient(\(num(g.center.x)),\(num(g.center.y)) r \(num(g.startRadius)) → \(num(g.endRadius)): \(stops))"
        }
    }

    static func hex(_ c: PixelColor) -> String { HexColor.text(c.red, c.green, c.blue, alpha: c.alpha) }

    /// The length one user unit has on the device (strokes scale with the transform).
    static func scaleOf(_ t: Transform) -> Double {
        let det = abs(t.a * t.d - t.b * t.c)
        return det.squareRoot()
    }

    /// At most three decimals, no trailing zeros, `-0` printed as `0`.
    static func num(_ v: Double) -> String {
        if !v.isFinite { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        let r = (v * 1000).rounded() / 1000
        if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
        return String(r)
    }

    static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
