import TabSnapDisplayList
import TabSnapRaster

/// Draws a PDF page's content stream (§8) as display items: paths, fills (non-zero, even-odd),
/// strokes with width, caps, joins, miter limit and dashes, `cm`, `q`/`Q`, grey/RGB/CMYK
/// colours (ICC-based spaces by their component count), constant alpha and line settings
/// through `gs`, clipping, and form XObjects (transparency groups become layers). Text,
/// images, shadings, patterns, soft masks and blend modes are refused with the operator.
public struct PDFRenderer: Sendable {
    /// Template rendering: every colour becomes `tintColor`, keeping its alpha.
    public var tint: Bool
    public var tintColor: PixelColor

    public init(tint: Bool = false, tintColor: PixelColor = PixelColor(r: 0, g: 0, b: 0)) {
        self.tint = tint
        self.tintColor = tintColor
    }

    public func displayList(_ doc: PDFDocument, width: Int, height: Int) throws(PDFError) -> DisplayList {
        DisplayList(width: width, height: height, items: try items(doc, x: 0, y: 0, width: Double(width), height: Double(height), transform: .identity))
    }

    /// The page fitted into the rectangle (stretched, as UIKit stretches a resizable PDF
    /// image), y turned down, then taken to device pixels by `transform`.
    public func items(_ doc: PDFDocument, x: Double, y: Double, width: Double, height: Double, transform: Transform) throws(PDFError) -> [DisplayItem] {
        let b = doc.box
        let fit = Transform.translation(x: -b.x, y: -(b.y + b.height))
            .concatenating(.scale(x: width / b.width, y: -height / b.height))
            .concatenating(.translation(x: x, y: y))
            .concatenating(transform)
        var run = PDFContentRun(doc: doc, renderer: self)
        run.state.ctm = fit
        var out: [DisplayItem] = []
        try run.execute(doc.content[...], resources: doc.pageResources, into: &out, depth: 0)
        for _ in 0..<run.state.clips { out.append(.popClip) }
        return out
    }
}

/// Graphics state (§8.4) as far as icons use it.
struct PDFGraphicsState {
    var ctm = Transform.identity
    var fill = (0.0, 0.0, 0.0)
    var stroke = (0.0, 0.0, 0.0)
    var fillComponents = 1
    var strokeComponents = 1
    var fillAlpha = 1.0
    var strokeAlpha = 1.0
    var lineWidth = 1.0
    var cap = LineCap.butt
    var join = LineJoin.miter
    var miterLimit = 10.0
    var dash: [Double] = []
    var dashPhase = 0.0
    /// Clips pushed since this state was saved (popped on `Q`).
    var clips = 0
}

struct PDFContentRun {
    let doc: PDFDocument
    let renderer: PDFRenderer
    var state = PDFGraphicsState()
    var stack: [PDFGraphicsState] = []
    var path = Path()
    var current = Point(x: 0, y: 0)
    var pendingClip: FillRule? = nil
    /// Operators run in all (through forms too): bounded, as forms can be drawn many times.
    var operations = 0
    static let maxOperations = 2_000_000
    /// Segments in one path, and segments painted in all (a path counts once for each item it
    /// becomes: fill, stroke, clip). A path costs its segments times the rows each crosses, so
    /// the operator cap alone let one path of 1.5 million lines take 30.6 s and 509 MB. Icons
    /// have hundreds (232 at most in the shared catalog's); a path is capped as a view
    /// document's SVG path is (`SVGPath.maxSegments`). At these caps the worst measured, two
    /// strokes of 10,000 lines crossing a 24 pt page at 3×, takes about a second.
    static let maxPathSegments = 10_000
    static let maxPaintedSegments = 20_000
    var painted = 0

