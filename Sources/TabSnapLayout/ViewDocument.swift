import Foundation
import TabSnapText
import TabSnapCore

/// View documents: the same trees as the Swift DSL, written as JSON or YAML so a designer can
/// render a layout that is not a stock tab bar. The README documents the format.
///
/// A view is an object with a `type` and that type's fields; every other key is a modifier,
/// applied in the order written (so `padding` then `background` differs from the reverse).
public enum ViewDocument {
    /// Reads a document file (`.json`, `.yaml`, `.yml`) and returns its `body`.
    public static func load(_ path: String) throws(DocumentErrors) -> ViewNode {
        try decode(DocumentReader.read(path), file: path)
    }

    /// Decodes a parsed document; every problem in it is reported at once.
    public static func decode(_ document: JSONValue, file: String = "<document>") throws(DocumentErrors) -> ViewNode {
        var d = DocumentDecoder()
        var root = ViewNode.empty
        if case .object(let pairs) = document {
            for (key, value) in pairs where key != "body" {
                d.fail(key, "unknown key '\(key)' (a document has one key, 'body')")
                _ = value
            }
            if let body = document["body"] { root = d.view(body, "body") } else { d.fail("", "missing 'body'") }
        } else {
            d.fail("", "expected an object with a 'body', got \(document.kindName)")
        }
        if !d.errors.isEmpty { throw DocumentErrors(file: file, d.errors) }
        return root
    }

    /// The document form of a tree: decoding it gives the same tree back.
    public static func encode(_ node: ViewNode) -> JSONValue {
        .object([("body", DocumentEncoder.view(node))])
    }
}

/// Walks a document, building nodes and collecting errors with their paths instead of
/// stopping at the first.
struct DocumentDecoder {
    var errors: [DocumentError] = []
    var vars: [String: Double] = [:]
    /// Views and modifiers made so far: a document (with its ForEach repeats) may make at most
    /// `maxNodes`, so no input can ask for unbounded time or memory.
    var nodes = 0
    static let maxNodes = 50_000
    static let maxModifiers = 64

    mutating func fail(_ path: String, _ message: String) { errors.append(DocumentError(path: path, message: message)) }

    static let viewTypes = ["VStack", "HStack", "ZStack", "Group", "Spacer", "Color", "Rectangle", "RoundedRectangle",
                            "Circle", "Ellipse", "Capsule", "Text", "Image", "EmptyView", "GeometryReader", "ForEach"]
    static let fields: [String: [String]] = [
        "VStack": ["alignment", "spacing", "children"], "HStack": ["alignment", "spacing", "children"],
        "ZStack": ["alignment", "children"], "Group": ["children"], "Spacer": ["minLength"], "Color": ["color"],
        "Rectangle": [], "RoundedRectangle": ["cornerRadius", "style"], "Circle": [], "Ellipse": [], "Capsule": [],
        "Text": ["text"], "Image": ["icon", "file", "svg", "resizable", "renderingMode"], "EmptyView": [],
        "GeometryReader": ["content"], "ForEach": ["count", "content"],
    ]
    static let modifierKeys = ["frame", "padding", "offset", "background", "overlay", "cornerRadius", "clipShape",
                               "opacity", "foregroundColor", "font", "fontWeight", "kerning", "lineLimit", "truncationMode",
                               "layoutPriority", "fixedSize", "ignoresSafeArea", "colorScheme", "id"]

    mutating func view(_ v: JSONValue, _ path: String) -> ViewNode {
        nodes += 1
        if nodes > Self.maxNodes {
            if nodes == Self.maxNodes + 1 { fail(path, "the document makes more than \(Self.maxNodes) views (ForEach counts multiply)") }
            return .empty
        }
        guard case .object(let pairs) = v else {
            fail(path, "expected a view (an object with a 'type'), got \(v.kindName)")
            return .empty
        }
        guard let typeValue = v["type"] else {
            fail(path, "missing 'type' (one of: \(Self.viewTypes.joined(separator: ", ")))")
            return .empty
        }
        guard case .string(let type) = typeValue, let fields = Self.fields[type] else {
            fail(path + ".type", "unknown view type \(typeValue) (expected one of: \(Self.viewTypes.joined(separator: ", ")))")
            return .empty
        }
        var node = base(type, v, path)
        var modifiers = 0
        for (key, value) in pairs where key != "type" && !fields.contains(key) {
            modifiers += 1
            if modifiers > Self.maxModifiers {
                fail(path, "more than \(Self.maxModifiers) modifiers on one view")
                break
            }
            let p = path + "." + key
            guard Self.modifierKeys.contains(key) else {
                fail(p, "unknown key '\(key)' for \(type) (fields: \((["type"] + fields).joined(separator: ", ")); modifiers: \(Self.modifierKeys.joined(separator: ", ")))")
                continue
            }
            if let m = modifier(key, value, p) { node = ViewNode(.modified(node, m)) }
        }
        return node
    }

