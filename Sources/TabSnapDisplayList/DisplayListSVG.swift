import TabSnapCore
import TabSnapRaster
import TabSnapText

/// Why a display list has no SVG form: the item that SVG 1.1 (as resvg reads it) cannot say.
public struct DisplayListSVGError: Error, CustomStringConvertible {
    public let description: String
}

extension DisplayList {
    /// The same drawing as an SVG document, in device pixels: paths with their transforms,
    /// text as the glyph outlines the raster path fills (at the same quarter-pixel phase),
    /// clips as clipPaths, layers as groups with opacity and blur or drop-shadow filters.
    ///
    /// It exists so that another renderer (resvg in `make bench`) can draw exactly the scene
    /// TabSnap draws, for speed and agreement figures. Items with no SVG equivalent — a backdrop
    /// blur (needs the content behind), template images and layer masks — are refused with
    /// the item's number rather than dropped.
    public func svg(glyphs: GlyphCache) throws(DisplayListSVGError) -> String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        var defs = SVGDefs()
        // What each open group needs closed: one "</g>" per pushed clip or layer.
        var closers: [String] = []
        for (index, item) in items.enumerated() {
            let indent = String(repeating: " ", count: closers.count + 1)
            switch item {
            case .fill(let f):
                out += indent + "<path d=\"\(SVGNumber.path(f.path))\"\(SVGNumber.transform(f.transform))"
                    + defs.paint(f.paint, attribute: "fill")
                    + (f.rule == .evenOdd ? " fill-rule=\"evenodd\"" : "") + "/>\n"
            case .stroke(let s):
                out += indent + "<path d=\"\(SVGNumber.path(s.path))\"\(SVGNumber.transform(s.transform)) fill=\"none\""
                    + defs.paint(s.paint, attribute: "stroke") + SVGNumber.stroke(s.style) + "/>\n"
            case .glyphs(let run):
                var d = ""
                for g in run.glyphs {
                    let font = glyphs.library.font(g.key.face)
                    guard let outline = try? font.outline(Int(g.key.glyph)), !outline.isEmpty else { continue }
                    let placed = outline.placed(size: Double(g.key.pixelSize64) / 64, unitsPerEm: font.unitsPerEm,
                                                x: Double(g.key.subpixelX) / 4, baselineY: 0)
                    d += SVGNumber.path(placed.path.applying(.translation(x: Double(g.pixelX), y: Double(g.pixelY))))
                }
                if !d.isEmpty { out += indent + "<path d=\"\(d)\"" + defs.paint(.solid(run.color), attribute: "fill") + "/>\n" }
            case .pushClip(let c):
                let id = defs.clip(c.path, transform: c.transform, rule: c.rule)
                out += indent + "<g clip-path=\"url(#\(id))\">\n"
                closers.append("</g>")
            case .popClip, .endLayer:
                guard let closer = closers.popLast() else { throw DisplayListSVGError(description: "item \(index): a pop with nothing pushed") }
                out += String(repeating: " ", count: closers.count + 1) + closer + "\n"
            case .beginLayer(let l):
                var open = "<g"
                if l.opacity < 1 { open += " opacity=\"\(SVGNumber.format(max(0, l.opacity)))\"" }
                if let filter = l.filter { open += " filter=\"url(#\(defs.filter(filter, width: width, height: height)))\"" }
                if let css = l.blendMode.cssName { open += " style=\"mix-blend-mode:\(css)\"" }
                var closer = "</g>"
                if let bounds = l.bounds {
                    // The layer's content is clipped to its bounds; a filter's output is not.
                    open += "><g clip-path=\"url(#\(defs.clip(.rect(bounds), transform: l.transform)))\""
                    closer = "</g></g>"
                }
                out += indent + open + ">\n"
                closers.append(closer)
            case .image:
                throw DisplayListSVGError(description: "item \(index): images are not written to SVG")
            case .mask:
                throw DisplayListSVGError(description: "item \(index): template images (alpha masks) are not written to SVG")
            case .backdrop:
                throw DisplayListSVGError(description: "item \(index): a backdrop blur has no SVG 1.1 equivalent")
            case .beginMask, .endMask:
                throw DisplayListSVGError(description: "item \(index): layer masks are not written to SVG")
            }
        }
        guard closers.isEmpty else { throw DisplayListSVGError(description: "\(closers.count) clip or layer left open at the end") }
        if !defs.text.isEmpty { out += " <defs>\n" + defs.text + " </defs>\n" }
        return out + "</svg>\n"
    }
}

/// Gradients, clips and filters, written once each and referred to by id.
struct SVGDefs {
    var text = ""
    var count = 0

    mutating func nextID(_ prefix: String) -> String {
        count += 1
        return "\(prefix)\(count)"
    }

    mutating func paint(_ paint: Paint, attribute: String) -> String {
        switch paint {
        case .solid(let c):
            let alpha = c.alpha == 255 ? "" : " \(attribute)-opacity=\"\(SVGNumber.format(Double(c.alpha) / 255))\""
            return " \(attribute)=\"\(SVGNumber.hex(c))\"" + alpha
        case .linearGradient(let g):
            let id = nextID("g")
            text += "  <linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGNumber.format(g.start.x))\" y1=\"\(SVGNumber.format(g.start.y))\" x2=\"\(SVGNumber.format(g.end.x))\" y2=\"\(SVGNumber.format(g.end.y))\">"
                + stops(g.stops) + "</linearGradient>\n"
            return " \(attribute)=\"url(#\(id))\""
        case .radialGradient(let g):
            let id = nextID("g")
            let first = g.endRadius > 0 ? min(1, max(0, g.startRadius / g.endRadius)) : 0
            // The stops run from startRadius to endRadius: rescale them onto 0...endRadius.
            let scaled = g.stops.map { GradientStop($0.color, at: first + (1 - first) * $0.location) }
            text += "  <radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(SVGNumber.format(g.center.x))\" cy=\"\(SVGNumber.format(g.center.y))\" r=\"\(SVGNumber.format(g.endRadius))\">"
                + stops(scaled) + "</radialGradient>\n"
            return " \(attribute)=\"url(#\(id))\""
        }
    }

