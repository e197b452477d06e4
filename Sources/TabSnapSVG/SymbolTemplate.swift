import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster
import struct TabSnapRaster.Path

/// A custom symbol exported from Apple's SF Symbols app as an SVG template (template versions 2
/// to 4): variants `<weight>-<S|M|L>` in the `Symbols` group, each placed by its own transform
/// with y = 0 on its baseline, and `Guides` with baselines, cap lines and left/right margins.
/// A variant the file has is drawn as designed; a missing weight is interpolated between the
/// `Ultralight`, `Regular` and `Black` sources of its scale (point for point: the sources must
/// match, as the SF Symbols app requires), and a missing scale is the nearest scale's variant
/// scaled by SF Symbols' factors (S 0.783, M 1, L 1.29). Sizes follow the font: the template's
/// cap height is SF Pro's (0.7046 em) at the point size asked for.
public struct SymbolTemplate: Sendable {
    public let name: String
    let document: SVGDocument
    let variants: [String: SVGElement]
    /// Guide lines by id: (x1, y1, x2, y2) in the template's space.
    let guides: [String: (Double, Double, Double, Double)]
    /// Template units per em.
    let unitsPerEm: Double

    public static let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
    static let scaleFactors: [String: Double] = ["S": 0.783, "M": 1, "L": 1.29]
    /// SF Pro's cap height in ems, which the template's guides mark.
    static let capHeight = 0.7046

    public init(document: SVGDocument) throws(SVGError) {
        name = document.name
        self.document = document
        guard let symbols = document.ids["Symbols"] else {
            throw SVGError(element: "svg", message: "no <g id=\"Symbols\">: not an SF Symbols template")
        }
        var variants: [String: SVGElement] = [:]
        for g in symbols.children where g.name == "g" {
            guard let id = g.attributes["id"], Self.parse(id) != nil else { continue }
            variants[id] = g
        }
        guard !variants.isEmpty else {
            throw SVGError(element: "g", message: "the Symbols group has no <weight>-<S|M|L> variant (Regular-M, Ultralight-S, …)")
        }
        self.variants = variants
        var guides: [String: (Double, Double, Double, Double)] = [:]
        func collect(_ e: SVGElement) {
            if e.name == "line", let id = e.attributes["id"] {
                let n = ["x1", "y1", "x2", "y2"].map { e.attributes[$0].flatMap(SVGValues.length) ?? 0 }
                guides[id] = (n[0], n[1], n[2], n[3])
            }
            e.children.forEach(collect)
        }
        if let g = document.ids["Guides"] { collect(g) }
        self.guides = guides
        // The cap height the guides mark (70.459 units in Apple's templates: 100 units per em).
        var cap = 0.0
        for s in ["S", "M", "L"] {
            if let base = guides["Baseline-\(s)"], let line = guides["Capline-\(s)"], base.1 - line.1 > 0 { cap = base.1 - line.1; break }
        }
        unitsPerEm = cap > 0 ? cap / Self.capHeight : 100
    }

    /// "Regular-M" → (weight index, scale letter).
    static func parse(_ id: String) -> (Int, String)? {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let w = weights.firstIndex(of: String(parts[0])), scaleFactors[String(parts[1])] != nil else { return nil }
        return (w, String(parts[1]))
    }

    static func letter(_ scale: Image.Scale) -> String { scale == .small ? "S" : scale == .large ? "L" : "M" }

    /// The weight index nearest a numeric weight (100 … 900).
    static func weightIndex(_ weight: Int) -> Int { min(max((weight + 50) / 100 - 1, 0), 8) }

    // MARK: Variants

    /// A variant ready to draw: its paths in its own space (y = 0 on the baseline), its margins
    /// and the box its ink covers.
    struct Resolved {
        var group: SVGElement
        var left: Double
        var right: Double
        var ink: Rect
    }

