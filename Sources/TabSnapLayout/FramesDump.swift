import Foundation
import TabSnapRaster

extension ViewNode {
    /// The node's type and key attributes, as the frames dump prints them.
    public var summary: String {
        switch kind {
        case .empty: return "EmptyView"
        case .drawing(let d): return d.summary
        case .custom(let v): return v.name
        case .divider: return "Divider"
        case .problem(let m): return "Problem \(quoted(m))"
        case .warning(let m): return "Warning \(quoted(m))"
        case .strokedShape(let s, let style):
            return ViewNode(.shape(s)).summary + (style.inset ? ".strokeBorder" : ".stroke") + "(lineWidth: \(fmt(style.width)))"
        case .color(let c): return "Color \(c)"
        case .styleFill(let s): return "Fill \(s)"
        case .shape(let s):
            switch s {
            case .rectangle: return "Rectangle"
            case .roundedRectangle(let r, let style): return "RoundedRectangle(cornerRadius: \(fmt(r))\(style == .continuous ? ", continuous" : ""))"
            case .circle: return "Circle"
            case .ellipse: return "Ellipse"
            case .capsule: return "Capsule"
            }
        case .text(let s): return "Text \(quoted(s))"
        case .image(let src, let resizable, let template):
            let name: String
            switch src {
            case .icon(let n): name = quoted(n)
            case .asset(let n, _): name = "asset \(quoted(n))"
            case .path(_, let box): name = "path \(fmt(box.width))x\(fmt(box.height))"
            case .file(let f): name = "file \(quoted(f))"
            }
            return "Image \(name)" + (resizable ? " resizable" : "") + (template ? " template" : "")
        case .stack(let axis, let a, let spacing, _):
            let name = axis == .horizontal ? "HStack" : "VStack"
            let align = axis == .horizontal ? a.vertical.rawValue : a.horizontal.rawValue
            return "\(name)(alignment: \(align), spacing: \(spacing.map(fmt) ?? "default"))"
        case .zstack(let a, _): return "ZStack(alignment: \(a.name))"
        case .spacer(let m): return "Spacer" + (m.map { "(minLength: \(fmt($0)))" } ?? "")
        case .geometry: return "GeometryReader"
        case .group: return "Group"
        case .modified(_, let m): return m.summary
        }
    }
}

private func quoted(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
}

