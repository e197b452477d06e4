import TabSnapLayoutEngine

/// SwiftUI's `ContentTransition` (`.contentTransition(.numericText())`, `.symbolEffect`): how a
/// view's content changes from one value to the next. A snapshot draws one value at rest, where
/// every such transition has ended, so the content is drawn as it is.
public enum ContentTransition: Hashable, Sendable {
    case identity, opacity, interpolate, symbolEffect, numericText

    public static func numericText(countsDown: Bool = false) -> ContentTransition { .numericText }
    public static func numericText(value: Double) -> ContentTransition { .numericText }
    public static func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default) -> ContentTransition {
        .symbolEffect
    }
}

extension View {
    public func contentTransition(_ transition: ContentTransition) -> ModifiedView { accepted("contentTransition") }
}
