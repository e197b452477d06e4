import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster
import struct TabSnapRaster.Path

/// Draws an `SVGDocument` as display items with TabSnap's rasterizer: shapes, groups, `use`,
/// transforms, fills and strokes with their opacities, rules, caps, joins, miter limits and
/// dashes, linear and radial gradients, group opacity and clip paths. `currentColor` is the
/// colour given (a template icon's tint); anything else is refused with the element's name.
public struct SVGRenderer: Sendable {
    /// What `currentColor` (and, with `tint`, every colour) becomes.
    public var currentColor: PixelColor
    /// Template rendering: every painted colour becomes `currentColor`, keeping its alpha.
    public var tint: Bool

    public init(currentColor: PixelColor = PixelColor(r: 0, g: 0, b: 0), tint: Bool = false) {
        self.currentColor = currentColor
        self.tint = tint
    }

    public func displayList(_ doc: SVGDocument, width: Int, height: Int) throws(SVGError) -> DisplayList {
        DisplayList(width: width, height: height, items: try items(doc, x: 0, y: 0, width: Double(width), height: Double(height), transform: .identity))
    }

    /// The document fitted (xMidYMid meet) into the rectangle, which `transform` takes to device pixels.
    public func items(_ doc: SVGDocument, x: Double, y: Double, width: Double, height: Double, transform: Transform) throws(SVGError) -> [DisplayItem] {
        let vb = doc.viewBox
        let s = min(width / vb.width, height / vb.height)
        let fit = Transform.translation(x: -vb.x, y: -vb.y).concatenating(.scale(s))
            .concatenating(.translation(x: x + (width - vb.width * s) / 2, y: y + (height - vb.height * s) / 2))
            .concatenating(transform)
        var out: [DisplayItem] = []
        var context = Context(doc: doc, renderer: self)
        try context.element(doc.root, style: Style(), toDevice: fit, into: &out, depth: 0)
        return out
    }
}

extension SVGRenderer {
    /// Items for one element of a document (a symbol variant's group) under `toDevice`.
    func items(of element: SVGElement, in doc: SVGDocument, toDevice: Transform) throws(SVGError) -> [DisplayItem] {
        var out: [DisplayItem] = []
        var context = Context(doc: doc, renderer: self)
        try context.element(element, style: Style(), toDevice: toDevice, into: &out, depth: 0)
        return out
    }
}

/// Inherited properties.
struct Style {
    var fill: String = "black"
    var fillOpacity = 1.0
    var fillRule = "nonzero"
    var stroke: String = "none"
    var strokeOpacity = 1.0
    var strokeWidth = 1.0
    var lineCap = "butt"
    var lineJoin = "miter"
    var miterLimit = 4.0
    var dash: [Double] = []
    var dashOffset = 0.0
    var color: String? = nil
    var visible = true

    func inheriting(_ a: [String: String]) -> Style {
        var s = self
        if let v = a["fill"] { s.fill = v }
        if let v = a["fill-opacity"].flatMap(SVGValues.fraction) { s.fillOpacity = min(max(v, 0), 1) }
        if let v = a["fill-rule"] { s.fillRule = v }
        if let v = a["stroke"] { s.stroke = v }
        if let v = a["stroke-opacity"].flatMap(SVGValues.fraction) { s.strokeOpacity = min(max(v, 0), 1) }
        if let v = a["stroke-width"].flatMap(SVGValues.length) { s.strokeWidth = max(0, v) }
        if let v = a["stroke-linecap"] { s.lineCap = v }
        if let v = a["stroke-linejoin"] { s.lineJoin = v }
        if let v = a["stroke-miterlimit"].flatMap(Double.init) { s.miterLimit = max(1, v) }
        if let v = a["stroke-dasharray"] { s.dash = v == "none" ? [] : SVGValues.numbers(v) }
        if let v = a["stroke-dashoffset"].flatMap(SVGValues.length) { s.dashOffset = v }
        if let v = a["color"] { s.color = v }
        if let v = a["visibility"] { s.visible = v != "hidden" && v != "collapse" }
        return s
    }
}

private struct Context {
    let doc: SVGDocument
    let renderer: SVGRenderer
    /// Elements drawn so far: `use` can fan out (a group of uses of groups of uses…), so the
    /// total, not only the depth, is bounded.
    var drawn = 0
    static let maxDrawn = 100_000

