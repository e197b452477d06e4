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

    public func make(expected: RGBAImage?, actual: RGBAImage, diff: RGBAImage?, title: String) -> RGBAImage {
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
        var canvas = Canvas(width: width, height: height, background: PixelColor(hex: "#E5E5EA")!)
        label(title, x: Self.gap, y: 6, size: 20, weight: .semibold, canvas: &canvas)
        let top = Self.titleHeight + Self.labelHeight
        var x = Self.gap
        for (i, (name, image)) in panels.enumerated() {
            label(name, x: x, y: Self.titleHeight + 4, size: 18, weight: .regular, canvas: &canvas)
            if image == nil { label("(none)", x: x + 8, y: top + 8, size: 15, weight: .regular, canvas: &canvas) }
            x += sizes[i].0 + Self.gap
        }
        // `consume`: a var passed to a consuming method is otherwise copied, and its pixels with it.
        var strip = (consume canvas).intoImage()
        x = Self.gap
        for (i, (_, image)) in panels.enumerated() {
            if let image { PanelBlit.draw(image, into: &strip, x: x, y: top, w: sizes[i].0, h: sizes[i].1) }
            x += sizes[i].0 + Self.gap
        }
        return strip
    }

    private func label(_ text: String, x: Int, y: Int, size: Double, weight: Font.Weight, canvas: inout Canvas) {
        guard let resources else { return }
        let builder = DisplayListBuilder(resources: resources, scale: 1)
        guard let item = builder.label(text, style: TextEnvironment(font: Font(size: size, weight: weight), lineLimit: 1),
                                       at: CGPoint(x: Double(x), y: Double(y)), color: PixelColor(hex: "#1C1C1E")!) else { return }
        DisplayList(width: canvas.width, height: canvas.height, items: [item]).render(on: &canvas, glyphs: resources.glyphCache)
    }
}
