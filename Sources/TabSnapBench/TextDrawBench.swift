import Foundation
import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster

/// Issue 4 rows: drawing five shaped tab titles at 3x as display-list glyph runs, with the glyph
/// mask cache warm (hit) and emptied before each run (miss: every glyph rasterized). Shaping
/// happens at layout and has its own row (text.shape).
enum TextDrawBench {
    static func run() throws {
        let titles = ["Главная", "Каталог", "Корзина", "Избранное", "Профиль"]
        let style = TextEnvironment(font: .system(size: 10, weight: .medium))
        let warm = try FontResources.bundled()
        let builder = DisplayListBuilder(resources: warm, scale: 3)
        let items = titles.enumerated().compactMap { i, t in
            builder.label(t, style: style, at: CGPoint(x: Double(i) * 78.6 + 10, y: 2), color: .black)
        }
        let list = DisplayList(width: 1179, height: 60, items: items)
        var canvas = TabSnapRaster.Canvas(width: 1179, height: 60)
        list.render(on: &canvas, glyphs: warm.glyphCache)
        try Bench.time("text.draw 5 titles @3x cache hit", unit: "us", runs: 200) { list.render(on: &canvas, glyphs: warm.glyphCache) }
        try Bench.time("text.draw 5 titles @3x cache miss", unit: "us", runs: 30) {
            warm.glyphCache.removeAll()
            list.render(on: &canvas, glyphs: warm.glyphCache)
        }
    }
}
