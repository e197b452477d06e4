import Foundation
import TabSnapDocument

/// `.ignoresSafeArea(_:edges:)`: the view grows into the ignored regions on each chosen edge it
/// touches, its content is laid out again in that larger frame, and its subtree sees the safe
/// area without them.
struct IgnoresSafeAreaModifier: BuiltinModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        let frame = view.frame
        let (expanded, inner) = layout.safe.expand(frame, ignoring: regions, on: edges)
        // The view's own frame is the larger one it now covers, so a background or overlay on it
        // covers that too (its parent still placed it by its layout size).
        defer { view.exactFrame = expanded }
        if expanded == frame { return [layout.place(child, at: frame.origin, p, axis: layout.axis, safe: inner)] }
        // The content is offered the larger frame and placed at its top-leading corner, as
        // SwiftUI's safe-area-ignoring layout anchors it: content that does not grow stays where
        // it was when the frame grew down or to the trailing side (a 50 pt bar under the home
        // indicator keeps its place), and moves into the bars it grew into at the top or leading.
        let cp = ProposedViewSize(expanded.size)
        return [layout.place(child, at: expanded.origin, cp, axis: layout.axis, safe: inner)]
    }

    private var regionsName: String { regions == .all ? "all" : regions == .keyboard ? "keyboard" : "container" }

    var summary: String {
        let names = Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map(\.rawValue).joined(separator: ",")
        return ".ignoresSafeArea(\(regionsName), edges: \(edges == .all ? "all" : names))"
    }

    var documentField: (key: String, value: JSONValue) {
        let names = Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { JSONValue.string($0.rawValue) }
        return ("ignoresSafeArea", .object([("regions", .string(regionsName)), ("edges", .array(names))]))
    }
}

extension Modifier {
    package static func ignoresSafeArea(_ regions: SafeAreaRegions, _ edges: Edge.Set) -> Self {
        .builtin(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }
}
