import TabSnapCore
import TabSnapDocument

/// A Lottie composition as read from its JSON: what TabSnap draws, checked when it is read, so
/// anything out of scope (expressions, text and image layers, effects other than Fill and
/// expression controls, unknown shape items) fails with the layer and property named instead of
/// drawing a wrong frame.
public struct LottieAnimation: Sendable {
    public let name: String
    public let width: Double
    public let height: Double
    public let frameRate: Double
    public let inPoint: Double
    public let outPoint: Double
    let layers: [LottieLayer]
    let assets: [String: [LottieLayer]]

    /// Frames from the in point to the out point (rlottie's and lottie-ios's count).
    public var frameCount: Int { max(1, Int((outPoint - inPoint).rounded())) }
    public var duration: Double { (outPoint - inPoint) / frameRate }

    /// Reads a bodymovin JSON document.
    public init(json: JSONValue, name fallbackName: String = "animation") throws(LottieError) {
        let top = LottieReader(place: "")
        guard case .object = json else { throw top.fail("expected a Lottie (bodymovin) JSON object") }
        width = try top.number(json["w"], "w")
        height = try top.number(json["h"], "h")
        frameRate = try top.number(json["fr"], "fr")
        inPoint = try top.number(json["ip"], "ip")
        outPoint = try top.number(json["op"], "op")
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { throw top.fail("w and h must be 1 to 16384") }
        guard frameRate > 0, frameRate <= 1000 else { throw top.fail("fr must be above 0 and at most 1000") }
        guard outPoint > inPoint else { throw top.fail("op must come after ip") }
        // Frame numbers, counted in Int (`frameCount`): a 1e300 out point would trap there.
        guard abs(inPoint) <= 10_000_000, abs(outPoint) <= 10_000_000 else { throw top.fail("ip and op must be frame numbers within ±10000000") }
        if case .string(let n)? = json["nm"] { name = n } else { name = fallbackName }
        var assets: [String: [LottieLayer]] = [:]
        if case .array(let list)? = json["assets"] {
            for (i, asset) in list.enumerated() {
                guard case .string(let id)? = asset["id"] else { continue }
                if case .array(let layers)? = asset["layers"] {
                    assets[id] = try LottieLayer.list(layers, place: "assets[\(i)] '\(id)'")
                } else {
                    // An image asset is only a problem if a layer shows it (image layers are refused).
                    continue
                }
            }
        }
        guard case .array(let layers)? = json["layers"] else { throw top.fail("missing 'layers'") }
        self.layers = try LottieLayer.list(layers, place: "")
        self.assets = assets
        for id in assets.keys.sorted() { try Self.checkReferences(assets[id]!, assets: assets, place: "assets '\(id)'") }
        try Self.checkReferences(self.layers, assets: assets, place: "")
        try Self.checkCycles(assets)
    }

    public init(data: [UInt8], name: String = "animation") throws(LottieError) {
        guard data.count <= 16 << 20 else { throw LottieError(place: "", message: "the file is over 16 MB; icon animations are far smaller") }
        let text = String(decoding: data, as: UTF8.self)
        let json: JSONValue
        do { json = try JSONParser.parse(text) } catch { throw LottieError(place: "", message: "not JSON: \(error)") }
        try self.init(json: json, name: name)
    }

    private static func checkReferences(_ layers: [LottieLayer], assets: [String: [LottieLayer]], place: String) throws(LottieError) {
        for layer in layers {
            if case .precomp(let ref, _, _, _) = layer.content, assets[ref] == nil {
                throw LottieError(place: layer.place, message: "precomposition '\(ref)' is not among the assets")
            }
        }
    }

    /// Precompositions must not contain themselves (a file could loop a renderer forever).
    private static func checkCycles(_ assets: [String: [LottieLayer]]) throws(LottieError) {
        func refs(_ id: String) -> [String] {
            (assets[id] ?? []).compactMap { if case .precomp(let r, _, _, _) = $0.content { return r } else { return nil } }
        }
        for start in assets.keys.sorted() {  // the same cycle is named every run
            var stack = [(start, 0)]
            var seen: Set<String> = []
            while let (id, depth) = stack.popLast() {
                guard depth < 64 else { throw LottieError(place: "assets '\(start)'", message: "precompositions nest more than 64 deep") }
                for r in refs(id) {
                    if r == start { throw LottieError(place: "assets '\(start)'", message: "the precomposition contains itself") }
                    if seen.insert(r).inserted { stack.append((r, depth + 1)) }
                }
            }
        }
    }
}

