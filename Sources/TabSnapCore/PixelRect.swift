/// A rectangle of whole pixels, [x0, x1) × [y0, y1): the rasterizer's clip and dirty areas and
/// the differ's regions and bounding boxes are the same kind of thing.
@frozen
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x0: Int
    public var y0: Int
    public var x1: Int
    public var y1: Int

    @inlinable
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// `x`, `y` is the top-left corner.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x0: x, y0: y, x1: x + width, y1: y + height)
    }

    @inlinable public static var empty: PixelRect { PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }

    @inlinable public var x: Int { x0 }
    @inlinable public var y: Int { y0 }
    @inlinable public var maxX: Int { x1 }
    @inlinable public var maxY: Int { y1 }
    @inlinable public var width: Int { max(0, x1 - x0) }
    @inlinable public var height: Int { max(0, y1 - y0) }
    @inlinable public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    @inlinable
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x0 && px < x1 && py >= y0 && py < y1
    }

    /// The part inside `o`; `.empty` when they do not overlap.
    @inlinable
    public func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    @inlinable
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// `x,y widthxheight`, the form failure messages use.
    public var description: String { "\(x),\(y) \(width)x\(height)" }

    // Written as x, y, width, height: the form reports and tools read.
    private enum CodingKeys: String, CodingKey { case x, y, width, height }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(x: try c.decode(Int.self, forKey: .x), y: try c.decode(Int.self, forKey: .y),
                  width: try c.decode(Int.self, forKey: .width), height: try c.decode(Int.self, forKey: .height))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(x, forKey: .x)
        try c.encode(y, forKey: .y)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
    }
}
