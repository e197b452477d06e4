import Foundation
import TabSnapDisplayList
import TabSnapRaster

/// Where built-in views and modifiers draw: the display list being built, the problems that
/// will fail the render, and what every view's drawing shares (colours met with the scheme,
/// points with device pixels, shapes' outlines).
package final class DrawingContext {
    let builder: DisplayListBuilder
    package internal(set) var list: DisplayList
    var problems: [String] = []
    /// Warnings found while resolving a colour (an asset colour's notes): moved into the list
    /// when the view being drawn is done.
    private var pending: [String] = []

    init(builder: DisplayListBuilder, list: DisplayList) {
        self.builder = builder
        self.list = list
    }

    package var resources: LayoutResources { builder.resources }
    /// Device pixels per point.
    package var scale: Double { builder.scale }
    /// Points to device pixels, with no effect above.
    package var deviceTransform: Transform { builder.transform }

    package func append(_ item: DisplayItem) { list.append(item) }

    /// A warning for the render (each said once).
    package func warn(_ warning: String) {
        if !list.warnings.contains(warning) { list.warnings.append(warning) }
    }

    /// Something that fails the render, named in its error.
    package func problem(_ message: String) { problems.append(message) }

    /// Draws `view` and its subtree; `t` maps the view's points to device pixels (the device
    /// scale, and any rotation or scale effect above it).
    package func add(_ view: LaidOutView, transform t: Transform) {
        defer {
            if !pending.isEmpty {
                for w in pending { warn(w) }
                pending.removeAll()
            }
        }
        switch view.node.kind {
        case .modified(_, .builtin(let modifier)):
            if modifier.draw(view, in: self, transform: t) { return }
        case .builtin(let builtin):
            builtin.draw(view, in: self, transform: t)
        default:
            break
        }
        addChildren(of: view, transform: t)
    }

    /// Children in drawing order: as laid out, re-ordered by `zIndex` where one is set.
    package func addChildren(of view: LaidOutView, transform t: Transform) {
        var children = view.children
        let z = children.map(\.node.zIndex)
        if z.contains(where: { $0 != 0 }) {
            children = children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }.map { children[$0] }
        }
        for child in children { add(child, transform: t) }
    }

    /// The rectangle a layer over `view`'s subtree needs to cover (what it draws, and a pixel).
    package func layerBounds(_ view: LaidOutView) -> Rect { rect(view.drawingBounds.insetBy(dx: -1, dy: -1)) }

    /// A colour for drawing: the scheme's variant; an asset colour that cannot be found is a
    /// problem named in the render's error.
    package func resolve(_ c: Color, _ env: EnvironmentValues) -> PixelColor {
        if let name = c.assetName {
            guard let found = env.assetCatalogs.color(named: name, contrast: env.colorSchemeContrast) else {
                problems.append(env.assetCatalogs.missing("color", name))
                return .clear
            }
            pending += env.assetCatalogs.colorNotes(named: name)
            return raster(found.resolved(in: env.colorScheme))
        }
        return raster(c.resolved(in: env.colorScheme))
    }

    /// A shape style as a paint over `frame`: gradients' unit points and radii become points in
    /// the view's space; nil when there is nothing to draw.
    package func paint(_ style: StyleFill, in frame: CGRect, _ env: EnvironmentValues) -> Paint? {
        func point(_ u: UnitPoint) -> Point {
            Point(x: Double(frame.minX) + u.x * Double(frame.width), y: Double(frame.minY) + u.y * Double(frame.height))
        }
        func stops(_ s: [Gradient.Stop]) -> [GradientStop] { s.map { GradientStop(resolve($0.color, env), at: $0.location) } }
        switch style {
        case .color(let c):
            let color = resolve(c, env)
            return color.alpha > 0 ? .solid(color) : nil
        case .linear(let s, let start, let end):
            return .linearGradient(LinearGradientPaint(start: point(start), end: point(end), stops: stops(s)))
        case .radial(let s, let center, let r0, let r1):
            return .radialGradient(RadialGradientPaint(center: point(center), startRadius: r0, endRadius: r1, stops: stops(s)))
        case .material(let m):
            // Where a material cannot blur (text, strokes), its tint stands in.
            let color = resolve(m.tint, env)
            return color.alpha > 0 ? .solid(color) : nil
        }
    }

    /// A material: what is drawn so far under `path`, blurred, then the tint over it.
    package func addMaterial(_ m: Material, path: Path, _ env: EnvironmentValues, transform t: Transform) {
        list.append(.backdrop(BackdropItem(path: path, transform: t, sigma: m.blur * scale)))
        let tint = resolve(m.tint, env)
        if tint.alpha > 0 { list.append(.fill(FillItem(path: path, paint: .solid(tint), transform: t))) }
    }

    /// The foreground style in force as a paint over `frame` (primary by default).
    package func foregroundPaint(_ env: EnvironmentValues, in frame: CGRect) -> Paint? {
        if let style = env.foregroundStyle { return paint(style, in: frame, env) }
        let color = foreground(env)
        return color.alpha > 0 ? .solid(color) : nil
    }

    /// The foreground colour in force, a template's tint.
    package func foregroundColor(_ env: EnvironmentValues, in frame: CGRect) -> PixelColor? {
        if case .solid(let c)? = foregroundPaint(env, in: frame) { return c }
        return nil
    }

    package func foreground(_ env: EnvironmentValues) -> PixelColor {
        resolve(env.foregroundColor ?? .primary, env)
    }

    package func rect(_ r: CGRect) -> Rect { Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }

    package func raster(_ c: Color) -> PixelColor { PixelColor(r: c.r, g: c.g, b: c.b, a: c.a) }

    /// A shape's outline in a frame (`ViewNode.ShapeKind.outline`).
    package func path(_ kind: ViewNode.ShapeKind, in frame: CGRect) -> Path { kind.outline(in: frame) }
}
