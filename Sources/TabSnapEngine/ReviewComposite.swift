import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
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
        var canvas = Canvas(width: width, height: band, background: Self.background)
        label(title, x: Self.gap, y: 6, size: 20, weight: .semibold, canvas: &canvas)
        var x = Self.gap
        var placed: [(panel: Int, image: RGBAImage, x: Int, w: Int, h: Int)] = []
        for (i, (name, image)) in panels.enumerated() {
            label(name, x: x, y: Self.titleHeight + 4, size: 18, weight: .regular, canvas: &canvas)
            if let image { placed.append((i, image, x, sizes[i].0, sizes[i].1)) } else {
                label("(none)", x: x + 8, y: top + 8, size: 15, weight: .regular, canvas: &canvas)
            }
            x += sizes[i].0 + Self.gap
        }
        // `consume`: a var passed to a consuming method is otherwise copied, and its pixels with it.
        let labels = (consume canvas).intoImage()
        let bg = Self.background
        // Below the band: background wherever no panel lies (PanelBlit writes every pixel of its
        // own rectangle), copied from one row of it.
        let backgroundRow = RGBAImage(width: width, height: 1, fill: (bg.red, bg.green, bg.blue, bg.alpha)).pixels
        let pixels = FrameMemory.bytes(count: width * height * 4) { out in
            let dst = out.baseAddress!, rowBytes = width * 4
            labels.pixels.withUnsafeBufferPointer { dst.update(from: $0.baseAddress!, count: band * rowBytes) }
            backgroundRow.withUnsafeBufferPointer { b in
                let row = b.baseAddress!
                for y in band..<height {
                    var from = 0
                    for p in placed where y < top + p.h {
                        (dst + y * rowBytes + from * 4).update(from: row, count: (p.x - from) * 4)
                        from = p.x + p.w
                    }
                    (dst + y * rowBytes + from * 4).update(from: row, count: (width - from) * 4)
                }
            }
            // Each panel after the first is copied where its rows equal the one before's: the
            // actual's and the expected's mostly do.
            for (i, p) in placed.enumerated() {
                let twin = i > 0 ? (placed[i - 1].image, placed[i - 1].x,
                                    p.panel == 1 && placed[i - 1].panel == 0 ? unequalRows : nil) : nil
                PanelBlit.draw(p.image, into: out, stripWidth: width, x: p.x, y: top, w: p.w, h: p.h, twin: twin)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func label(_ text: String, x: Int, y: Int, size: Double, weight: Font.Weight, canvas: inout Canvas) {
        guard let resources else { return }
        let builder = DisplayListBuilder(resources: resources, scale: 1)
        guard let item = builder.label(text, style: TextEnvironment(font: Font(size: size, weight: weight), lineLimit: 1),
                                       at: CGPoint(x: Double(x), y: Double(y)), color: PixelColor(hex: "#1C1C1E")!) else { return }
        DisplayList(width: canvas.width, height: canvas.height, items: [item]).render(on: &canvas, glyphs: resources.glyphCache)
    }
}
