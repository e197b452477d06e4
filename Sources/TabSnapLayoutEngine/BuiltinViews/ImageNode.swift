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
    /// `Image(systemName:variableValue:)`: 0…1, for a symbol with steps.
    package var variableValue: Double? = nil

    package func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        let env = layout.environment
        var intrinsic = layout.measuring.intrinsicSize(of: source, style: env.text)
        if case .asset(let name, _) = source, let asset = env.assetCatalogs.image(named: name) {
            intrinsic = (try? asset.size(AssetRequest(env))) ?? .zero
        } else if let (_, asset) = exportedSymbol(env) {
            intrinsic = (try? asset.size(AssetRequest(env))) ?? .zero
        } else if let name = symbolName {
            intrinsic = layout.measuring.symbolBox(name, style: env.text, scale: env.imageScale, variant: env.symbolVariant).size
        }
        if !resizable { return intrinsic }
        return CGSize(width: p.width ?? Double(intrinsic.width), height: p.height ?? Double(intrinsic.height))
    }

    /// A symbol at its own size sits on the text baseline as SF Symbols do.
    package func baseline(_ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        bundledSymbolBox(layout)?.baseline
    }

    /// A symbol at its own size lays out as text (SwiftUI's images with layout metrics): it is
    /// spaced from a text or a symbol by nothing. Other images are spaced as any view.
    package func spacing(in layout: LayoutContext) -> ViewSpacing {
        guard let box = bundledSymbolBox(layout), let baseline = box.baseline else { return .plain }
        return .symbol(baselineOffset: Double(box.size.height) - baseline)
    }

    /// The box of a bundled symbol drawn at its own size (nil for a resizable image, a file, a
    /// path, or an image the app's catalogs hold), with its text baseline.
    private func bundledSymbolBox(_ layout: LayoutContext) -> SymbolBox? {
        guard let name = symbolName, !resizable else { return nil }
        let env = layout.environment
        if exportedSymbol(env) != nil { return nil }
        if case .asset(let asset, _) = source, env.assetCatalogs.image(named: asset) != nil { return nil }
        return layout.measuring.symbolBox(name, style: env.text, scale: env.imageScale, variant: env.symbolVariant)
    }

    /// The app's own copy of an SF Symbol (`Image(systemName:)`): a symbol set or an exported
    /// template of that name, or of its variant, in the render's asset catalogs. It takes the
    /// place of the bundled stand-in, so a team that exports the symbols it uses from the SF
    /// Symbols app draws Apple's shapes.
    private func exportedSymbol(_ env: EnvironmentValues) -> (name: String, image: AssetImage)? {
        guard case .icon(let written) = source, !written.isEmpty, !env.assetCatalogs.isEmpty else { return nil }
        func exported(_ name: String) -> AssetImage? { env.assetCatalogs.image(named: name).flatMap { $0.isSymbol ? $0 : nil } }
        let name = env.symbolVariant.applied(to: written) { exported($0) != nil }
        return exported(name).map { (name, $0) }
    }

    /// The name of a symbol drawn from the bundled set (an asset name no catalog has falls back
    /// to it).
    private var symbolName: String? {
        switch source {
        case .icon(let name): return name.isEmpty ? nil : name
        case .asset(let name, _): return name
        case .path, .file: return nil
        }
    }

    package var summary: String {
        let name: String
        switch source {
        case .icon(let n): name = quotedForDump(n)
        case .asset(let n, _): name = "asset \(quotedForDump(n))"
        case .path(_, let box): name = "path \(fmt(box.width))x\(fmt(box.height))"
        case .file(let f): name = "file \(quotedForDump(f))"
        }
        return "Image \(name)" + (variableValue.map { " variableValue \(fmt($0))" } ?? "") + (resizable ? " resizable" : "") + (template ? " template" : "")
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
        if RedactedPlaceholder.applies(view.environment) {
            RedactedPlaceholder.drawImage(frame, environment: view.environment, in: canvas, transform: t)
            return
        }
        var source = source
        // A name an asset catalog should have had: not finding it as an icon either is the
        // render's error, never a placeholder.
        var fromAsset = false
        // `Image("")` and `Image(systemName: "")` draw nothing on iOS (which logs the empty name).
        if case .asset("", _) = source { return }
        if case .icon("") = source { return }
        if case .asset(let name, let explicit) = source {
            if let asset = view.environment.assetCatalogs.image(named: name) {
                addAsset(asset, template: explicit ? template : asset.templateIntent, view, canvas, transform: t)
                return
            }
            source = .icon(name)
            fromAsset = true
        }
        if let (_, symbol) = exportedSymbol(view.environment) {
            addAsset(symbol, template: true, view, canvas, transform: t)
            return
        }
        let color = canvas.raster(view.environment.resolvedForeground)
        switch source {
        case .icon(let written):
            let env = view.environment
            // `.symbolVariant(.fill)` picks the variant where the bundled set has it.
            let name = env.symbolVariant.applied(to: written) { canvas.resources.hasSymbol($0) }
            // chevron.forward points left in right-to-left layout.
            var t = t
            if env.layoutDirection == .rightToLeft && IconSet.flipsForRightToLeft(name) {
                t = DisplayListBuilder.transform(.flipsForRightToLeft, in: frame).concatenating(t)
            }
            do {
                let parts = canvas.resources.symbolParts(name)
                for (part, paint) in symbolPaints(name, parts: parts, env: env, color: color, canvas, frame: frame) {
                    guard let glyph = try canvas.resources.iconGlyph(part, in: frame, weight: env.text.font.weight.value) else { return }
                    switch paint {
                    case .solid(let c) where c.alpha == 0:
                        continue
                    case .solid(let c) where t == canvas.deviceTransform:
                        canvas.append(.glyphs(GlyphRun(text: name, glyphs: [glyph.placement(scale: canvas.scale)], color: c)))
                    default:
                        // A gradient tint, or a rotated or scaled symbol: its outline filled.
                        if let p = canvas.resources.glyphPath(glyph) { canvas.append(.fill(FillItem(path: p, paint: paint, transform: t))) }
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
                    canvas.append(.mask(MaskItem(source: file, mask: AlphaMask(alphaOf: image), rect: canvas.rect(frame), color: color, transform: t,
                                                 sampling: view.environment.imageSampling)))
                }
            } else {
                canvas.append(.image(ImageItem(source: file, image: image, rect: canvas.rect(frame), transform: t, sampling: view.environment.imageSampling)))
            }
        case .asset:
            break  // resolved above
        }
    }

    /// The glyphs a symbol is drawn as, back to front, each with its paint. A variable value
    /// draws the whole symbol faint and the step it reaches over it; the hierarchical, palette
    /// and multicolour modes colour a layered symbol's two layers apart; else the symbol is one
    /// glyph in the foreground style.
    private func symbolPaints(_ name: String, parts: SymbolParts, env: EnvironmentValues, color: PixelColor,
                              _ canvas: DrawingContext, frame: CGRect) -> [(String, Paint)] {
        let primary: Paint = env.foregroundStyle.flatMap { canvas.paint($0, in: frame, env) } ?? .solid(color)
        if let value = variableValue, !parts.steps.isEmpty {
            // Layer k of n lights once the value passes (k - 1) / n, as SF's variable symbols.
            let n = parts.steps.count
            let lit = value.isFinite ? min(n, max(0, Int((min(1, max(0, value)) * Double(n)).rounded(.up)))) : n
            let faint = Paint.solid(color.opacity(Self.inactiveOpacity))
            return lit == n ? [(name, primary)] : [(name, faint), (parts.steps[lit], primary)]
        }
        guard parts.layers.count == 2, let mode = env.symbolRenderingMode?.kind, mode != .monochrome else { return [(name, primary)] }
        let secondary: Paint
        var first = primary
        switch mode {
        case .hierarchical:
            secondary = .solid(color.opacity(Self.secondaryOpacity))
        case .palette:
            let styles = env.foregroundPalette
            secondary = styles.first.flatMap { canvas.paint($0, in: frame, env) } ?? .solid(color.opacity(Self.secondaryOpacity))
        case .multicolor, .monochrome:
            secondary = primary
            if let system = parts.layers[0].multicolor.flatMap(Self.systemColor) {
                first = .solid(canvas.raster(system.resolved(in: env.colorScheme)))
            }
        }
        return [(parts.layers[1].name, secondary), (parts.layers[0].name, first)]
    }

    /// `systemRed` → SwiftUI's `.red`.
    static func systemColor(_ name: String) -> Color? {
        guard name.hasPrefix("system"), let first = name.dropFirst(6).first else { return nil }
        return Color.named[first.lowercased() + name.dropFirst(7)]
    }

    /// SF's hierarchical mode draws a secondary layer at half the primary's opacity.
    static let secondaryOpacity = 0.5
    /// A variable symbol's layers past its value, as faint as SF draws them.
    static let inactiveOpacity = 0.3

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
            for item in drawing.items(in: view.frame, transform: t, scheme: env.colorScheme, foreground: foreground) {
                switch item {
                case .image(var i) where env.imageSampling != i.sampling:
                    i.sampling = env.imageSampling
                    canvas.append(.image(i))
                case .mask(var m) where env.imageSampling != m.sampling:
                    m.sampling = env.imageSampling
                    canvas.append(.mask(m))
                default:
                    canvas.append(item)
                }
            }
        } catch {
            canvas.problem("\(error)")
        }
    }
}

extension ViewNode.Kind {
    package static func image(_ source: ViewNode.ImageSource, resizable: Bool, template: Bool, variableValue: Double? = nil) -> Self {
        .builtin(ImageNode(source: source, resizable: resizable, template: template, variableValue: variableValue))
    }
}
