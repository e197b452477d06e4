import TabSnapCore

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
