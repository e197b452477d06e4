/// Anti-aliasing detection after "Anti-aliased Pixel and Intensity Slope Detector"
/// (V. Vyšniauskas, 2009), as pixelmatch v7.2.0 applies it: a differing pixel is forgiven when
/// it sits on a brightness slope between two flat areas, in either image.
enum Antialiasing {
    /// Whether pixel (x1, y1) of `img` looks like anti-aliasing. `own` is `img` as 32-bit
    /// words; `other` the other image's words, in which the slope's ends must be flat too.
    static func isAntialiased(_ img: UnsafePointer<UInt8>, own: UnsafePointer<UInt32>, other: UnsafePointer<UInt32>,
                              x1: Int, y1: Int, width: Int, height: Int, checkerboard: Bool) -> Bool {
        let pos = y1 &* width &+ x1
        let center = own[pos]
        let n = Neighbours(x: x1, y: y1, width: width, height: height)
        var zeroes = n.onEdge ? 1 : 0

        // Equal words are zero-delta neighbours, and more than two of them mean a flat area,
        // not an edge: inside flat areas, where most differing pixels are, that settles it.
        var equal = zeroes
        for k in 0..<n.count where own[n.index[k]] == center { equal &+= 1 }
        if equal > 2 { return false }

        // v7 stops at the third equal neighbour; counting them all and checking after is the
        // same answer, and lets this loop run without unpredictable branches. Equal pixels
        // give a delta of exactly 0 either way.
        var darkest = 0.0, brightest = 0.0
        var darkestSlot = 0, brightestSlot = 0
        for k in 0..<n.count {
            let delta = YIQ.brightnessDelta(img, img, pos &* 4, n.index[k] &* 4, checkerboard: checkerboard)
            zeroes &+= delta == 0 ? 1 : 0
            // Strict comparisons: the first of equal extremes wins, as in v7.
            if delta < darkest { darkest = delta; darkestSlot = k }
            if delta > brightest { brightest = delta; brightestSlot = k }
        }
        if zeroes > 2 { return false }
        // A slope needs a darker and a brighter side.
        if darkest == 0 || brightest == 0 { return false }
        // And one of its ends must be flat in both images.
        func flatInBoth(_ k: Int) -> Bool {
            hasManySiblings(own, n.x[k], n.y[k], width, height) && hasManySiblings(other, n.x[k], n.y[k], width, height)
        }
        return flatInBoth(darkestSlot) || flatInBoth(brightestSlot)
    }

    /// Whether pixel (x1, y1) has 3+ neighbours of exactly its colour (edge pixels start at 1).
    static func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let value = img[y1 &* width &+ x1]
        let n = Neighbours(x: x1, y: y1, width: width, height: height)
        var zeroes = n.onEdge ? 1 : 0
        for k in 0..<n.count where img[n.index[k]] == value { zeroes &+= 1 }
        return zeroes > 2
    }
}
