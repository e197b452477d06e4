import Dispatch
import Foundation
import TabSnapCore
import TabSnapFixtures
import TabSnapPNG

/// Issue 2 rows: decode and encode of one 1290×2796 UI-like frame, and the output sizes.
enum PNGBench {
    static func run() throws {
        // The pattern is encoded (the `small` profile takes ~0.6 s) only when one of its rows is
        // asked for: `tabsnap-bench raster.blur` under a profiler should see the blur alone.
        let rows = ["png.decode 1290x2796", "png.decode.small 1290x2796", "png.encode.fast 1290x2796",
                    "png.encode.small 1290x2796", "png.size.fast 1290x2796", "png.size.small 1290x2796"]
        if rows.contains(where: Bench.enabled) { try pattern() }
        try references()
    }

    /// The pattern screen's rows: decode and encode in both profiles, and the sizes.
    static func pattern() throws {
        let image = TestPattern.uiScreen()
        let fast = try PNGEncoder.encode(image, profile: .fast)
        let small = try PNGEncoder.encode(image, profile: .small)
        try Bench.time("png.decode 1290x2796") { _ = try PNGDecoder.decode(fast) }
        // What a differing verify decodes: a reference as `record` writes it.
        try Bench.time("png.decode.small 1290x2796") { _ = try PNGDecoder.decode(small) }
        try Bench.time("png.encode.fast 1290x2796") { _ = try PNGEncoder.encode(image, profile: .fast) }
        try Bench.time("png.encode.small 1290x2796", warmup: 1, runs: 3) { _ = try PNGEncoder.encode(image, profile: .small) }
        Bench.value("png.size.fast 1290x2796", unit: "bytes", Double(fast.count))
        Bench.value("png.size.small 1290x2796", unit: "bytes", Double(small.count))
        // The same pixels for Scripts/pillow_size.py, which reports Pillow's optimize=True size.
        if let dir = getenvString("TABSNAP_BENCH_DUMP") {
            try PNGEncoder.write(image, to: dir + "/ui-1290x2796.png", profile: .fast)
        }
    }

    /// The committed references (`Snapshots/`) decoded and encoded again with the `small`
    /// profile they were recorded with, on all cores: the time Scripts/bench_compare.py sets
    /// against oxipng -o2 on the same files.
    static func references() throws {
        let name = "png.encode.small references"
        guard Bench.enabled(name) else { return }
        var paths: [String] = []
        if let walk = FileManager.default.enumerator(atPath: "Snapshots") {
            for case let p as String in walk where p.hasSuffix(".png") { paths.append("Snapshots/" + p) }
        }
        guard !paths.isEmpty else { print("(\(name) skipped: no Snapshots/ here)"); return }
        let images = try paths.sorted().map { try PNGDecoder.decodeFile($0).image }
        let sizes = SizesBox(count: images.count)
        Bench.time("\(name) (\(images.count) files, all cores)", unit: "s", warmup: 0, runs: 1) {
            DispatchQueue.concurrentPerform(iterations: images.count) { i in
                sizes.set(i, (try? PNGEncoder.encode(images[i], profile: .small).count) ?? 0)
            }
        }
        Bench.value("png.size.small references re-encoded", unit: "bytes", Double(sizes.total))
    }

    static func getenvString(_ name: String) -> String? {
        guard let p = getenv(name) else { return nil }
        return String(cString: p)
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Per-file results written from concurrent workers, each into its own slot.
final class SizesBox: @unchecked Sendable {
    private var values: [Int]
    private let lock = NSLock()
    init(count: Int) { values = Array(repeating: 0, count: count) }
    func set(_ i: Int, _ v: Int) { lock.lock(); values[i] = v; lock.unlock() }
    var total: Int { lock.lock(); defer { lock.unlock() }; return values.reduce(0, +) }
}
