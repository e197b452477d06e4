import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapPNG
import TabSnapRaster

/// The labelled "expected | actual | diff" strip of a failure, drawn with TabSnap's own
/// rasterizer and fonts so it looks the same on every machine.
public struct ReviewComposite: Sendable {
    public let resources: FontResources?
    /// Panels taller than this are scaled down (keeps a full-screen strip reviewable and small).
    public var maxPanelHeight: Int
    /// And wider than this: a landscape phone's three panels at full height made a strip of
    /// 7,800 × 1,300 pixels, four times a portrait one's, drawn and encoded for every failure.
    public var maxPanelWidth: Int

    public init(resources: FontResources?, maxPanelHeight: Int = 1200, maxPanelWidth: Int = 1200) {
        self.resources = resources
        self.maxPanelHeight = maxPanelHeight
        self.maxPanelWidth = maxPanelWidth
    }

    /// One font library for every composite of the process; without fonts the strip is drawn
    /// without its labels rather than not at all.
    public static let shared = ReviewComposite(resources: try? SharedFonts.resources.get())

    static let gap = 16, labelHeight = 36, titleHeight = 40
    /// The rows under the labels that "(none)" (15 pt, 8 below the panel's top) may reach.
    static let noneHeight = 40
    static let background = PixelColor(hex: "#E5E5EA")!

    /// `unequalRows`, when known (`DiffResult.unequalRows`), holds every row in which the actual's
    /// bytes may differ from the expected's; the actual's other rows are not compared again.
    public func make(expected: RGBAImage?, actual: RGBAImage, diff: RGBAImage?, title: String,
                     unequalRows: Range<Int>? = nil) -> RGBAImage {
        let strip = layout(expected: expected, actual: actual, diff: diff, title: title, unequalRows: unequalRows)
        let pixels = FrameMemory.bytes(count: strip.width * strip.height * 4) { strip.draw(rows: 0..<strip.height, into: $0) }
        return RGBAImage(width: strip.width, height: strip.height, pixels: pixels)
    }

    /// The strip as a `fast` PNG: the bytes of `PNGEncoder.encode(make(…), profile: .fast)`, drawn
    /// and deflated band by band, so the whole strip (9 MB for a phone) is never held, written
    /// and read back: each band is deflated while its rows are still in cache.
    public func encode(expected: RGBAImage?, actual: RGBAImage, diff: RGBAImage?, title: String,
                       unequalRows: Range<Int>? = nil) throws(PNGError) -> [UInt8] {
        let strip = layout(expected: expected, actual: actual, diff: diff, title: title, unequalRows: unequalRows)
        let streamed = try PNGEncoder.encodeStreamed(width: strip.width, height: strip.height) { rows in
            let pixels = [UInt8](unsafeUninitializedCapacity: rows.count * strip.width * 4) { buffer, initialized in
                strip.draw(rows: rows, into: buffer)
                initialized = buffer.count
            }
            return ImageRows(image: RGBAImage(width: strip.width, height: rows.count, pixels: pixels), firstRow: rows.lowerBound)
        }
        if let streamed { return streamed }
        // Every pixel is opaque (panels lie on a checkerboard), so this is not expected; if a band
        // ever is not, the whole strip is encoded instead.
        let whole = make(expected: expected, actual: actual, diff: diff, title: title, unequalRows: unequalRows)
        defer { FrameMemory.recycle(whole.pixels) }
        return try PNGEncoder.encode(whole, profile: .fast)
    }

