import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapRaster
import TabSnapLayoutEngine

/// The modifiers of view documents, one reader each.
extension DocumentDecoder {
    static let fixedFrameKeys = ["width", "height"]
    static let flexibleFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    static let paddingEdges = ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]

    mutating func modifier(_ key: String, _ v: SchemaValue) -> Modifier? {
        switch key {
        case "frame": return frame(v)
        case "padding": return padding(v)
        case "offset": return offset(v)
        case "background", "overlay": return layer(v, background: key == "background")
        case "cornerRadius": return number(v).map { .clip(.roundedRectangle(cornerRadius: $0, style: .circular)) }
        case "clipShape": return clipShape(v)
        case "opacity": return number(v, 0...1).map { .opacity($0) }
        case "foregroundColor": return ColorGrammar.read(v, dynamic: true).map { .environment(.foregroundColor($0)) }
        case "font": return font(v)
        case "fontWeight": return v.oneOf(Font.Weight.self).map { .environment(.fontWeight($0)) }
        case "kerning": return number(v).map { .environment(.kerning($0)) }
        case "lineLimit": return lineLimit(v)
        case "truncationMode": return v.oneOf(Self.truncationModes).map { .environment(.truncationMode($0)) }
        case "multilineTextAlignment": return v.oneOf(["leading", "center", "trailing"]).map { .environment(.multilineTextAlignment($0 == "center" ? .center : $0 == "trailing" ? .trailing : .leading)) }
        case "flipsForRightToLeftLayoutDirection": return v.bool().map { $0 ? .effect(.flipsForRightToLeft) : .opacity(1) }  // false: no change
        case "layoutPriority": return number(v).map { .layoutPriority($0) }
        case "fixedSize": return fixedSize(v)
        case "scrollContent": return v.oneOf([Axis.horizontal, .vertical]).map { .scrollContent($0) }
        case "ignoresSafeArea": return ignoresSafeArea(v)
        case "colorScheme": return v.oneOf(ColorScheme.self).map { .environment(.colorScheme($0)) }
        case "id": return v.string().map { .id($0) }
        case "rotationEffect": return rotation(v)
        case "scaleEffect": return scale(v)
        case "aspectRatio": return aspectRatio(v)
        case "position":
            guard let o = v.object(keys: ["x", "y"], expected: "{\"x\": 0, \"y\": 0}") else { return nil }
            return .position(x: o["x"].flatMap { number($0) } ?? 0, y: o["y"].flatMap { number($0) } ?? 0)
        case "zIndex": return number(v).map { .trait(.zIndex($0)) }
        case "animation":
            // `{curve: …, value: …}`: changes under it animate when `value` changed between a
            // timeline's states; a curve alone animates every change (`.animation(_:)`).
            guard let decoded = AnimationDecoder.decode(v, allowValue: true) else { return nil }
            if case .object = v.json, let value = v.object(keys: nil)?["value"] {
                return .trait(.animation(AnimationScope(decoded, value: value.json, document: v.json)))
            }
            return .trait(.animation(AnimationScope(decoded, document: v.json)))
        case "hidden": return v.bool().map { $0 ? .opacity(0) : .opacity(1) }
        case "blur": return number(v, 0...1000).map { .filter(.blur(radius: $0)) }
        case "firstBaseline": return number(v, Self.signedSize).map { .firstBaseline($0) }
        case "shadow":
            guard let o = v.object(keys: ["color", "radius", "x", "y"], expected: "{\"color\": \"#00000040\", \"radius\": 6, \"x\": 0, \"y\": 2}") else { return nil }
            let color = o["color"].flatMap { ColorGrammar.read($0, dynamic: true) } ?? Color(r: 0, g: 0, b: 0, a: 84)
            return .filter(.shadow(color: color, radius: o["radius"].flatMap { number($0, 0...1000) } ?? 0,
                                   x: o["x"].flatMap { number($0) } ?? 0, y: o["y"].flatMap { number($0) } ?? 0))
        default: return nil
        }
    }

    /// Fixed (`width`, `height`) or flexible (`minWidth` … `maxHeight`) sizes, not both.
    private func frame(_ v: SchemaValue) -> Modifier? {
        let fixed = Self.fixedFrameKeys, flexible = Self.flexibleFrameKeys
        guard let o = v.object(keys: fixed + flexible + ["alignment"], expected: "an object like {\"width\": 20, \"height\": 20}") else { return nil }
        var values: [String: Double] = [:]
        for (k, value) in o.entries where fixed.contains(k) || flexible.contains(k) {
            if let n = number(value, Self.size, infinity: k.hasPrefix("max")) { values[k] = n }
        }
        let alignment = o["alignment"].flatMap(alignmentValue) ?? .center
        guard values.keys.contains(where: flexible.contains) else {
            return .frame(width: values["width"], height: values["height"], alignment: alignment)
        }
        if values.keys.contains(where: fixed.contains) { o.fail("use either width/height or min/ideal/max sizes in one frame, not both") }
        return .flexibleFrame(FlexibleFrame(minWidth: values["minWidth"], idealWidth: values["idealWidth"], maxWidth: values["maxWidth"],
                                            minHeight: values["minHeight"], idealHeight: values["idealHeight"], maxHeight: values["maxHeight"],
                                            alignment: alignment))
    }

    /// Degrees (clockwise), or `{"degrees": 15, "anchor": "topLeading"}`.
    private func rotation(_ v: SchemaValue) -> Modifier? {
        if case .number = v.json { return number(v, -36_000...36_000).map { .effect(.rotation(radians: $0 * PortableMath.pi / 180, anchor: .center)) } }
        guard let o = v.object(keys: ["degrees", "anchor"], expected: "degrees or {\"degrees\": 15, \"anchor\": \"center\"}") else { return nil }
        let degrees = o["degrees"].flatMap { number($0, -36_000...36_000) } ?? 0
        return .effect(.rotation(radians: degrees * PortableMath.pi / 180, anchor: anchor(o["anchor"])))
    }

    /// A factor, or `{"x": 1.2, "y": 0.8, "anchor": "bottom"}`.
    private func scale(_ v: SchemaValue) -> Modifier? {
        if case .number = v.json { return number(v, -1000...1000).map { .effect(.scale(x: $0, y: $0, anchor: .center)) } }
        guard let o = v.object(keys: ["x", "y", "anchor"], expected: "a factor or {\"x\": 1, \"y\": 1, \"anchor\": \"center\"}") else { return nil }
        return .effect(.scale(x: o["x"].flatMap { number($0, -1000...1000) } ?? 1, y: o["y"].flatMap { number($0, -1000...1000) } ?? 1,
                              anchor: anchor(o["anchor"])))
    }

    private func anchor(_ v: SchemaValue?) -> UnitPoint {
        guard let v, let a = alignmentValue(v) else { return .center }
        return UnitPoint(x: a.horizontal.fraction, y: a.vertical.fraction)
    }

    /// A width:height ratio, `"fit"`/`"fill"`, or `{"ratio": 1.5, "contentMode": "fit"}`.
    private func aspectRatio(_ v: SchemaValue) -> Modifier? {
        if case .number = v.json { return number(v, 0.0001...10_000).map { .aspectRatio($0, .fit) } }
        if case .string = v.json { return v.oneOf(ContentMode.self).map { .aspectRatio(nil, $0) } }
        guard let o = v.object(keys: ["ratio", "contentMode"], expected: "a ratio, \"fit\", \"fill\" or {\"ratio\": 1, \"contentMode\": \"fit\"}") else { return nil }
        return .aspectRatio(o["ratio"].flatMap { number($0, 0.0001...10_000) }, o["contentMode"]?.oneOf(ContentMode.self) ?? .fit)
    }

    /// `true` (16 on every edge), one length, or lengths per edge.
    private func padding(_ v: SchemaValue) -> Modifier? {
        if case .bool(true) = v.json { return .padding(EdgeInsets(.all, 16)) }
        // Negative padding pulls the view's edges in, as in SwiftUI.
        guard case .object = v.json, let o = v.object(keys: Self.paddingEdges, unknown: "padding edge") else {
            return number(v, Self.signedSize).map { .padding(EdgeInsets(.all, $0)) }
        }
        var e = EdgeInsets()
        for (k, value) in o.entries {
            guard Self.paddingEdges.contains(k), let n = number(value, Self.signedSize) else { continue }
            switch k {
            case "top": e.top = n
            case "leading": e.leading = n
            case "bottom": e.bottom = n
            case "trailing": e.trailing = n
            case "horizontal": e.leading = n; e.trailing = n
            case "vertical": e.top = n; e.bottom = n
            default: e = EdgeInsets(.all, n)
            }
        }
        return .padding(e)
    }

    private func offset(_ v: SchemaValue) -> Modifier? {
        guard let o = v.object(keys: ["x", "y"], expected: "{\"x\": 0, \"y\": 0}") else { return nil }
        return .offset(x: o["x"].flatMap { number($0) } ?? 0, y: o["y"].flatMap { number($0) } ?? 0)
    }

    /// A background or overlay: {"view": …, "alignment": …}, a view, or a colour.
    private mutating func layer(_ v: SchemaValue, background: Bool) -> Modifier? {
        var content: ViewNode
        var alignment = Alignment.center
        if v.json["type"] == nil, v.json["view"] != nil, let o = v.object(keys: ["view", "alignment"]), let inner = o["view"] {
            content = view(inner)
            alignment = o["alignment"].flatMap(alignmentValue) ?? .center
        } else if v.json["type"] != nil {
            content = view(v)
        } else {
            guard let c = ColorGrammar.read(v, dynamic: true) else { return nil }
            content = ViewNode(.color(c))
            // A colour background fills under the safe areas its view touches, as in SwiftUI.
            if background { content = ViewNode(.modified(content, .ignoresSafeArea(.all, .all))) }
        }
        return background ? .background(content, alignment: alignment) : .overlay(content, alignment: alignment)
    }

    private func clipShape(_ v: SchemaValue) -> Modifier? {
        if case .string(let s) = v.json, let shape = Self.shapes[s] { return .clip(shape) }
        if case .object = v.json, let o = v.object(keys: ["roundedRectangle"]), let r = o["roundedRectangle"], let n = number(r, Self.size) {
            return .clip(.roundedRectangle(cornerRadius: n, style: .continuous))
        }
        v.fail("expected \"circle\", \"capsule\", \"ellipse\", \"rectangle\" or {\"roundedRectangle\": radius}, got \(v.shown)")
        return nil
    }

    /// `{"size": 12, "weight": "bold"}` (a fixed size), `{"style": "caption"}` (a text style,
    /// sized by Dynamic Type) or `{"size": 10, "relativeTo": "caption"}` (scales as the style does).
    private func font(_ v: SchemaValue) -> Modifier? {
        guard let o = v.object(keys: ["size", "weight", "style", "relativeTo", "name", "fixedSize"],
                               expected: "{\"size\": 12, \"weight\": \"bold\"}, {\"style\": \"body\"} or {\"name\": \"Lobster\", \"size\": 17}") else { return nil }
        let weight = o["weight"].flatMap { $0.oneOf(Font.Weight.self) }
        if let nameValue = o["name"] {
            // Font.custom: a family or PostScript name, Inter or one registered (`--font`, `fonts:`).
            guard let name = nameValue.string() else { return nil }
            guard !name.isEmpty, name.count <= 200 else { nameValue.fail("expected a font family or PostScript name"); return nil }
            if o["style"] != nil { o.fail("font takes 'name' with 'size', not 'style'") }
            guard let sizeValue = o["size"] else { o.fail("a custom font needs 'size'"); return nil }
            guard let size = number(sizeValue) else { return nil }
            guard size > 0, size <= 1000 else { sizeValue.fail("expected a size of more than 0 and at most 1000 points, got \(SchemaValue.format(size))"); return nil }
            let fixed = o["fixedSize"].flatMap { $0.bool() } ?? false
            var font = fixed ? Font.custom(name, fixedSize: size)
                : Font.custom(name, size: size, relativeTo: o["relativeTo"].flatMap { $0.oneOf(Font.TextStyle.self) } ?? .body)
            if let weight { font = font.weight(weight) }
            return .environment(.font(font))
        }
        if let styleValue = o["style"] {
            guard let style = styleValue.oneOf(Font.TextStyle.self) else { return nil }
            if o["size"] != nil { o.fail("font takes 'style' or 'size', not both") }
            return .environment(.font(Font.system(style, weight: weight)))
        }
        guard let sizeValue = o["size"] else { o.fail("font needs 'size' or 'style'"); return nil }
        guard let size = number(sizeValue) else { return nil }
        guard size > 0, size <= 1000 else { sizeValue.fail("expected a size of more than 0 and at most 1000 points, got \(SchemaValue.format(size))"); return nil }
        let relative = o["relativeTo"].flatMap { $0.oneOf(Font.TextStyle.self) }
        return .environment(.font(Font(size: size, weight: weight ?? .regular, textStyle: relative)))
    }

    private func lineLimit(_ v: SchemaValue) -> Modifier? {
        if v.isNull { return .environment(.lineLimit(nil)) }
        guard let n = number(v) else { return nil }
        guard n >= 1, n == n.rounded(), n < 10_000 else {
            v.fail("expected a whole number of lines (1 or more) or null, got \(SchemaValue.format(n))")
            return nil
        }
        return .environment(.lineLimit(Int(n)))
    }

    private func fixedSize(_ v: SchemaValue) -> Modifier? {
        if case .bool(let b) = v.json { return .fixedSize(horizontal: b, vertical: b) }
        guard let o = v.object(keys: ["horizontal", "vertical"], expected: "true or {\"horizontal\": true, \"vertical\": false}") else { return nil }
        return .fixedSize(horizontal: o["horizontal"]?.bool() ?? false, vertical: o["vertical"]?.bool() ?? false)
    }

    private func ignoresSafeArea(_ v: SchemaValue) -> Modifier? {
        if case .bool(true) = v.json { return .ignoresSafeArea(.all, .all) }
        let example = "true or {\"regions\": \"keyboard\", \"edges\": [\"bottom\"]}"
        guard let o = v.object(keys: ["regions", "edges"], expected: example) else { return nil }
        let regions: [String: SafeAreaRegions] = ["all": .all, "container": .container, "keyboard": .keyboard]
        let region = o["regions"].flatMap { $0.oneOf(["all", "container", "keyboard"]) }.flatMap { regions[$0] }
        return .ignoresSafeArea(region ?? .all, o["edges"].flatMap(edges) ?? .all)
    }

    /// "all", "horizontal", "vertical", one edge, or a list of edges.
    private func edges(_ v: SchemaValue) -> Edge.Set? {
        if case .array = v.json, let items = v.array() {
            var set: Edge.Set = []
            for item in items { if let e = item.oneOf(Edge.self) { set.insert(Edge.Set(e)) } }
            return set
        }
        let sets: [String: Edge.Set] = ["all": .all, "horizontal": .horizontal, "vertical": .vertical]
        guard let name = v.oneOf(["all", "horizontal", "vertical"] + Edge.allCases.map(\.rawValue)) else { return nil }
        return sets[name] ?? Edge(rawValue: name).map { Edge.Set($0) }
    }
}
