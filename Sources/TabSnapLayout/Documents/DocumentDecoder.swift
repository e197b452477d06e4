import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayoutEngine

/// Walks a view document, building nodes; problems go to the document's `SchemaErrors` with
/// their paths, and reading carries on so that all of them are reported.
struct DocumentDecoder {
    /// Variables of expressions: `width`/`height` in a GeometryReader, `index` in a ForEach.
    var vars: [String: Double] = [:]
    /// Views and modifiers made so far: a document (with its ForEach repeats) may make at most
    /// `maxNodes`, so no input can ask for unbounded time or memory.
    var nodes = 0
    /// Reading a GeometryReader's content before its size is known: expressions are checked
    /// for syntax, not for range.
    var probing = false
    static let maxNodes = 50_000
    static let maxModifiers = 64

    static let viewTypes = ["VStack", "HStack", "ZStack", "Group", "Spacer", "Color", "Rectangle", "RoundedRectangle",
                            "Circle", "Ellipse", "Capsule", "Text", "Image", "Label", "Divider", "EmptyView", "GeometryReader", "ForEach"]
    static let fields: [String: [String]] = [
        "VStack": ["alignment", "spacing", "children"], "HStack": ["alignment", "spacing", "children"],
        "ZStack": ["alignment", "children"], "Group": ["children"], "Spacer": ["minLength"], "Color": ["color"],
        "Rectangle": ["stroke"], "RoundedRectangle": ["cornerRadius", "style", "stroke"], "Circle": ["stroke"], "Ellipse": ["stroke"],
        "Capsule": ["stroke"], "Text": ["text"], "Image": ["icon", "asset", "file", "svg", "resizable", "renderingMode"],
        "Label": ["title", "icon"], "Divider": [], "EmptyView": [],
        "GeometryReader": ["content"], "ForEach": ["count", "content"],
    ]
    static let modifierKeys = ["frame", "padding", "offset", "background", "overlay", "cornerRadius", "clipShape",
                               "opacity", "foregroundColor", "font", "fontWeight", "kerning", "lineLimit", "truncationMode", "multilineTextAlignment", "flipsForRightToLeftLayoutDirection",
                               "layoutPriority", "fixedSize", "scrollContent", "ignoresSafeArea", "colorScheme", "id", "rotationEffect",
                               "scaleEffect", "aspectRatio", "position", "zIndex", "hidden", "shadow", "blur", "firstBaseline", "animation"]
    static let shapes: [String: ViewNode.ShapeKind] = ["rectangle": .rectangle, "circle": .circle, "ellipse": .ellipse, "capsule": .capsule]

    mutating func view(_ v: SchemaValue) -> ViewNode {
        nodes += 1
        if nodes > Self.maxNodes {
            if nodes == Self.maxNodes + 1 { v.fail("the document makes more than \(Self.maxNodes) views (ForEach counts multiply)") }
            return .empty
        }
        // Keys are checked below, in the order written, as they are either fields or modifiers.
        guard let o = v.object(keys: nil, expected: "a view (an object with a 'type')") else { return .empty }
        guard let typeValue = o["type"] else {
            o.fail("missing 'type' (one of: \(Self.viewTypes.joined(separator: ", ")))")
            return .empty
        }
        guard case .string(let type) = typeValue.json, let fields = Self.fields[type] else {
            typeValue.fail("unknown view type \(typeValue.json) (expected one of: \(Self.viewTypes.joined(separator: ", ")))")
            return .empty
        }
        return modified(base(type, o), o, type: type, fields: fields)
    }

    /// The view's modifiers, applied in the order written.
    private mutating func modified(_ base: ViewNode, _ o: SchemaObject, type: String, fields: [String]) -> ViewNode {
        var node = base
        var count = 0
        for (key, value) in o.entries where key != "type" && !fields.contains(key) {
            count += 1
            if count > Self.maxModifiers {
                o.fail("more than \(Self.maxModifiers) modifiers on one view")
                break
            }
            guard Self.modifierKeys.contains(key) else {
                value.fail("unknown key '\(key)' for \(type) (fields: \((["type"] + fields).joined(separator: ", ")); modifiers: \(Self.modifierKeys.joined(separator: ", ")))")
                continue
            }
            if let m = modifier(key, value) { node = ViewNode(.modified(node, m)) }
        }
        return node
    }

