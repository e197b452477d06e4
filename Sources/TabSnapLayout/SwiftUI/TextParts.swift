import TabSnapLayoutEngine

/// A `Text` joined from parts in different styles (`Text("Total: ") + Text(price).bold()`),
/// resolved where it is laid out: each part's string looked up or formatted in the locale
/// there, a looked-up string's Markdown read, each part's own modifiers kept with its run.
struct TextParts: View {
    let parts: [Text]

    var body: some View {
        let env = EnvironmentValues.current
        var runs: [StyledTextNode.Run] = []
        var missing: [String] = []
        for part in parts {
            // A part's modifiers, outermost first, as they apply.
            let own = Array(part.styles.reversed())
            if let localized = part.localized {
                let (text, warning) = localized.resolved(env)
                if let warning { missing.append(warning) }
                runs += Text.markdownRuns(text, over: own)
            } else if let formatted = part.formatted {
                runs.append(StyledTextNode.Run(formatted.format(env.locale), changes: own))
            } else {
                runs.append(StyledTextNode.Run(part.string, changes: own))
            }
        }
        var view = AnyView(node: ViewNode(.styledText(runs)))
        for warning in missing { view = AnyView(view.overlay(MissingKey(message: warning))) }
        return view
    }
}

extension Text {
    /// A looked-up string's view: a plain text, or runs where its Markdown styles parts of it.
    static func markdownNode(_ text: String) -> ViewNode {
        let runs = markdownRuns(text, over: [])
        if runs.count == 1, runs[0].changes.isEmpty { return ViewNode(.text(runs[0].string)) }
        return ViewNode(.styledText(runs))
    }

    /// The runs of a string's inline Markdown, each with the changes `own` (the text's own
    /// modifiers) and then its Markdown style make (a link in the tint, as SwiftUI draws it).
    static func markdownRuns(_ text: String, over own: [EnvironmentChange]) -> [StyledTextNode.Run] {
        guard InlineMarkdown.mightStyle(text) else { return [StyledTextNode.Run(text, changes: own)] }
        let runs = InlineMarkdown.runs(text)
        if runs.isEmpty { return [StyledTextNode.Run("", changes: own)] }
        return runs.map { StyledTextNode.Run($0.text, changes: own + markdownChanges($0.style)) }
    }

    /// The changes a Markdown style makes: bold, italic, a strikethrough, a link in the tint.
    static func markdownChanges(_ style: InlineMarkdown.Style) -> [EnvironmentChange] {
        var changes: [EnvironmentChange] = []
        if style.bold { changes.append(.fontWeight(.bold)) }
        if style.italic { changes.append(.italic) }
        if style.code { changes.append(.fontDesign(.monospaced)) }
        if style.strikethrough {
            changes.append(.write(EnvironmentWrite("strikethrough") { $0.text.strikethrough = TextDecoration() }))
        }
        if style.link != nil {
            changes.append(.write(EnvironmentWrite("link") { env in
                env.foregroundColor = env.tint ?? .accentColor
                env.foregroundStyle = nil
            }))
        }
        return changes
    }
}