/// A layer's transform (`ks`, or a shape group's `tr`).
struct LottieTransform: Sendable {
    var anchor: LottieProperty
    var position: LottieProperty?
    var positionX: LottieProperty?
    var positionY: LottieProperty?
    var scale: LottieProperty
    var rotation: LottieProperty
    var opacity: LottieProperty
    var skew: LottieProperty
    var skewAxis: LottieProperty

    init(_ v: JSONValue?, _ r: LottieReader) throws(LottieError) {
        let v = v ?? .object([])
        anchor = try r.property(v["a"], "a", default: [0, 0])
        if let p = v["p"], case .bool(true)? = p["s"] {
            positionX = try r.property(p["x"], "p.x", default: [0])
            positionY = try r.property(p["y"], "p.y", default: [0])
        } else {
            position = try r.property(v["p"], "p", default: [0, 0])
        }
        scale = try r.property(v["s"], "s", default: [100, 100])
        rotation = try r.property(v["r"] ?? v["rz"], "r", default: [0])
        opacity = try r.property(v["o"], "o", default: [100])
        skew = try r.property(v["sk"], "sk", default: [0])
        skewAxis = try r.property(v["sa"], "sa", default: [0])
        for key in ["rx", "ry", "or"] where v[key] != nil {
            if let p = try? r.property(v[key], key), p.isAnimated || p.value(at: 0).contains(where: { $0 != 0 }) {
                throw r.fail("3D rotation ('\(key)') is not supported")
            }
        }
    }
}

/// A shape layer's items, as After Effects lists them (first on top).
indirect enum LottieShape: Sendable {
    case group(name: String, items: [LottieShape], transform: LottieTransform)
    case path(name: String, LottieProperty, reversed: Bool)
    case rect(name: String, position: LottieProperty, size: LottieProperty, roundness: LottieProperty, reversed: Bool)
    case ellipse(name: String, position: LottieProperty, size: LottieProperty, reversed: Bool)
    case polystar(name: String, LottiePolystar)
    case fill(name: String, color: LottieProperty, opacity: LottieProperty, evenOdd: Bool)
    case stroke(name: String, LottieStroke)
    case gradientFill(name: String, LottieGradient, evenOdd: Bool)
    case gradientStroke(name: String, LottieGradient, LottieStroke)
    case trim(name: String, start: LottieProperty, end: LottieProperty, offset: LottieProperty, individually: Bool)
    case roundCorners(name: String, radius: LottieProperty)
    case repeater(name: String, LottieRepeater)
    /// `mm` mode 1 (merge): the paths above are kept together as one shape.
    case merge(name: String)

    static func list(_ items: [JSONValue], place: String) throws(LottieError) -> [LottieShape] {
        var out: [LottieShape] = []
        for (i, item) in items.enumerated() {
            if case .bool(true)? = item["hd"] { continue }  // hidden in After Effects
            if let shape = try read(item, place: place + ".it[\(i)]") { out.append(shape) }
        }
        return out
    }

    static func read(_ v: JSONValue, place: String) throws(LottieError) -> LottieShape? {
        var name = ""
        if case .string(let n)? = v["nm"] { name = n }
        let r = LottieReader(place: place + (name.isEmpty ? "" : " '\(name)'"))
        guard case .string(let type)? = v["ty"] else { throw r.fail("a shape item without 'ty'") }
        var reversed = false
        if case .number(let d)? = v["d"] { reversed = d == 3 }
        var evenOdd = false
        if case .number(let rule)? = v["r"] { evenOdd = rule == 2 }
        switch type {
        case "gr":
            guard case .array(let items)? = v["it"] else { return .group(name: name, items: [], transform: try LottieTransform(nil, r)) }
            let transformItem = items.last { $0["ty"] == .string("tr") }
            let rest = items.filter { $0["ty"] != .string("tr") }
            return .group(name: name, items: try list(rest, place: place), transform: try LottieTransform(transformItem, r))
        case "tr":
            return nil  // read by its group
        case "sh":
            return .path(name: name, try r.property(v["ks"], "ks", shape: true), reversed: reversed)
        case "rc":
            return .rect(name: name, position: try r.property(v["p"], "p"), size: try r.property(v["s"], "s"),
                         roundness: try r.property(v["r"], "r", default: [0]), reversed: reversed)
        case "el":
            return .ellipse(name: name, position: try r.property(v["p"], "p"), size: try r.property(v["s"], "s"), reversed: reversed)
        case "sr":
            return .polystar(name: name, try LottiePolystar(v, r))
        case "fl":
            return .fill(name: name, color: try r.property(v["c"], "c"), opacity: try r.property(v["o"], "o", default: [100]), evenOdd: evenOdd)
        case "st":
            return .stroke(name: name, try LottieStroke(v, r))
        case "gf":
            return .gradientFill(name: name, try LottieGradient(v, r), evenOdd: evenOdd)
        case "gs":
            return .gradientStroke(name: name, try LottieGradient(v, r), try LottieStroke(v, r))
        case "tm":
            var individually = false
            if case .number(let m)? = v["m"] { individually = m == 2 }
            return .trim(name: name, start: try r.property(v["s"], "s", default: [0]), end: try r.property(v["e"], "e", default: [100]),
                         offset: try r.property(v["o"], "o", default: [0]), individually: individually)
        case "rd":
            return .roundCorners(name: name, radius: try r.property(v["r"], "r", default: [0]))
        case "rp":
            return .repeater(name: name, try LottieRepeater(v, r))
        case "mm":
            if case .number(let mode)? = v["mm"], mode != 1 {
                throw r.fail("merge paths mode \(SchemaValue.format(mode)) (add, subtract, intersect, exclude) is not supported; only merge")
            }
            return .merge(name: name)
        default:
            let known = ["op": "offset path", "zz": "zig zag", "pb": "pucker & bloat", "tw": "twist"]
            throw r.fail("shape item '\(type)'\(known[type].map { " (\($0))" } ?? "") is not supported")
        }
    }
}

