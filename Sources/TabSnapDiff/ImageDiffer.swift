#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabSnapCore

/// Compares two images. Stateless and `Sendable`: call it from as many threads as you like.
public enum ImageDiffer {
    /// Compares `a` (expected) with `b` (actual) with pixelmatch v7.2.0's rules (or exactly, or
    /// by ΔE94, as `options.comparison` says) and the extras in `options`. Images of different sizes are aligned at the top-left corner: their overlap
    /// is compared as an image of its own, and every other pixel of the larger canvas differs.
    public static func compare(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions = DiffOptions()) -> DiffResult {
        let canvas = ImageSize(width: max(a.width, b.width), height: max(a.height, b.height))
        let mask = IgnoreMask(options.ignoreRegions, width: canvas.width, height: canvas.height)
        func result(_ outcome: Pixelmatch.Outcome, _ image: RGBAImage?) -> DiffResult {
            var r = DiffResult(differentPixels: outcome.differentPixels, totalPixels: canvas.pixelCount,
                       ignoredPixels: mask.pixelCount,
                       sizeA: ImageSize(width: a.width, height: a.height),
                       sizeB: ImageSize(width: b.width, height: b.height),
                       boundingBox: outcome.bounds.rect, diffImage: image, tolerance: options.tolerance)
            if case .perceptual = options.comparison { r.maximumDeltaE = outcome.maxDeltaE }
            return r
        }

        if a.width == b.width && a.height == b.height {
            // Identical buffers: nothing can differ, so without an image there is nothing to do.
            // With one, the loop itself is the fast path: it skips equal words eight at a time
            // and only fades them, in one pass instead of a memcmp and then a pass.
            if !(options.producesDiffImage && options.drawsIdentical) && identical(a.pixels, b.pixels) {
                var r = result(Pixelmatch.Outcome(), nil)
                r.unequalRows = 0..<0
                return r
            }
            // A count that stops early needs the count from which the tolerance fails.
            var stopAt = Int.max
            if options.stopsOnceFailed && !options.producesDiffImage {
                stopAt = options.tolerance.firstFailingCount(comparedPixels: canvas.pixelCount - mask.pixelCount) ?? .max
            }
            let (outcome, image) = matchSameSize(a.pixels, b.pixels, width: a.width, height: a.height,
                                                 mask: mask, options: options, stopAt: stopAt)
            var r = result(outcome, image)
            r.isPartial = outcome.stopped
            if mask.isEmpty && !outcome.stopped { r.unequalRows = outcome.unequalRows }
            return r
        }

        let overlap = ImageSize(width: min(a.width, b.width), height: min(a.height, b.height))
        var (outcome, overlapImage) = matchSameSize(crop(a, to: overlap), crop(b, to: overlap),
                                                    width: overlap.width, height: overlap.height,
                                                    mask: IgnoreMask(options.ignoreRegions, width: overlap.width, height: overlap.height),
                                                    options: options)
        var canvasPixels: [UInt8] = []
        if options.producesDiffImage {
            canvasPixels = [UInt8](repeating: 0, count: canvas.pixelCount * 4)
            if let overlapImage { paste(overlapImage, into: &canvasPixels, canvasWidth: canvas.width) }
        }
        markOutsideOverlap(canvas: canvas, overlap: overlap, mask: mask, options: options,
                           outcome: &outcome, pixels: &canvasPixels)
        let image = options.producesDiffImage
            ? RGBAImage(width: canvas.width, height: canvas.height, pixels: canvasPixels) : nil
        return result(outcome, image)
    }

    /// A memcmp: the fast path for unchanged snapshots, the common case.
    static func identical(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0
            }
        }
    }

    static func matchSameSize(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, mask: IgnoreMask,
                              options: DiffOptions, stopAt: Int = .max) -> (Pixelmatch.Outcome, RGBAImage?) {
        let count = width * height * 4
        guard count > 0 else {
            return (Pixelmatch.Outcome(), options.producesDiffImage ? RGBAImage(width: width, height: height) : nil)
        }
        let matcher = Pixelmatch(width: width, height: height, options: options, mask: mask)
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                guard options.producesDiffImage else {
                    return (matcher.run(pa.baseAddress!, pb.baseAddress!, out: nil, stopAt: stopAt), nil)
                }
                var outcome = Pixelmatch.Outcome()
                let pixels = FrameMemory.bytes(count: count) { out in
                    // A mask writes only its marks; otherwise every pixel is written.
                    if options.diffMask { out.initialize(repeating: 0) }
                    outcome = matcher.run(pa.baseAddress!, pb.baseAddress!, out: out.baseAddress!)
                }
                return (outcome, RGBAImage(width: width, height: height, pixels: pixels))
            }
        }
    }

    /// The top-left `size` part of `image`, as tightly packed rows.
    static func crop(_ image: RGBAImage, to size: ImageSize) -> [UInt8] {
        if image.width == size.width && image.height == size.height { return image.pixels }
        var out: [UInt8] = []
        out.reserveCapacity(size.pixelCount * 4)
        for y in 0..<size.height {
            let start = y * image.width * 4
            out.append(contentsOf: image.pixels[start..<(start + size.width * 4)])
        }
        return out
    }

    static func paste(_ image: RGBAImage, into canvas: inout [UInt8], canvasWidth: Int) {
        let rowBytes = image.width * 4
        for y in 0..<image.height {
            canvas.replaceSubrange((y * canvasWidth * 4)..<(y * canvasWidth * 4 + rowBytes),
                                   with: image.pixels[(y * rowBytes)..<((y + 1) * rowBytes)])
        }
    }

    /// Pixels only one image has (or neither, in a corner) all differ, unless ignored.
    static func markOutsideOverlap(canvas: ImageSize, overlap: ImageSize, mask: IgnoreMask, options: DiffOptions,
                                   outcome: inout Pixelmatch.Outcome, pixels: inout [UInt8]) {
        let draw = !pixels.isEmpty
        func fill(_ xs: Range<Int>, _ y: Int, _ c: RGBColor) {
            guard draw else { return }
            for x in xs {
                let i = (y * canvas.width + x) * 4
                pixels[i] = c.r; pixels[i + 1] = c.g; pixels[i + 2] = c.b; pixels[i + 3] = 255
            }
        }
        for y in 0..<canvas.height {
            let outside = y < overlap.height ? overlap.width..<canvas.width : 0..<canvas.width
            mask.forEachRun(row: y, in: outside, compare: { xs in
                outcome.differentPixels += xs.count
                outcome.bounds.add(xs: xs, y: y)
                fill(xs, y, options.diffColor)
            }, ignore: { xs in
                if !options.diffMask { fill(xs, y, options.ignoreColor) }
            })
        }
    }
}
