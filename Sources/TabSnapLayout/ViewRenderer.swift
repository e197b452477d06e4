import Foundation
import TabSnapCore
import TabSnapRaster

/// Draws a laid-out tree through the rasterizer, at the scale the layout was made for.
///
/// Frames are the pixel-rounded ones, so edges fall on device pixels as in UIKit; the order is
/// the tree's (backgrounds before their view, overlays after); opacity composites a whole
/// subtree as one group, and clips apply to everything below them.
public struct ViewRenderer {
    let resources: LayoutResources

    public init(resources: LayoutResources) { self.resources = resources }

    /// Renders onto a new canvas of the container's pixel size. Everything that could not be
    /// drawn (unknown icons, unreadable images, bad SVG data) is reported together.
    public func render(_ root: LaidOutView, container: LayoutContainer, background: TabSnapRaster.Color = .clear) throws(RenderErrors) -> Canvas {
        let w = Int((Double(container.size.width) * container.scale).rounded())
        let h = Int((Double(container.size.height) * container.scale).rounded())
        var canvas = Canvas(width: w, height: h, background: background)
        var problems: [String] = []
        draw(root, on: &canvas, transform: .scale(container.scale), problems: &problems)
        if !problems.isEmpty { throw RenderErrors(problems: problems) }
        return canvas
    }

    public func draw(_ view: LaidOutView, on canvas: inout Canvas, transform: Transform, problems: inout [String]) {
        let env = view.environment
        let frame = view.frame
        switch view.node.kind {
        case .color(let c):
            let color = raster(c.resolved(in: env.colorScheme))
            if color.alpha > 0 { canvas.fill(rect(frame), with: .solid(color), transform: transform) }
        case .shape(let kind):
            let color = raster(env.resolvedForeground)
            if color.alpha > 0 { canvas.fill(path(kind, in: frame), with: .solid(color), transform: transform) }
        case .text(let string):
            let color = raster(env.resolvedForeground)
            if color.alpha > 0 {
                do {
                    try resources.drawText(string, style: env.text, maxWidth: view.textProposalWidth, color: color, in: frame, canvas: &canvas, transform: transform)
                } catch { problems.append("\(error)") }
            }
        case .image(let source, _, _):
            drawImage(source, view, on: &canvas, transform: transform, problems: &problems)
        case .modified(_, let modifier):
            switch modifier {
            case .opacity(let amount):
                if amount <= 0 { return }
                if amount < 1 {
                    // The layer only needs to cover what the subtree draws.
                    canvas.beginLayer(opacity: amount, bounds: rect(bounds(of: view).insetBy(dx: -1, dy: -1)), transform: transform)
                    for child in view.children { draw(child, on: &canvas, transform: transform, problems: &problems) }
                    canvas.endLayer()
                    return
                }
            case .clip(let kind):
                canvas.pushClip(path(kind, in: frame), transform: transform)
                for child in view.children { draw(child, on: &canvas, transform: transform, problems: &problems) }
                canvas.popClip()
                return
            default:
                break
            }
        default:
            break
        }
        for child in view.children { draw(child, on: &canvas, transform: transform, problems: &problems) }
    }

    private func drawImage(_ source: ViewNode.ImageSource, _ view: LaidOutView, on canvas: inout Canvas, transform: Transform,
                           problems: inout [String]) {
        let frame = view.frame
        let color = raster(view.environment.resolvedForeground)
        switch source {
        case .icon(let name):
            do { try resources.drawIcon(name, color: color, in: frame, canvas: &canvas, transform: transform) } catch {
                problems.append("\(error)")
            }
        case .path(let d, let box):
            guard box.width > 0, box.height > 0 else { problems.append("SVG path: the view box is empty"); return }
            let p: Path
            do { p = try SVGPath.parse(d) } catch { problems.append("SVG path: \(error)"); return }
            let fit = Transform.translation(x: Double(frame.minX), y: Double(frame.minY))
                .scaledBy(x: Double(frame.width / box.width), y: Double(frame.height / box.height))
                .translatedBy(x: -Double(box.minX), y: -Double(box.minY))
            canvas.fill(p, with: .solid(color), transform: fit.concatenating(transform))
        case .file(let file):
            let image: RGBAImage
            do { image = try resources.image(file: file) } catch { problems.append("\(error)"); return }
            if case .image(_, _, true) = view.node.kind {
                canvas.drawMask(AlphaMask(alphaOf: image), in: rect(frame), color: color, transform: transform)
            } else {
                canvas.draw(image: image, in: rect(frame), transform: transform)
            }
        }
    }

    /// The union of the frames a subtree draws into (offsets and overlays can reach outside
    /// the view's own frame).
    public func bounds(of view: LaidOutView) -> CGRect {
        view.children.reduce(view.frame) { $0.union(bounds(of: $1)) }
    }

    func rect(_ r: CGRect) -> Rect { Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }

    func raster(_ c: Color) -> TabSnapRaster.Color { TabSnapRaster.Color(r: c.r, g: c.g, b: c.b, a: c.a) }

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
