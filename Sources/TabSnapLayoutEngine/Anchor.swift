import Foundation

/// SwiftUI's `Anchor`: a rectangle or point of a view, kept in screen coordinates and read in
/// any other view's (`geometry[anchor]`), so an overlay drawn over a whole list can find one row.
public struct Anchor<Value>: @unchecked Sendable {
    let global: Value
    /// Moves a screen value into a space whose origin is at a screen point.
    let moved: (Value, CGPoint) -> Value

    /// Where in a view an anchor is taken, from the view's frame on the screen.
    public struct Source: @unchecked Sendable {
        package let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into h: inout Hasher) { h.combine(global) }
}

extension Anchor.Source where Value == CGRect {
    static func rect(_ f: @escaping (CGRect) -> CGRect) -> Self {
        Self { frame in Anchor(global: f(frame)) { r, o in r.offsetBy(dx: -o.x, dy: -o.y) } }
    }
    /// The view's bounds.
    public static var bounds: Self { rect { $0 } }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Self { rect { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) } }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Self {
        Self { frame in Anchor(global: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) { q, o in CGPoint(x: q.x - o.x, y: q.y - o.y) } }
    }
    /// A unit point of the view's bounds.
    public static func unitPoint(_ u: UnitPoint) -> Self {
        Self { frame in
            Anchor(global: CGPoint(x: frame.minX + frame.width * u.x, y: frame.minY + frame.height * u.y)) { q, o in CGPoint(x: q.x - o.x, y: q.y - o.y) }
        }
    }
    public static var topLeading: Self { unitPoint(.topLeading) }
    public static var top: Self { unitPoint(.top) }
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    public static var leading: Self { unitPoint(.leading) }
    public static var center: Self { unitPoint(.center) }
    public static var trailing: Self { unitPoint(.trailing) }
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    public static var bottom: Self { unitPoint(.bottom) }
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's rectangle or point in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.moved(anchor.global, globalFrame.origin) }
}
