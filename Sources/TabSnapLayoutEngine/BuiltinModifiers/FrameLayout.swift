import Foundation
import TabSnapDocument

/// `.frame(width:height:alignment:)`: a fixed length on each given axis, the child's own on the
/// others; the child is offered those lengths and aligned in the frame.
struct FrameLayout: BuiltinModifier {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    /// A fixed height makes the top and bottom the frame's, no longer the child's.
    func spacing(of child: ViewNode, in layout: LayoutContext) -> ViewSpacing {
        var s = layout.spacing(of: child)
        s.reset(top: height != nil, bottom: height != nil)
        return s
    }

    func size(of child: ViewNode, _ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let cs = layout.size(of: child, childProposal(p))
        return CGSize(width: width ?? Double(cs.width), height: height ?? Double(cs.height))
    }

    func place(_ child: ViewNode, in view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) -> [LaidOutView] {
        [layout.place(child, aligned: alignment, in: view.frame, childProposal(p))]
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize { ProposedViewSize(width: width ?? p.width, height: height ?? p.height) }

    func animated(_ pass: AnimationPass, key: String) -> (any BuiltinModifier)? {
        let shown = FrameLayout(width: width.map { pass.value($0, key: key + "width") }, height: height.map { pass.value($0, key: key + "height") },
                                alignment: alignment)
        return pass.isSampling ? shown : nil
    }

    var summary: String {
        func opt(_ v: Double?) -> String { v.map(fmt) ?? "nil" }
        return ".frame(width: \(opt(width)), height: \(opt(height)), alignment: \(alignment.name))"
    }

    var documentField: (key: String, value: JSONValue) {
        var f: [(key: String, value: JSONValue)] = []
        if let width { f.append(("width", DocumentEncoder.number(width))) }
        if let height { f.append(("height", DocumentEncoder.number(height))) }
        return ("frame", .object(f + [("alignment", .string(alignment.name))]))
    }
}

extension Modifier {
    package static func frame(width: Double?, height: Double?, alignment: Alignment) -> Self {
        .builtin(FrameLayout(width: width, height: height, alignment: alignment))
    }
}
