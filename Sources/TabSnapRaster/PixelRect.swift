/// A rectangle of whole device pixels, [x0, x1) × [y0, y1).
public struct PixelRect: Hashable, Sendable {
    public var x0: Int
    public var y0: Int
    public var x1: Int
    public var y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    public static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    public var width: Int { max(0, x1 - x0) }
    public var height: Int { max(0, y1 - y0) }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The whole pixels touched by `rect` under `transform` (its four corners' bounding box,
    /// rounded outwards; clamped to the ±2^20 px the rasterizer works in).
    public static func enclosing(_ rect: Rect, _ transform: Transform) -> PixelRect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].map(transform.apply)
        func clamp(_ v: Double) -> Int {
            v.isNaN ? 0 : Int(min(max(v, -FixedPoint.limit), FixedPoint.limit))
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let r = PixelRect(x0: clamp(xs.min()!.rounded(.down)), y0: clamp(ys.min()!.rounded(.down)),
                          x1: clamp(xs.max()!.rounded(.up)), y1: clamp(ys.max()!.rounded(.up)))
        return r.isEmpty ? .empty : r
    }

    public func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }
}
