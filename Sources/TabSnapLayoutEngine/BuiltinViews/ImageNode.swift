import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapText
import TabSnapDisplayList
import TabSnapRaster

/// `Image`: an icon by name, SVG path data, a PNG file or an asset catalog's image, at its own
/// size or (resizable) at the size it is offered; tinted with the foreground style when
/// template.
package struct ImageNode: BuiltinView {
    package let source: ViewNode.ImageSource
    package let resizable: Bool
    package let template: Bool

    package func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let env = layout.environment
        var intrinsic = layout.measuring.intrinsicSize(of: source, style: env.text)
        if case .asset(let name, _) = source, let asset = env.assetCatalogs.image(named: name) {
            intrinsic = (try? asset.size(AssetRequest(env))) ?? .zero
        }
        if !resizable { return intrinsic }
        return CGSize(width: p.width ?? Double(intrinsic.width), height: p.height ?? Double(intrinsic.height))
    }

    package var summary: String {
        let name: String
        switch source {
        case .icon(let n): name = quotedForDump(n)
        case .asset(let n, _): name = "asset \(quotedForDump(n))"
        case .path(_, let box): name = "path \(fmt(box.width))x\(fmt(box.height))"
        case .file(let f): name = "file \(quotedForDump(f))"
        }
        return "Image \(name)" + (resizable ? " resizable" : "") + (template ? " template" : "")
    }

    package var documentFields: [(key: String, value: JSONValue)] {
        var f: [(key: String, value: JSONValue)] = [("type", .string("Image"))]
        switch source {
        case .icon(let n): f.append(("icon", .string(n)))
        case .asset(let n, _): f.append(("asset", .string(n)))
        case .file(let p): f.append(("file", .string(p)))
        case .path(let d, let b):
            f.append(("svg", .object([("path", .string(d)), ("viewBox", .array([b.minX, b.minY, b.width, b.height].map { .number(Double($0)) }))])))
        }
        if resizable { f.append(("resizable", .bool(true))) }
        if template { f.append(("renderingMode", .string("template"))) }
        return f
    }

    // MARK: Drawing

    package func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) {
        let frame = view.frame
        var source = source
        // A name an asset catalog should have had: not finding it as an icon either is the
        // render's error, never a placeholder.
        var fromAsset = false
        if case .asset(let name, let explicit) = source {
            if let asset = view.environment.assetCatalogs.image(named: name) {
                addAsset(asset, template: explicit ? template : asset.templateIntent, view, canvas, transform: t)
                return
            }
            source = .icon(name)
            fromAsset = true
        }
        let color = canvas.raster(view.environment.resolvedForeground)
        switch source {
        case .icon(let written):
            // `.symbolVariant(.fill)` picks the variant where the bundled set has it.
            let variant = view.environment.symbolVariant.suffix
            let name = !variant.isEmpty && !written.hasSuffix(variant) && canvas.resources.hasSymbol(written + variant) ? written + variant : written
            // chevron.forward points left in right-to-left layout.
            var t = t
            if view.environment.layoutDirection == .rightToLeft && IconSet.flipsForRightToLeft(name) {
                t = DisplayListBuilder.transform(.flipsForRightToLeft, in: frame).concatenating(t)
            }
            do {
                guard let glyph = try canvas.resources.iconGlyph(name, in: frame) else { return }
                if let style = view.environment.foregroundStyle {
                    // A gradient tint: the symbol's outline filled with it.
                    if let p = canvas.resources.glyphPath(glyph), let paint = canvas.paint(style, in: frame, view.environment) {
                        canvas.append(.fill(FillItem(path: p, paint: paint, transform: t)))
                    }
                } else if color.alpha > 0 {
                    if t == canvas.deviceTransform {
                        canvas.append(.glyphs(GlyphRun(text: name, glyphs: [glyph.placement(scale: canvas.scale)], color: color)))
                    } else if let p = canvas.resources.glyphPath(glyph) {
                        canvas.append(.fill(FillItem(path: p, paint: .solid(color), transform: t)))
                    }
                }
            } catch FontError.unknownIcon(let unknown, let closest) where !fromAsset {
                // An unknown name never blocks a screen: a placeholder, and a warning a policy
                // may make an error (`missingSymbols: error`).
                addPlaceholder(unknown, frame: frame, color: color, canvas, transform: t)
                canvas.warn(RenderWarning.missingSymbol(unknown, closest: closest))
            } catch { canvas.problem("\(error)") }
        case .path(let d, let box):
            guard box.width > 0, box.height > 0 else { canvas.problem("SVG path: the view box is empty"); return }
            let p: Path
            do { p = try SVGPath.parse(d) } catch { canvas.problem("SVG path: \(error)"); return }
            let fit = Transform.translation(x: Double(frame.minX), y: Double(frame.minY))
                .scaledBy(x: Double(frame.width / box.width), y: Double(frame.height / box.height))
                .translatedBy(x: -Double(box.minX), y: -Double(box.minY))
            if color.alpha > 0 { canvas.append(.fill(FillItem(path: p, paint: .solid(color), transform: fit.concatenating(t)))) }
        case .file(let file):
            let image: RGBAImage
            do { image = try canvas.resources.image(file: file) } catch { canvas.problem("\(error)"); return }
            if template {
                if color.alpha > 0 {
                    canvas.append(.mask(MaskItem(source: file, mask: AlphaMask(alphaOf: image), rect: canvas.rect(frame), color: color, transform: t)))
                }
            } else {
                canvas.append(.image(ImageItem(source: file, image: image, rect: canvas.rect(frame), transform: t)))
            }
        case .asset:
            break  // resolved above
        }
    }

    /// A symbol no set has: a rounded frame in the foreground colour with the name's initial in
    /// it, so the screen still shows that something stands there.
    private func addPlaceholder(_ name: String, frame: CGRect, color: PixelColor, _ canvas: DrawingContext, transform t: Transform) {
        guard color.alpha > 0, frame.width > 2, frame.height > 2, frame.width < 10_000, frame.height < 10_000 else { return }
        let side = Double(min(frame.width, frame.height))
        let line = max(1, side / 16)
        let box = CGRect(x: Double(frame.midX) - side / 2 + line / 2, y: Double(frame.midY) - side / 2 + line / 2,
                         width: side - line, height: side - line)
        let outline = Path.roundedRect(canvas.rect(box), radius: side * 0.2, style: .continuous)
        canvas.append(.stroke(StrokeItem(path: outline, style: StrokeStyle(width: line), paint: .solid(color), transform: t)))
        guard let initial = name.first.map({ String($0).uppercased() }) else { return }
        let style = TextEnvironment(font: Font(size: side * 0.5, weight: .semibold), lineLimit: 1)
        let measured = canvas.resources.measure(initial, style: style, maxWidth: nil, scale: canvas.scale)
        let origin = CGPoint(x: Double(frame.midX) - Double(measured.size.width) / 2, y: Double(frame.midY) - Double(measured.size.height) / 2)
        if let run = canvas.builder.glyphRun(initial, measured, at: CGRect(origin: origin, size: measured.size), color: color) {
            canvas.append(.glyphs(run))
        }
    }

    /// A catalog image: its slot or page for this scale and scheme, tinted when template.
    private func addAsset(_ asset: AssetImage, template: Bool, _ view: LaidOutView, _ canvas: DrawingContext, transform t: Transform) {
        let env = view.environment
        do {
            var request = AssetRequest(env)
            request.displayScale = canvas.scale
            let drawing = try asset.drawing(request, template)
            let foreground = canvas.foregroundColor(env, in: view.frame)
            for item in drawing.items(in: view.frame, transform: t, scheme: env.colorScheme, foreground: foreground) { canvas.append(item) }
        } catch {
            canvas.problem("\(error)")
        }
    }
}

extension ViewNode.Kind {
    package static func image(_ source: ViewNode.ImageSource, resizable: Bool, template: Bool) -> Self {
        .builtin(ImageNode(source: source, resizable: resizable, template: template))
    }
}
