import TabSnapCore
import TabSnapDiff
import TabSnapFixtures
import TabSnapPNG

/// Issue 7 rows: single-thread diff throughput on pixelmatch's 7a/7b pair and on 1290×2796
/// frames, different and identical, with and without a diff image.
enum DiffBench {
    static func run() throws {
        let countOnly = DiffOptions(producesDiffImage: false)
        let fixtures = "../shared/conformance/pixelmatch"
        if let a = try? PNGDecoder.decodeFile(fixtures + "/7a.png").image,
           let b = try? PNGDecoder.decodeFile(fixtures + "/7b.png").image {
            let mpx = Double(a.width * a.height) / 1e6
            Bench.time("diff.pixelmatch 7a/7b", unit: "Mpx/s", work: mpx, runs: 200) { _ = ImageDiffer.compare(a, b) }
            Bench.time("diff.pixelmatch 7a/7b count-only", unit: "Mpx/s", work: mpx, runs: 200) {
                _ = ImageDiffer.compare(a, b, options: countOnly)
            }
        } else if Bench.enabled("diff.pixelmatch 7a/7b") {
            print("(diff.pixelmatch 7a/7b skipped: \(fixtures)/7a.png and 7b.png not found from this folder)")
        }

        let frame = TestPattern.uiScreen(dark: false)
        let changed = modified(frame)
        var copy = frame
        copy.pixels[0] = frame.pixels[0]  // its own buffer, so memcmp really reads both
        let mpx = Double(frame.width * frame.height) / 1e6
        Bench.time("diff.different 1290x2796", unit: "Mpx/s", work: mpx, runs: 30) { _ = ImageDiffer.compare(frame, changed) }
        Bench.time("diff.different 1290x2796 count-only", unit: "Mpx/s", work: mpx, runs: 30) {
            _ = ImageDiffer.compare(frame, changed, options: countOnly)
        }
        Bench.time("diff.identical 1290x2796", unit: "Mpx/s", work: mpx, runs: 30) {
            _ = ImageDiffer.compare(frame, copy, options: countOnly)
        }
        Bench.time("diff.identical 1290x2796 with image", unit: "Mpx/s", work: mpx, runs: 30) { _ = ImageDiffer.compare(frame, copy) }
        if Bench.enabled("diff.different") {
            let r = ImageDiffer.compare(frame, changed, options: countOnly)
            Bench.value("diff.different 1290x2796 differing", unit: "px", Double(r.differentPixels))
        }
    }

    /// The frame with its middle cards moved down 9 px and one block recoloured: the kind of
    /// change a layout regression makes.
    static func modified(_ image: RGBAImage) -> RGBAImage {
        var out = image
        let rowBytes = image.width * 4
        for y in stride(from: 1800, to: 1200, by: -1) {
            out.pixels.replaceSubrange((y * rowBytes)..<((y + 1) * rowBytes),
                                       with: image.pixels[((y - 9) * rowBytes)..<((y - 8) * rowBytes)])
        }
        for y in 400..<640 {
            for x in 100..<700 where out[x, y] == (255, 255, 255, 255) { out[x, y] = (250, 250, 255, 255) }
        }
        return out
    }
}