    private mutating func base(_ type: String, _ v: JSONValue, _ path: String) -> ViewNode {
        func children() -> [ViewNode] {
            guard let c = v["children"] else { return [] }
            guard case .array(let items) = c else { fail(path + ".children", "expected an array of views, got \(c.kindName)"); return [] }
            return items.enumerated().map { view($1, "\(path).children[\($0)]") }
        }
        switch type {
        case "VStack", "HStack":
            let axis: Axis = type == "HStack" ? .horizontal : .vertical
            var alignment = Alignment.center
            if let a = v["alignment"] {
                let p = path + ".alignment"
                if axis == .vertical {
                    if let h = enumValue(a, p, HorizontalAlignment.self) { alignment.horizontal = h }
                } else if let vv = enumValue(a, p, VerticalAlignment.self) { alignment.vertical = vv }
            }
            let spacing = v["spacing"].flatMap { number($0, path + ".spacing", minimum: 0) }
            return ViewNode(.stack(axis, alignment: alignment, spacing: spacing, children: children()))
        case "ZStack":
            let alignment = v["alignment"].flatMap { alignmentValue($0, path + ".alignment") } ?? .center
            return ViewNode(.zstack(alignment: alignment, children: children()))
        case "Group":
            return ViewNode(.group(children()))
        case "Spacer":
            return ViewNode(.spacer(minLength: v["minLength"].flatMap { number($0, path + ".minLength", minimum: 0) }))
        case "Color":
            guard let c = v["color"] else { fail(path, "Color needs 'color'"); return .empty }
            return ViewNode(.color(color(c, path + ".color") ?? .clear))
        case "Rectangle": return ViewNode(.shape(.rectangle))
        case "Circle": return ViewNode(.shape(.circle))
        case "Ellipse": return ViewNode(.shape(.ellipse))
        case "Capsule": return ViewNode(.shape(.capsule))
        case "RoundedRectangle":
            guard let r = v["cornerRadius"] else { fail(path, "RoundedRectangle needs 'cornerRadius'"); return .empty }
            let radius = number(r, path + ".cornerRadius", minimum: 0) ?? 0
            let style = v["style"].flatMap { enumValue($0, path + ".style", RoundedCornerStyle.self) } ?? .continuous
            return ViewNode(.shape(.roundedRectangle(cornerRadius: radius, style: style)))
        case "Text":
            guard let t = v["text"] else { fail(path, "Text needs 'text'"); return .empty }
            guard case .string(let s) = t else { fail(path + ".text", "expected a string, got \(t.kindName)"); return .empty }
            return ViewNode(.text(s))
        case "Image":
            return image(v, path)
        case "EmptyView":
            return .empty
        case "GeometryReader":
            guard let content = v["content"] else { fail(path, "GeometryReader needs 'content'"); return .empty }
            // Check the content now, so its errors come with the rest; build it for real when the
            // reader knows its size.
            var probe = self
            probe.errors = []
            probe.vars["width"] = 0
            probe.vars["height"] = 0
            _ = probe.view(content, path + ".content")
            errors += probe.errors
            let outer = vars
            let node = ViewNode(.geometry({ size in
                var d = DocumentDecoder()
                d.vars = outer
                d.vars["width"] = Double(size.width)
                d.vars["height"] = Double(size.height)
                return d.view(content, path + ".content")
            }))
            node.documentTemplate = content
            return node
        case "ForEach":
            guard let c = v["count"], let content = v["content"] else { fail(path, "ForEach needs 'count' and 'content'"); return .empty }
            guard let n = number(c, path + ".count"), n >= 0, n <= 10_000, n == n.rounded() else {
                fail(path + ".count", "expected a whole number from 0 to 10000")
                return .empty
            }
            let saved = vars["index"]
            var items: [ViewNode] = []
            let before = errors.count
            if n == 0 {
                // Check the content even when it repeats zero times (a count from a geometry
                // reader's size is 0 while the document is checked).
                vars["index"] = 0
                _ = view(content, path + ".content")
            }
            for i in 0..<Int(n) {
                vars["index"] = Double(i)
                items.append(view(content, path + ".content"))
                if errors.count > before || nodes > Self.maxNodes { break }  // the same mistake once, not n times
            }
            vars["index"] = saved
            return ViewNode(.group(items))
        default:
            return .empty
        }
    }