    func resolve(weight: Int, scale: Image.Scale) throws(SVGError) -> Resolved {
        let w = Self.weightIndex(weight), s = Self.letter(scale)
        if let r = try exact(w, s) { return r }
        // The weight at another scale, scaled; else the weight interpolated at this scale or
        // at another, then scaled.
        for other in ["M", "S", "L"] where other != s {
            if let r = try exact(w, other) { return scaled(r, by: Self.scaleFactors[s]! / Self.scaleFactors[other]!) }
        }
        if let r = try interpolated(w, s) { return r }
        for other in ["S", "M", "L"] where other != s {
            if let r = try interpolated(w, other) { return scaled(r, by: Self.scaleFactors[s]! / Self.scaleFactors[other]!) }
        }
        throw SVGError(element: "g", message: "\(Self.weights[w])-\(s) is not in the template and cannot be interpolated "
                       + "(it needs Ultralight, Regular and Black variants of one scale; it has \(variants.keys.sorted().joined(separator: ", ")))")
    }

    /// A variant the template has, moved to its own space.
    func exact(_ w: Int, _ s: String) throws(SVGError) -> Resolved? {
        let id = "\(Self.weights[w])-\(s)"
        guard let g = variants[id] else { return nil }
        let origin = try SVGValues.transform(g.attributes["transform"] ?? "")
        var inner = SVGElement(name: "g", attributes: g.attributes.filter { $0.key != "transform" && $0.key != "id" })
        inner.children = g.children
        // Margins: the variant's own, else Regular-M's, Regular-S's, the template v2 pair.
        var margins: (Double, Double)? = nil
        for suffix in [id, "Regular-M", "Regular-S"] {
            if let l = guides["left-margin-\(suffix)"], let r = guides["right-margin-\(suffix)"] {
                // Another variant's margins are relative to that variant's origin.
                let o = suffix == id ? origin : (try variants[suffix].map { v throws(SVGError) in try SVGValues.transform(v.attributes["transform"] ?? "") } ?? origin)
                margins = (l.0 - o.tx, r.0 - o.tx)
                break
            }
        }
        if margins == nil, let l = guides["left-margin"], let r = guides["right-margin"] { margins = (l.0 - origin.tx, r.0 - origin.tx) }
        inner = try transformed(inner, origin.concatenating(.translation(x: -origin.tx, y: -origin.ty)))
        let ink = try Self.inkBounds(inner)
        return Resolved(group: inner, left: margins?.0 ?? ink.origin.x, right: margins?.1 ?? ink.origin.x + ink.size.width, ink: ink)
    }

    /// Between the Ultralight, Regular and Black sources of a scale, point for point.
    func interpolated(_ w: Int, _ s: String) throws(SVGError) -> Resolved? {
        guard let ultra = try exact(0, s), let regular = try exact(3, s), let black = try exact(8, s) else { return nil }
        let (a, b, t) = w <= 3 ? (ultra, regular, Double(w) / 3) : (regular, black, Double(w - 3) / 5)
        let paths = try Self.blend(a.group, b.group, t, name: "\(Self.weights[w])-\(s)")
        let ink = try Self.inkBounds(paths)
        return Resolved(group: paths, left: a.left + (b.left - a.left) * t, right: a.right + (b.right - a.right) * t, ink: ink)
    }

    func scaled(_ r: Resolved, by k: Double) -> Resolved {
        let g = (try? transformed(r.group, .scale(k))) ?? r.group
        return Resolved(group: g, left: r.left * k, right: r.right * k,
                        ink: Rect(x: r.ink.origin.x * k, y: r.ink.origin.y * k, width: r.ink.size.width * k, height: r.ink.size.height * k))
    }

    /// A copy of a group whose path data is mapped by `t` (paths only: what templates hold).
    func transformed(_ g: SVGElement, _ t: Transform) throws(SVGError) -> SVGElement {
        let out = SVGElement(name: g.name, attributes: g.attributes)
        for child in g.children {
            switch child.name {
            case "path":
                var a = child.attributes
                a["d"] = try PathData(a["d"] ?? "").mapped(t).text
                let copy = SVGElement(name: "path", attributes: a)
                out.children.append(copy)
            case "g":
                var inner = try transformed(child, try SVGValues.transform(child.attributes["transform"] ?? "").concatenating(t))
                inner.attributes["transform"] = nil
                out.children.append(inner)
            default:
                throw SVGError(element: child.name, message: "a symbol variant holds paths and groups only (convert shapes to paths)")
            }
        }
        return out
    }

