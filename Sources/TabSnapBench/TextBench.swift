import TabSnapText

/// Issue 4 rows: shaping + measuring tab titles, and single-line truncation.
enum TextBench {
    static func run() throws {
        let library = try FontLibrary.shared()
        let shaper = Shaper(library: library)
        let titles = ["Главная", "Каталог", "Корзина", "Избранное", "Профиль"]
        let style = TextStyle(size: 10, weight: .medium)
        var sink0 = 0
        // The CJK fallback loads on first use; touching it keeps this row all six fonts.
        try Bench.time("text.font.load all 6 fonts", unit: "ms", warmup: 1, runs: 5) {
            sink0 += try FontLibrary(directory: library.directory).fallback.unitsPerEm
        }
        try Bench.time("text.font.load without the CJK fallback (a render's start-up)", unit: "ms", warmup: 1, runs: 5) {
            _ = try FontLibrary(directory: library.directory)
        }
        if Bench.enabled("text.font.load all 6 fonts") && sink0 == 0 { print("(fallback font has no units per em)") }
        var sink = 0.0
        Bench.time("text.shape 5 titles", unit: "us", runs: 200) {
            for t in titles { sink += shaper.shape(t, style: style).width }
        }
        Bench.time("text.layout truncate", unit: "us", runs: 200) {
            for t in titles {
                sink += TextLayout.singleLine(t + " и рекомендации", style: style, maxWidth: 60, truncation: .tail, shaper: shaper).width
            }
        }
        Bench.time("text.layout wrap 3 lines", unit: "us", runs: 200) {
            sink += TextLayout.wrapped("Избранное и рекомендации для вас каждый день", style: style, maxWidth: 80,
                                       lineLimit: 3, shaper: shaper).height
        }
        Bench.time("text.outline 5 titles", unit: "us", runs: 200) {
            for t in titles {
                for g in shaper.shape(t, style: style).glyphs {
                    sink += Double((try? library.font(g.face).outline(g.glyph))?.contours.count ?? 0)
                }
            }
        }
        if sink.isNaN { print(sink) }
    }
}