    private mutating func image(_ v: JSONValue, _ path: String) -> ViewNode {
        var sources: [ViewNode.ImageSource] = []
        if let icon = v["icon"] {
            if case .string(let s) = icon { sources.append(.icon(s)) } else { fail(path + ".icon", "expected an icon name, got \(icon.kindName)") }
        }
        if let file = v["file"] {
            if case .string(let s) = file { sources.append(.file(s)) } else { fail(path + ".file", "expected a PNG path, got \(file.kindName)") }
        }
        if let svg = v["svg"] {
            checkKeys(svg, ["path", "viewBox"], path + ".svg")
            if case .string(let d) = svg["path"] ?? .null, let box = svg["viewBox"].flatMap({ rect($0, path + ".svg.viewBox") }) {
                sources.append(.path(d, viewBox: box))
            } else {
                fail(path + ".svg", "expected {\"path\": \"M0 0 L...\", \"viewBox\": [x, y, width, height]}")
            }
        }
        guard sources.count == 1 else {
            if (sources.isEmpty && v["icon"] == nil && v["file"] == nil && v["svg"] == nil) || sources.count > 1 {
                fail(path, "Image needs exactly one of 'icon', 'file', 'svg'")
            }
            return .empty
        }
        let resizable = v["resizable"].flatMap { bool($0, path + ".resizable") } ?? false
        var template = false
        if let mode = v["renderingMode"] {
            if case .string(let s) = mode, s == "template" || s == "original" { template = s == "template" } else {
                fail(path + ".renderingMode", "expected \"template\" or \"original\"")
            }
        }
        return ViewNode(.image(sources[0], resizable: resizable, template: template))
    }

