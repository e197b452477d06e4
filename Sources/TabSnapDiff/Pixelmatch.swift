/// pixelmatch v7.2.0's per-pixel loop over two images of one size, with ignore regions.
/// Count, marks and background are v7's; what differs is only how the work is skipped.
struct Pixelmatch {
    let width: Int
    let height: Int
    let options: DiffOptions
    let mask: IgnoreMask

    struct Outcome {
        var differentPixels = 0
        var bounds = BoundsAccumulator()
    }

    /// Compares `a` with `b` (both `width * height` RGBA pixels). `out`, when given, receives
    /// the diff image; it must be zeroed beforehand when `diffMask` is on, since a mask only
    /// writes marks, and may be uninitialised otherwise, since then every pixel is written.
    func run(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>?) -> Outcome {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Fader.cacheSize) { cache in
            run(a, b, out: out, fade: Fader(alpha: options.alpha, cache: cache.baseAddress!))
        }
    }

    private func run(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>?,
                     fade: Fader) -> Outcome {
        let a32 = UnsafeRawPointer(a).assumingMemoryBound(to: UInt32.self)
        let b32 = UnsafeRawPointer(b).assumingMemoryBound(to: UInt32.self)
        let out32 = out.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self) }
        let drawsBackground = out32 != nil && !options.diffMask
        let maxDelta = options.maxDelta
        let cb = options.checkerboard
        let aaWord = options.aaColor.word, diffWord = options.diffColor.word
        let altWord = (options.diffColorAlt ?? options.diffColor).word
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

                    let x = i - row, pos = i * 4
                    let delta = YIQ.delta(a, b, pos, pos, checkerboard: cb)
                    if abs(delta) > maxDelta {
                        let forgiven = !options.includeAA && (
                            Antialiasing.isAntialiased(a, own: a32, other: b32, x1: x, y1: y,
                                                       width: width, height: height, checkerboard: cb)
                            || Antialiasing.isAntialiased(b, own: b32, other: a32, x1: x, y1: y,
                                                          width: width, height: height, checkerboard: cb))
                        if forgiven {
                            // Anti-aliasing is marked but not counted, and left out of a mask.
                            if drawsBackground { out32![i] = aaWord }
                        } else {
                            out32?[i] = delta < 0 ? altWord : diffWord
                            result.differentPixels += 1
                            result.bounds.add(x: x, y: y)
                        }
                    } else if let out32, drawsBackground {
                        out32[i] = fade(a32[i])
                    }
                    i += 1
                }
            }, ignore: { xs in
                guard let out32, drawsBackground else { return }
                for i in (row + xs.lowerBound)..<(row + xs.upperBound) { out32[i] = ignoreWord }
            })
        }
        return result
    }
}