    static let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
    static let skipped: Set<String> = ["defs", "linearGradient", "radialGradient", "clipPath", "symbol", "style", "stop"]

    mutating func element(_ e: SVGElement, style inherited: Style, toDevice: Transform, into out: inout [DisplayItem], depth: Int) throws(SVGError) {
        guard depth < 64 else { throw SVGError(element: e.name, message: "nested (or used) more than 64 deep") }
        drawn += 1
        guard drawn <= Self.maxDrawn else {
            throw SVGError(element: e.name, message: "the document draws more than \(Self.maxDrawn) elements (through use)")
        }
        if Self.skipped.contains(e.name) { return }
        if e.attributes["display"] == "none" { return }
        let style = inherited.inheriting(e.attributes)
        var t = toDevice
        if let tr = e.attributes["transform"], e.name != "svg" { t = try SVGValues.transform(tr).concatenating(toDevice) }
        let opacity = e.attributes["opacity"].flatMap(SVGValues.fraction).map { min(max($0, 0), 1) } ?? 1
        guard opacity > 0 else { return }
        var opened = 0
        if opacity < 1 {
            out.append(.beginLayer(LayerItem(opacity: opacity, bounds: nil, transform: .identity)))
            opened += 1
        }
        var clipped = false
        if let clip = e.attributes["clip-path"], clip != "none" {
            guard let id = Self.reference(clip), let cp = doc.ids[id], cp.name == "clipPath" else {
                throw SVGError(element: e.name, message: "clip-path \(Quoted.quoted(clip)) does not name a <clipPath>")
            }
            var path = Path()
            var clipT = t
            if let tr = cp.attributes["transform"] { clipT = try SVGValues.transform(tr).concatenating(t) }
            for child in cp.children where Self.shapes.contains(child.name) {
                var childPath = try geometry(child)
                if let tr = child.attributes["transform"] { childPath = childPath.applying(try SVGValues.transform(tr)) }
                path.add(childPath)
            }
            out.append(.pushClip(ClipItem(path: path, transform: clipT)))
            clipped = true
        }
        switch e.name {
        case "svg", "g", "a":
            for child in e.children { try element(child, style: style, toDevice: t, into: &out, depth: depth + 1) }
        case "use":
            let href = e.attributes["href"] ?? e.attributes["xlink:href"] ?? ""
            guard let id = Self.reference(href), let target = doc.ids[id] else {
                throw SVGError(element: "use", message: "href \(Quoted.quoted(href)) names no element")
            }
            let dx = e.attributes["x"].flatMap(SVGValues.length) ?? 0, dy = e.attributes["y"].flatMap(SVGValues.length) ?? 0
            let moved = Transform.translation(x: dx, y: dy).concatenating(t)
            if target.name == "symbol" {
                for child in target.children { try element(child, style: style.inheriting(target.attributes), toDevice: moved, into: &out, depth: depth + 1) }
            } else {
                try element(target, style: style, toDevice: moved, into: &out, depth: depth + 1)
            }
        case _ where Self.shapes.contains(e.name):
            if style.visible { try shape(e, style, t, into: &out) }
        default:
            throw SVGError(element: e.name, message: "this element is not supported (shapes, g, use, defs, symbol, gradients and clipPath are)")
        }
        if clipped { out.append(.popClip) }
        for _ in 0..<opened { out.append(.endLayer) }
    }

    static func reference(_ s: String) -> String? {
        let t = s.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("url(") && t.hasSuffix(")") {
            var inner = t.dropFirst(4).dropLast().trimmingCharacters(in: CharacterSet(charactersIn: " '\""))
            if inner.hasPrefix("#") { inner.removeFirst() }
            return inner
        }
        if t.hasPrefix("#") { return String(t.dropFirst()) }
        return nil
    }

    func number(_ e: SVGElement, _ key: String, _ fallback: Double = 0) throws(SVGError) -> Double {
        guard let v = e.attributes[key] else { return fallback }
        guard let d = SVGValues.length(v) else { throw SVGError(element: e.name, message: "\(key)=\(Quoted.quoted(v)) is not a length in user units") }
        return d
    }

