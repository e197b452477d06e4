// `make bench`: every stage's figures in one table. An optional argument keeps only the rows
// whose name contains it (`tabsnap-bench png`).
import CTabSnapSystem

// Renders allocate frame-sized buffers; keep them in the heap as the CLI does.
tabsnap_keep_large_buffers()
let args = CommandLine.arguments.dropFirst()
Bench.filter = args.first
Bench.header()
try PNGBench.run()
try RasterBench.run()
try TextBench.run()
try TextDrawBench.run()
try LayoutBench.run()
try DiffBench.run()
try TestingBench.run()
try MotionBench.run()