struct LottieStroke: Sendable {
    var color: LottieProperty?
    var opacity: LottieProperty
    var width: LottieProperty
    var cap: Int
    var join: Int
    var miterLimit: Double
    /// Dash lengths and gaps in order, then the offset (`o`), if any.
    var dashes: [(kind: String, value: LottieProperty)]

    init(_ v: JSONValue, _ r: LottieReader) throws(LottieError) {
        color = v["c"] == nil ? nil : try r.property(v["c"], "c")
        opacity = try r.property(v["o"], "o", default: [100])
        width = try r.property(v["w"], "w", default: [1])
        cap = try r.integer(v["lc"], "lc", default: 2)
        join = try r.integer(v["lj"], "lj", default: 2)
        miterLimit = try r.number(v["ml"], "ml", default: 4)
        dashes = []
        if case .array(let list)? = v["d"] {
            for (i, d) in list.enumerated() {
                guard case .string(let n)? = d["n"] else { continue }
                dashes.append((n, try r.property(d["v"], "d[\(i)].v")))
            }
        }
    }
}

struct LottieGradient: Sendable {
    var start: LottieProperty
    var end: LottieProperty
    var radial: Bool
    var stops: Int
    var colors: LottieProperty
    var highlightLength: LottieProperty
    var highlightAngle: LottieProperty
    var opacity: LottieProperty

    init(_ v: JSONValue, _ r: LottieReader) throws(LottieError) {
        start = try r.property(v["s"], "s")
        end = try r.property(v["e"], "e")
        radial = (try r.number(v["t"], "t", default: 1)) == 2
        guard let g = v["g"] else { throw r.fail("gradient without 'g'") }
        stops = try r.integer(g["p"], "g.p")
        guard stops >= 1, stops <= 256 else { throw r.fail("'g.p' must be 1 to 256 colour stops") }
        colors = try r.property(g["k"], "g.k")
        highlightLength = try r.property(v["h"], "h", default: [0])
        highlightAngle = try r.property(v["a"], "a", default: [0])
        opacity = try r.property(v["o"], "o", default: [100])
    }
}

struct LottiePolystar: Sendable {
    var star: Bool
    var points: LottieProperty
    var position: LottieProperty
    var rotation: LottieProperty
    var outerRadius: LottieProperty
    var outerRoundness: LottieProperty
    var innerRadius: LottieProperty?
    var innerRoundness: LottieProperty?
    var reversed: Bool