    static func blend(_ a: SVGElement, _ b: SVGElement, _ t: Double, name: String) throws(SVGError) -> SVGElement {
        guard a.children.count == b.children.count else {
            throw SVGError(element: "g", message: "\(name): the sources have \(a.children.count) and \(b.children.count) shapes; interpolation needs the same paths")
        }
        let out = SVGElement(name: "g", attributes: a.attributes)
        for (x, y) in zip(a.children, b.children) {
            if x.name == "g" && y.name == "g" { out.children.append(try blend(x, y, t, name: name)); continue }
            var attributes = x.attributes
            attributes["d"] = try PathData(x.attributes["d"] ?? "").blended(with: PathData(y.attributes["d"] ?? ""), t, name: name).text
            out.children.append(SVGElement(name: "path", attributes: attributes))
        }
        return out
    }

    static func inkBounds(_ g: SVGElement) throws(SVGError) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func visit(_ e: SVGElement) throws(SVGError) {
            if e.name == "path", let d = e.attributes["d"] {
                let path: Path
                do { path = try SVGPath.parse(d) } catch { throw SVGError(element: "path", message: error.message) }
                if let b = path.controlBounds {
                    minX = min(minX, b.origin.x); minY = min(minY, b.origin.y); maxX = max(maxX, b.origin.x + b.size.width); maxY = max(maxY, b.origin.y + b.size.height)
                }
            }
            for c in e.children { try visit(c) }
        }
        try visit(g)
        guard minX.isFinite else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Drawing

    /// Points per template unit at a point size.
    func pointsPerUnit(_ pointSize: Double) -> Double { pointSize / unitsPerEm }

    /// The image's size: margin to margin across, the ink's height, at the request's font size.
    public func size(for request: AssetRequest) throws -> CGSize {
        let r = try resolve(weight: request.weight, scale: request.imageScale)
        let k = pointsPerUnit(request.pointSize)
        return CGSize(width: (r.right - r.left) * k, height: r.ink.size.height * k)
    }

    public func drawing(for request: AssetRequest, template: Bool) throws -> any ViewDrawing {
        SymbolDrawing(template: self, variant: try resolve(weight: request.weight, scale: request.imageScale), tinted: template)
    }
}

/// A resolved symbol variant as a view's drawing: its margin box fitted (aspect kept, centred)
/// into the frame, tinted with the foreground colour unless original colours were asked for.
struct SymbolDrawing: ViewDrawing, @unchecked Sendable {
    let template: SymbolTemplate
    let variant: SymbolTemplate.Resolved
    let tinted: Bool

    var summary: String { "Symbol \(template.name)\(tinted ? " template" : "")" }

    func items(in rect: CGRect, transform: Transform, scheme: ColorScheme, foreground: PixelColor?) -> [DisplayItem] {
        let w = variant.right - variant.left, h = variant.ink.size.height
        guard w > 0, h > 0, rect.width > 0, rect.height > 0 else { return [] }
        let s = min(Double(rect.width) / w, Double(rect.height) / h)
        let fit = Transform.translation(x: -variant.left, y: -variant.ink.origin.y).concatenating(.scale(s))
            .concatenating(.translation(x: Double(rect.minX) + (Double(rect.width) - w * s) / 2, y: Double(rect.minY) + (Double(rect.height) - h * s) / 2))
            .concatenating(transform)
        let renderer = SVGRenderer(currentColor: foreground ?? PixelColor(r: 0, g: 0, b: 0), tint: tinted)
        return (try? renderer.items(of: variant.group, in: template.document, toDevice: fit)) ?? []
    }
}

/// Symbol templates read once per path.
public enum SymbolTemplates {
    static let cache = FileCache<Result<SymbolTemplate, SVGError>>()

    public static func load(_ path: String) -> Result<SymbolTemplate, SVGError> {
        cache.value(path) { path in
            do {
                let bytes = try AtomicFile.read(path, limit: 4 << 20)
                return Result { () throws(SVGError) in
                    let t = try SymbolTemplate(document: try SVGDocument(data: bytes, name: (path as NSString).lastPathComponent))
                    _ = try t.resolve(weight: 400, scale: .medium)
                    return t
                }
            } catch {
                return .failure(SVGError(element: "svg", message: "\(error)"))
            }
        }
    }
}
