import Foundation

/// One node of a laid-out tree: the view, where it is on the screen, what it inherited.
///
/// `frame` is in screen points after pixel rounding (what is drawn); `exactFrame` is before it.
public final class LaidOutView: @unchecked Sendable {
    public let node: ViewNode
    public var exactFrame: CGRect
    public var frame: CGRect
    public var children: [LaidOutView]
    public let environment: EnvironmentValues
    /// A text view's measured layout for the width it was proposed: lines and shaped glyphs.
    public var text: MeasuredText?
    /// The lines of a text view, as measured for its frame.
    public var textLines: [String]? { text?.lines }

    init(node: ViewNode, frame: CGRect, children: [LaidOutView] = [], environment: EnvironmentValues) {
        self.node = node
        self.exactFrame = frame
        self.frame = frame
        self.children = children
        self.environment = environment
    }

    /// The union of the frames this subtree draws into (offsets and overlays can reach outside
    /// the view's own frame).
    public var drawingBounds: CGRect {
        let reach = children.reduce(frame) { $0.union($1.drawingBounds) }
        if case .modified(_, .builtin(let modifier)) = node.kind { return modifier.drawnBounds(reach, frame: frame) }
        return reach
    }

    /// Every node, depth first, parents before children.
    public func walk(_ visit: (LaidOutView, Int) -> Void, depth: Int = 0) {
        visit(self, depth)
        for c in children { c.walk(visit, depth: depth + 1) }
    }

    /// The first node (depth first) whose description starts with `prefix`.
    public func first(_ prefix: String) -> LaidOutView? {
        if node.summary.hasPrefix(prefix) { return self }
        for c in children { if let f = c.first(prefix) { return f } }
        return nil
    }

    /// The view named with `.id(name)`.
    public func find(id name: String) -> LaidOutView? {
        if case .modified(_, .id(let n)) = node.kind, n == name { return self }
        for c in children { if let f = c.find(id: name) { return f } }
        return nil
    }

    /// All nodes whose description starts with `prefix`, depth first.
    public func all(_ prefix: String) -> [LaidOutView] {
        var out: [LaidOutView] = []
        walk { v, _ in if v.node.summary.hasPrefix(prefix) { out.append(v) } }
        return out
    }
}

/// Rounds every frame to device pixels: origin and far corner each to the nearest pixel, ties
/// up, so adjacent views share edges exactly and nothing depends on summation order.
enum PixelRounding {
    /// The device pixel nearest to `v` points, ties up.
    static func pixel(_ v: CGFloat, scale: Double) -> Double {
        (Double(v) * scale + 0.5).rounded(.down)
    }

    static func apply(_ view: LaidOutView, scale: Double) {
        let f = view.exactFrame
        let x0 = pixel(f.minX, scale: scale), y0 = pixel(f.minY, scale: scale)
        let x1 = pixel(f.maxX, scale: scale), y1 = pixel(f.maxY, scale: scale)
        // Sizes come from whole pixels, so 60 px at 3x is exactly 20 pt.
        view.frame = CGRect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        for c in view.children { apply(c, scale: scale) }
    }
}
