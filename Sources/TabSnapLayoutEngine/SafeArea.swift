import Foundation

/// The safe area in effect for a subtree, in screen points: the container region (the device's
/// insets) and the keyboard region (its top edge), each of which a subtree can ignore.
struct SafeArea {
    let screen: CGRect
    /// The container safe rect; edges a subtree ignores are moved out to the screen's.
    var container: CGRect
    /// Where the keyboard starts, or nil when it is hidden or ignored.
    var keyboardTop: Double?
    /// The safe rect a `GeometryProxy` reports insets against: ignoring the safe area lets a
    /// subtree lay out under the bars but does not make the bars go away, so a reader inside
    /// still sees the home indicator's inset (iOS); `safeAreaInset` changes it as it changes the
    /// container.
    var reported: CGRect

    /// No screen: what sizing is given (a size never depends on the safe area; placement does).
    static let none = SafeArea(container: LayoutContainer(size: .zero))

    init(container c: LayoutContainer) {
        screen = CGRect(origin: .zero, size: c.size)
        let i = c.safeAreaInsets
        container = CGRect(x: i.leading, y: i.top, width: Double(c.size.width) - i.horizontal, height: Double(c.size.height) - i.vertical)
        reported = container
        keyboardTop = c.keyboardHeight > 0 ? Double(c.size.height) - c.keyboardHeight : nil
    }

    /// The rect content is kept inside: the container safe rect, cut at the keyboard.
    var effectiveRect: CGRect {
        var r = container
        if let k = keyboardTop, k < Double(r.maxY) { r.size.height = max(0, CGFloat(k) - r.minY) }
        return r
    }

    /// `ignoresSafeArea(regions, edges)` on a view at `frame`: the view grows into the ignored
    /// regions on each chosen edge it touches, and its subtree sees the safe area without them.
    func expand(_ frame: CGRect, ignoring regions: SafeAreaRegions, on edges: Edge.Set) -> (CGRect, SafeArea) {
        let before = effectiveRect
        var inner = self
        let eps: CGFloat = 0.001
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), abs(frame.minY - before.minY) < eps || frame.minY < before.minY {
            if regions.contains(.container) { inner.container = Self.setMinY(inner.container, screen.minY) }
            minY = min(minY, inner.effectiveRect.minY)
        }
        if edges.contains(.leading), abs(frame.minX - before.minX) < eps || frame.minX < before.minX {
            if regions.contains(.container) { inner.container = Self.setMinX(inner.container, screen.minX) }
            minX = min(minX, inner.effectiveRect.minX)
        }
        if edges.contains(.trailing), abs(frame.maxX - before.maxX) < eps || frame.maxX > before.maxX {
            if regions.contains(.container) { inner.container.size.width = screen.maxX - inner.container.minX }
            maxX = max(maxX, inner.effectiveRect.maxX)
        }
        if edges.contains(.bottom), abs(frame.maxY - before.maxY) < eps || frame.maxY > before.maxY {
            if regions.contains(.container) { inner.container.size.height = screen.maxY - inner.container.minY }
            if regions.contains(.keyboard) { inner.keyboardTop = nil }
            maxY = max(maxY, inner.effectiveRect.maxY)
        }
        return (CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), inner)
    }

    /// The safe area for a view inset by `safeAreaInset` on `edge`: it ends at `frame`'s edge.
    func inset(to frame: CGRect, edge: Edge) -> SafeArea {
        var s = self
        s.container = Self.cut(s.container, to: frame, edge: edge)
        s.reported = Self.cut(s.reported, to: frame, edge: edge)
        return s
    }

    private static func cut(_ rect: CGRect, to frame: CGRect, edge: Edge) -> CGRect {
        var c = rect
        switch edge {
        case .top: let y = max(c.minY, frame.minY); c = CGRect(x: c.minX, y: y, width: c.width, height: max(0, c.maxY - y))
        case .bottom: c.size.height = max(0, min(c.maxY, frame.maxY) - c.minY)
        case .leading: let x = max(c.minX, frame.minX); c = CGRect(x: x, y: c.minY, width: max(0, c.maxX - x), height: c.height)
        case .trailing: c.size.width = max(0, min(c.maxX, frame.maxX) - c.minX)
        }
        return c
    }

    /// How far the unsafe regions reach into `frame` on each edge (GeometryProxy's insets).
    func insets(of frame: CGRect) -> EdgeInsets {
        var r = reported
        if let k = keyboardTop, k < Double(r.maxY) { r.size.height = max(0, CGFloat(k) - r.minY) }
        return EdgeInsets(top: max(0, min(Double(r.minY - frame.minY), Double(frame.height))),
                          leading: max(0, min(Double(r.minX - frame.minX), Double(frame.width))),
                          bottom: max(0, min(Double(frame.maxY - r.maxY), Double(frame.height))),
                          trailing: max(0, min(Double(frame.maxX - r.maxX), Double(frame.width))))
    }

    private static func setMinY(_ r: CGRect, _ y: CGFloat) -> CGRect { CGRect(x: r.minX, y: y, width: r.width, height: r.maxY - y) }
    private static func setMinX(_ r: CGRect, _ x: CGFloat) -> CGRect { CGRect(x: x, y: r.minY, width: r.maxX - x, height: r.height) }
}
