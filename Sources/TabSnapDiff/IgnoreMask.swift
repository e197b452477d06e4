import TabSnapCore

/// Ignore regions clipped to a canvas, stored as bands of rows that share the same merged
/// x-spans: a handful of rectangles cost a few bands, and rows cost nothing to look up in order.
struct IgnoreMask: Sendable {
    struct Band: Sendable {
        var rows: Range<Int>
        var spans: [Range<Int>]  // sorted, disjoint, non-adjacent
    }

    let width: Int
    let bands: [Band]

    init(_ regions: [PixelRect], width: Int, height: Int) {
        self.width = width
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        let clipped = regions.map { $0.intersection(canvas) }.filter { !$0.isEmpty }
        let cuts = Set(clipped.flatMap { [$0.y, $0.maxY] }).sorted()
        var bands: [Band] = []
        for (top, bottom) in zip(cuts, cuts.dropFirst()) {
            let xs = clipped.filter { $0.y <= top && $0.maxY >= bottom }
                .map { $0.x..<$0.maxX }.sorted { $0.lowerBound < $1.lowerBound }
            var spans: [Range<Int>] = []
            for s in xs {
                if let last = spans.last, s.lowerBound <= last.upperBound {
                    spans[spans.count - 1] = last.lowerBound..<max(last.upperBound, s.upperBound)
                } else {
                    spans.append(s)
                }
            }
            if !spans.isEmpty { bands.append(Band(rows: top..<bottom, spans: spans)) }
        }
        self.bands = bands
    }

    var isEmpty: Bool { bands.isEmpty }

    /// Ignored pixels in the whole canvas.
    var pixelCount: Int {
        bands.reduce(0) { $0 + $1.rows.count * $1.spans.reduce(0) { $0 + $1.count } }
    }

    /// The ignored spans of row `y` (empty for most rows).
    func spans(row y: Int) -> [Range<Int>] {
        for band in bands where band.rows.contains(y) { return band.spans }
        return []
    }

    /// Splits `range` of row `y` into the runs to compare and the runs to ignore, left to right.
    @inline(__always)
    func forEachRun(row y: Int, in range: Range<Int>, compare: (Range<Int>) -> Void, ignore: (Range<Int>) -> Void) {
        var x = range.lowerBound
        for span in spans(row: y) {
            let s = max(span.lowerBound, range.lowerBound), e = min(span.upperBound, range.upperBound)
            guard s < e else { continue }
            if x < s { compare(x..<s) }
            ignore(s..<e)
            x = e
        }
        if x < range.upperBound { compare(x..<range.upperBound) }
    }
}