    func layout(expected: RGBAImage?, actual: RGBAImage, diff: RGBAImage?, title: String, unequalRows: Range<Int>?) -> StripLayout {
        let panels: [(String, RGBAImage?)] = [("expected", expected), ("actual", actual), ("diff", diff)]
        let tallest = panels.compactMap { $0.1?.height }.max() ?? 1, widest = panels.compactMap { $0.1?.width }.max() ?? 1
        let scale = min(1.0, Double(maxPanelHeight) / Double(tallest), Double(maxPanelWidth) / Double(widest))
        func size(_ image: RGBAImage?) -> (Int, Int) {
            guard let image else { return (Int((Double(actual.width) * scale).rounded()), Int((Double(actual.height) * scale).rounded())) }
            return (max(1, Int((Double(image.width) * scale).rounded())), max(1, Int((Double(image.height) * scale).rounded())))
        }
        let sizes = panels.map { size($0.1) }
        let width = Self.gap + sizes.reduce(0) { $0 + $1.0 + Self.gap }
        let height = Self.titleHeight + Self.labelHeight + (sizes.map(\.1).max() ?? 1) + Self.gap
        let top = Self.titleHeight + Self.labelHeight
        // Only the labels need the rasterizer: they are drawn on a canvas of their own band (down
        // to "(none)" under a missing panel), and the rest of the strip is written directly,
        // background around the panels and each panel once. Drawing the whole strip on a canvas
        // filled it, then converted it to straight alpha, only for the panels to overwrite most
        // of it (`engine.composite`: 13.0 → 10.9 ms, medians of eight alternated runs).
        let band = min(height, top + (panels.contains { $0.1 == nil } ? Self.noneHeight : 0))
        var canvas = TabSnapRaster.Canvas(width: width, height: band, background: Self.background)
        label(title, x: Self.gap, y: 6, size: 20, weight: .semibold, canvas: &canvas)
        var x = Self.gap
        var placed: [StripLayout.Panel] = []
        for (i, (name, image)) in panels.enumerated() {
            label(name, x: x, y: Self.titleHeight + 4, size: 18, weight: .regular, canvas: &canvas)
            if let image { placed.append(StripLayout.Panel(index: i, image: image, x: x, w: sizes[i].0, h: sizes[i].1)) } else {
                label("(none)", x: x + 8, y: top + 8, size: 15, weight: .regular, canvas: &canvas)
            }
            x += sizes[i].0 + Self.gap
        }
        let bg = Self.background
        // `consume`: a var passed to a consuming method is otherwise copied, and its pixels with it.
        return StripLayout(width: width, height: height, top: top, labels: (consume canvas).intoImage(), placed: placed,
                           backgroundRow: RGBAImage(width: width, height: 1, fill: (bg.red, bg.green, bg.blue, bg.alpha)).pixels,
                           unequalRows: unequalRows)
    }

    func label(_ text: String, x: Int, y: Int, size: Double, weight: Font.Weight, canvas: inout TabSnapRaster.Canvas) {
        guard let resources else { return }
        let builder = DisplayListBuilder(resources: resources, scale: 1)
        guard let item = builder.label(text, style: TextEnvironment(font: Font(size: size, weight: weight), lineLimit: 1),
                                       at: CGPoint(x: Double(x), y: Double(y)), color: PixelColor(hex: "#1C1C1E")!) else { return }
        DisplayList(width: canvas.width, height: canvas.height, items: [item]).render(on: &canvas, glyphs: resources.glyphCache)
    }
}

/// Where everything of one strip goes, with its labels already drawn: any band of its rows can
/// be written from it, in any order, from any thread.
struct StripLayout: Sendable {
    struct Panel: Sendable {
        /// 0 expected, 1 actual, 2 diff.
        let index: Int
        let image: RGBAImage
        let x: Int, w: Int, h: Int
    }

    let width: Int, height: Int
    /// The first row of the panels.
    let top: Int
    /// The labels' band: the strip's first `labels.height` rows, panels aside.
    let labels: RGBAImage
    let placed: [Panel]
    let backgroundRow: [UInt8]
    let unequalRows: Range<Int>?

    /// Writes the strip's `rows` into `out`, whose first row is `rows.lowerBound`; every byte of
    /// those rows is written.
    func draw(rows: Range<Int>, into out: UnsafeMutableBufferPointer<UInt8>) {
        let dst = out.baseAddress!, rowBytes = width * 4, first = rows.lowerBound
        let band = labels.height
        let labelled = rows.clamped(to: 0..<band)
        if !labelled.isEmpty {
            labels.pixels.withUnsafeBufferPointer {
                dst.update(from: $0.baseAddress! + labelled.lowerBound * rowBytes, count: labelled.count * rowBytes)
            }
        }
        // Below the band: background wherever no panel lies (PanelBlit writes every pixel of its
        // own rectangle), copied from one row of it.
        backgroundRow.withUnsafeBufferPointer { b in
            let row = b.baseAddress!
            for y in max(band, rows.lowerBound)..<max(band, rows.upperBound) {
                let line = dst + (y - first) * rowBytes
                var from = 0
                for p in placed where y < top + p.h {
                    (line + from * 4).update(from: row, count: (p.x - from) * 4)
                    from = p.x + p.w
                }
                (line + from * 4).update(from: row, count: (width - from) * 4)
            }
        }
        // Each panel after the first is copied where its rows equal the one before's: the
        // actual's and the expected's mostly do.
        for (i, p) in placed.enumerated() {
            let twin = i > 0 ? (placed[i - 1].image, placed[i - 1].x,
                                p.index == 1 && placed[i - 1].index == 0 ? unequalRows : nil) : nil
            PanelBlit.draw(p.image, into: out, stripWidth: width, x: p.x, y: top - first, w: p.w, h: p.h,
                           rows: (rows.lowerBound - top)..<(rows.upperBound - top), twin: twin)
        }
    }
}
