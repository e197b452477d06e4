import Foundation
import TabSnapLayoutEngine

// SwiftUI's attributes for an `AttributedString` (`s.foregroundColor = .red`,
// `s[range].font = .headline`, `AttributeContainer().underlineStyle(.single)`), which
// `Text(_: AttributedString)` draws run by run.
extension AttributeScopes {
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

/// The inline Markdown style of a run of a localized attributed string (Foundation on Linux has
/// no presentation intents): what `Text` draws it in.
enum MarkdownStyleAttribute: AttributedStringKey {
    typealias Value = InlineMarkdown.Style
    static let name = "TabSnap.MarkdownStyle"
}

extension Text {
    /// A text drawn run by run in each run's attributes: font, colour, underline,
    /// strikethrough, kerning or tracking, a link in the tint (its own colour when it has one),
    /// Markdown's bold, italic and strikethrough. A run's background colour and baseline offset
    /// are not drawn. (Foundation on Linux lets a string literal be an `AttributedString`; a
    /// literal still picks `LocalizedStringKey`, as in SwiftUI.)
    @_disfavoredOverload public init(_ attributedContent: AttributedString) {
        var parts: [Text] = []
        for run in attributedContent.runs {
            var part = Text(verbatim: String(attributedContent[run.range].characters))
            var changes: [EnvironmentChange] = []
            if let style = run[MarkdownStyleAttribute.self] {
                changes += Text.markdownChanges(style)
            } else if run.link != nil {
                changes += Text.markdownChanges(InlineMarkdown.Style(link: run.link?.absoluteString))
            }
            if let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { changes.append(.font(font)) }
            if let color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] { changes.append(.foregroundColor(color)) }
            if let kern = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] ?? run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] {
                changes.append(.kerning(Double(kern)))
            }
            if let line = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
                changes.append(.write(EnvironmentWrite("underline") { $0.text.underline = TextDecoration(color: line.color, pattern: line.pattern) }))
            }
            if let line = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
                changes.append(.write(EnvironmentWrite("strikethrough") { $0.text.strikethrough = TextDecoration(color: line.color, pattern: line.pattern) }))
            }
            // Text's own modifiers are kept innermost first; these apply in the order given.
            part.styles = changes.reversed()
            parts.append(part)
        }
        if parts.count == 1 {
            self = parts[0]
        } else {
            self.init(verbatim: String(attributedContent.characters))
            self.parts = parts
        }
    }
}

#if !canImport(Darwin)
// Foundation on Linux has no `AttributedString(localized:)`: this one looks its key up as
// `String(localized:)` does and reads the text's inline Markdown, as Foundation's does.
extension AttributedString {
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale? = nil, comment: StaticString? = nil) {
        self.init(markdownRuns: String(localized: keyAndValue, table: table, bundle: bundle, locale: locale, comment: comment))
    }

    init(markdownRuns text: String) {
        self.init()
        for run in InlineMarkdown.runs(text) {
            var piece = AttributedString(run.text)
            if run.style != InlineMarkdown.Style() { piece[MarkdownStyleAttribute.self] = run.style }
            if let link = run.style.link, let url = URL(string: link) { piece.link = url }
            self += piece
        }
    }
}
#endif