    mutating func execute(_ content: ArraySlice<UInt8>, resources: [String: PDFObject], into out: inout [DisplayItem], depth: Int) throws(PDFError) {
        guard depth <= 16 else { throw PDFError("Do", "forms nested more than 16 deep") }
        var lexer = PDFLexer(content)
        var operands: [PDFObject] = []
        while true {
            lexer.skipWhitespace()
            if lexer.atEnd { break }
            let token = try lexer.object()
            guard case .keyword(let op) = token else {
                operands.append(token)
                guard operands.count <= 64 else { throw PDFError("content", "more than 64 operands for one operator") }
                continue
            }
            operations += 1
            guard operations <= Self.maxOperations else { throw PDFError("content", "more than \(Self.maxOperations) operators") }
            try run(op, operands, resources: resources, lexer: &lexer, into: &out, depth: depth)
            operands.removeAll(keepingCapacity: true)
        }
    }

    func numbers(_ ops: [PDFObject], _ n: Int, _ op: String) throws(PDFError) -> [Double] {
        let v = ops.compactMap(\.number)
        guard v.count >= n, v.allSatisfy(\.isFinite) else { throw PDFError(op, "needs \(n) numbers, has \(v.count)") }
        return Array(v.suffix(n))
    }

    func point(_ ops: [PDFObject], _ op: String) throws(PDFError) -> Point {
        let v = try numbers(ops, 2, op)
        return Point(x: v[0], y: v[1])
    }

    mutating func run(_ op: String, _ ops: [PDFObject], resources: [String: PDFObject], lexer: inout PDFLexer,
                      into out: inout [DisplayItem], depth: Int) throws(PDFError) {
        switch op {
        // Graphics state
        case "q":
            guard stack.count < 256 else { throw PDFError("q", "saved more than 256 deep") }
            stack.append(state)
            state.clips = 0
        case "Q":
            guard let saved = stack.popLast() else { return }  // unbalanced Q: ignored, as readers do
            for _ in 0..<state.clips { out.append(.popClip) }
            state = saved
        case "cm":
            let m = try numbers(ops, 6, op)
            state.ctm = Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(state.ctm)
        case "w": state.lineWidth = max(0, try numbers(ops, 1, op)[0])
        // Clamped as Doubles first: Int() of a huge operand traps.
        case "J": state.cap = [LineCap.butt, .round, .square][Int(min(max(try numbers(ops, 1, op)[0], 0), 2))]
        case "j": state.join = [LineJoin.miter, .round, .bevel][Int(min(max(try numbers(ops, 1, op)[0], 0), 2))]
        case "M": state.miterLimit = max(1, try numbers(ops, 1, op)[0])
        case "d":
            guard ops.count >= 2, case .array(let a) = ops[ops.count - 2] else { throw PDFError(op, "needs a dash array and a phase") }
            state.dash = a.compactMap(\.number).filter { $0.isFinite && $0 >= 0 }
            state.dashPhase = ops.last?.number ?? 0
        case "gs":
            try extGState(ops.last?.name, resources)
        case "i", "ri": break  // flatness and rendering intent change nothing here
        // Path construction
        case "m", "l", "c", "v", "y", "re":
            guard path.elements.count < Self.maxPathSegments else { throw PDFError(op, "a path of more than \(Self.maxPathSegments) segments") }
            try construct(op, ops)
        case "h": path.close()
        // Painting
        case "S": try paint(fill: nil, stroke: true, into: &out)
        case "s": path.close(); try paint(fill: nil, stroke: true, into: &out)
        case "f", "F": try paint(fill: .nonZero, stroke: false, into: &out)
        case "f*": try paint(fill: .evenOdd, stroke: false, into: &out)
        case "B": try paint(fill: .nonZero, stroke: true, into: &out)
        case "B*": try paint(fill: .evenOdd, stroke: true, into: &out)
        case "b": path.close(); try paint(fill: .nonZero, stroke: true, into: &out)
        case "b*": path.close(); try paint(fill: .evenOdd, stroke: true, into: &out)
        case "n": try paint(fill: nil, stroke: false, into: &out)
        case "W": pendingClip = .nonZero
        case "W*": pendingClip = .evenOdd
        // Colour
        case "g": state.fill = grey(try numbers(ops, 1, op)); state.fillComponents = 1
        case "G": state.stroke = grey(try numbers(ops, 1, op)); state.strokeComponents = 1
        case "rg": state.fill = rgb(try numbers(ops, 3, op)); state.fillComponents = 3
        case "RG": state.stroke = rgb(try numbers(ops, 3, op)); state.strokeComponents = 3
        case "k": state.fill = cmyk(try numbers(ops, 4, op)); state.fillComponents = 4
        case "K": state.stroke = cmyk(try numbers(ops, 4, op)); state.strokeComponents = 4
        case "cs", "CS":
            let n = try colorSpace(ops.last, resources, op)
            // Selecting a space sets its initial colour, black.
            if op == "cs" { state.fillComponents = n; state.fill = (0, 0, 0) } else { state.strokeComponents = n; state.stroke = (0, 0, 0) }
        case "sc", "scn", "SC", "SCN":
            if ops.last?.name != nil { throw PDFError(op, "pattern colours are not supported") }
            let fill = op.first == "s"
            let n = fill ? state.fillComponents : state.strokeComponents
            let v = try numbers(ops, n, op)
            let c = n == 1 ? grey(v) : n == 3 ? rgb(v) : cmyk(v)
            if fill { state.fill = c } else { state.stroke = c }
        // XObjects
        case "Do":
            try drawXObject(ops.last?.name, resources, into: &out, depth: depth)
        // Marked content and compatibility sections change nothing drawn.
        case "BMC", "BDC", "EMC", "MP", "DP", "BX", "EX", "d0", "d1": break
        case "BT", "ET", "Tf", "Tj", "TJ", "'", "\"", "Td", "TD", "Tm", "T*", "Tc", "Tw", "Tz", "TL", "Tr", "Ts":
            throw PDFError(op, "text is not supported (outline the text in the icon)")
        case "BI", "ID", "EI": throw PDFError(op, "inline images are not supported")
        case "sh": throw PDFError(op, "shadings are not supported")
        default:
            throw PDFError(op, "unknown operator")
        }
    }

