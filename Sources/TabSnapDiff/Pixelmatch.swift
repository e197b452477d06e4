/// pixelmatch v7.2.0's per-pixel loop over two images of one size, with ignore regions.
/// Count, marks and background are v7's; what differs is only how the work is skipped. The
/// same loop judges pixels exactly or by ΔE94 when the options' comparison says so (then
/// nothing is forgiven as anti-aliasing).
struct Pixelmatch {
    let width: Int
    let height: Int
    let options: DiffOptions
    let mask: IgnoreMask

    struct Outcome {
        var differentPixels = 0
        var bounds = BoundsAccumulator()
        /// The largest ΔE94 seen (perceptual comparison only).
        var maxDeltaE = 0.0
        /// The first and last rows holding a compared word that differs, even by a bit the
        /// comparison forgives (so rows outside them are byte for byte equal where compared).
        var firstUnequalRow = Int.max, lastUnequalRow = -1

        /// Rows outside this range are equal, when every pixel was compared; empty when none differ.
        var unequalRows: Range<Int> { firstUnequalRow <= lastUnequalRow ? firstUnequalRow..<(lastUnequalRow + 1) : 0..<0 }
        /// The run stopped after a row once `stopAt` pixels differed.
        var stopped = false
    }

    /// Compares `a` with `b` (both `width * height` RGBA pixels). `out`, when given, receives
    /// the diff image; it must be zeroed beforehand when `diffMask` is on, since a mask only
    /// writes marks, and may be uninitialised otherwise, since then every pixel is written.
    /// With `stopAt`, the run ends after the first row at whose end that many pixels differ.
    func run(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>?,
             stopAt: Int = .max) -> Outcome {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Fader.cacheSize) { cache in
            run(a, b, out: out, fade: Fader(alpha: options.alpha, cache: cache.baseAddress!), stopAt: stopAt)
        }
    }

    private func run(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>?,
                     fade: Fader, stopAt: Int) -> Outcome {
        let a32 = UnsafeRawPointer(a).assumingMemoryBound(to: UInt32.self)
        let b32 = UnsafeRawPointer(b).assumingMemoryBound(to: UInt32.self)
        let out32 = out.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self) }
        let drawsBackground = out32 != nil && !options.diffMask
        let maxDelta = options.maxDelta
        let comparison = options.comparison
        let aaWord = options.aaColor.word, diffWord = options.diffColor.word
        let altWord = (options.diffColorAlt ?? options.diffColor).word
        // Which of the two colours marks a pixel matters only when they differ: without an
        // alternative colour the exact and ΔE comparisons skip the brightness sum (doubles, per
        // unequal pixel; a fifth of a verify whose screens differ across their bars).
        let darkerMatters = altWord != diffWord
        // Then under the exact comparison every unequal pixel is marked alike, so a run of them
        // is counted and marked in one go.
        let exactRuns: Bool
        if case .exact = comparison { exactRuns = !darkerMatters } else { exactRuns = false }
        let ignoreWord = options.ignoreColor.word
        var result = Outcome()

        for y in 0..<height {
            let row = y * width
            mask.forEachRun(row: y, in: 0..<width, compare: { xs in
                var i = row + xs.lowerBound
                let end = row + xs.upperBound
                while i < end {
                    // Equal words need no colour maths: jump over them, fading them if drawn.
                    let next = firstDifference(a32, b32, from: i, to: end)
                    if let out32, drawsBackground { fade.fill(out32, from: a32, i..<next) }
                    i = next
                    if i == end { break }
                    if y < result.firstUnequalRow { result.firstUnequalRow = y }
                    result.lastUnequalRow = y
                    if exactRuns {
                        var j = i &+ 1
                        while j < end && a32[j] != b32[j] { j &+= 1 }
                        out32?.advanced(by: i).update(repeating: diffWord, count: j &- i)
                        result.differentPixels &+= j &- i
                        result.bounds.add(xs: (i &- row)..<(j &- row), y: y)
                        i = j
                        continue
                    }

                    let x = i - row, pos = i * 4
                    switch judge(a, b, a32, b32, x: x, y: y, pos: pos, comparison, maxDelta: maxDelta, darkerMatters: darkerMatters,
                                 into: &result) {
                    case .same:
                        if let out32, drawsBackground { out32[i] = fade(a32[i]) }
                    case .forgiven:
                        // Anti-aliasing is marked but not counted, and left out of a mask.
                        if drawsBackground { out32![i] = aaWord }
                    case .different(let darker):
                        out32?[i] = darker ? altWord : diffWord
                        result.differentPixels += 1
                        result.bounds.add(x: x, y: y)
                    }
                    i += 1
                }
            }, ignore: { xs in
                guard let out32, drawsBackground else { return }
                for i in (row + xs.lowerBound)..<(row + xs.upperBound) { out32[i] = ignoreWord }
            })
            if result.differentPixels >= stopAt && y < height - 1 {
                result.stopped = true
                break
            }
        }
        return result
    }

    enum Verdict { case same, forgiven, different(darker: Bool) }

    /// One unequal pair of pixels under `comparison`; `darker` when the actual one is darker.
    @inline(__always)
    private func judge(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ a32: UnsafePointer<UInt32>, _ b32: UnsafePointer<UInt32>,
                       x: Int, y: Int, pos: Int, _ comparison: PixelComparison, maxDelta: Double, darkerMatters: Bool,
                       into result: inout Outcome) -> Verdict {
        let cb = options.checkerboard
        switch comparison {
        case .exact:
            return .different(darker: darkerMatters && YIQ.brightnessDelta(a, b, pos, pos, checkerboard: cb) > 0)
        case .perceptual(let precision):
            let de = DeltaE.between(a, b, pos)
            result.maxDeltaE = max(result.maxDeltaE, de)
            guard de > PixelComparison.deltaELimit(precision) else { return .same }
            return .different(darker: darkerMatters && YIQ.brightnessDelta(a, b, pos, pos, checkerboard: cb) > 0)
        case .pixelmatch(_, let includeAA):
            let delta = YIQ.delta(a, b, pos, pos, checkerboard: cb)
            guard abs(delta) > maxDelta else { return .same }
            let forgiven = !includeAA && (
                Antialiasing.isAntialiased(a, own: a32, other: b32, x1: x, y1: y, width: width, height: height, checkerboard: cb)
                || Antialiasing.isAntialiased(b, own: b32, other: a32, x1: x, y1: y, width: width, height: height, checkerboard: cb))
            return forgiven ? .forgiven : .different(darker: delta < 0)
        }
    }
}
