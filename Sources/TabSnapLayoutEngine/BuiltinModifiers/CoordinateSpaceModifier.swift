import Foundation
import TabSnapDocument

/// `.coordinateSpace(name:)`: the view's frame is a space that geometry readers inside can
/// measure in (`proxy.frame(in: .named(name))`), its origin the view's top leading corner.
struct CoordinateSpaceModifier: LayoutNeutralModifier, @unchecked Sendable {
    let name: AnyHashable

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        let outer = layout.engine.namedSpaces[name]
        layout.engine.namedSpaces[name] = view.exactFrame.origin
        defer { layout.engine.namedSpaces[name] = outer }
        return [layout.place(child, at: view.frame.origin, p)]
    }

    var summary: String { ".coordinateSpace(name: \(name))" }
    var documentField: (key: String, value: JSONValue) { ("coordinateSpace", .string("\(name)")) }
}

extension Modifier {
    package static func coordinateSpace(_ name: AnyHashable) -> Self { .builtin(CoordinateSpaceModifier(name: name)) }
}
