import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapRaster

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
        // Drawings come from Swift code (a Lottie view); documents name them only.
        case .drawing(let d): return [t("Drawing"), ("summary", .string(d.summary))]
        case .divider: return [t("Divider")]
        case .problem, .warning: return [t("EmptyView")]
        // A document holds built-in views only: a custom view is written as its body, built in
        // the default environment.
        case .custom: return fields(ViewResolver.resolve(node, EnvironmentValues()))
        case .color(let c): return [t("Color"), ("color", color(c))]
        // Gradients from Swift code have no document form yet: written as their first colour.
        case .styleFill(let s): return [t("Color"), ("color", color(s.firstColor))]
        case .strokedShape(let s, let style):
            var stroke: [(String, JSONValue)] = [("lineWidth", .number(style.width)), ("cap", .string(style.cap.rawValue)),
                                                 ("join", .string(style.join.rawValue))]
            if !style.dash.isEmpty { stroke.append(("dash", .array(style.dash.map { .number($0) }))) }
            if style.inset { stroke.append(("border", .bool(true))) }
            return fields(ViewNode(.shape(s))) + [("stroke", .object(stroke))]
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
            case .asset(let n, _): f.append(("asset", .string(n)))
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

    /// A unit point as the alignment name it matches (documents name anchors that way).
    static func anchor(_ a: UnitPoint) -> JSONValue {
        let match = Alignment.named.first { $0.value.horizontal.fraction == a.x && $0.value.vertical.fraction == a.y }
        return .string(match?.key ?? "center")
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
        case .mask(let content, let a): return ("mask", .object([("view", view(content)), ("alignment", .string(a.name))]))
        case .safeAreaInset(let e, let s, let content, _):
            return ("safeAreaInset", .object([("edge", .string(e.rawValue)), ("spacing", .number(s)), ("view", view(content))]))
        case .environment(let c):
            switch c {
            case .foregroundColor(let col): return ("foregroundColor", color(col))
            case .foregroundStyle(let s): return ("foregroundColor", color(s.firstColor))
            case .font(let f):
                if let style = f.textStyle, f.baseSize == style.size(at: .large) {
                    return ("font", .object([("style", .string(style.rawValue)), ("weight", .string(f.weight.rawValue))]))
                }
                var fields: [(String, JSONValue)] = [("size", .number(f.baseSize)), ("weight", .string(f.weight.rawValue))]
                if let style = f.textStyle { fields.append(("relativeTo", .string(style.rawValue))) }
                return ("font", .object(fields))
            case .fontWeight(let w): return ("fontWeight", .string(w.rawValue))
            case .kerning(let k): return ("kerning", .number(k))
            case .lineLimit(let l): return ("lineLimit", l.map { .number(Double($0)) } ?? .null)
            case .truncationMode(let t): return ("truncationMode", .string(t.rawValue))
            case .multilineTextAlignment(let a): return ("multilineTextAlignment", .string(a.name))
            case .colorScheme(let s): return ("colorScheme", .string(s.rawValue))
            // Swift code's own environment writes have no document form; named for reading only.
            case .write(let w): return ("environment", .string(w.description))
            case .italic: return ("italic", .bool(true))
            }
        case .layoutPriority(let p): return ("layoutPriority", .number(p))
        case .aspectRatio(let r, let mode):
            return ("aspectRatio", .object([("ratio", r.map { .number($0) } ?? .null), ("contentMode", .string(mode.rawValue))]))
        case .position(let x, let y): return ("position", .object([("x", .number(x)), ("y", .number(y))]))
        case .firstBaseline(let y): return ("firstBaseline", .number(y))
        case .filter(.shadow(let c, let r, let x, let y)):
            return ("shadow", .object([("color", color(c)), ("radius", .number(r)), ("x", .number(x)), ("y", .number(y))]))
        case .filter(.blur(let r)): return ("blur", .number(r))
        case .effect(.rotation(let r, let a)):
            return ("rotationEffect", .object([("degrees", .number(r * 180 / PortableMath.pi)), ("anchor", anchor(a))]))
        case .effect(.flipsForRightToLeft):
            return ("flipsForRightToLeftLayoutDirection", .bool(true))
        case .effect(.scale(let x, let y, let a)):
            return ("scaleEffect", .object([("x", .number(x)), ("y", .number(y)), ("anchor", anchor(a))]))
        case .trait(.zIndex(let z)): return ("zIndex", .number(z))
        case .trait(.animation(let scope)) where scope.document != nil: return ("animation", scope.document!)
        case .id(let name): return ("id", .string(name))
        // Traits come from Swift code; documents have no form for them, so they are named only.
        case .trait: return ("trait", .string(m.summary))
        case .fixedSize(let h, let v): return ("fixedSize", .object([("horizontal", .bool(h)), ("vertical", .bool(v))]))
        case .scrollContent(let axis): return ("scrollContent", .string(axis.rawValue))
        case .ignoresSafeArea(let r, let e):
            let regions = r == .all ? "all" : r == .keyboard ? "keyboard" : "container"
            let edges = Edge.allCases.filter { e.contains(Edge.Set($0)) }.map { JSONValue.string($0.rawValue) }
            return ("ignoresSafeArea", .object([("regions", .string(regions)), ("edges", .array(edges))]))
        }
    }
}
