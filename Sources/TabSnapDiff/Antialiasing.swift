/// Anti-aliasing detection after "Anti-aliased Pixel and Intensity Slope Detector"
/// (V. Vyšniauskas, 2009), as pixelmatch v7.2.0 applies it: a differing pixel is forgiven when
/// it sits on a brightness slope between two flat areas, in either image.
enum Antialiasing {
    /// Whether pixel (x1, y1) of `img` looks like anti-aliasing. `own` is `img` as 32-bit
    /// words; `other` the other image's words, in which the slope's ends must be flat too.
    static func isAntialiased(_ img: UnsafePointer<UInt8>, own: UnsafePointer<UInt32>, other: UnsafePointer<UInt32>,
                              x1: Int, y1: Int, width: Int, height: Int, checkerboard: Bool) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        let center = own[pos]
        // A pixel on the image edge counts as having one equal neighbour already.
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        // Equal words are zero-delta neighbours, so three of them settle it without any maths
        // (inside flat areas, where most differing pixels are, that is the usual answer).
        var equal = zeroes
        for y in y0...y2 {
            for x in x0...x2 where own[y * width + x] == center { equal += 1 }
        }
        if equal - 1 > 2 { return false }  // minus the centre, which the loop counted

        var darkest = 0.0, brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // Column by column, as v7 walks them: the order picks the winner among equal deltas.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let n = y * width + x
                let delta = own[n] == center ? 0
                    : YIQ.brightnessDelta(img, img, pos * 4, n * 4, checkerboard: checkerboard)
                if delta == 0 {
                    zeroes += 1
                    // More than two equal neighbours: a flat area, not an edge.
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; minX = x; minY = y
                } else if delta > brightest {
                    brightest = delta; maxX = x; maxY = y
                }
            }
        }
        // A slope needs a darker and a brighter side.
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(own, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(own, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    /// Whether pixel (x1, y1) has 3+ neighbours of exactly its colour (edge pixels start at 1).
    static func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = img[y1 * width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for y in y0...y2 {
            for x in x0...x2 where (x != x1 || y != y1) && img[y * width + x] == value {
                zeroes += 1
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