    /// The element's outline in its own user space.
    func geometry(_ e: SVGElement) throws(SVGError) -> Path {
        var p = Path()
        func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        switch e.name {
        case "path":
            do { return try SVGPath.parse(e.attributes["d"] ?? "") } catch { throw SVGError(element: "path", message: error.message) }
        case "rect":
            let x = try number(e, "x"), y = try number(e, "y"), w = try number(e, "width"), h = try number(e, "height")
            guard w > 0, h > 0 else { return p }
            var rx = e.attributes["rx"].flatMap(SVGValues.length), ry = e.attributes["ry"].flatMap(SVGValues.length)
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let box = Rect(x: x, y: y, width: w, height: h)
            let (a, b) = (min(max(rx ?? 0, 0), w / 2), min(max(ry ?? 0, 0), h / 2))
            if a <= 0 || b <= 0 { return .rect(box) }
            if a == b { return .roundedRect(box, radius: a) }
            // Elliptical corners (rx ≠ ry), which the raster's rounded rectangle does not draw.
            let k = 0.5522847498307936
            p.move(to: pt(x + a, y))
            p.line(to: pt(x + w - a, y))
            p.cubic(to: pt(x + w, y + b), control1: pt(x + w - a + a * k, y), control2: pt(x + w, y + b - b * k))
            p.line(to: pt(x + w, y + h - b))
            p.cubic(to: pt(x + w - a, y + h), control1: pt(x + w, y + h - b + b * k), control2: pt(x + w - a + a * k, y + h))
            p.line(to: pt(x + a, y + h))
            p.cubic(to: pt(x, y + h - b), control1: pt(x + a - a * k, y + h), control2: pt(x, y + h - b + b * k))
            p.line(to: pt(x, y + b))
            p.cubic(to: pt(x + a, y), control1: pt(x, y + b - b * k), control2: pt(x + a - a * k, y))
            p.close()
            return p
        case "circle", "ellipse":
            let cx = try number(e, "cx"), cy = try number(e, "cy")
            let rx = e.name == "circle" ? try number(e, "r") : try number(e, "rx")
            let ry = e.name == "circle" ? rx : try number(e, "ry")
            guard rx > 0, ry > 0 else { return p }
            return .ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
        case "line":
            p.move(to: pt(try number(e, "x1"), try number(e, "y1")))
            p.line(to: pt(try number(e, "x2"), try number(e, "y2")))
            return p
        default:  // polyline, polygon
            let n = SVGValues.numbers(e.attributes["points"] ?? "")
            guard n.count >= 4 else { return p }
            p.move(to: pt(n[0], n[1]))
            var i = 2
            while i + 1 < n.count { p.line(to: pt(n[i], n[i + 1])); i += 2 }
            if e.name == "polygon" { p.close() }
            return p
        }
    }

    func shape(_ e: SVGElement, _ style: Style, _ t: Transform, into out: inout [DisplayItem]) throws(SVGError) {
        let path = try geometry(e)
        guard !path.isEmpty else { return }
        // A line has no inside; an open polyline fills as if closed, as SVG says.
        if e.name != "line", let paint = try paint(style.fill, opacity: style.fillOpacity, style: style, path: path, element: e) {
            out.append(.fill(FillItem(path: path, paint: paint, transform: t, rule: style.fillRule == "evenodd" ? .evenOdd : .nonZero)))
        }
        if style.strokeWidth > 0, let paint = try paint(style.stroke, opacity: style.strokeOpacity, style: style, path: path, element: e) {
            let cap: LineCap = style.lineCap == "round" ? .round : style.lineCap == "square" ? .square : .butt
            let join: LineJoin = style.lineJoin == "round" ? .round : style.lineJoin == "bevel" ? .bevel : .miter
            out.append(.stroke(StrokeItem(path: path, style: StrokeStyle(width: style.strokeWidth, cap: cap, join: join, miterLimit: style.miterLimit,
                                                                         dash: style.dash, dashPhase: style.dashOffset),
                                          paint: paint, transform: t)))
        }
    }