    private mutating func base(_ type: String, _ o: SchemaObject) -> ViewNode {
        switch type {
        case "VStack", "HStack": return stack(type == "HStack" ? .horizontal : .vertical, o)
        case "ZStack":
            let alignment = o["alignment"].flatMap(alignmentValue) ?? .center
            return ViewNode(.zstack(alignment: alignment, children: children(o)))
        case "Group": return ViewNode(.group(children(o)))
        case "Spacer": return ViewNode(.spacer(minLength: o["minLength"].flatMap { number($0, Self.size) }))
        case "Color":
            guard let c = o["color"] else { o.fail("Color needs 'color'"); return .empty }
            return ViewNode(.color(ColorGrammar.read(c, dynamic: true) ?? .clear))
        case "Rectangle", "Circle", "Ellipse", "Capsule": return stroked(Self.shapes[type.lowercased()]!, o)
        case "RoundedRectangle": return roundedRectangle(o)
        case "Label": return label(o)
        case "Divider": return ViewNode(.divider)
        case "Text":
            guard let t = o["text"] else { o.fail("Text needs 'text'"); return .empty }
            return t.string().map { ViewNode(.text($0)) } ?? .empty
        case "Image": return image(o)
        case "GeometryReader": return geometry(o)
        case "ForEach": return forEach(o)
        default: return .empty  // EmptyView
        }
    }

    private mutating func children(_ o: SchemaObject) -> [ViewNode] {
        guard let list = o["children"]?.array("an array of views") else { return [] }
        return list.map { view($0) }
    }

    private mutating func stack(_ axis: Axis, _ o: SchemaObject) -> ViewNode {
        var alignment = Alignment.center
        if let a = o["alignment"] {
            // A stack aligns across its axis: a VStack's children horizontally.
            if axis == .vertical {
                if let h = a.oneOf(Self.horizontalAlignments) { alignment.horizontal = h }
            } else if let v = a.oneOf(Self.verticalAlignments) { alignment.vertical = v }
        }
        let spacing = o["spacing"].flatMap { number($0, Self.size) }
        return ViewNode(.stack(axis, alignment: alignment, spacing: spacing, children: children(o)))
    }

    private func roundedRectangle(_ o: SchemaObject) -> ViewNode {
        guard let r = o["cornerRadius"] else { o.fail("RoundedRectangle needs 'cornerRadius'"); return .empty }
        let radius = number(r, Self.size) ?? 0
        let style = o["style"].flatMap { $0.oneOf(Self.cornerStyles) } ?? .continuous
        return stroked(.roundedRectangle(cornerRadius: radius, style: style), o)
    }

    /// A shape, filled, or stroked when it has `stroke`: a line width, or
    /// `{"lineWidth", "cap", "join", "dash", "border"}` (`border`: inside the frame, as
    /// `strokeBorder`).
    private func stroked(_ kind: ViewNode.ShapeKind, _ o: SchemaObject) -> ViewNode {
        guard let v = o["stroke"] else { return ViewNode(.shape(kind)) }
        if case .number = v.json { return ViewNode(.strokedShape(kind, LineStyle(width: number(v, Self.size) ?? 1))) }
        guard let s = v.object(keys: ["lineWidth", "cap", "join", "dash", "border"], expected: "a line width or {\"lineWidth\": 2, \"cap\": \"round\"}") else {
            return ViewNode(.shape(kind))
        }
        var style = LineStyle(width: s["lineWidth"].flatMap { number($0, Self.size) } ?? 1)
        if let c = s["cap"]?.oneOf(LineCapStyle.self) { style.cap = c }
        if let j = s["join"]?.oneOf(LineJoinStyle.self) { style.join = j }
        if let d = s["dash"]?.array("an array of lengths") { style.dash = d.compactMap { number($0, Self.size) } }
        style.inset = s["border"]?.bool() ?? false
        return ViewNode(.strokedShape(kind, style))
    }

