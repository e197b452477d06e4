import TabSnapLayout

/// SwiftUI's `List` at rest, scrolled to its top: its content read as sections of rows
/// (`ListContent`) and drawn in the list style in the environment (`.listStyle`; inset grouped
/// when automatic, as on iOS 15 and later) with the metrics of `ListMetrics`. Selection and
/// editing compile; a still frame shows nothing selected unless a row is drawn so.
public struct List: View, @unchecked Sendable {
    let content: AnyView
    /// A `Form` reads as a list; its style comes from `.formStyle`.
    var formStyle: ListStyleKind?
    /// `.formStyle(.columns)`: rows without separators.
    var showsSeparators = true

    public init(@ViewBuilder content: () -> AnyView) { self.content = content() }
    public init<S>(selection: Binding<S>, @ViewBuilder content: () -> AnyView) { self.content = content() }

    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                            @ViewBuilder rowContent: (Data.Element) -> AnyView) {
        content = AnyView(ForEach(data, id: id, content: rowContent))
    }
    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder rowContent: (Data.Element) -> AnyView) where Data.Element: Identifiable {
        content = AnyView(ForEach(data, content: rowContent))
    }
    public init(_ data: Range<Int>, @ViewBuilder rowContent: (Int) -> AnyView) { content = AnyView(ForEach(data, content: rowContent)) }
    public init<Data: RandomAccessCollection, ID: Hashable, S>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<S>,
                                                               @ViewBuilder rowContent: (Data.Element) -> AnyView) {
        content = AnyView(ForEach(data, id: id, content: rowContent))
    }
    public init<Data: RandomAccessCollection, S>(_ data: Data, selection: Binding<S>,
                                                 @ViewBuilder rowContent: (Data.Element) -> AnyView) where Data.Element: Identifiable {
        content = AnyView(ForEach(data, content: rowContent))
    }

    init(form content: AnyView, style: ListStyleKind, showsSeparators: Bool = true) {
        self.content = content
        formStyle = style
        self.showsSeparators = showsSeparators
    }

    public var body: some View {
        let env = EnvironmentValues.current
        let style = formStyle ?? env.listStyle ?? .insetGrouped
        // Views are built and laid out on one thread; the reader's closure only runs there.
        nonisolated(unsafe) let sections = ListContent(content.node, in: env).sections
        let hidden = env.scrollContentBackground == .hidden
        let margins = env.contentMargins
        let showsSeparators = self.showsSeparators
        return GeometryReader { proxy in
            let metrics = ListMetrics(style: style, width: Double(proxy.size.width), env: env, topMargin: margins?.top,
                                      showsSeparators: showsSeparators)
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(sections.indices) { i in
                        ListSection(section: sections[i], metrics: metrics, isFirst: i == 0, isLast: i == sections.count - 1,
                                    followsFooter: i > 0 && sections[i - 1].isExpanded && sections[i - 1].footer != nil)
                    }
                }
            }
            // The list spends its content margins itself (the first section's gap); its scroll
            // view adds none of its own.
            .environment(\.contentMargins, nil)
            .background(hidden ? Color.clear : metrics.background, ignoresSafeAreaEdges: .all)
        }
    }
}
