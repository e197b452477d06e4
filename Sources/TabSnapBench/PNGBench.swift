import TabSnapCore
import TabSnapFixtures
import TabSnapPNG

/// Issue 2 rows: decode and encode of one 1290×2796 UI-like frame, and the output sizes.
enum PNGBench {
    static func run() throws {
        let image = TestPattern.uiScreen()
        let fast = try PNGEncoder.encode(image, profile: .fast)
        let small = try PNGEncoder.encode(image, profile: .small)
        try Bench.time("png.decode 1290x2796") { _ = try PNGDecoder.decode(fast) }
        try Bench.time("png.encode.fast 1290x2796") { _ = try PNGEncoder.encode(image, profile: .fast) }
        try Bench.time("png.encode.small 1290x2796", warmup: 1, runs: 3) { _ = try PNGEncoder.encode(image, profile: .small) }
        Bench.value("png.size.fast 1290x2796", unit: "bytes", Double(fast.count))
        Bench.value("png.size.small 1290x2796", unit: "bytes", Double(small.count))
        // The same pixels for Scripts/pillow_size.py, which reports Pillow's optimize=True size.
        if let dir = getenvString("TABSNAP_BENCH_DUMP") {
            try PNGEncoder.write(image, to: dir + "/ui-1290x2796.png", profile: .fast)
        }
    }

    static func getenvString(_ name: String) -> String? {
        guard let p = getenv(name) else { return nil }
        return String(cString: p)
    }
}

#if canImport(Glibc)
import Glibc
#endif
