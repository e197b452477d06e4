/// A rectangle of whole pixels; `x`, `y` is the top-left corner.
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The part of this rectangle inside `other`, or nil when they do not overlap.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `x,y widthxheight`, the form failure messages use.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

/// The width and height of an image.
public struct ImageSize: Sendable, Hashable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width; self.height = height
    }

    public var pixelCount: Int { width * height }
    public var description: String { "\(width)x\(height)" }
}

/// Grows a rectangle pixel by pixel or run by run; cheaper than building `PixelRect`s.
struct BoundsAccumulator {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    @inline(__always)
    mutating func add(x: Int, y: Int) {
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    /// Adds the pixels `xs` of row `y` (a non-empty range).
    mutating func add(xs: Range<Int>, y: Int) {
        add(x: xs.lowerBound, y: y)
        add(x: xs.upperBound - 1, y: y)
    }

    mutating func add(_ other: BoundsAccumulator) {
        guard let r = other.rect else { return }
        add(x: r.x, y: r.y)
        add(x: r.maxX - 1, y: r.maxY - 1)
    }

    var rect: PixelRect? {
        guard minX <= maxX else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