    init(_ v: JSONValue, _ r: LottieReader) throws(LottieError) {
        star = (try r.number(v["sy"], "sy", default: 1)) == 1
        points = try r.property(v["pt"], "pt")
        position = try r.property(v["p"], "p", default: [0, 0])
        rotation = try r.property(v["r"], "r", default: [0])
        outerRadius = try r.property(v["or"], "or")
        outerRoundness = try r.property(v["os"], "os", default: [0])
        innerRadius = star ? try r.property(v["ir"], "ir") : nil
        innerRoundness = star ? try r.property(v["is"], "is", default: [0]) : nil
        var d = 1.0
        if case .number(let n)? = v["d"] { d = n }
        reversed = d == 3
    }
}

struct LottieRepeater: Sendable {
    var copies: LottieProperty
    var offset: LottieProperty
    var transform: LottieTransform
    var startOpacity: LottieProperty
    var endOpacity: LottieProperty
    /// `m` 1: each copy above the previous (stacked below it otherwise).
    var above: Bool

    init(_ v: JSONValue, _ r: LottieReader) throws(LottieError) {
        copies = try r.property(v["c"], "c", default: [1])
        offset = try r.property(v["o"], "o", default: [0])
        let tr = v["tr"]
        transform = try LottieTransform(tr, r)
        startOpacity = try r.property(tr?["so"], "tr.so", default: [100])
        endOpacity = try r.property(tr?["eo"], "tr.eo", default: [100])
        above = (try r.number(v["m"], "m", default: 1)) == 1
    }
}

struct LottieMask: Sendable {
    enum Mode: String, Sendable { case add = "a", subtract = "s", intersect = "i", none = "n" }
    var mode: Mode
    var path: LottieProperty
    var opacity: LottieProperty
    var expansion: LottieProperty
    var inverted: Bool
}

/// A layer: what it draws, when, where (its transform and parent) and through what (masks, a
/// track matte).
struct LottieLayer: Sendable {
    enum Content: Sendable {
        case shapes([LottieShape])
        /// A precomposition: the asset, its size, and its time remap (seconds), if any.
        case precomp(String, width: Double, height: Double, timeRemap: LottieProperty?)
        case solid(color: (Double, Double, Double), width: Double, height: Double)
        case null
    }

    var name: String
    var place: String
    var index: Int?
    var parent: Int?
    var inPoint: Double
    var outPoint: Double
    var startTime: Double
    var stretch: Double
    var transform: LottieTransform
    var content: Content
    var masks: [LottieMask]
    /// `tt`: 1 alpha, 2 alpha inverted, 3 luma, 4 luma inverted; the matte is the layer above
    /// (or `tp`'s layer).
    var matteMode: Int?
    var matteParent: Int?
    var isMatteSource: Bool

    static func list(_ items: [JSONValue], place: String) throws(LottieError) -> [LottieLayer] {
        guard items.count <= 10_000 else { throw LottieError(place: place, message: "more than 10000 layers") }
        var out: [LottieLayer] = []
        for (i, v) in items.enumerated() {
            if let layer = try LottieLayer(v, place: (place.isEmpty ? "" : place + " ") + "layers[\(i)]") { out.append(layer) }
        }
        return out
    }

