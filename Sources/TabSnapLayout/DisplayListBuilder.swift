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
    /// Warnings found where no list is at hand (an asset colour's notes, met in `resolve`):
    /// moved into the list by `add`.
    private let pending = PendingWarnings()

    final class PendingWarnings {
        var items: [String] = []
    }

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
        builder.add(root, to: &list, problems: &problems, transform: builder.transform)
        if !problems.isEmpty { throw RenderErrors(problems: problems) }
        return list
    }

    /// Adds `view` and its subtree; `t` maps the view's points to device pixels (the device
    /// scale, and any rotation or scale effect above it).
    public func add(_ view: LaidOutView, to list: inout DisplayList, problems: inout [String], transform t: Transform) {
        defer {
            if !pending.items.isEmpty {
                for w in pending.items where !list.warnings.contains(w) { list.warnings.append(w) }
                pending.items.removeAll()
            }
        }
        if case .modified(_, let modifier) = view.node.kind,
           addModified(view, modifier, to: &list, problems: &problems, transform: t) { return }
        addOwnDrawing(view, to: &list, problems: &problems, transform: t)
        addChildren(of: view, to: &list, problems: &problems, transform: t)
    }

    /// What a view draws itself: colours, shapes, text, images.
    private func addOwnDrawing(_ view: LaidOutView, to list: inout DisplayList, problems: inout [String], transform t: Transform) {
        let env = view.environment
        let frame = view.frame
        switch view.node.kind {
        case .color(let c):
            let color = resolve(c, env, &problems)
            if color.alpha > 0 { list.append(.fill(FillItem(path: .rect(rect(frame)), paint: .solid(color), transform: t))) }
        case .divider:
            let color = raster(Divider.color.resolved(in: env.colorScheme))
            list.append(.fill(FillItem(path: .rect(rect(frame)), paint: .solid(color), transform: t)))
        case .styleFill(.material(let m)):
            addMaterial(m, path: .rect(rect(frame)), env, to: &list, problems: &problems, transform: t)
        case .styleFill(let style):
            if let paint = paint(style, in: frame, env, &problems) { list.append(.fill(FillItem(path: .rect(rect(frame)), paint: paint, transform: t))) }
        case .shape(let kind):
            if case .material(let m)? = env.foregroundStyle {
                addMaterial(m, path: path(kind, in: frame), env, to: &list, problems: &problems, transform: t)
            } else if let paint = foregroundPaint(env, in: frame, &problems) {
                list.append(.fill(FillItem(path: path(kind, in: frame), paint: paint, transform: t)))
            }
        case .strokedShape(let kind, let style):
            if let paint = foregroundPaint(env, in: frame, &problems), style.width > 0 {
                // strokeBorder draws the outline inset by half the width, so it stays inside.
                let outline = style.inset ? frame.insetBy(dx: style.width / 2, dy: style.width / 2) : frame
                list.append(.stroke(StrokeItem(path: path(kind, in: outline), style: strokeStyle(style), paint: paint, transform: t)))
            }
        case .text(let string):
            if let measured = view.text { addText(string, measured, view, to: &list, problems: &problems, transform: t) }
        case .drawing(let drawing):
            // The tint a drawing may take: the foreground colour in force (primary by default).
            var foreground: PixelColor? = nil
            if case .solid(let c)? = foregroundPaint(env, in: frame, &problems) { foreground = c }
            let drawn = drawing.drawn(in: frame, transform: t, scheme: env.colorScheme, foreground: foreground)
            for item in drawn.items { list.append(item) }
            if let warning = drawn.warning, !list.warnings.contains(warning) { list.warnings.append(warning) }
        case .problem(let message):
            problems.append(message)
        case .warning(let message):
            if !list.warnings.contains(message) { list.warnings.append(message) }
        case .image(let source, _, let template):
            addImage(source, template: template, view, to: &list, problems: &problems, transform: t)
        default:
            break
        }
    }

    /// Text as glyph masks, or as outlines where a mask cannot follow (italic, a gradient).
    private func addText(_ string: String, _ measured: MeasuredText, _ view: LaidOutView, to list: inout DisplayList,
                         problems: inout [String], transform t: Transform) {
        let env = view.environment
        // No silent tofu: every character no bundled font has is named, with its text.
        let missing = resources.uncovered(string, family: env.text.font.family)
        if !missing.isEmpty {
            let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
            let names = missing.prefix(8).map { String(format: "U+%04X", $0.value) + " '\($0)'" }.joined(separator: ", ")
            let warning = "no bundled font has \(names)\(missing.count > 8 ? " and \(missing.count - 8) more" : "") (text \"\(shown)\"); drawn as boxes"
            if !list.warnings.contains(warning) { list.warnings.append(warning) }
        }
        // A bundled face read on first use that turned out damaged: its text stood in another.
        var faces: [FontFace] = []
        for g in measured.glyphs where !faces.contains(g.face) { faces.append(g.face) }
        for face in faces {
            if let problem = resources.fontProblem(face), !list.warnings.contains(problem) { list.warnings.append(problem) }
        }
        var italicFace = false
        if let family = env.text.font.family, !Self.bundledFamilies.contains(family) {
            if let face = FontRegistry.shared.face(family, weight: env.text.font.weight.value, italic: env.text.font.isItalic) {
                if case .registered(let i, _) = face { italicFace = FontRegistry.shared.isItalic(i) }
            } else {
                let registered = FontRegistry.shared.names
                problems.append("font \"\(family)\": not a bundled or registered font (bundled: \(Self.bundledFamilies.joined(separator: ", "))"
                                + (registered.isEmpty ? "; none registered: give the file with fonts:, --font or FontRegistry.shared.register)" : "; registered: \(registered.joined(separator: ", ")))"))
            }
        }
        // Italic is drawn slanted unless a registered italic face draws it.
        if env.text.font.isItalic && !italicFace {
            if let paint = foregroundPaint(env, in: view.frame, &problems) {
                addOutlines(measured, at: view.frame, paint: paint, to: &list, transform: t, slant: Self.italicSlant)
            }
        } else if let gradient = env.foregroundStyle {
            // A gradient cannot tint cached masks: the glyphs are filled as outlines.
            if let paint = paint(gradient, in: view.frame, env, &problems) { addOutlines(measured, at: view.frame, paint: paint, to: &list, transform: t) }
        } else {
            let color = foreground(env, &problems)
            if color.alpha > 0 { addText(string, measured, at: view.frame, color: color, to: &list, transform: t) }
        }
        addColorGlyphs(measured, at: view.frame, to: &list, problems: &problems, transform: t)
    }

    /// Emoji: colour bitmaps drawn as images in their own colours, never tinted.
    private func addColorGlyphs(_ measured: MeasuredText, at frame: CGRect, to list: inout DisplayList, problems: inout [String],
                                transform t: Transform) {
        guard frame.minX.isFinite, frame.minY.isFinite else { return }
        for g in measured.glyphs where g.face == .emoji && g.x.isFinite && g.y.isFinite && g.size > 0 && g.size < 10_000 {
            var placed = g
            placed.x += Double(frame.minX)
            placed.y += Double(frame.minY)
            do {
                guard let (image, rect) = try resources.colorGlyph(placed, scale: scale) else { continue }
                list.append(.image(ImageItem(source: "emoji", image: image, rect: rect, transform: t)))
            } catch {
                let warning = "emoji not drawn: \(error)"
                if !list.warnings.contains(warning) { list.warnings.append(warning) }
            }
        }
    }

    /// Modifiers that wrap their subtree in items (layers, clips, masks, transforms); false
    /// for the rest, whose children are drawn as they are.
    private func addModified(_ view: LaidOutView, _ modifier: Modifier, to list: inout DisplayList, problems: inout [String],
                             transform t: Transform) -> Bool {
        // A layer needs to cover only what the subtree draws (computed only for layers: it walks
        // the subtree).
        var bounds: Rect { rect(view.drawingBounds.insetBy(dx: -1, dy: -1)) }
        switch modifier {
        case .opacity(let amount) where amount < 1:
            guard amount > 0 else { return true }
            list.append(.beginLayer(LayerItem(opacity: amount, bounds: bounds, transform: t)))
            addChildren(of: view, to: &list, problems: &problems, transform: t)
            list.append(.endLayer)
        case .clip(let kind):
            list.append(.pushClip(ClipItem(path: path(kind, in: view.frame), transform: t)))
            addChildren(of: view, to: &list, problems: &problems, transform: t)
            list.append(.popClip)
        case .filter(let filter):
            // Lengths become device pixels here; the layer's output may spread past its bounds.
            let f: LayerFilter
            switch filter {
            case .shadow(let c, let r, let x, let y):
                f = .shadow(color: resolve(c, view.environment, &problems), radius: r * scale, dx: x * scale, dy: y * scale)
            case .blur(let r): f = .blur(radius: r * scale)
            }
            list.append(.beginLayer(LayerItem(opacity: 1, bounds: bounds, transform: t, filter: f)))
            addChildren(of: view, to: &list, problems: &problems, transform: t)
            list.append(.endLayer)
        case .mask where view.children.count == 2:
            // children: the view, then its mask (laid out as an overlay).
            list.append(.beginLayer(LayerItem(opacity: 1, bounds: bounds, transform: t)))
            add(view.children[0], to: &list, problems: &problems, transform: t)
            list.append(.beginMask(.alpha))
            add(view.children[1], to: &list, problems: &problems, transform: t)
            list.append(.endMask)
            list.append(.endLayer)
        case .effect(let effect):
            // A flip for right to left does nothing in left-to-right layout.
            let flat = effect == .flipsForRightToLeft && view.environment.layoutDirection == .leftToRight
            addChildren(of: view, to: &list, problems: &problems, transform: flat ? t : Self.transform(effect, in: view.frame).concatenating(t))
        default:
            return false
        }
        return true
    }

    static let bundledFamilies = ["Inter"]

    /// A colour for drawing: the scheme's variant; an asset colour that cannot be found is a
    /// problem named in the render's error.
    func resolve(_ c: Color, _ env: EnvironmentValues, _ problems: inout [String]) -> PixelColor {
        if let name = c.assetName {
            guard let found = AssetCatalogs.color(named: name, contrast: env.colorSchemeContrast) else {
                problems.append(AssetCatalogs.missing("color", name))
                return .clear
            }
            pending.items += AssetCatalogs.colorNotes(named: name)
            return raster(found.resolved(in: env.colorScheme))
        }
        return raster(c.resolved(in: env.colorScheme))
    }

    /// A shape style as a paint over `frame`: gradients' unit points and radii become points in
    /// the view's space; nil when there is nothing to draw.
    func paint(_ style: StyleFill, in frame: CGRect, _ env: EnvironmentValues, _ problems: inout [String]) -> Paint? {
        func point(_ u: UnitPoint) -> Point {
            Point(x: Double(frame.minX) + u.x * Double(frame.width), y: Double(frame.minY) + u.y * Double(frame.height))
        }
        func stops(_ s: [Gradient.Stop]) -> [GradientStop] { s.map { GradientStop(resolve($0.color, env, &problems), at: $0.location) } }
        switch style {
        case .color(let c):
            let color = resolve(c, env, &problems)
            return color.alpha > 0 ? .solid(color) : nil
        case .linear(let s, let start, let end):
            return .linearGradient(LinearGradientPaint(start: point(start), end: point(end), stops: stops(s)))
        case .radial(let s, let center, let r0, let r1):
            return .radialGradient(RadialGradientPaint(center: point(center), startRadius: r0, endRadius: r1, stops: stops(s)))
        case .material(let m):
            // Where a material cannot blur (text, strokes), its tint stands in.
            let color = resolve(m.tint, env, &problems)
            return color.alpha > 0 ? .solid(color) : nil
        }
    }

    /// A material: what is drawn so far under `path`, blurred, then the tint over it.
    func addMaterial(_ m: Material, path: Path, _ env: EnvironmentValues, to list: inout DisplayList, problems: inout [String],
                     transform t: Transform) {
        list.append(.backdrop(BackdropItem(path: path, transform: t, sigma: m.blur * scale)))
        let tint = resolve(m.tint, env, &problems)
        if tint.alpha > 0 { list.append(.fill(FillItem(path: path, paint: .solid(tint), transform: t))) }
    }

    func foregroundPaint(_ env: EnvironmentValues, in frame: CGRect, _ problems: inout [String]) -> Paint? {
        if let style = env.foregroundStyle { return paint(style, in: frame, env, &problems) }
        let color = foreground(env, &problems)
        return color.alpha > 0 ? .solid(color) : nil
    }

    func foreground(_ env: EnvironmentValues, _ problems: inout [String]) -> PixelColor {
        resolve(env.foregroundColor ?? .primary, env, &problems)
    }

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

    func strokeStyle(_ s: LineStyle) -> StrokeStyle {
        let cap: LineCap = s.cap == .round ? .round : s.cap == .square ? .square : .butt
        let join: LineJoin = s.join == .round ? .round : s.join == .bevel ? .bevel : .miter
        return StrokeStyle(width: s.width, cap: cap, join: join, miterLimit: s.miterLimit, dash: s.dash, dashPhase: s.dashPhase)
    }

    /// One line of text with its top-left at `origin` (points), for labels drawn outside a view
    /// tree (the review composite's captions).
    public func label(_ string: String, style: TextEnvironment, at origin: CGPoint, color: PixelColor) -> DisplayItem? {
        let measured = resources.measure(string, style: style, maxWidth: nil, scale: scale)
        let frame = CGRect(origin: origin, size: measured.size)
        return glyphRun(string, measured, at: frame, color: color).map { .glyphs($0) }
    }

    /// Children in drawing order: as laid out, re-ordered by `zIndex` where one is set.
    private func addChildren(of view: LaidOutView, to list: inout DisplayList, problems: inout [String], transform t: Transform) {
        var children = view.children
        let z = children.map(\.node.zIndex)
        if z.contains(where: { $0 != 0 }) {
            children = children.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }.map { children[$0] }
        }
        for child in children { add(child, to: &list, problems: &problems, transform: t) }
    }

    /// Text as cached glyph masks on device pixels; under a rotation or scale effect, where a
    /// pixel mask cannot follow, as filled glyph outlines.
    private func addText(_ string: String, _ measured: MeasuredText, at frame: CGRect, color: PixelColor, to list: inout DisplayList,
                         transform t: Transform) {
        if t == transform {
            if let run = glyphRun(string, measured, at: frame, color: color) { list.append(.glyphs(run)) }
            return
        }
        addOutlines(measured, at: frame, paint: .solid(color), to: &list, transform: t)
    }

    /// The measured glyphs as one filled outline path.
    /// tan 12°: the slant of synthesized italics.
    static let italicSlant = 0.21255656167002213

    private func addOutlines(_ measured: MeasuredText, at frame: CGRect, paint: Paint, to list: inout DisplayList, transform t: Transform,
                             slant: Double = 0) {
        guard frame.minX.isFinite, frame.minY.isFinite else { return }
        var outline = Path()
        for g in measured.glyphs where g.x.isFinite && g.y.isFinite && g.size > 0 && g.size < 10_000 {
            var placed = g
            placed.x += Double(frame.minX)
            placed.y += Double(frame.minY)
            guard let p = resources.glyphPath(placed) else { continue }
            // A slant shears about the glyph's own baseline: x' = x − slant·(y − baseline).
            outline.add(slant == 0 ? p : p.applying(Transform(a: 1, b: 0, c: -slant, d: 1, tx: slant * placed.y, ty: 0)))
        }
        if !outline.isEmpty { list.append(.fill(FillItem(path: outline, paint: paint, transform: t))) }
    }

    /// The measured glyphs placed at the text's frame, or nil when nothing sensible can be drawn
    /// (a frame pushed to infinity by a hostile document).
    private func glyphRun(_ string: String, _ measured: MeasuredText, at frame: CGRect, color: PixelColor) -> GlyphRun? {
        guard frame.minX.isFinite, frame.minY.isFinite, abs(frame.minX) < 1e6, abs(frame.minY) < 1e6 else { return nil }
        let placements = measured.glyphs
            .filter { $0.face != .emoji && $0.x.isFinite && $0.y.isFinite && $0.size > 0 && $0.size < 10_000 }
            .map { $0.placement(scale: scale, originX: Double(frame.minX), originY: Double(frame.minY)) }
        return placements.isEmpty ? nil : GlyphRun(text: string, glyphs: placements, color: color)
    }

    private func addImage(_ source: ViewNode.ImageSource, template: Bool, _ view: LaidOutView, to list: inout DisplayList,
                          problems: inout [String], transform t: Transform) {
        let frame = view.frame
        var source = source
        if case .asset(let name, let explicit) = source {
            if let asset = AssetCatalogs.image(named: name) {
                addAsset(asset, template: explicit ? template : asset.templateIntent, view, to: &list, problems: &problems, transform: t)
                return
            }
            source = .icon(name)
        }
        let color = raster(view.environment.resolvedForeground)
        switch source {
        case .icon(let written):
            // `.symbolVariant(.fill)` picks the variant where the bundled set has it.
            let variant = view.environment.symbolVariant.suffix
            let name = !variant.isEmpty && !written.hasSuffix(variant) && IconSet.isSymbolName(written + variant) ? written + variant : written
            // chevron.forward points left in right-to-left layout.
            var t = t
            if view.environment.layoutDirection == .rightToLeft && IconSet.flipsForRightToLeft(name) {
                t = Self.transform(.flipsForRightToLeft, in: frame).concatenating(t)
            }
            do {
                guard let glyph = try resources.iconGlyph(name, in: frame) else { return }
                if let style = view.environment.foregroundStyle {
                    // A gradient tint: the symbol's outline filled with it.
                    if let p = resources.glyphPath(glyph), let paint = paint(style, in: frame, view.environment, &problems) {
                        list.append(.fill(FillItem(path: p, paint: paint, transform: t)))
                    }
                } else if color.alpha > 0 {
                    if t == transform {
                        list.append(.glyphs(GlyphRun(text: name, glyphs: [glyph.placement(scale: scale)], color: color)))
                    } else if let p = resources.glyphPath(glyph) {
                        list.append(.fill(FillItem(path: p, paint: .solid(color), transform: t)))
                    }
                }
            } catch { problems.append("\(error)") }
        case .path(let d, let box):
            guard box.width > 0, box.height > 0 else { problems.append("SVG path: the view box is empty"); return }
            let p: Path
            do { p = try SVGPath.parse(d) } catch { problems.append("SVG path: \(error)"); return }
            let fit = Transform.translation(x: Double(frame.minX), y: Double(frame.minY))
                .scaledBy(x: Double(frame.width / box.width), y: Double(frame.height / box.height))
                .translatedBy(x: -Double(box.minX), y: -Double(box.minY))
            if color.alpha > 0 { list.append(.fill(FillItem(path: p, paint: .solid(color), transform: fit.concatenating(t)))) }
        case .file(let file):
            let image: RGBAImage
            do { image = try resources.image(file: file) } catch { problems.append("\(error)"); return }
            if template {
                if color.alpha > 0 {
                    list.append(.mask(MaskItem(source: file, mask: AlphaMask(alphaOf: image), rect: rect(frame), color: color, transform: t)))
                }
            } else {
                list.append(.image(ImageItem(source: file, image: image, rect: rect(frame), transform: t)))
            }
        case .asset:
            break  // resolved above
        }
    }

    /// A catalog image: its slot or page for this scale and scheme, tinted when template.
    private func addAsset(_ asset: AssetImage, template: Bool, _ view: LaidOutView, to list: inout DisplayList,
                          problems: inout [String], transform t: Transform) {
        let env = view.environment
        do {
            var request = AssetRequest(env)
            request.displayScale = scale
            let drawing = try asset.drawing(request, template)
            var foreground: PixelColor? = nil
            if case .solid(let c)? = foregroundPaint(env, in: view.frame, &problems) { foreground = c }
            for item in drawing.items(in: view.frame, transform: t, scheme: env.colorScheme, foreground: foreground) { list.append(item) }
        } catch {
            problems.append("\(error)")
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