    func stops(_ stops: [GradientStop]) -> String {
        stops.map { s in
            "<stop offset=\"\(SVGNumber.format(s.location))\" stop-color=\"\(SVGNumber.hex(s.color))\""
                + (s.color.alpha == 255 ? "" : " stop-opacity=\"\(SVGNumber.format(Double(s.color.alpha) / 255))\"") + "/>"
        }.joined()
    }

    mutating func clip(_ path: Path, transform: Transform, rule: FillRule = .nonZero) -> String {
        let id = nextID("c")
        let r = rule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
        text += "  <clipPath id=\"\(id)\"><path d=\"\(SVGNumber.path(path))\"\(SVGNumber.transform(transform))\(r)/></clipPath>\n"
        return id
    }

    /// A filter whose region is the whole canvas, so nothing it spreads is cut off early.
    mutating func filter(_ filter: LayerFilter, width: Int, height: Int) -> String {
        let id = nextID("f")
        let region = "filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\""
        switch filter {
        case .blur(let radius):
            text += "  <filter id=\"\(id)\" \(region)><feGaussianBlur stdDeviation=\"\(SVGNumber.format(radius))\"/></filter>\n"
        case .shadow(let color, let radius, let dx, let dy):
            // The raster rounds the offset to whole pixels once; so does this.
            text += "  <filter id=\"\(id)\" \(region)><feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(SVGNumber.format(radius))\"/>"
                + "<feOffset dx=\"\(LayerFilter.wholePixels(dx))\" dy=\"\(LayerFilter.wholePixels(dy))\" result=\"o\"/>"
                + "<feFlood flood-color=\"\(SVGNumber.hex(color))\" flood-opacity=\"\(SVGNumber.format(Double(color.alpha) / 255))\"/>"
                + "<feComposite in2=\"o\" operator=\"in\"/><feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
        case .colorMatrix(let m):
            // sRGB, as the raster applies it (SVG's default is linearRGB).
            text += "  <filter id=\"\(id)\" \(region) color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\""
                + m.values.map(SVGNumber.format).joined(separator: " ") + "\"/></filter>\n"
        }
        return id
    }
}

/// Numbers as SVG wants them: at most three decimals, no exponent, no "-0".
enum SVGNumber {
    static func format(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let thousandths = Int((v * 1000).rounded())
        if thousandths == 0 { return "0" }
        let sign = thousandths < 0 ? "-" : ""
        let m = thousandths.magnitude
        let whole = m / 1000, frac = m % 1000
        if frac == 0 { return sign + String(whole) }
        var f = String(frac)
        f = String(repeating: "0", count: 3 - f.count) + f
        while f.hasSuffix("0") { f.removeLast() }
        return sign + String(whole) + "." + f
    }

    static func hex(_ c: PixelColor) -> String { HexColor.text(c.red, c.green, c.blue) }

    static func point(_ p: Point) -> String { format(p.x) + "," + format(p.y) }

    static func path(_ path: Path) -> String {
        var d: [String] = []
        for e in path.elements {
            switch e {
            case .move(let p): d.append("M" + point(p))
            case .line(let p): d.append("L" + point(p))
            case .quad(let c, let p): d.append("Q" + point(c) + " " + point(p))
            case .cubic(let c1, let c2, let p): d.append("C" + point(c1) + " " + point(c2) + " " + point(p))
            case .close: d.append("Z")
            }
        }
        return d.joined(separator: " ")
    }

    static func transform(_ t: Transform) -> String {
        if t == .identity { return "" }
        return " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(format).joined(separator: " ")))\""
    }

    static func stroke(_ s: StrokeStyle) -> String {
        var a = " stroke-width=\"\(format(s.width))\""
        switch s.cap {
        case .butt: break
        case .round: a += " stroke-linecap=\"round\""
        case .square: a += " stroke-linecap=\"square\""
        }
        switch s.join {
        case .miter: a += " stroke-miterlimit=\"\(format(s.miterLimit))\""
        case .round: a += " stroke-linejoin=\"round\""
        case .bevel: a += " stroke-linejoin=\"bevel\""
        }
        if !s.dash.isEmpty, s.dash.allSatisfy({ $0.isFinite && $0 >= 0 }), s.dash.contains(where: { $0 > 0 }) {
            a += " stroke-dasharray=\"\(s.dash.map(format).joined(separator: " "))\""
            if s.dashPhase != 0 { a += " stroke-dashoffset=\"\(format(s.dashPhase))\"" }
        }
        return a
    }
}

extension BlendMode {
    /// CSS's `mix-blend-mode` name; nil for normal and for the modes CSS has none for
    /// (plus-darker and the Porter–Duff operators), which an SVG shows as normal.
    var cssName: String? {
        switch self {
        case .normal, .sourceAtop, .destinationOver, .destinationOut, .plusDarker: return nil
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .plusLighter: return "plus-lighter"
        default: return rawValue
        }
    }
}
