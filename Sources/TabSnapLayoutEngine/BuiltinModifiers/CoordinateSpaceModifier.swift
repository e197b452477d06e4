import Foundation
import TabSnapDocument

/// `.coordinateSpace(name:)`: the view's frame is a space that geometry readers inside can
/// measure in (`proxy.frame(in: .named(name))`), its origin the view's top leading corner.
struct CoordinateSpaceModifier: BuiltinModifier, @unchecked Sendable {
    let name: AnyHashable

    func explicitGuide(_ g: AlignmentGuide, of child: ViewNode, _ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        layout.explicitGuide(of: child, g, p, size: size)
    }

    func baseline(of child: ViewNode, _ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        layout.baseline(of: child, p, size: size)
    }

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