    private mutating func modifier(_ key: String, _ v: JSONValue, _ path: String) -> Modifier? {
        switch key {
        case "frame":
            guard case .object(let pairs) = v else { fail(path, "expected an object like {\"width\": 20, \"height\": 20}, got \(v.kindName)"); return nil }
            let fixed = ["width", "height"], flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            var values: [String: Double] = [:]
            var alignment = Alignment.center
            for (k, value) in pairs {
                if k == "alignment" { alignment = alignmentValue(value, path + ".alignment") ?? .center; continue }
                guard fixed.contains(k) || flexible.contains(k) else {
                    fail(path + "." + k, "unknown frame key (expected \((fixed + flexible + ["alignment"]).joined(separator: ", ")))")
                    continue
                }
                if let n = number(value, path + "." + k, allowInfinity: k.hasPrefix("max"), minimum: 0) { values[k] = n }
            }
            if values.keys.contains(where: flexible.contains) {
                if values.keys.contains(where: fixed.contains) { fail(path, "use either width/height or min/ideal/max sizes in one frame, not both") }
                return .flexibleFrame(FlexibleFrame(minWidth: values["minWidth"], idealWidth: values["idealWidth"], maxWidth: values["maxWidth"],
                                                    minHeight: values["minHeight"], idealHeight: values["idealHeight"], maxHeight: values["maxHeight"],
                                                    alignment: alignment))
            }
            return .frame(width: values["width"], height: values["height"], alignment: alignment)
        case "padding":
            if case .bool(true) = v { return .padding(EdgeInsets(.all, 16)) }
            if case .object(let pairs) = v {
                var e = EdgeInsets()
                for (k, value) in pairs {
                    guard let n = number(value, path + "." + k, minimum: 0) else { continue }
                    switch k {
                    case "top": e.top = n
                    case "leading": e.leading = n
                    case "bottom": e.bottom = n
                    case "trailing": e.trailing = n
                    case "horizontal": e.leading = n; e.trailing = n
                    case "vertical": e.top = n; e.bottom = n
                    case "all": e = EdgeInsets(.all, n)
                    default: fail(path + "." + k, "unknown padding edge (expected top, leading, bottom, trailing, horizontal, vertical, all)")
                    }
                }
                return .padding(e)
            }
            guard let n = number(v, path, minimum: 0) else { return nil }
            return .padding(EdgeInsets(.all, n))
        case "offset":
            guard case .object = v else { fail(path, "expected {\"x\": 0, \"y\": 0}, got \(v.kindName)"); return nil }
            checkKeys(v, ["x", "y"], path)
            return .offset(x: v["x"].flatMap { number($0, path + ".x") } ?? 0, y: v["y"].flatMap { number($0, path + ".y") } ?? 0)
        case "background", "overlay":
            var content: ViewNode
            var alignment = Alignment.center
            if case .object = v, v["type"] == nil, let inner = v["view"] {
                checkKeys(v, ["view", "alignment"], path)
                content = view(inner, path + ".view")
                alignment = v["alignment"].flatMap { alignmentValue($0, path + ".alignment") } ?? .center
            } else if case .object = v, v["type"] != nil {
                content = view(v, path)
            } else {
                guard let c = color(v, path) else { return nil }
                content = ViewNode(.color(c))
                // A colour background fills under the safe areas its view touches, as in SwiftUI.
                if key == "background" { content = ViewNode(.modified(content, .ignoresSafeArea(.all, .all))) }
            }
            return key == "background" ? .background(content, alignment: alignment) : .overlay(content, alignment: alignment)
        case "cornerRadius":
            return number(v, path).map { .clip(.roundedRectangle(cornerRadius: $0, style: .circular)) }
        case "clipShape":
            switch v {
            case .string("circle"): return .clip(.circle)
            case .string("capsule"): return .clip(.capsule)
            case .string("ellipse"): return .clip(.ellipse)
            case .string("rectangle"): return .clip(.rectangle)
            default:
                checkKeys(v, ["roundedRectangle"], path)
                if let r = v["roundedRectangle"], let n = number(r, path + ".roundedRectangle", minimum: 0) {
                    return .clip(.roundedRectangle(cornerRadius: n, style: .continuous))
                }
                fail(path, "expected \"circle\", \"capsule\", \"ellipse\", \"rectangle\" or {\"roundedRectangle\": radius}")
                return nil
            }
        case "opacity":
            guard let n = number(v, path) else { return nil }
            guard (0...1).contains(n) else { fail(path, "expected a number from 0 to 1, got \(fmt(n))"); return nil }
            return .opacity(n)
        case "foregroundColor":
            return color(v, path).map { .environment(.foregroundColor($0)) }
        case "font":
            guard case .object = v else { fail(path, "expected {\"size\": 12, \"weight\": \"bold\"}, got \(v.kindName)"); return nil }
            checkKeys(v, ["size", "weight"], path)
            guard let sizeValue = v["size"] else { fail(path, "font needs 'size'"); return nil }
            guard let size = number(sizeValue, path + ".size") else { return nil }
            guard size > 0, size <= 1000 else { fail(path + ".size", "expected a size from 0 to 1000 points"); return nil }
            let weight = v["weight"].flatMap { enumValue($0, path + ".weight", Font.Weight.self) } ?? .regular
            return .environment(.font(Font(size: size, weight: weight)))
        case "fontWeight":
            return enumValue(v, path, Font.Weight.self).map { .environment(.fontWeight($0)) }
        case "kerning":
            return number(v, path).map { .environment(.kerning($0)) }
        case "lineLimit":
            if case .null = v { return .environment(.lineLimit(nil)) }
            guard let n = number(v, path) else { return nil }
            guard n >= 1, n == n.rounded(), n < 10_000 else { fail(path, "expected a whole number of lines (1 or more) or null"); return nil }
            return .environment(.lineLimit(Int(n)))
        case "truncationMode":
            return enumValue(v, path, TruncationMode.self).map { .environment(.truncationMode($0)) }
        case "layoutPriority":
            return number(v, path).map { .layoutPriority($0) }
        case "fixedSize":
            if case .bool(let b) = v { return .fixedSize(horizontal: b, vertical: b) }
            guard case .object = v else { fail(path, "expected true or {\"horizontal\": true, \"vertical\": false}"); return nil }
            checkKeys(v, ["horizontal", "vertical"], path)
            return .fixedSize(horizontal: v["horizontal"].flatMap { bool($0, path + ".horizontal") } ?? false,
                              vertical: v["vertical"].flatMap { bool($0, path + ".vertical") } ?? false)
        case "ignoresSafeArea":
            if case .bool(true) = v { return .ignoresSafeArea(.all, .all) }
            guard case .object = v else { fail(path, "expected true or {\"regions\": \"keyboard\", \"edges\": [\"bottom\"]}"); return nil }
            checkKeys(v, ["regions", "edges"], path)
            var regions = SafeAreaRegions.all
            switch v["regions"] {
            case nil, .string("all")?: regions = .all
            case .string("container")?: regions = .container
            case .string("keyboard")?: regions = .keyboard
            default: fail(path + ".regions", "expected \"all\", \"container\" or \"keyboard\"")
            }
            var edges = Edge.Set.all
            if let e = v["edges"] {
                switch e {
                case .string("all"): edges = .all
                case .string("horizontal"): edges = .horizontal
                case .string("vertical"): edges = .vertical
                case .array(let items):
                    edges = []
                    for (i, item) in items.enumerated() {
                        if let edge = enumValue(item, "\(path).edges[\(i)]", Edge.self) { edges.insert(Edge.Set(edge)) }
                    }
                default:
                    if let edge = enumValue(e, path + ".edges", Edge.self) { edges = Edge.Set(edge) }
                }
            }
            return .ignoresSafeArea(regions, edges)
        case "colorScheme":
            return enumValue(v, path, ColorScheme.self).map { .environment(.colorScheme($0)) }
        case "id":
            if case .string(let s) = v { return .id(s) }
            fail(path, "expected a string, got \(v.kindName)")
            return nil
        default:
            return nil
        }
    }

