import TabSnapCore

extension PixelRect {
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
}
