import Foundation
import TabSnapDocument

/// `.alignmentGuide(_:computeValue:)`: the view's value for one guide, computed from its size
/// and its other guides, which a stack, a frame, a ZStack or an overlay aligned by that guide
/// lines it up by (a badge moved up by half its height, a row's separator started under its
/// title). The view itself is laid out as it is.
struct AlignmentGuideModifier: BuiltinModifier, @unchecked Sendable {
    let guide: AlignmentGuide
    let compute: (ViewDimensions) -> CGFloat

    func baseline(of child: ViewNode, _ proposal: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        layout.baseline(of: child, proposal, size: size)
    }

    func explicitGuide(_ g: AlignmentGuide, of child: ViewNode, _ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        guard g == guide else { return layout.explicitGuide(of: child, g, p, size: size) }
        let dimensions = ViewDimensions(width: size.width, height: size.height) { other in layout.guideValue(of: child, other, p, size: size) }
        let v = Double(compute(dimensions))
        return v.isFinite ? v : nil
    }

    var summary: String {
        switch guide {
        case .horizontal(let h): return ".alignmentGuide(.\(h.rawValue))"
        case .vertical(let v): return ".alignmentGuide(.\(v.rawValue))"
        }
    }
    var documentField: (key: String, value: JSONValue) {
        switch guide {
        case .horizontal(let h): return ("alignmentGuide", .string(h.rawValue))
        case .vertical(let v): return ("alignmentGuide", .string(v.rawValue))
        }
    }
}

extension Modifier {
    package static func alignmentGuide(_ guide: AlignmentGuide, _ compute: @escaping (ViewDimensions) -> CGFloat) -> Self {
        .builtin(AlignmentGuideModifier(guide: guide, compute: compute))
    }
}
