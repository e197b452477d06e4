import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapRaster

/// The inverse of `DocumentDecoder`.
package enum DocumentEncoder {
    package static func view(_ node: ViewNode) -> JSONValue {
        var modifiers: [(String, JSONValue)] = []
        var base = node
        while case .modified(let child, let m) = base.kind {
            modifiers.insert(modifier(m), at: 0)
            base = child
        }
        return .object(fields(base) + modifiers.map { (key: $0.0, value: $0.1) })
    }

    static func fields(_ node: ViewNode) -> [(key: String, value: JSONValue)] {
        switch node.kind {
        case .empty: return [("type", .string("EmptyView"))]
        case .builtin(let view): return view.documentFields
        // A document holds built-in views only: a custom view is written as its body, built in
        // the default environment.
        case .custom: return fields(ViewResolver.resolve(node, EnvironmentValues()))
        case .geometry: return [("type", .string("GeometryReader")), ("content", node.documentTemplate ?? .object([("type", .string("EmptyView"))]))]
        case .group(let children): return [("type", .string("Group")), ("children", Self.children(children))]
        case .modified: return []
        }
    }

    /// A container's children as a document's `children` array (groups flattened).
    static func children(_ nodes: [ViewNode]) -> JSONValue { .array(nodes.flatMap { $0.flattened }.map(view)) }

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
        switch m {
        case .builtin(let b): return b.documentField
        case .environment(let c):
            switch c {
            case .foregroundColor(let col): return ("foregroundColor", color(col))
            case .foregroundStyle(let s): return ("foregroundColor", color(s.firstColor))
            case .font(let f):
                if let family = f.family {
                    var fields: [(String, JSONValue)] = [("name", .string(family)), ("size", .number(f.baseSize)), ("weight", .string(f.weight.rawValue))]
                    if let style = f.textStyle { fields.append(("relativeTo", .string(style.rawValue))) } else { fields.append(("fixedSize", .bool(true))) }
                    return ("font", .object(fields))
                }
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
            case .monospacedDigit: return ("monospacedDigit", .bool(true))
            }
        case .layoutPriority(let p): return ("layoutPriority", .number(p))
        case .trait(.zIndex(let z)): return ("zIndex", .number(z))
        case .trait(.animation(let scope)) where scope.document != nil: return ("animation", scope.document!)
        case .id(let name): return ("id", .string(name))
        // Traits come from Swift code; documents have no form for them, so they are named only.
        case .trait: return ("trait", .string(m.summary))
        }
    }
}