    // MARK: Values

    /// Numbers are finite and within ±100,000 (points, counts, factors), so no later step meets
    /// NaN or a length that overflows; "infinity" only where SwiftUI allows it (`maxWidth`…).
    mutating func number(_ v: JSONValue, _ path: String, allowInfinity: Bool = false, minimum: Double = -100_000) -> Double? {
        var value: Double
        switch v {
        case .number(let n): value = n
        case .string(let s):
            let t = s.trimmingCharacters(in: .whitespaces)
            if t == "infinity" || t == ".infinity" {
                if allowInfinity { return .infinity }
                fail(path, "\"infinity\" is only allowed for maxWidth and maxHeight")
                return nil
            }
            do { value = try Expression.evaluate(t, vars) } catch {
                fail(path, "expected a number, \"infinity\" or an expression: \(error.message)")
                return nil
            }
        default:
            fail(path, "expected a number, got \(v.kindName)")
            return nil
        }
        guard value.isFinite, value <= 100_000, value >= minimum else {
            fail(path, "expected a number from \(fmt(minimum)) to 100000, got \(fmt(value))")
            return nil
        }
        return value
    }

    mutating func bool(_ v: JSONValue, _ path: String) -> Bool? {
        if case .bool(let b) = v { return b }
        fail(path, "expected true or false, got \(v.kindName)")
        return nil
    }