extension Modifier {
    var summary: String {
        func opt(_ v: Double?) -> String { v.map(fmt) ?? "nil" }
        switch self {
        case .frame(let w, let h, let a): return ".frame(width: \(opt(w)), height: \(opt(h)), alignment: \(a.name))"
        case .flexibleFrame(let f):
            var parts: [String] = []
            for (n, v) in [("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                           ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)] {
                if let v { parts.append("\(n): \(fmt(v))") }
            }
            parts.append("alignment: \(f.alignment.name)")
            return ".frame(\(parts.joined(separator: ", ")))"
        case .padding(let e): return ".padding(\(fmt(e.top)), \(fmt(e.leading)), \(fmt(e.bottom)), \(fmt(e.trailing)))"
        case .offset(let x, let y): return ".offset(x: \(fmt(x)), y: \(fmt(y)))"
        case .background(_, let a): return ".background(alignment: \(a.name))"
        case .overlay(_, let a): return ".overlay(alignment: \(a.name))"
        case .mask(_, let a): return ".mask(alignment: \(a.name))"
        case .safeAreaInset(let e, let s, _, _): return ".safeAreaInset(edge: .\(e.rawValue), spacing: \(fmt(s)))"
        case .clip(let s): return ".clipShape(\(ViewNode(.shape(s)).summary))"
        case .opacity(let o): return ".opacity(\(fmt(o)))"
        case .environment(let c):
            switch c {
            case .foregroundColor(let col): return ".foregroundColor(\(col))"
            case .foregroundStyle(let s): return ".foregroundStyle(\(s))"
            case .font(let f): return ".font(\(f))"
            case .fontWeight(let w): return ".fontWeight(.\(w.rawValue))"
            case .kerning(let k): return ".kerning(\(fmt(k)))"
            case .lineLimit(let l): return ".lineLimit(\(l.map(String.init) ?? "nil"))"
            case .truncationMode(let t): return ".truncationMode(.\(t.rawValue))"
            case .multilineTextAlignment(let a): return ".multilineTextAlignment(.\(a.name))"
            case .colorScheme(let s): return ".colorScheme(.\(s.rawValue))"
            case .write(let w): return ".environment(\(w.description))"
            case .italic: return ".italic()"
            }
        case .layoutPriority(let p): return ".layoutPriority(\(fmt(p)))"
        case .aspectRatio(let r, let mode): return ".aspectRatio(\(r.map(fmt) ?? "nil"), contentMode: .\(mode.rawValue))"
        case .position(let x, let y): return ".position(x: \(fmt(x)), y: \(fmt(y)))"
        case .firstBaseline(let y): return ".firstBaseline(\(fmt(y)))"
        case .filter(.shadow(let c, let r, let x, let y)): return ".shadow(color: \(c), radius: \(fmt(r)), x: \(fmt(x)), y: \(fmt(y)))"
        case .filter(.blur(let r)): return ".blur(radius: \(fmt(r)))"
        case .effect(.rotation(let r, let a)): return ".rotationEffect(\(fmt(r * 180 / PortableMath.pi))°, anchor: \(fmt(a.x)),\(fmt(a.y)))"
        case .effect(.flipsForRightToLeft): return ".flipsForRightToLeftLayoutDirection(true)"
        case .effect(.scale(let x, let y, let a)): return ".scaleEffect(x: \(fmt(x)), y: \(fmt(y)), anchor: \(fmt(a.x)),\(fmt(a.y)))"
        case .id(let name): return ".id(\(quoted(name)))"
        case .trait(let t):
            switch t {
            case .tag(let v, let implicit): return implicit ? ".id(\(v.base))" : ".tag(\(v.base))"
            case .tabItem: return ".tabItem"
            case .navigationTitle(let title): return ".navigationTitle(\(quoted(title)))"
            case .navigationTitleDisplayMode(let mode): return ".navigationBarTitleDisplayMode(.\(mode))"
            case .toolbar: return ".toolbar"
            case .toolbarPlacement(let placement): return "ToolbarItem(placement: .\(placement))"
            case .badge(let b): return ".badge(\(b.map(quoted) ?? "nil"))"
            case .toolbarVisibility(let bar, let visible): return ".toolbar(\(visible ? ".visible" : ".hidden"), for: .\(bar))"
            case .toolbarBackground(let bar, let visible): return ".toolbarBackground(\(visible ? ".visible" : ".hidden"), for: .\(bar))"
            case .accepted(let name): return ".\(name)"
            case .zIndex(let z): return ".zIndex(\(fmt(z)))"
            case .preference(let p): return ".preference(\(p.value))"
            case .onPreferenceChange: return ".onPreferenceChange"
            case .animation: return ".animation"
            case .transaction: return ".transaction"
            }
        case .fixedSize(let h, let v): return ".fixedSize(horizontal: \(h), vertical: \(v))"
        case .scrollContent(let axis): return "ScrollView(.\(axis.rawValue))"
        case .ignoresSafeArea(let r, let e):
            let regions = r == .all ? "all" : r == .keyboard ? "keyboard" : "container"
            let edges = Edge.allCases.filter { e.contains(Edge.Set($0)) }.map(\.rawValue).joined(separator: ",")
            return ".ignoresSafeArea(\(regions), edges: \(e == .all ? "all" : edges))"
        }
    }
}

/// Laid-out trees as text and JSON: stable, diffable layout snapshots.
public enum FramesDump {
    /// One line per node, indented by depth: `summary @ x,y wxh` in screen points.
    public static func text(_ root: LaidOutView) -> String {
        var out = ""
        root.walk { v, depth in
            let f = v.frame
            out += String(repeating: "  ", count: depth) + "\(v.node.summary) @ \(fmt(f.minX)),\(fmt(f.minY)) \(fmt(f.width))x\(fmt(f.height))\n"
        }
        return out
    }

    /// Each node as `{"type", "x", "y", "width", "height", "children"}` in screen points; pretty,
    /// with sorted keys, so the output is byte-stable.
    public static func json(_ root: LaidOutView) -> String {
        let data = try! JSONSerialization.data(withJSONObject: object(root), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func object(_ v: LaidOutView) -> [String: Any] {
        var o: [String: Any] = [
            "type": v.node.summary,
            "x": Double(v.frame.minX), "y": Double(v.frame.minY),
            "width": Double(v.frame.width), "height": Double(v.frame.height),
            "children": v.children.map(object),
        ]
        if let lines = v.textLines { o["lines"] = lines }
        return o
    }
}
