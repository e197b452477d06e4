import Foundation
import TabSnapLayout
import TabSnapRaster

/// Issue 4 rows: shaping and drawing five tab titles at 3x, with the glyph mask cache warm
/// (hit) and with a fresh cache each run (miss: every glyph rasterized).
enum TextDrawBench {
    static func run() throws {
        let titles = ["Главная", "Каталог", "Корзина", "Избранное", "Профиль"]
        let style = TabSnapLayout.TextStyle(font: .system(size: 10, weight: .medium))
        let warm = try FontResources.bundled()
        var canvas = Canvas(width: 1179, height: 60)
        func draw(_ r: FontResources) throws {
            for (i, t) in titles.enumerated() {
                let frame = CGRect(x: Double(i) * 78.6 + 10, y: 2, width: 70, height: 14)
                try r.drawText(t, style: style, maxWidth: nil, color: .black, in: frame, canvas: &canvas, transform: .scale(3))
            }
        }
        try draw(warm)
        try Bench.time("text.draw 5 titles @3x cache hit", unit: "us", runs: 200) { try draw(warm) }
        try Bench.time("text.draw 5 titles @3x cache miss", unit: "us", runs: 30) {
            warm.resetGlyphCache()
            try draw(warm)
        }
    }
}
