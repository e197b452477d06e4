import Foundation
import TabSnapDisplayList
import TabSnapDocument
import TabSnapRaster

/// `.background`, `.overlay` and `.mask`: a second view offered this one's size (its exact
/// frame, which may have grown into an ignored safe area) and aligned in it, outside any stack;
/// drawn under it, over it, or as the alpha it is multiplied by. The view keeps its own size
/// and, for a background or overlay, its text baseline (SwiftUI's rule).
struct LayerModifier: BuiltinModifier {
    enum Role: String { case background, overlay, mask }

    let role: Role
    let content: ViewNode
    let alignment: Alignment

    /// The modified view keeps its child's frame, and so its alignment guides.
    func explicitGuide(_ g: AlignmentGuide, of child: ViewNode, _ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        layout.explicitGuide(of: child, g, p, size: size)
    }

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        let main = layout.place(child, at: view.frame.origin, p)
        let region = main.exactFrame
        let cp = ProposedViewSize(region.size)
        let cs = layout.size(of: content, cp, axis: nil)
        let o = layout.offset(of: content, cs, in: region.size, alignment, cp)
        let layer = layout.place(content, at: CGPoint(x: region.minX + o.x, y: region.minY + o.y), cp, axis: nil)
        return role == .background ? [layer, main] : [main, layer]
    }

    func baseline(of child: ViewNode, _ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        role == .mask ? nil : layout.baseline(of: child, p, size: size)
    }

    func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) -> Bool {
        guard role == .mask, view.children.count == 2 else { return false }
        // children: the view, then its mask.
        canvas.append(.beginLayer(LayerItem(opacity: 1, bounds: canvas.layerBounds(view), transform: t)))
        canvas.add(view.children[0], transform: t)
        canvas.append(.beginMask(.alpha))
        canvas.add(view.children[1], transform: t)
        canvas.append(.endMask)
        canvas.append(.endLayer)
        return true
    }

    func resolvingContent(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinModifier)? {
        let place = role == .background ? "/bg" : role == .overlay ? "/ov" : "/mk"
        let r = resolve(content, place)
        return r === content ? nil : LayerModifier(role: role, content: r, alignment: alignment)
    }

    var summary: String { ".\(role.rawValue)(alignment: \(alignment.name))" }
    var documentField: (key: String, value: JSONValue) {
        (role.rawValue, .object([("view", DocumentEncoder.view(content)), ("alignment", .string(alignment.name))]))
    }
}

extension Modifier {
    package static func background(_ content: ViewNode, alignment: Alignment) -> Self {
        .builtin(LayerModifier(role: .background, content: content, alignment: alignment))
    }

    package static func overlay(_ content: ViewNode, alignment: Alignment) -> Self {
        .builtin(LayerModifier(role: .overlay, content: content, alignment: alignment))
    }

    /// Laid out as an overlay, drawn as the alpha the view is multiplied by.
    package static func mask(_ content: ViewNode, alignment: Alignment) -> Self {
        .builtin(LayerModifier(role: .mask, content: content, alignment: alignment))
    }
}
