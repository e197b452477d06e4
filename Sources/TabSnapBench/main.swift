// `make bench`: every stage's figures in one table. An optional argument keeps only the rows
// whose name contains it (`tabsnap-bench png`).
import CTabSnapSystem
import Foundation
import TabSnapFixtures
import TabSnapRaster

// Renders allocate frame-sized buffers; keep them in the heap as the CLI does.
tabsnap_keep_large_buffers()
let args = CommandLine.arguments.dropFirst()
Bench.filter = args.first
// `TABSNAP_PROFILE_SCENE=N tabsnap-bench`: only the canonical scene, N times, for a profiler
// (`perf record`) to see the rasterizer alone, without the other rows' encoders in its samples.
if let n = PNGBench.getenvString("TABSNAP_PROFILE_SCENE").flatMap(Int.init) {
    var canvas = Canvas(width: 1290, height: 2796)
    for _ in 0..<max(n, 0) { canvas.clear(); CanonicalScene.draw(on: &canvas, scale: 3) }
    exit(0)
}
Bench.header()
try PNGBench.run()
try RasterBench.run()
try TextBench.run()
try TextDrawBench.run()
try LayoutBench.run()
try DiffBench.run()
try TestingBench.run()
try MotionBench.run()
