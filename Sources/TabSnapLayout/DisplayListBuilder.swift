import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapRaster
import TabSnapText

/// Turns a laid-out tree into a display list: the one place where colours meet the colour
/// scheme, points meet the device scale, icons and images are resolved and text glyphs are
/// placed on device pixels.
///
/// Frames are the pixel-rounded ones, so edges fall on device pixels as in UIKit; the order is
/// the tree's (backgrounds before their view, overlays after); opacity makes a whole subtree one
/// layer, and clips apply to everything below them.
public struct DisplayListBuilder {
    let resources: LayoutResources
    /// Device pixels per point.
    let scale: Double
    let transform: Transform

    public init(resources: LayoutResources, scale: Double) {
        self.resources = resources
        self.scale = scale
        self.transform = .scale(scale)
    }

    /// The list for `root` on a canvas of the container's pixel size. Everything that could not
    /// be resolved (unknown icons, unreadable images, bad SVG data) is reported together.
    public static func build(_ root: LaidOutView, container: LayoutContainer, resources: LayoutResources) throws(RenderErrors) -> DisplayList {
        let builder = DisplayListBuilder(resources: resources, scale: container.scale)
        var list = DisplayList(width: Int((Double(container.size.width) * container.scale).rounded()),
                               height: Int((Double(container.size.height) * container.scale).rounded()))
        var problems: [String] = []
        builder.add(root, to: &list, problems: &problems)
        if !problems.isEmpty { throw RenderErrors(problems: problems) }
        return list
    }

    public func add(_ view: LaidOutView, to list: inout DisplayList, problems: inout [String]) {
        let env = view.environment
        switch view.node.kind {
        case .color(let c):
            let color = raster(c.resolved(in: env.colorScheme))
            if color.alpha > 0 { list.append(.fill(FillItem(path: .rect(rect(view.frame)), paint: .solid(color), transform: transform))) }
        case .divider:
            let color = raster(Divider.color.resolved(in: env.colorScheme))
            list.append(.fill(FillItem(path: .rect(rect(view.frame)), paint: .solid(color), transform: transform)))
        case .shape(let kind):
            let color = raster(env.resolvedForeground)
            if color.alpha > 0 { list.append(.fill(FillItem(path: path(kind, in: view.frame), paint: .solid(color), transform: transform))) }
        case .text(let string):
            let color = raster(env.resolvedForeground)
            if color.alpha > 0, let measured = view.text, let run = glyphRun(string, measured, at: view.frame, color: color) {
                list.append(.glyphs(run))
            }
        case .image(let source, _, let template):
            addImage(source, template: template, view, to: &list, problems: &problems)
        case .modified(_, .opacity(let amount)) where amount < 1:
            if amount <= 0 { return }
            // The layer only needs to cover what the subtree draws.
            list.append(.beginLayer(LayerItem(opacity: amount, bounds: rect(view.drawingBounds.insetBy(dx: -1, dy: -1)), transform: transform)))
            addChildren(of: view, to: &list, problems: &problems)
            list.append(.endLayer)
            return
        case .modified(_, .clip(let kind)):
            list.append(.pushClip(ClipItem(path: path(kind, in: view.frame), transform: transform)))
            addChildren(of: view, to: &list, problems: &problems)
            list.append(.popClip)
            return
        default:
            break
        }
        addChildren(of: view, to: &list, problems: &problems)
    }

    /// One line of text with its top-left at `origin` (points), for labels drawn outside a view
    /// tree (the review composite's captions).
    public func label(_ string: String, style: TextEnvironment, at origin: CGPoint, color: PixelColor) -> DisplayItem? {
        let measured = resources.measure(string, style: style, maxWidth: nil, scale: scale)
        let frame = CGRect(origin: origin, size: measured.size)
        return glyphRun(string, measured, at: frame, color: color).map { .glyphs($0) }
    }

    private func addChildren(of view: LaidOutView, to list: inout DisplayList, problems: inout [String]) {
        for child in view.children { add(child, to: &list, problems: &problems) }
    }

    /// The measured glyphs placed at the text's frame, or nil when nothing sensible can be drawn
    /// (a frame pushed to infinity by a hostile document).
    private func glyphRun(_ string: String, _ measured: MeasuredText, at frame: CGRect, color: PixelColor) -> GlyphRun? {
        guard frame.minX.isFinite, frame.minY.isFinite, abs(frame.minX) < 1e6, abs(frame.minY) < 1e6 else { return nil }
        let placements = measured.glyphs
            .filter { $0.x.isFinite && $0.y.isFinite && $0.size > 0 && $0.size < 10_000 }
            .map { $0.placement(scale: scale, originX: Double(frame.minX), originY: Double(frame.minY)) }
        return placements.isEmpty ? nil : GlyphRun(text: string, glyphs: placements, color: color)
    }

    private func addImage(_ source: ViewNode.ImageSource, template: Bool, _ view: LaidOutView, to list: inout DisplayList,
                          problems: inout [String]) {
        let frame = view.frame
        let color = raster(view.environment.resolvedForeground)
        switch source {
        case .icon(let name):
            do {
                if let glyph = try resources.iconGlyph(name, in: frame), color.alpha > 0 {
                    list.append(.glyphs(GlyphRun(text: name, glyphs: [glyph.placement(scale: scale)], color: color)))
                }
            } catch { problems.append("\(error)") }
        case .path(let d, let box):
            guard box.width > 0, box.height > 0 else { problems.append("SVG path: the view box is empty"); return }
            let p: Path
            do { p = try SVGPath.parse(d) } catch { problems.append("SVG path: \(error)"); return }
            let fit = Transform.translation(x: Double(frame.minX), y: Double(frame.minY))
                .scaledBy(x: Double(frame.width / box.width), y: Double(frame.height / box.height))
                .translatedBy(x: -Double(box.minX), y: -Double(box.minY))
            if color.alpha > 0 { list.append(.fill(FillItem(path: p, paint: .solid(color), transform: fit.concatenating(transform)))) }
        case .file(let file):
            let image: RGBAImage
            do { image = try resources.image(file: file) } catch { problems.append("\(error)"); return }
            if template {
                if color.alpha > 0 {
                    list.append(.mask(MaskItem(source: file, mask: AlphaMask(alphaOf: image), rect: rect(frame), color: color, transform: transform)))
                }
            } else {
                list.append(.image(ImageItem(source: file, image: image, rect: rect(frame), transform: transform)))
            }
        }
    }

    func rect(_ r: CGRect) -> Rect { Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }

    func raster(_ c: Color) -> PixelColor { PixelColor(r: c.r, g: c.g, b: c.b, a: c.a) }

    /// A shape's outline in a frame: circles are the largest centred circle, capsules round
    /// the shorter side fully, corner radii never exceed half the shorter side.
    func path(_ kind: ViewNode.ShapeKind, in frame: CGRect) -> Path {
        let r = rect(frame)
        switch kind {
        case .rectangle: return .rect(r)
        case .ellipse: return .ellipse(in: r)
        case .circle:
            let d = min(r.width, r.height)
            return .circle(center: r.center, radius: d / 2)
        case .capsule: return .capsule(r)
        case .roundedRectangle(let radius, let style):
            let clamped = min(radius, min(r.width, r.height) / 2)
            return .roundedRect(r, radius: clamped, style: style == .continuous ? .continuous : .circular)
        }
    }
}
