import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster

/// Frames of an animation side by side, each labelled underneath (its time), for review in one
/// picture (issue 14's frame strips). Frames taller than `maxFrameHeight` are box-filtered down,
/// as the review composite's panels are; labels use TabSnap's own fonts, so the strip is the
/// same on every machine.
public struct FrameStrip: Sendable {
    public let resources: FontResources?
    public var maxFrameHeight: Int

    public init(resources: FontResources?, maxFrameHeight: Int = 800) {
        self.resources = resources
        self.maxFrameHeight = maxFrameHeight
    }

    public static let shared = FrameStrip(resources: try? SharedFonts.resources.get())

    static let gap = 16, labelHeight = 34

    /// Where each frame lands in the strip (for tests and for a report that links frames).
    public func layout(_ sizes: [(width: Int, height: Int)]) -> (width: Int, height: Int, frames: [PixelRect]) {
        let tallest = sizes.map(\.height).max() ?? 1
        let scale = min(1.0, Double(maxFrameHeight) / Double(max(1, tallest)))
        var x = Self.gap, rects: [PixelRect] = []
        for s in sizes {
            let w = max(1, Int((Double(s.width) * scale).rounded())), h = max(1, Int((Double(s.height) * scale).rounded()))
            rects.append(PixelRect(x: x, y: Self.gap, width: w, height: h))
            x += w + Self.gap
        }
        let height = Self.gap + (rects.map(\.height).max() ?? 1) + Self.labelHeight
        return (max(x, Self.gap * 2), height, rects)
    }

    /// The strip; `frames` pair each image with its label (e.g. "0.15 s").
    public func make(_ frames: [(image: RGBAImage, label: String)]) -> RGBAImage {
        let (width, height, rects) = layout(frames.map { ($0.image.width, $0.image.height) })
        var canvas = TabSnapRaster.Canvas(width: width, height: height, background: PixelColor(hex: "#E5E5EA")!)
        if let resources {
            let builder = DisplayListBuilder(resources: resources, scale: 1)
            var list = DisplayList(width: width, height: height)
            let style = TextEnvironment(font: Font(size: 18, weight: .medium), lineLimit: 1)
            for (rect, frame) in zip(rects, frames) {
                // Centred under the frame.
                let measured = resources.measure(frame.label, style: style, maxWidth: nil, scale: 1)
                let x = Double(rect.x0) + (Double(rect.width) - Double(measured.size.width)) / 2
                if let item = builder.label(frame.label, style: style, at: CGPoint(x: x.rounded(), y: Double(rect.y1 + 6)),
                                            color: PixelColor(hex: "#1C1C1E")!) {
                    list.append(item)
                }
            }
            list.render(on: &canvas, glyphs: resources.glyphCache)
        }
        // `consume`: a var passed to a consuming method is otherwise copied, and its pixels with it.
        var strip = (consume canvas).intoImage()
        for (rect, frame) in zip(rects, frames) {
            PanelBlit.draw(frame.image, into: &strip, x: rect.x0, y: rect.y0, w: rect.width, h: rect.height)
        }
        return strip
    }

    /// "0.15 s": times to the millisecond, trailing zeros dropped but two decimals kept.
    public static func label(seconds: Double) -> String {
        let ms = Int((seconds * 1000).rounded())
        let whole = ms / 1000, frac = abs(ms % 1000)
        var digits = String(frac)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        if digits.hasSuffix("0") { digits.removeLast() }
        return "\(ms < 0 && whole == 0 ? "-" : "")\(whole).\(digits) s"
    }
}
