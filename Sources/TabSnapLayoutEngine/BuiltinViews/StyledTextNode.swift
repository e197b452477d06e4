import Foundation
import TabSnapDocument
import TabSnapDisplayList
import TabSnapRaster
import TabSnapText

/// A text in several styles (SwiftUI's `Text + Text`, a markdown string, an attributed string):
/// runs, each with the environment changes its own modifiers make, laid out as one text that
/// wraps and is cut across them, each run drawn in its own font and colour. Line limit,
/// alignment and truncation are the paragraph's: the environment the text is laid out in.
package struct StyledTextNode: BuiltinView {
    package struct Run: Sendable {
        package let string: String
        /// Applied in order, outermost first, over the text's environment.
        package let changes: [EnvironmentChange]
        package init(_ string: String, changes: [EnvironmentChange]) {
            self.string = string
            self.changes = changes
        }
    }

    package let runs: [Run]

    package init(runs: [Run]) { self.runs = runs }

    /// The characters of all runs.
    package var string: String { runs.map(\.string).joined() }

    package func size(_ p: ProposedViewSize, in layout: LayoutContext) -> CGSize {
        measure(p, layout).size
    }

    package func place(_ view: LaidOutView, _ p: ProposedViewSize, in layout: LayoutContext) {
        view.text = measure(p, layout)
    }

    package func baseline(_ p: ProposedViewSize, size: CGSize, in layout: LayoutContext) -> Double? {
        measure(p, layout).firstBaseline ?? Double(size.height)
    }

    /// Spaced in a stack as a text in the paragraph's font.
    package func spacing(in layout: LayoutContext) -> ViewSpacing { TextNode.textSpacing(in: layout) }

    /// Each run's environment: the text's, with the run's own changes made.
    private func environments(_ env: EnvironmentValues) -> [EnvironmentValues] {
        runs.map { run in
            var e = env
            for change in run.changes { change.apply(to: &e) }
            return e
        }
    }

    private func measure(_ p: ProposedViewSize, _ layout: LayoutContext) -> MeasuredText {
        let env = layout.environment
        let textRuns = zip(runs, environments(env)).map { TextRun(TextNode.shown($0.string, $1), style: $1.text) }
        return layout.measuring.measure(runs: textRuns, paragraph: env.text, maxWidth: p.width, scale: env.displayScale)
    }

    package var summary: String { "Text \(quotedForDump(string)) (\(runs.count) runs)" }
    package var documentFields: [(key: String, value: JSONValue)] { [("type", .string("Text")), ("text", .string(string))] }

    // MARK: Drawing

    package func draw(_ view: LaidOutView, in canvas: DrawingContext, transform t: Transform) {
        guard let measured = view.text else { return }
        for (i, env) in environments(view.environment).enumerated() {
            var glyphs = measured
            glyphs.glyphs = measured.glyphs.filter { $0.run == i }
            guard !glyphs.glyphs.isEmpty else { continue }
            TextNode.draw(TextNode.shown(runs[i].string, env), glyphs, environment: env, frame: view.frame, in: canvas, transform: t)
        }
    }
}

extension ViewNode.Kind {
    package static func styledText(_ runs: [StyledTextNode.Run]) -> Self { .builtin(StyledTextNode(runs: runs)) }
}
