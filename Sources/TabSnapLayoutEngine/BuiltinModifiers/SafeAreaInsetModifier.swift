import Foundation
import TabSnapDocument

/// `.safeAreaInset(edge:alignment:spacing:content:)`: `content` sits on the edge; the view is
/// inset by its thickness plus `spacing`, and so is the safe area its content sees.
struct SafeAreaInsetModifier: BuiltinModifier {
    let edge: Edge
    let spacing: Double
    let content: ViewNode
    let alignment: Alignment

    private var vertical: Bool { edge == .top || edge == .bottom }

    func size(of child: ViewNode, _ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let (inset, childProposal) = insetLayout(p, layout)
        let cs = layout.size(of: child, childProposal)
        return vertical ? CGSize(width: max(cs.width, inset.width), height: Double(cs.height) + Double(inset.height) + spacing)
                        : CGSize(width: Double(cs.width) + Double(inset.width) + spacing, height: max(cs.height, inset.height))
    }

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        let frame = view.frame
        let (inset, cp) = insetLayout(p, layout)
        let cs = layout.size(of: child, cp)
        let t = (vertical ? Double(inset.height) : Double(inset.width)) + spacing
        var mainOrigin = frame.origin
        if edge == .top { mainOrigin.y += t }
        if edge == .leading { mainOrigin.x += t }
        let mainFrame = CGRect(origin: mainOrigin, size: cs)
        // The view's content sees a safe area that ends at the inset.
        let main = layout.place(child, at: mainOrigin, cp, axis: layout.axis, safe: layout.safe.inset(to: mainFrame, edge: edge))
        let insetOrigin: CGPoint
        switch edge {
        case .top: insetOrigin = CGPoint(x: frame.minX + (frame.width - inset.width) * alignment.horizontal.fraction, y: frame.minY)
        case .bottom: insetOrigin = CGPoint(x: frame.minX + (frame.width - inset.width) * alignment.horizontal.fraction, y: frame.maxY - inset.height)
        case .leading: insetOrigin = CGPoint(x: frame.minX, y: frame.minY + (frame.height - inset.height) * alignment.vertical.fraction)
        case .trailing: insetOrigin = CGPoint(x: frame.maxX - inset.width, y: frame.minY + (frame.height - inset.height) * alignment.vertical.fraction)
        }
        return [main, layout.place(content, at: insetOrigin, insetProposal(p), axis: nil)]
    }

    /// The inset content is offered the cross axis and takes its own length along the edge's axis.
    private func insetProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
    }

    /// The inset content's size and what is left to propose to the view.
    private func insetLayout(_ p: ProposedViewSize, _ layout: LayoutContext) -> (CGSize, ProposedViewSize) {
        let inset = layout.size(of: content, insetProposal(p), axis: nil)
        let thickness = Double(vertical ? inset.height : inset.width) + spacing
        let cp = vertical ? ProposedViewSize(width: p.width, height: p.height.map { max($0 - thickness, 0) })
                          : ProposedViewSize(width: p.width.map { max($0 - thickness, 0) }, height: p.height)
        return (inset, cp)
    }

    func resolvingContent(_ resolve: (ViewNode, String) -> ViewNode) -> (any BuiltinModifier)? {
        let r = resolve(content, "/inset")
        return r === content ? nil : SafeAreaInsetModifier(edge: edge, spacing: spacing, content: r, alignment: alignment)
    }

    var summary: String { ".safeAreaInset(edge: .\(edge.rawValue), spacing: \(fmt(spacing)))" }
    var documentField: (key: String, value: JSONValue) {
        ("safeAreaInset", .object([("edge", .string(edge.rawValue)), ("spacing", .number(spacing)), ("view", DocumentEncoder.view(content))]))
    }
}

extension Modifier {
    package static func safeAreaInset(_ edge: Edge, spacing: Double, content: ViewNode, alignment: Alignment) -> Self {
        .builtin(SafeAreaInsetModifier(edge: edge, spacing: spacing, content: content, alignment: alignment))
    }
}