    func grey(_ v: [Double]) -> (Double, Double, Double) { let g = clamp(v[0]); return (g, g, g) }
    func rgb(_ v: [Double]) -> (Double, Double, Double) { (clamp(v[0]), clamp(v[1]), clamp(v[2])) }
    /// CMYK without a profile, as poppler converts it for DeviceCMYK.
    func cmyk(_ v: [Double]) -> (Double, Double, Double) {
        let c = clamp(v[0]), m = clamp(v[1]), y = clamp(v[2]), k = clamp(v[3])
        return ((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k))
    }
    func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }

    /// A colour space's component count: device spaces, ICC-based by /N (drawn as their
    /// device alternate), calibrated ones as device ones.
    func colorSpace(_ o: PDFObject?, _ resources: [String: PDFObject], _ op: String) throws(PDFError) -> Int {
        guard let name = o?.name else { throw PDFError(op, "needs a colour space name") }
        switch name {
        case "DeviceGray", "G", "CalGray": return 1
        case "DeviceRGB", "RGB", "CalRGB": return 3
        case "DeviceCMYK", "CMYK": return 4
        case "Pattern": throw PDFError(op, "pattern colour spaces are not supported")
        default: break
        }
        guard let spaces = try doc.dictionary(resources["ColorSpace"]), let space = spaces[name] else {
            throw PDFError(op, "colour space /\(name) is not in the resources")
        }
        let resolved = try doc.resolve(space)
        if let n = resolved.name { return try colorSpace(.name(n), [:], op) }
        guard let a = resolved.array, let family = a.first?.name else { throw PDFError(op, "colour space /\(name) is malformed") }
        switch family {
        case "ICCBased":
            guard a.count > 1, let d = try doc.dictionary(a[1]), let n = try doc.resolve(d["N"]).integer, [1, 3, 4].contains(n) else {
                throw PDFError(op, "ICC-based space /\(name) has no /N of 1, 3 or 4")
            }
            return n
        case "CalGray": return 1
        case "CalRGB", "Lab": if family == "Lab" { throw PDFError(op, "Lab colours are not supported") }; return 3
        default: throw PDFError(op, "\(family) colour spaces are not supported")
        }
    }

    mutating func extGState(_ name: String?, _ resources: [String: PDFObject]) throws(PDFError) {
        guard let name, let all = try doc.dictionary(resources["ExtGState"]), let gs = try doc.dictionary(all[name]) else {
            throw PDFError("gs", "graphics state /\(name ?? "?") is not in the resources")
        }
        // In key order: of two refused entries (a soft mask, a blend mode) the same is named every run.
        for key in gs.keys.sorted() {
            let value = try doc.resolve(gs[key])
            switch key {
            case "CA": state.strokeAlpha = clamp(value.number ?? 1)
            case "ca": state.fillAlpha = clamp(value.number ?? 1)
            case "LW": state.lineWidth = max(0, value.number ?? state.lineWidth)
            case "LC": state.cap = [LineCap.butt, .round, .square][min(max(value.integer ?? 0, 0), 2)]
            case "LJ": state.join = [LineJoin.miter, .round, .bevel][min(max(value.integer ?? 0, 0), 2)]
            case "ML": state.miterLimit = max(1, value.number ?? 10)
            case "D":
                if let a = value.array, a.count == 2 {
                    state.dash = (try doc.resolve(a[0]).array ?? []).compactMap(\.number).filter { $0 >= 0 }
                    state.dashPhase = a[1].number ?? 0
                }
            case "SMask":
                if value.name != "None" { throw PDFError("gs", "soft masks are not supported") }
            case "BM":
                let modes = value.array?.compactMap(\.name) ?? [value.name ?? "Normal"]
                if !modes.contains(where: { $0 == "Normal" || $0 == "Compatible" }) {
                    throw PDFError("gs", "blend mode /\(modes.first ?? "?") is not supported")
                }
            default: break  // overprint, flatness, smoothness, … change nothing on screen
            }
        }
    }

    func color(_ c: (Double, Double, Double), alpha: Double) -> PixelColor {
        func byte(_ v: Double) -> UInt8 { UInt8((clamp(v) * 255).rounded()) }
        let a = byte(alpha)
        if renderer.tint { return PixelColor(r: renderer.tintColor.red, g: renderer.tintColor.green, b: renderer.tintColor.blue, a: a) }
        return PixelColor(r: byte(c.0), g: byte(c.1), b: byte(c.2), a: a)
    }

    /// The path operators that add segments.
    mutating func construct(_ op: String, _ ops: [PDFObject]) throws(PDFError) {
        switch op {
        case "m":
            current = try point(ops, op); path.move(to: current)
        case "l":
            current = try point(ops, op); path.line(to: current)
        case "c":
            let v = try numbers(ops, 6, op)
            current = Point(x: v[4], y: v[5])
            path.cubic(to: current, control1: Point(x: v[0], y: v[1]), control2: Point(x: v[2], y: v[3]))
        case "v":
            let v = try numbers(ops, 4, op)
            let c1 = current
            current = Point(x: v[2], y: v[3])
            path.cubic(to: current, control1: c1, control2: Point(x: v[0], y: v[1]))
        case "y":
            let v = try numbers(ops, 4, op)
            current = Point(x: v[2], y: v[3])
            path.cubic(to: current, control1: Point(x: v[0], y: v[1]), control2: current)
        case "re":
            let v = try numbers(ops, 4, op)
            // As the spec writes it: m, three l, h (negative sizes keep their direction).
            path.move(to: Point(x: v[0], y: v[1]))
            path.line(to: Point(x: v[0] + v[2], y: v[1]))
            path.line(to: Point(x: v[0] + v[2], y: v[1] + v[3]))
            path.line(to: Point(x: v[0], y: v[1] + v[3]))
            path.close()
            current = Point(x: v[0], y: v[1])
        default: break
        }
    }

    mutating func paint(fill: FillRule?, stroke: Bool, into out: inout [DisplayItem]) throws(PDFError) {
        defer { path = Path(); pendingClip = nil }
        guard !path.isEmpty else { return }
        let items = (fill != nil && state.fillAlpha > 0 ? 1 : 0) + (stroke && state.strokeAlpha > 0 ? 1 : 0) + (pendingClip != nil ? 1 : 0)
        painted += items * path.elements.count
        guard painted <= Self.maxPaintedSegments else {
            throw PDFError("content", "paints more than \(Self.maxPaintedSegments) path segments in all")
        }
        if let rule = fill, state.fillAlpha > 0 {
            out.append(.fill(FillItem(path: path, paint: .solid(color(state.fill, alpha: state.fillAlpha)), transform: state.ctm, rule: rule)))
        }
        if stroke, state.strokeAlpha > 0 {
            var width = state.lineWidth
            if width == 0 {
                // Width 0 is the thinnest line the device draws: one pixel, in user units.
                let s = (abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c)).squareRoot()
                width = s > 0 ? 1 / s : 1
            }
            out.append(.stroke(StrokeItem(path: path, style: StrokeStyle(width: width, cap: state.cap, join: state.join, miterLimit: state.miterLimit,
                                                                         dash: state.dash, dashPhase: state.dashPhase),
                                          paint: .solid(color(state.stroke, alpha: state.strokeAlpha)), transform: state.ctm)))
        }
        if let rule = pendingClip {
            out.append(.pushClip(ClipItem(path: path, transform: state.ctm, rule: rule)))
            state.clips += 1
        }
    }

    mutating func drawXObject(_ name: String?, _ resources: [String: PDFObject], into out: inout [DisplayItem], depth: Int) throws(PDFError) {
        guard let name, let all = try doc.dictionary(resources["XObject"]), let ref = all[name] else {
            throw PDFError("Do", "XObject /\(name ?? "?") is not in the resources")
        }
        guard case .stream(let d, _) = try doc.resolve(ref) else { throw PDFError("Do", "XObject /\(name) is not a stream") }
        guard d["Subtype"]?.name == "Form" else {
            throw PDFError("Do", "/\(name) is an \(d["Subtype"]?.name ?? "unknown") XObject; images are not supported")
        }
        guard let (_, body) = try doc.decoded(ref, what: "form /\(name)") else { return }
        let saved = (state, stack.count, path)
        stack.append(state)
        state.clips = 0
        if let m = try doc.resolve(d["Matrix"]).array?.compactMap(\.number), m.count == 6 {
            state.ctm = Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]).concatenating(state.ctm)
        }
        if let b = try doc.resolve(d["BBox"]).array?.compactMap(\.number), b.count == 4 {
            out.append(.pushClip(ClipItem(path: .rect(Rect(x: min(b[0], b[2]), y: min(b[1], b[3]), width: abs(b[2] - b[0]), height: abs(b[3] - b[1]))),
                                          transform: state.ctm)))
            state.clips += 1
        }
        // A transparency group is composited as one, with the alpha in force when it is drawn.
        let group = try doc.dictionary(d["Group"])?["S"]?.name == "Transparency"
        let groupAlpha = state.fillAlpha
        if group {
            out.append(.beginLayer(LayerItem(opacity: groupAlpha, bounds: nil, transform: .identity, clipsWhole: true)))
            state.fillAlpha = 1
            state.strokeAlpha = 1
        }
        let formResources = try doc.dictionary(d["Resources"]) ?? resources
        try execute(body[...], resources: formResources, into: &out, depth: depth + 1)
        // Whatever the form left saved or clipped is undone with it.
        while stack.count > saved.1 + 1 {
            for _ in 0..<state.clips { out.append(.popClip) }
            state = stack.removeLast()
        }
        if group { out.append(.endLayer) }
        for _ in 0..<state.clips { out.append(.popClip) }
        stack.removeLast()
        state = saved.0
        path = saved.2
    }
}
