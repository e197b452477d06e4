import Foundation
import TabSnapDocument
import TabSnapDisplayList
import TabSnapRaster
import TabSnapText

/// `Text`: measured and wrapped for the width it is offered; drawn as glyph masks on device
/// pixels, or as outlines where a mask cannot follow (italic, a gradient, a rotation).
package struct TextNode: BuiltinView {
    package let string: String

    package func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        measure(p, layout).size
    }

    package func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        view.text = measure(p, layout)
    }

    package func baseline(_ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        measure(p, layout).firstBaseline ?? Double(size.height)
    }

    /// Its font's metrics, so a stack spaces it from a text as a line from a line (a measurer
    /// without fonts spaces it as any view).
    package func spacing(in layout: LayoutContext) -> ViewSpacing { Self.textSpacing(in: layout) }

    /// A text's edges in a stack, from the font in force (a text in several styles: the
    /// paragraph's).
    static func textSpacing(in layout: LayoutContext) -> ViewSpacing {
        let env = layout.environment
        guard let font = layout.measuring.fontSpacingMetrics(style: env.text), env.displayScale > 0 else { return .plain }
        return .text(font, pixel: 1 / env.displayScale)
    }

    private func measure(_ p: ProposedViewSize, _ layout: LayoutContext) -> MeasuredText {
        let env = layout.environment
        return layout.measuring.measure(shown(env), style: env.text, maxWidth: p.width, scale: env.displayScale)
    }

    /// The string as shown under `.textCase`, in the environment's locale.
    private func shown(_ env: EnvironmentValues) -> String { Self.shown(string, env) }

    static func shown(_ string: String, _ env: EnvironmentValues) -> String {
        switch env.text.textCase {
        case .uppercase: return string.uppercased(with: env.locale)
        case .lowercase: return string.lowercased(with: env.locale)
        case nil: return string
        }
    }

    package var summary: String { "Text \(quotedForDump(string))" }
    package var documentFields: [(key: String, value: JSONValue)] { [("type", .string("Text")), ("text", .string(string))] }

    // MARK: Drawing

    package func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) {
        guard let measured = view.text else { return }
        Self.draw(shown(view.environment), measured, environment: view.environment, frame: view.frame, in: canvas, transform: t)
    }

    /// Draws `measured` (the glyphs of `string`) in `env`'s font and foreground at `frame`: as
    /// cached masks, or as outlines when slanted or filled with a gradient; emoji in colour.
    static func draw(_ string: String, _ measured: MeasuredText, environment env: EnvironmentValues, frame: CGRect,
                     in canvas: DrawingContext, transform t: Transform) {
        if RedactedPlaceholder.applies(env) {
            RedactedPlaceholder.drawText(measured, environment: env, frame: frame, in: canvas, transform: t)
            return
        }
        let resources = canvas.resources
        // No silent tofu: every character no bundled font has is named, with its text.
        let missing = resources.uncovered(string, family: env.text.font.family, fonts: env.text.fonts)
        if !missing.isEmpty {
            let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
            let names = missing.prefix(8).map { String(format: "U+%04X", $0.value) + " '\($0)'" }.joined(separator: ", ")
            canvas.warn("no bundled font has \(names)\(missing.count > 8 ? " and \(missing.count - 8) more" : "") (text \"\(shown)\"); drawn as boxes")
        }
        // A bundled face read on first use that turned out damaged: its text stood in another.
        var faces: [FontFace] = []
        for g in measured.glyphs where !faces.contains(g.face) { faces.append(g.face) }
        for face in faces {
            if let problem = resources.fontProblem(face) { canvas.warn(problem) }
        }
        var italicFace = false
        let bundled = DisplayListBuilder.bundledFamilies
        if let family = env.text.font.family, !bundled.contains(family) {
            if let face = env.text.fonts.face(family, weight: env.text.font.weight.value, italic: env.text.font.isItalic) {
                if case .registered(let i, _) = face { italicFace = FontRegistry.shared.isItalic(i) }
            } else {
                let registered = env.text.fonts.names
                canvas.problem("font \"\(family)\": not a bundled or registered font (bundled: \(bundled.joined(separator: ", "))"
                               + (registered.isEmpty ? "; none registered: give the file with fonts:, --font or withSnapshotTesting(fonts:))" : "; registered: \(registered.joined(separator: ", ")))"))
            }
        }
        // Italic is drawn slanted unless a registered italic face draws it.
        if env.text.font.isItalic && !italicFace {
            if let paint = canvas.foregroundPaint(env, in: frame) {
                addOutlines(measured, at: frame, paint: paint, canvas, transform: t, slant: Self.italicSlant)
            }
        } else if let gradient = env.foregroundStyle {
            // A gradient cannot tint cached masks: the glyphs are filled as outlines.
            if let paint = canvas.paint(gradient, in: frame, env) { addOutlines(measured, at: frame, paint: paint, canvas, transform: t) }
        } else {
            let color = canvas.foreground(env)
            if color.alpha > 0 { addGlyphs(string, measured, at: frame, color: color, canvas, transform: t) }
        }
        addColorGlyphs(measured, at: frame, canvas, transform: t)
        TextDecoration.draw(measured, environment: env, frame: frame, in: canvas, transform: t)
    }

    /// tan 12°: the slant of synthesized italics.
    static let italicSlant = 0.21255656167002213

    /// Emoji: colour bitmaps drawn as images in their own colours, never tinted.
    private static func addColorGlyphs(_ measured: MeasuredText, at frame: CGRect, _ canvas: DrawingContext, transform t: Transform) {
        guard frame.minX.isFinite, frame.minY.isFinite else { return }
        for g in measured.glyphs where g.face == .emoji && g.x.isFinite && g.y.isFinite && g.size > 0 && g.size < 10_000 {
            var placed = g
            placed.x += Double(frame.minX)
            placed.y += Double(frame.minY)
            do {
                guard let (image, rect) = try canvas.resources.colorGlyph(placed, scale: canvas.scale) else { continue }
                canvas.append(.image(ImageItem(source: "emoji", image: image, rect: rect, transform: t)))
            } catch {
                canvas.warn("emoji not drawn: \(error)")
            }
        }
    }

    /// Text as cached glyph masks on device pixels; under a rotation or scale effect, where a
    /// pixel mask cannot follow, as filled glyph outlines.
    private static func addGlyphs(_ string: String, _ measured: MeasuredText, at frame: CGRect, color: PixelColor, _ canvas: DrawingContext, transform t: Transform) {
        if t == canvas.deviceTransform {
            if let run = canvas.builder.glyphRun(string, measured, at: frame, color: color) { canvas.append(.glyphs(run)) }
            return
        }
        addOutlines(measured, at: frame, paint: .solid(color), canvas, transform: t)
    }

    /// The measured glyphs as one filled outline path.
    private static func addOutlines(_ measured: MeasuredText, at frame: CGRect, paint: Paint, _ canvas: DrawingContext, transform t: Transform,
                             slant: Double = 0) {
        guard frame.minX.isFinite, frame.minY.isFinite else { return }
        var outline = Path()
        for g in measured.glyphs where g.x.isFinite && g.y.isFinite && g.size > 0 && g.size < 10_000 {
            var placed = g
            placed.x += Double(frame.minX)
            placed.y += Double(frame.minY)
            guard let p = canvas.resources.glyphPath(placed) else { continue }
            // A slant shears about the glyph's own baseline: x' = x − slant·(y − baseline).
            outline.add(slant == 0 ? p : p.applying(Transform(a: 1, b: 0, c: -slant, d: 1, tx: slant * placed.y, ty: 0)))
        }
        if !outline.isEmpty { canvas.append(.fill(FillItem(path: outline, paint: paint, transform: t))) }
    }
}

extension ViewNode.Kind {
    package static func text(_ string: String) -> Self { .builtin(TextNode(string: string)) }
}
