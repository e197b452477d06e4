import CTabSnapSystem
import Dispatch
import Foundation
import TabSnapCore
import TabSnapDiff
import TabSnapEngine
import TabSnapLayout
import TabSnapPNG
import TabSnapTabBar

/// Issue 6 rows (tab bar render + encode, the 4×5×2 matrix) and issue 7's "verify 100
/// snapshots": references recorded into a temp folder first, then a timed verify on all cores.
enum TestingBench {
    static func run() throws {
        let resources = try FontResources.bundled()
        let configs = try exampleFiles("Examples").prefix(5).map { try TabBarConfigDecoder.load($0) }
        guard configs.count >= 4 else { print("(tabbar/testing rows skipped: run from the repository root)"); return }

        let proMax = Devices.named("iphone-15-pro-max")!
        do {  // the frames made here are released before the memory rows below
            let ctx = StyleContext(config: configs[0], device: proMax, orientation: .portrait, scheme: .light)
            try Bench.time("tabbar.render 15 Pro Max", runs: 10) { _ = try TabBarRenderer.render(ctx, resources: resources) }
            let shot = try TabBarRenderer.render(ctx, resources: resources)
            try Bench.time("tabbar.encode.fast 15 Pro Max", runs: 10) { _ = try PNGEncoder.encode(shot.image, profile: .fast) }
            // A failure's review strip: three full screens shrunk into one labelled image. The
            // actual is the screen with a 40×40 block changed (as `bench_compare.py` marks its
            // references) and the diff its pixelmatch image, as a failing verify has them: the
            // actual's panel is mostly copied from the expected's (the rows the comparison found
            // unequal are known), the diff's is drawn.
            var edited = shot.image
            for y in 20..<60 { for x in 20..<60 { edited.pixels[(y * edited.width + x) * 4] ^= 0xFF } }
            let compared = ImageDiffer.compare(shot.image, edited)
            let diff = compared.diffImage
            Bench.time("engine.composite 15 Pro Max (3 panels)", runs: 10) {
                let strip = ReviewComposite.shared.make(expected: shot.image, actual: edited, diff: diff, title: "bench",
                                                        unequalRows: compared.unequalRows)
                FrameMemory.recycle(strip.pixels)
            }
            // The strip as its artifact: drawn whole and then encoded, or drawn and deflated band
            // by band (what a failing verify does; the same bytes).
            try Bench.time("engine.composite+encode 15 Pro Max, whole strip", runs: 10) {
                let strip = ReviewComposite.shared.make(expected: shot.image, actual: edited, diff: diff, title: "bench",
                                                        unequalRows: compared.unequalRows)
                _ = try PNGEncoder.encode(strip, profile: .fast)
                FrameMemory.recycle(strip.pixels)
            }
            try Bench.time("engine.composite+encode 15 Pro Max, streamed", runs: 10) {
                _ = try ReviewComposite.shared.encode(expected: shot.image, actual: edited, diff: diff, title: "bench",
                                                      unequalRows: compared.unequalRows)
            }
            try Bench.time("tabbar.render+encode 15 Pro Max", runs: 10) {
                let snapshot = try TabBarRenderer.render(StyleContext(config: configs[0], device: proMax, orientation: .portrait, scheme: .light),
                                                         resources: resources)
                _ = try PNGEncoder.encode(snapshot.image, profile: .fast)
            }
        }

        let devices = ["iphone-se", "iphone-15-pro", "iphone-15-pro-max", "ipad-10", "ipad-pro-11"].map { Devices.named($0)! }
        var contexts: [StyleContext] = []
        for c in configs.prefix(4) { for d in devices { for s in ColorScheme.allCases {
            contexts.append(StyleContext(config: c, device: d, orientation: .portrait, scheme: s))
        } } }
        let jobs = contexts
        if Bench.enabled("tabbar.matrix") {
            resetPeakRSS()
            Bench.time("tabbar.matrix 4x5x2", unit: "s", warmup: 1, runs: 3) {
                DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
                    if let s = try? TabBarRenderer.render(jobs[i], resources: resources) { _ = try? PNGEncoder.encode(s.image, profile: .fast) }
                }
            }
            Bench.value("tabbar.matrix peak RSS", unit: "MB", Bench.peakRSSMB())
            // The same matrix on one thread: one frame in flight instead of one per core.
            resetPeakRSS()
            try Bench.time("tabbar.matrix 4x5x2 serial", unit: "s", warmup: 1, runs: 3) {
                for job in jobs { _ = try PNGEncoder.encode(TabBarRenderer.render(job, resources: resources).image, profile: .fast) }
            }
            Bench.value("tabbar.matrix serial peak RSS", unit: "MB", Bench.peakRSSMB())
        }
        // verify is measured as a user runs it, a process over the Examples suite, by
        // Scripts/bench_compare.py (the rows after this table).
    }

    static func exampleFiles(_ dir: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { dir + "/" + $0 }
    }

    /// Writing 5 to /proc/self/clear_refs resets VmHWM, so a row's peak is its own and not an
    /// earlier bench's.
    /// Starts a peak-memory measurement: free heap memory left by earlier rows goes back to the
    /// kernel first, then the high-water mark is reset to what is really in use.
    static func resetPeakRSS() {
        tabsnap_release_free_memory()
        if let f = fopen("/proc/self/clear_refs", "w") { fputs("5", f); fclose(f) }
    }
}
