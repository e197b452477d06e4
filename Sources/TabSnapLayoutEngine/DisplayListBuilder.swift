import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapRaster
import TabSnapText

/// Turns a laid-out tree into a display list: the one place where colours meet the colour
/// scheme, points meet the device scale, icons and images are resolved and text glyphs are
/// placed on device pixels. Each built-in view and modifier draws itself into a
/// `DrawingContext`; this starts the walk and holds what they share.
///
/// Frames are the pixel-rounded ones, so edges fall on device pixels as in UIKit; the order is
/// the tree's (backgrounds before their view, overlays after); opacity makes a whole subtree one
/// layer, and clips apply to everything below them.
package struct DisplayListBuilder {
    let resources: LayoutResources
    /// Device pixels per point.
    let scale: Double
    let transform: Transform

    package init(resources: LayoutResources, scale: Double) {
        self.resources = resources
        self.scale = scale
        self.transform = .scale(scale)
    }

    /// The list for `root` on a canvas of the container's pixel size. Everything that could not
    /// be resolved (unknown icons, unreadable images, bad SVG data) is reported together.
    package static func build(_ root: LaidOutView, container: LayoutContainer, resources: LayoutResources) throws(RenderErrors) -> DisplayList {
        let builder = DisplayListBuilder(resources: resources, scale: container.scale)
        let canvas = DrawingContext(builder: builder, list: DisplayList(
            width: Int((Double(container.size.width) * container.scale).rounded()),
            height: Int((Double(container.size.height) * container.scale).rounded())))
        canvas.add(root, transform: builder.transform)
        if !canvas.problems.isEmpty { throw RenderErrors(problems: canvas.problems) }
        return canvas.list
    }

    static let bundledFamilies = ["Inter"]

    /// A rotation or scale about its anchor in `frame`, in points. Angles go through portable
    /// sine and cosine, so no libm bit reaches a pixel.
    static func transform(_ effect: DrawingEffect, in frame: CGRect) -> Transform {
        func about(_ a: UnitPoint, _ m: Transform) -> Transform {
            let x = Double(frame.minX) + a.x * Double(frame.width), y = Double(frame.minY) + a.y * Double(frame.height)
            return Transform.translation(x: -x, y: -y).concatenating(m).concatenating(.translation(x: x, y: y))
        }
        switch effect {
        case .rotation(let radians, let anchor):
            let (sin, cos) = PortableMath.sinCos(radians)
            return about(anchor, .rotation(cos: cos, sin: sin))
        case .scale(let x, let y, let anchor):
            return about(anchor, .scale(x: x, y: y))
        case .flipsForRightToLeft:
            return about(.center, .scale(x: -1, y: 1))
        }
    }

    /// One line of text with its top-left at `origin` (points), for labels drawn outside a view
    /// tree (the review composite's captions).
    package func label(_ string: String, style: TextEnvironment, at origin: CGPoint, color: PixelColor) -> DisplayItem? {
        let measured = resources.measure(string, style: style, maxWidth: nil, scale: scale)
        let frame = CGRect(origin: origin, size: measured.size)
        return glyphRun(string, measured, at: frame, color: color).map { .glyphs($0) }
    }

    /// The measured glyphs placed at the text's frame, or nil when nothing sensible can be drawn
    /// (a frame pushed to infinity by a hostile document).
    func glyphRun(_ string: String, _ measured: MeasuredText, at frame: CGRect, color: PixelColor) -> GlyphRun? {
        guard frame.minX.isFinite, frame.minY.isFinite, abs(frame.minX) < 1e6, abs(frame.minY) < 1e6 else { return nil }
        let placements = measured.glyphs
            .filter { $0.face != .emoji && $0.x.isFinite && $0.y.isFinite && $0.size > 0 && $0.size < 10_000 }
            .map { $0.placement(scale: scale, originX: Double(frame.minX), originY: Double(frame.minY)) }
        return placements.isEmpty ? nil : GlyphRun(text: string, glyphs: placements, color: color)
    }
}
