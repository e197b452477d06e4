import Foundation
import TabSnapDocument

/// `Spacer`: as long as it is offered along its stack (at least its minimum), nothing across.
struct SpacerNode: BuiltinView {
    let minLength: Double?

    func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let minimum = minLength ?? 8
        switch layout.axis {
        case .horizontal: return CGSize(width: max(p.width ?? minimum, minimum), height: 0)
        case .vertical: return CGSize(width: 0, height: max(p.height ?? minimum, minimum))
        case nil: return CGSize(width: max(p.width ?? minimum, minimum), height: max(p.height ?? minimum, minimum))
        }
    }

    /// A spacer asks nothing of its neighbours (the stack gives it no spacing either), and
    /// adds nothing to its row's edges: in iOS a row of a text, a spacer and a symbol faces a
    /// text below as a text does (ha-7).
    func spacing(in layout: LayoutContext) -> ViewSpacing { .empty }

    var summary: String { "Spacer" + (minLength.map { "(minLength: \(fmt($0)))" } ?? "") }
    var documentFields: [(key: String, value: JSONValue)] {
        [("type", .string("Spacer"))] + (minLength.map { [("minLength", JSONValue.number($0))] } ?? [])
    }
}

extension ViewNode.Kind {
    package static func spacer(minLength: Double?) -> Self { .builtin(SpacerNode(minLength: minLength)) }
}
