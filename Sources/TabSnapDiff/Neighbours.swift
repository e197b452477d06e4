/// The up-to-eight neighbours of a pixel, in the order v7 visits them (column by column, top
/// to bottom), which decides the winner among equal deltas.
struct Neighbours {
    /// Pixel indices, and the coordinates behind them (kept, so nobody divides to get them back).
    var index = SIMD8<Int>(repeating: 0)
    var x = SIMD8<Int>(repeating: 0)
    var y = SIMD8<Int>(repeating: 0)
    var count = 0
    /// Edge pixels count as having one equal neighbour already (v7's rule).
    var onEdge = false

    @inline(__always)
    init(x x1: Int, y y1: Int, width: Int, height: Int) {
        if x1 > 0 && y1 > 0 && x1 < width &- 1 && y1 < height &- 1 {
            let dx = SIMD8<Int>(-1, -1, -1, 0, 0, 1, 1, 1), dy = SIMD8<Int>(-1, 0, 1, -1, 1, -1, 0, 1)
            x = dx &+ x1
            y = dy &+ y1
            index = y &* width &+ x
            count = 8
            return
        }
        onEdge = true
        for nx in max(x1 - 1, 0)...min(x1 + 1, width - 1) {
            for ny in max(y1 - 1, 0)...min(y1 + 1, height - 1) where nx != x1 || ny != y1 {
                x[count] = nx
                y[count] = ny
                index[count] = ny * width + nx
                count += 1
            }
        }
    }
}