    mutating func enumValue<E: RawRepresentable>(_ v: JSONValue, _ path: String, _ type: E.Type) -> E? where E.RawValue == String {
        let all: [String]
        switch type {
        case is HorizontalAlignment.Type: all = ["leading", "center", "trailing"]
        case is VerticalAlignment.Type: all = ["top", "center", "bottom"]
        case is TruncationMode.Type: all = ["head", "middle", "tail"]
        case is ColorScheme.Type: all = ["light", "dark"]
        case is RoundedCornerStyle.Type: all = ["circular", "continuous"]
        case is Edge.Type: all = ["top", "leading", "bottom", "trailing"]
        case is Font.Weight.Type: all = Font.Weight.allCases.map(\.rawValue)
        default: all = []
        }
        if case .string(let s) = v, let e = E(rawValue: s) { return e }
        fail(path, "expected one of \(all.map { "\"\($0)\"" }.joined(separator: ", ")), got \(v)")
        return nil
    }

    mutating func alignmentValue(_ v: JSONValue, _ path: String) -> Alignment? {
        if case .string(let s) = v, let a = Alignment.named[s] { return a }
        fail(path, "expected an alignment (\(Alignment.named.keys.sorted().joined(separator: ", "))), got \(v)")
        return nil
    }

    mutating func color(_ v: JSONValue, _ path: String) -> Color? {
        switch v {
        case .string(let s):
            if let c = Color.named[s] ?? Color(hex: s) { return c }
            fail(path, "expected a colour (\"#RRGGBB\", \"#RRGGBBAA\" or a name: \(Color.named.keys.sorted().joined(separator: ", "))), got \"\(s)\"")
            return nil
        case .object:
            checkKeys(v, ["light", "dark"], path)
            guard let l = v["light"], let d = v["dark"] else { fail(path, "a dynamic colour needs 'light' and 'dark'"); return nil }
            guard let light = color(l, path + ".light"), let dark = color(d, path + ".dark") else { return nil }
            return Color(light: light, dark: dark)
        default:
            fail(path, "expected a colour string or {\"light\": ..., \"dark\": ...}, got \(v.kindName)")
            return nil
        }
    }

    mutating func rect(_ v: JSONValue, _ path: String) -> CGRect? {
        guard case .array(let items) = v, items.count == 4 else { fail(path, "expected [x, y, width, height]"); return nil }
        let n = items.enumerated().compactMap { number($1, "\(path)[\($0)]") }
        return n.count == 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : nil
    }

    mutating func checkKeys(_ v: JSONValue, _ allowed: [String], _ path: String) {
        guard case .object(let pairs) = v else { return }
        for (k, _) in pairs where !allowed.contains(k) {
            fail(path + "." + k, "unknown key '\(k)' (expected \(allowed.joined(separator: ", ")))")
        }
    }
}

/// The inverse of `DocumentDecoder`.
enum DocumentEncoder {
    static func view(_ node: ViewNode) -> JSONValue {
        var modifiers: [(String, JSONValue)] = []
        var base = node
        while case .modified(let child, let m) = base.kind {
            modifiers.insert(modifier(m), at: 0)
            base = child
        }
        return .object(fields(base) + modifiers.map { (key: $0.0, value: $0.1) })
    }

    static func fields(_ node: ViewNode) -> [(key: String, value: JSONValue)] {
        func t(_ s: String) -> (key: String, value: JSONValue) { ("type", .string(s)) }
        func kids(_ c: [ViewNode]) -> (key: String, value: JSONValue) { ("children", .array(c.flatMap { $0.flattened }.map(view))) }
        switch node.kind {
        case .empty: return [t("EmptyView")]
        case .color(let c): return [t("Color"), ("color", color(c))]
        case .shape(let s):
            switch s {
            case .rectangle: return [t("Rectangle")]
            case .circle: return [t("Circle")]
            case .ellipse: return [t("Ellipse")]
            case .capsule: return [t("Capsule")]
            case .roundedRectangle(let r, let style):
                return [t("RoundedRectangle"), ("cornerRadius", .number(r)), ("style", .string(style.rawValue))]
            }
        case .text(let s): return [t("Text"), ("text", .string(s))]
        case .image(let src, let resizable, let template):
            var f = [t("Image")]
            switch src {
            case .icon(let n): f.append(("icon", .string(n)))
            case .file(let p): f.append(("file", .string(p)))
            case .path(let d, let b):
                f.append(("svg", .object([("path", .string(d)), ("viewBox", .array([b.minX, b.minY, b.width, b.height].map { .number(Double($0)) }))])))
            }
            if resizable { f.append(("resizable", .bool(true))) }
            if template { f.append(("renderingMode", .string("template"))) }
            return f
        case .stack(let axis, let a, let spacing, let children):
            var f = [t(axis == .horizontal ? "HStack" : "VStack"),
                     ("alignment", .string(axis == .horizontal ? a.vertical.rawValue : a.horizontal.rawValue))]
            if let spacing { f.append(("spacing", .number(spacing))) }
            return f + [kids(children)]
        case .zstack(let a, let children): return [t("ZStack"), ("alignment", .string(a.name)), kids(children)]
        case .spacer(let m): return [t("Spacer")] + (m.map { [("minLength", JSONValue.number($0))] } ?? [])
        case .geometry: return [t("GeometryReader"), ("content", node.documentTemplate ?? .object([t("EmptyView")]))]
        case .group(let children): return [t("Group"), kids(children)]
        case .modified: return []
        }
    }

