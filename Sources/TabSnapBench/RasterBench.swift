import TabSnapCore
import TabSnapFixtures
import TabSnapPNG
import TabSnapRaster

/// Issue 3 rows: the canonical scene at 1290×2796 (3x) per frame, and full-frame source-over
/// fill rates. The canvas is reused between frames (`clear()`), as a snapshot run would.
enum RasterBench {
    static func run() throws {
        let width = 1290, height = 2796
        let megapixels = Double(width * height) / 1e6
        var canvas = Canvas(width: width, height: height)
        Bench.time("raster.scene 1290x2796") {
            canvas.clear()
            CanonicalScene.draw(on: &canvas, scale: 3)
        }
        if let dir = PNGBench.getenvString("TABSNAP_BENCH_DUMP") {
            try PNGEncoder.write(canvas.toImage(), to: dir + "/raster-scene-1290x2796.png", profile: .fast)
        }
        let frame = Path.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let opaque = Paint.solid(PixelColor(hex: "#F2F2F7")!), half = Paint.solid(PixelColor(hex: "#007AFF")!.opacity(0.5))
        Bench.time("raster.fill.opaque 1290x2796", unit: "Mpx/s", work: megapixels) {
            canvas.fill(frame, with: opaque)
        }
        Bench.time("raster.fill.50% 1290x2796", unit: "Mpx/s", work: megapixels) {
            canvas.fill(frame, with: half)
        }
        Bench.time("raster.toImage 1290x2796") { _ = canvas.toImage() }
    }
}
