import TabSnapLayout

/// SwiftUI's `Table` in its compact form, the one every iPhone shows: a list of the rows, each
/// showing its first column (iOS hides the other columns and the headers in a compact width).
public struct Table<Value>: View, @unchecked Sendable {
    let rows: [ViewNode]

    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
        where Data.Element == Value {
        let first = columns().first
        rows = data.map { first?.cell($0) ?? .empty }
    }
    public init<Data: RandomAccessCollection, S>(_ data: Data, selection: Binding<S>,
                                                 @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
        where Data.Element == Value {
        self.init(data, columns: columns)
    }
    public init<Data: RandomAccessCollection, C>(_ data: Data, sortOrder: Binding<C>,
                                                 @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
        where Data.Element == Value {
        self.init(data, columns: columns)
    }

    public var body: some View {
        let rows = self.rows
        return List { ForEach(rows.indices) { AnyView(node: rows[$0]) } }
    }
}

/// One column of a `Table`: its title and how a row's cell is drawn.
public struct TableColumn<RowValue>: @unchecked Sendable {
    let title: String
    let cell: (RowValue) -> ViewNode

    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        title = Text(titleKey).string
        cell = { Text(verbatim: $0[keyPath: value]).node }
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = String(title)
        cell = { Text(verbatim: $0[keyPath: value]).node }
    }
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> C) {
        title = Text(titleKey).string
        cell = { makeNode(content($0)) }
    }
    @_disfavoredOverload public init<S: StringProtocol, C: View>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> C) {
        self.title = String(title)
        cell = { makeNode(content($0)) }
    }
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> AnyView) {
        title = Text(titleKey).string
        cell = { content($0).node }
    }

    public func width(_ width: CGFloat? = nil) -> TableColumn { self }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}

/// SwiftUI's `TableColumnBuilder`: the columns of a `Table`, in order.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
    public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] { [column] }
    public static func buildBlock(_ parts: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] { part ?? [] }
    public static func buildEither(first: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { first }
    public static func buildEither(second: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { second }
}
