import Foundation
import TabSnapRaster

extension ViewNode {
    /// The node's type and key attributes, as the frames dump prints them.
    public var summary: String {
        switch kind {
        case .empty: return "EmptyView"
        case .builtin(let view): return view.summary
        case .custom(let v): return v.name
        case .geometry: return "GeometryReader"
        case .group: return "Group"
        case .modified(_, let m): return m.summary
        }
    }
}

/// A string as frames dumps quote it.
func quotedForDump(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
}

extension Modifier {
    var summary: String {
        switch self {
        case .builtin(let b): return b.summary
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
            case .monospacedDigit: return ".monospacedDigit()"
            }
        case .layoutPriority(let p): return ".layoutPriority(\(fmt(p)))"
        case .id(let name): return ".id(\(quotedForDump(name)))"
        case .trait(let t):
            switch t {
            case .tag(let v, let implicit): return implicit ? ".id(\(v.base))" : ".tag(\(v.base))"
            case .tabItem: return ".tabItem"
            case .navigationTitle(let title): return ".navigationTitle(\(quotedForDump(title)))"
            case .navigationTitleDisplayMode(let mode): return ".navigationBarTitleDisplayMode(.\(mode))"
            case .toolbar: return ".toolbar"
            case .toolbarPlacement(let placement): return "ToolbarItem(placement: .\(placement))"
            case .badge(let b): return ".badge(\(b.map(quotedForDump) ?? "nil"))"
            case .toolbarVisibility(let bar, let visible): return ".toolbar(\(visible ? ".visible" : ".hidden"), for: .\(bar))"
            case .toolbarBackground(let bar, let visible): return ".toolbarBackground(\(visible ? ".visible" : ".hidden"), for: .\(bar))"
            case .accepted(let name): return ".\(name)"
            case .zIndex(let z): return ".zIndex(\(fmt(z)))"
            case .preference(let p): return ".preference(\(p.summary))"
            case .onPreferenceChange: return ".onPreferenceChange"
            case .animation: return ".animation"
            case .transaction: return ".transaction"
            case .container(let c): return c.summary
            }
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
