import TabSnapLayoutEngine

/// Builds views from closures as SwiftUI's builder does, keeping each part's type: one view is
/// itself, several are a `TupleView`, `if`/`else` and `switch` a `_ConditionalContent`, an `if`
/// alone an optional. An app's own generic view needs that: `extension Card where Label == Text
/// { init(_ title: String) { self.init { Text(title) } } }` type-checks only when `{ Text(title) }`
/// builds a `Text`. A closure declared to return `AnyView` (most of TabSnap's own containers)
/// gets its result erased at the end, so those call sites read as in SwiftUI too.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var nodes: [ViewNode] = []
        for view in repeat each content { nodes.append(makeNode(view)) }
        return TupleView(nodes: nodes)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(node: makeNode(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(node: makeNode(second))
    }

    /// `for` in a builder, which SwiftUI's builder leaves to `ForEach`; the views are siblings.
    public static func buildArray<Content: View>(_ parts: [Content]) -> _ViewArray { _ViewArray(node: ViewNode(.group(parts.map(makeNode)))) }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    public static func buildFinalResult<Content: View>(_ content: Content) -> Content { content }

    /// Chosen only where the closure is declared to return `AnyView`.
    @_disfavoredOverload
    public static func buildFinalResult<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