    /// `{"type": "Label", "title": "Home", "icon": "house"}`: the icon beside the title.
    private func label(_ o: SchemaObject) -> ViewNode {
        guard let t = o["title"]?.string("a title"), let i = o["icon"]?.string("an icon name") else {
            if o["title"] == nil || o["icon"] == nil { o.fail("Label needs 'title' and 'icon'") }
            return .empty
        }
        return makeNode(Label(t, systemImage: i))
    }

    private func image(_ o: SchemaObject) -> ViewNode {
        var sources: [ViewNode.ImageSource] = []
        if let s = o["icon"]?.string("an icon name") { sources.append(.icon(s)) }
        if let s = o["asset"]?.string("an asset catalog image name") {
            sources.append(.asset(s, explicitMode: o["renderingMode"] != nil))
        }
        if let s = o["file"]?.string("a PNG path") { sources.append(.file(s)) }
        if let svg = o["svg"], let s = svgSource(svg) { sources.append(s) }
        guard sources.count == 1 else {
            // One bad source was reported already; none at all or two are this view's problem.
            if sources.count > 1 || (o["icon"] == nil && o["asset"] == nil && o["file"] == nil && o["svg"] == nil) {
                o.fail("Image needs exactly one of 'icon', 'asset', 'file', 'svg'")
            }
            return .empty
        }
        let resizable = o["resizable"]?.bool() ?? false
        let template = o["renderingMode"]?.oneOf(["template", "original"]) == "template"
        return ViewNode(.image(sources[0], resizable: resizable, template: template))
    }

    private func svgSource(_ v: SchemaValue) -> ViewNode.ImageSource? {
        let shape = "{\"path\": \"M0 0 L...\", \"viewBox\": [x, y, width, height]}"
        guard let o = v.object(keys: ["path", "viewBox"], expected: shape) else { return nil }
        guard case .string(let d)? = o["path"]?.json, let box = o["viewBox"].flatMap(rect) else {
            v.fail("expected \(shape)")
            return nil
        }
        return .path(d, viewBox: box)
    }

    private mutating func geometry(_ o: SchemaObject) -> ViewNode {
        guard let content = o["content"] else { o.fail("GeometryReader needs 'content'"); return .empty }
        // Check the content now, so its errors come with the rest; build it for real when the
        // reader knows its size (a probe's view count is its own).
        var probe = self
        probe.vars["width"] = 0
        probe.vars["height"] = 0
        probe.probing = true
        _ = probe.view(content)
        nodes = max(nodes, probe.nodes)  // the probe's views count, or sibling probes multiply
        let outer = vars, template = content.json, path = content.path
        let node = ViewNode(.geometry({ proxy in
            var d = DocumentDecoder(vars: outer)
            d.vars["width"] = Double(proxy.size.width)
            d.vars["height"] = Double(proxy.size.height)
            let budget = BuildBudget.current
            d.nodes = budget?.used ?? 0
            defer { budget?.used = d.nodes }
            // The probe above reported the content's other errors; what is left is a value out
            // of range for this size, which fails the render with its path.
            let errors = SchemaErrors()
            let built = d.view(SchemaValue(template, path: path, errors: errors))
            let problems = errors.all.map(\.description)
            return problems.isEmpty ? built : ViewNode(.problem(problems.joined(separator: "\n")))
        }))
        node.documentTemplate = template
        return node
    }

    private mutating func forEach(_ o: SchemaObject) -> ViewNode {
        guard let c = o["count"], let content = o["content"] else { o.fail("ForEach needs 'count' and 'content'"); return .empty }
        guard let n = number(c) else { return .empty }
        guard n >= 0, n <= 10_000, n == n.rounded() else {
            c.fail("expected a whole number from 0 to 10000, got \(SchemaValue.format(n))")
            return .empty
        }
        let saved = vars["index"]
        defer { vars["index"] = saved }
        if n == 0 {
            // Check the content even when it repeats zero times (a count from a geometry
            // reader's size is 0 while the document is checked).
            vars["index"] = 0
            _ = view(content)
        }
        var items: [ViewNode] = []
        let before = content.errors.count
        for i in 0..<Int(n) {
            vars["index"] = Double(i)
            items.append(view(content))
            if content.errors.count > before || nodes > Self.maxNodes { break }  // the same mistake once, not n times
        }
        return ViewNode(.group(items))
    }
}
