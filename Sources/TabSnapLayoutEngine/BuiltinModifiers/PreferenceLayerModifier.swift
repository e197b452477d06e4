import Foundation
import TabSnapDocument

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: a second view built from the
/// value a preference has in this view's subtree once it is laid out (anchors resolved to where
/// their views landed), then offered this view's size and aligned in it as an overlay or a
/// background is.
struct PreferenceLayerModifier: LayoutNeutralModifier, @unchecked Sendable {
    let overlay: Bool
    let key: ObjectIdentifier
    let keyName: String
    let defaultValue: Any
    let content: (Any) -> ViewNode
    let alignment: Alignment

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        let main = layout.place(child, at: view.frame.origin, p)
        let value = PreferencePass.value(of: key, in: main) ?? defaultValue
        // Built now, as a geometry reader's content is, under the environment here.
        let built = AnimationPass.$current.withValue(nil) { ViewResolver.resolve(content(value), layout.environment) }
        layout.retain(built)
        let region = main.exactFrame
        let cp = ProposedViewSize(region.size)
        let cs = layout.size(of: built, cp, axis: nil)
        let o = layout.offset(of: built, cs, in: region.size, alignment, cp)
        let layer = layout.place(built, at: CGPoint(x: region.minX + o.x, y: region.minY + o.y), cp, axis: nil)
        return overlay ? [main, layer] : [layer, main]
    }

    var summary: String { ".\(overlay ? "overlay" : "background")PreferenceValue(\(keyName))" }
    var documentField: (key: String, value: JSONValue) {
        ("\(overlay ? "overlay" : "background")PreferenceValue", .object([("key", .string(keyName))]))
    }
}

extension Modifier {
    package static func preferenceLayer(overlay: Bool, key: ObjectIdentifier, keyName: String, defaultValue: Any,
                                        alignment: Alignment, content: @escaping (Any) -> ViewNode) -> Self {
        .builtin(PreferenceLayerModifier(overlay: overlay, key: key, keyName: keyName, defaultValue: defaultValue, content: content, alignment: alignment))
    }
}