    static func color(_ c: Color) -> JSONValue {
        guard c.isDynamic else { return .string(c.hex) }
        return .object([("light", .string(c.resolved(in: .light).hex)), ("dark", .string(c.resolved(in: .dark).hex))])
    }

    static func number(_ v: Double?) -> JSONValue { v.map { $0.isInfinite ? .string("infinity") : .number($0) } ?? .null }

    static func modifier(_ m: Modifier) -> (String, JSONValue) {
        func align(_ a: Alignment) -> (key: String, value: JSONValue) { ("alignment", .string(a.name)) }
        switch m {
        case .frame(let w, let h, let a):
            var f: [(key: String, value: JSONValue)] = []
            if let w { f.append(("width", number(w))) }
            if let h { f.append(("height", number(h))) }
            return ("frame", .object(f + [align(a)]))
        case .flexibleFrame(let ff):
            var f: [(key: String, value: JSONValue)] = []
            for (k, v) in [("minWidth", ff.minWidth), ("idealWidth", ff.idealWidth), ("maxWidth", ff.maxWidth),
                           ("minHeight", ff.minHeight), ("idealHeight", ff.idealHeight), ("maxHeight", ff.maxHeight)] where v != nil {
                f.append((k, number(v)))
            }
            return ("frame", .object(f + [align(ff.alignment)]))
        case .padding(let e):
            return ("padding", .object([("top", .number(e.top)), ("leading", .number(e.leading)), ("bottom", .number(e.bottom)), ("trailing", .number(e.trailing))]))
        case .offset(let x, let y): return ("offset", .object([("x", .number(x)), ("y", .number(y))]))
        case .background(let v, let a), .overlay(let v, let a):
            let key: String
            if case .background = m { key = "background" } else { key = "overlay" }
            return (key, .object([("view", view(v)), align(a)]))
        case .clip(let s):
            switch s {
            case .roundedRectangle(let r, .circular): return ("cornerRadius", .number(r))
            case .roundedRectangle(let r, .continuous): return ("clipShape", .object([("roundedRectangle", .number(r))]))
            case .circle: return ("clipShape", .string("circle"))
            case .capsule: return ("clipShape", .string("capsule"))
            case .ellipse: return ("clipShape", .string("ellipse"))
            case .rectangle: return ("clipShape", .string("rectangle"))
            }
        case .opacity(let o): return ("opacity", .number(o))
        case .environment(let c):
            switch c {
            case .foregroundColor(let col): return ("foregroundColor", color(col))
            case .font(let f): return ("font", .object([("size", .number(f.size)), ("weight", .string(f.weight.rawValue))]))
            case .fontWeight(let w): return ("fontWeight", .string(w.rawValue))
            case .kerning(let k): return ("kerning", .number(k))
            case .lineLimit(let l): return ("lineLimit", l.map { .number(Double($0)) } ?? .null)
            case .truncationMode(let t): return ("truncationMode", .string(t.rawValue))
            case .colorScheme(let s): return ("colorScheme", .string(s.rawValue))
            }
        case .layoutPriority(let p): return ("layoutPriority", .number(p))
        case .id(let name): return ("id", .string(name))
        case .fixedSize(let h, let v): return ("fixedSize", .object([("horizontal", .bool(h)), ("vertical", .bool(v))]))
        case .ignoresSafeArea(let r, let e):
            let regions = r == .all ? "all" : r == .keyboard ? "keyboard" : "container"
            let edges = Edge.allCases.filter { e.contains(Edge.Set($0)) }.map { JSONValue.string($0.rawValue) }
            return ("ignoresSafeArea", .object([("regions", .string(regions)), ("edges", .array(edges))]))
        }
    }
}
