import TabSnapLayout

/// A `List`'s or `Form`'s content read as sections of rows, as SwiftUI reads it: every view of a
/// builder block or `ForEach` is a row, a `Section` is a section, and rows outside any section
/// between sections form a section of their own. Modifiers on a `ForEach`, `Group` or `Section`
/// apply to each of its rows.
struct ListContent {
    struct Row {
        let node: ViewNode
        let options: ListRowOptions
    }

    struct Section {
        var header: ViewNode?
        var footer: ViewNode?
        var rows: [Row] = []
        var isExpanded = true
        var topSeparator: Visibility = .automatic
        var bottomSeparator: Visibility = .automatic
        /// A section the content wrote, not one gathered from loose rows.
        var isExplicit = false
    }

    private(set) var sections: [Section] = []
    private let env: EnvironmentValues
    private var customDepth = 0

    init(_ content: ViewNode, in env: EnvironmentValues) {
        self.env = env
        scan(content, wrappers: [])
    }

    /// `wrappers`: the modifiers of enclosing groups, outermost first.
    private mutating func scan(_ node: ViewNode, wrappers: [Modifier]) {
        switch node.kind {
        case .empty: return
        case .group(let items): for item in items { scan(item, wrappers: wrappers) }
        case .modified(let child, let modifier):
            if case .trait(.container(let parts as SectionParts)) = modifier {
                addSection(parts, wrappers: wrappers)
            } else if Self.holdsSeveral(child) || Self.isSection(child) {
                scan(child, wrappers: wrappers + [modifier])
            } else {
                addRow(node, wrappers: wrappers)
            }
        case .custom(let view) where customDepth < 32:
            // A custom view whose body is a section or several views stands for them.
            let body = view.body(in: env)
            if Self.holdsSeveral(body) || Self.isSection(body) {
                customDepth += 1
                scan(body, wrappers: wrappers)
                customDepth -= 1
            } else {
                addRow(node, wrappers: wrappers)
            }
        default: addRow(node, wrappers: wrappers)
        }
    }

    private mutating func addRow(_ node: ViewNode, wrappers: [Modifier]) {
        let wrapped = Self.wrap(node, wrappers)
        if sections.last?.isExplicit != false { sections.append(Section()) }
        sections[sections.count - 1].rows.append(Row(node: wrapped, options: ListRowOptions(wrapped)))
    }

    private mutating func addSection(_ parts: SectionParts, wrappers: [Modifier]) {
        // Only environment changes reach the header and footer; traits are the rows'.
        let shared = wrappers.filter { if case .trait = $0 { return false }; return true }
        var section = Section(header: parts.header.map { Self.wrap($0, shared) }, footer: parts.footer.map { Self.wrap($0, shared) },
                              isExpanded: parts.isExpanded, isExplicit: true)
        for case .trait(.container(ListRowTrait.sectionSeparator(let v, let edges))) in wrappers {
            if edges.contains(.top) { section.topSeparator = v }
            if edges.contains(.bottom) { section.bottomSeparator = v }
        }
        var inner = ListContent(env: env)
        inner.scan(parts.content, wrappers: wrappers)
        section.rows = inner.sections.flatMap(\.rows)
        sections.append(section)
    }

    private init(env: EnvironmentValues) { self.env = env }

    private static func wrap(_ node: ViewNode, _ wrappers: [Modifier]) -> ViewNode {
        wrappers.reversed().reduce(node) { ViewNode(.modified($0, $1)) }
    }

    /// A group (a builder block, `ForEach`), possibly under modifiers.
    private static func holdsSeveral(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .group: return true
        case .modified(let child, let m):
            if case .trait(.container(is SectionParts)) = m { return false }
            return holdsSeveral(child)
        default: return false
        }
    }

    private static func isSection(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .modified(let child, let m):
            if case .trait(.container(is SectionParts)) = m { return true }
            return isSection(child)
        default: return false
        }
    }
}