    func paint(_ value: String, opacity: Double, style: Style, path: Path, element: SVGElement) throws(SVGError) -> Paint? {
        let v = value.trimmingCharacters(in: .whitespaces)
        if v == "none" || opacity <= 0 { return nil }
        func faded(_ c: PixelColor) -> PixelColor {
            let base = renderer.tint ? renderer.currentColor : c
            return PixelColor(r: base.red, g: base.green, b: base.blue, a: UInt8((Double(c.alpha) * opacity).rounded()))
        }
        if v == "currentColor" {
            if let named = style.color, named != "currentColor", let c = SVGValues.color(named), !renderer.tint { return .solid(faded(c)) }
            return .solid(faded(renderer.currentColor))
        }
        if v.hasPrefix("url(") {
            guard let id = Self.reference(v), let g = doc.ids[id], g.name == "linearGradient" || g.name == "radialGradient" else {
                // A missing paint server falls back to none, as SVG says (without a fallback colour).
                return nil
            }
            return try gradient(g, opacity: opacity, path: path, faded: faded)
        }
        guard let c = SVGValues.color(v) else { throw SVGError(element: element.name, message: "\(Quoted.quoted(v)) is not a colour TabSnap reads") }
        return .solid(faded(c))
    }

    /// Attributes of a gradient, inherited through `href` chains (stops too, when it has none).
    func gradientAttributes(_ g: SVGElement) -> ([String: String], [SVGElement]) {
        var attributes: [String: String] = [:]
        var stops: [SVGElement] = []
        var current: SVGElement? = g
        var hops = 0
        while let e = current, hops < 16 {
            for (k, v) in e.attributes where attributes[k] == nil { attributes[k] = v }
            if stops.isEmpty { stops = e.children.filter { $0.name == "stop" } }
            current = (e.attributes["href"] ?? e.attributes["xlink:href"]).flatMap(Self.reference).flatMap { doc.ids[$0] }
            hops += 1
        }
        return (attributes, stops)
    }

    func gradient(_ g: SVGElement, opacity: Double, path: Path, faded: (PixelColor) -> PixelColor) throws(SVGError) -> Paint? {
        let (a, stopElements) = gradientAttributes(g)
        var stops: [GradientStop] = []
        var last = 0.0
        for s in stopElements {
            let offset = min(max(s.attributes["offset"].flatMap(SVGValues.fraction) ?? 0, last), 1)
            last = offset
            var c = s.attributes["stop-color"].flatMap(SVGValues.color) ?? PixelColor(r: 0, g: 0, b: 0)
            if s.attributes["stop-color"] == "currentColor" { c = renderer.currentColor }
            let o = s.attributes["stop-opacity"].flatMap(SVGValues.fraction) ?? 1
            c = PixelColor(r: c.red, g: c.green, b: c.blue, a: UInt8((Double(c.alpha) * min(max(o, 0), 1)).rounded()))
            stops.append(GradientStop(faded(c), at: offset))
        }
        guard !stops.isEmpty else { return nil }
        if stops.count == 1 { return .solid(stops[0].color) }
        // objectBoundingBox (the default) maps 0…1 onto the shape's bounds.
        var unit = Transform.identity
        if a["gradientUnits"] != "userSpaceOnUse" {
            guard let b = path.controlBounds, b.size.width > 0 || b.size.height > 0 else { return nil }
            unit = Transform.scale(x: b.size.width, y: b.size.height).concatenating(.translation(x: b.origin.x, y: b.origin.y))
        }
        if let tr = a["gradientTransform"] { unit = try SVGValues.transform(tr).concatenating(unit) }
        func coordinate(_ key: String, _ fallback: Double) -> Double {
            guard let v = a[key] else { return fallback }
            return SVGValues.fraction(v) ?? fallback
        }
        if g.name == "linearGradient" {
            let p1 = unit.apply(Point(x: coordinate("x1", 0), y: coordinate("y1", 0)))
            let p2 = unit.apply(Point(x: coordinate("x2", 1), y: coordinate("y2", 0)))
            return .linearGradient(LinearGradientPaint(start: p1, end: p2, stops: stops))
        }
        let c = unit.apply(Point(x: coordinate("cx", 0.5), y: coordinate("cy", 0.5)))
        let r = coordinate("r", 0.5)
        // A radius under a non-uniform map: the mean of the two axes' scales.
        let sx = (unit.a * unit.a + unit.b * unit.b).squareRoot(), sy = (unit.c * unit.c + unit.d * unit.d).squareRoot()
        return .radialGradient(RadialGradientPaint(center: c, startRadius: 0, endRadius: r * (sx + sy) / 2, stops: stops))
    }
}

import Foundation