    init?(_ v: JSONValue, place basePlace: String) throws(LottieError) {
        var name = ""
        if case .string(let n)? = v["nm"] { name = n }
        self.name = name
        place = basePlace + (name.isEmpty ? "" : " '\(name)'")
        let r = LottieReader(place: place)
        if case .bool(true)? = v["hd"] { return nil }
        let type = try r.integer(v["ty"], "ty")
        if case .number? = v["ind"] { index = try r.integer(v["ind"], "ind") }
        if case .number? = v["parent"] { parent = try r.integer(v["parent"], "parent") }
        inPoint = try r.number(v["ip"], "ip", default: 0)
        outPoint = try r.number(v["op"], "op", default: 1e9)
        startTime = try r.number(v["st"], "st", default: 0)
        stretch = try r.number(v["sr"], "sr", default: 1)
        if stretch == 0 { stretch = 1 }
        transform = try LottieTransform(v["ks"], r)
        if case .array(let effects)? = v["ef"] {
            for e in effects {
                var enabled = true
                if case .number(let en)? = e["en"] { enabled = en != 0 }
                guard enabled else { continue }
                var name = ""
                if case .string(let n)? = e["nm"] { name = n }
                let kind = (try? r.integer(e["ty"], "ty")) ?? -1
                // Expression controls (slider, angle, checkbox, colour, point, layer) draw
                // nothing: they are values for expressions to read, and lottie-ios skips them.
                if [5, 6, 7].contains(kind) || name.hasSuffix("Control") { continue }
                // The Fill effect is not applied by lottie-ios, nor by rlottie or ThorVG: the
                // layer is drawn in its own colours, as an iOS app shows it (bell.json's bell is
                // black there, though After Effects fills it white).
                if kind == 21 { continue }
                let effect = name.isEmpty ? "an effect" : "effect '\(name)'"
                throw r.fail("\(effect) is applied; layer effects other than Fill (drawn without it, as lottie-ios does) are not supported")
            }
        }
        if case .number? = v["tt"] { matteMode = try r.integer(v["tt"], "tt") }
        if case .number? = v["tp"] { matteParent = try r.integer(v["tp"], "tp") }
        isMatteSource = v["td"] == .number(1)
        masks = []
        if case .array(let list)? = v["masksProperties"] {
            for (i, m) in list.enumerated() {
                let mr = LottieReader(place: place + " masksProperties[\(i)]")
                var modeName = "a"
                if case .string(let s)? = m["mode"] { modeName = s }
                guard let mode = LottieMask.Mode(rawValue: modeName) else {
                    throw mr.fail("mask mode '\(modeName)' is not supported (add, subtract, intersect, none)")
                }
                var inverted = false
                if case .bool(let b)? = m["inv"] { inverted = b }
                masks.append(LottieMask(mode: mode, path: try mr.property(m["pt"], "pt", shape: true),
                                        opacity: try mr.property(m["o"], "o", default: [100]),
                                        expansion: try mr.property(m["x"], "x", default: [0]), inverted: inverted))
            }
        }
        switch type {
        case 0:
            guard case .string(let ref)? = v["refId"] else { throw r.fail("a precomposition layer without 'refId'") }
            content = .precomp(ref, width: try r.number(v["w"], "w", default: 0), height: try r.number(v["h"], "h", default: 0),
                               timeRemap: v["tm"] == nil ? nil : try r.property(v["tm"], "tm"))
        case 1:
            var hex = "#000000"
            if case .string(let s)? = v["sc"] { hex = s }
            guard let c = Self.hex(hex) else { throw r.fail("'sc' must be a #RRGGBB colour") }
            content = .solid(color: c, width: try r.number(v["sw"], "sw"), height: try r.number(v["sh"], "sh"))
        case 3:
            content = .null
        case 4:
            guard case .array(let shapes)? = v["shapes"] else { content = .shapes([]); break }
            content = .shapes(try LottieShape.list(shapes, place: place + " shapes"))
        case 2: throw r.fail("image layers are not supported")
        case 5: throw r.fail("text layers are not supported")
        default: throw r.fail("layer type \(type) is not supported (shape, precomposition, solid and null layers are)")
        }
    }

    static func hex(_ s: String) -> (Double, Double, Double)? {
        guard let v = HexColor.bytes(Substring(s), lengths: [6]) else { return nil }
        return (Double(v[0]) / 255, Double(v[1]) / 255, Double(v[2]) / 255)
    }
}

extension LottieAnimation {
    /// Every key path a value provider can name, as lottie-ios's `logHierarchyKeypaths()` lists
    /// them: each layer, its groups, and the colour of each fill and stroke
    /// (`Layer.Group.Fill 1.Color`), in the file's order.
    public var keypaths: [String] {
        var out: [String] = []
        func walk(_ items: [LottieShape], _ prefix: String) {
            for item in items {
                switch item {
                case .group(let name, let inner, _):
                    out.append(prefix + "." + name)
                    walk(inner, prefix + "." + name)
                case .fill(let name, _, _, _), .stroke(let name, _):
                    out.append(prefix + "." + name)
                    out.append(prefix + "." + name + ".Color")
                default: break
                }
            }
        }
        for layer in layers {
            out.append(layer.name)
            if case .shapes(let items) = layer.content { walk(items, layer.name) }
        }
        return out
    }
}
