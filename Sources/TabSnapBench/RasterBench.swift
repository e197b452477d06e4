import TabSnapCore
import TabSnapFixtures
import TabSnapPNG
import TabSnapRaster
import TabSnapText

/// Issue 3 rows: the canonical scene at 1290×2796 (3x) per frame, and full-frame source-over
/// fill rates; then the layer filters (blur, shadow) on a 1290×300 strip. The canvas is reused between frames (`clear()`), as a snapshot run would.
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
        try glyphOutlines()
        try effects()
    }

    /// Issue 12: the 94 printable ASCII glyphs of Inter Bold filled from their outlines at 39 px
    /// (13 pt at 3x), no cache. Inter keeps overlapping contours, so many rows take the exact
    /// overlap path; the rest of each glyph is checked and kept from the cells.
    static func glyphOutlines() throws {
        let name = "raster.glyphs 94 Inter Bold outlines @39px (overlapping contours)"
        guard Bench.enabled(name) else { return }
        let font = try FontLibrary.shared().font(.inter(.bold))
        var paths: [Path] = []
        for v in UInt32(33)...126 {
            let g = font.glyph(for: Unicode.Scalar(v)!)
            if let o = try? font.outline(g) {
                paths.append(o.placed(size: 39, unitsPerEm: font.unitsPerEm, x: 0.25, baselineY: 0).path)
            }
        }
        var c = Canvas(width: 64, height: 64)
        Bench.time(name) {
            for p in paths {
                c.clear()
                c.fill(p, with: .solid(.white), transform: .translation(x: 8, y: 48))
            }
        }
    }

    /// Layer filters over a tab-bar-sized strip: a blurred layer covering all of it (a
    /// material's backdrop), and a shadowed capsule (a floating bar).
    static func effects() throws {
        let width = 1290, height = 300
        var strip = Canvas(width: width, height: height, background: .white)
        func content(_ c: inout Canvas) {
            c.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), with: .solid(PixelColor(hex: "#F2F2F7")!))
            for i in 0..<5 {
                c.fill(.circle(center: Point(x: 129 + 258 * Double(i), y: 120), radius: 60),
                       with: .solid(PixelColor(hex: "#007AFF")!))
            }
        }
        let blurRow = "raster.blur r=10 1290x300"
        Bench.time(blurRow) {
            strip.clear(.white)
            strip.beginLayer(opacity: 1, filter: .blur(radius: 10))
            content(&strip)
            strip.endLayer()
        }
        if Bench.enabled(blurRow), let dir = PNGBench.getenvString("TABSNAP_BENCH_DUMP") {
            try PNGEncoder.write(strip.toImage(), to: dir + "/raster-blur-1290x300.png", profile: .fast)
        }
        // A standard bar's material at 3x: a 15 pt blur (σ 45 px) of what lies under the bar's
        // 1290x351 (83 pt and the home indicator's 34), drawn back through the bar's shape.
        var screen = Canvas(width: width, height: 1000, background: .white)
        for i in 0..<12 {
            screen.fill(.roundedRect(Rect(x: 30, y: Double(i) * 90, width: 1230, height: 70), radius: 18),
                        with: .solid(i % 2 == 0 ? PixelColor(hex: "#007AFF")! : PixelColor(hex: "#FF9500")!))
        }
        let bar = Path.rect(Rect(x: 0, y: 649, width: Double(width), height: 351))
        // Each run blurs the last one's result again: the work does not depend on the pixels.
        Bench.time("raster.backdrop σ=45 1290x351 (a standard bar's material)") {
            screen.blurBackdrop(bar, sigma: 45)
        }
        Bench.time("raster.shadow r=6 1290x300 (capsule 1170x186)") {
            strip.clear(.white)
            strip.beginLayer(opacity: 1, filter: .shadow(color: PixelColor(hex: "#00000040")!, radius: 6, dx: 0, dy: 2))
            strip.fill(.capsule(Rect(x: 60, y: 57, width: 1170, height: 186)), with: .solid(.white))
            strip.endLayer()
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
