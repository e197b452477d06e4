import TabSnapLayout

/// SwiftUI's list row and section modifiers. The row ones are traits the enclosing `List`
/// reads; swipe actions, editing and refreshing compile and draw nothing at rest, as on iOS.
extension View {
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedView { containerTrait(ListRowTrait.insets(insets)) }
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedView { containerTrait(ListRowTrait.background(view.map { makeNode($0) })) }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedView {
        containerTrait(ListRowTrait.separator(visibility, edges))
    }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedView {
        containerTrait(ListRowTrait.separatorTint(color, edges))
    }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedView {
        containerTrait(ListRowTrait.sectionSeparator(visibility, edges))
    }
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedView { accepted("listSectionSeparatorTint") }
    public func listItemTint(_ tint: Color?) -> ModifiedView { environmentWrite("listItemTint") { $0.tint = tint } }

    /// The gap between the sections of the lists below.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedView {
        environmentWrite("listSectionSpacing") { $0.listSectionSpacing = spacing }
    }
    public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedView { listSectionSpacing(.custom(spacing)) }
    /// Extra space between the rows of the lists below.
    public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedView {
        environmentWrite("listRowSpacing") { $0.listRowSpacing = spacing.map { Double($0) } }
    }
    /// `.headerProminence(.increased)`: a section's header drawn larger, as iOS's prominent header.
    public func headerProminence(_ prominence: Prominence) -> ModifiedView {
        environmentWrite("headerProminence(.\(prominence))") { $0.headerProminence = prominence }
    }
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, Prominence>, _ value: Prominence) -> ModifiedView {
        environmentWrite("headerProminence") { $0[keyPath: keyPath] = value }
    }
    /// `.scrollContentBackground(.hidden)`: a list or form draws no background of its own.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedView {
        environmentWrite("scrollContentBackground(.\(visibility))") { $0.scrollContentBackground = visibility }
    }
    /// The least height of the rows of the lists below (44 pt by default).
    public func defaultMinListRowHeight(_ height: CGFloat) -> ModifiedView {
        environmentWrite("defaultMinListRowHeight") { $0.defaultMinListRowHeight = Double(height) }
    }

    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> ModifiedView {
        accepted("swipeActions")
    }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedView { accepted("refreshable") }
    public func deleteDisabled(_ isDisabled: Bool) -> ModifiedView { accepted("deleteDisabled") }
    public func moveDisabled(_ isDisabled: Bool) -> ModifiedView { accepted("moveDisabled") }
    public func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedView { accepted("selectionDisabled") }
}

extension ForEach {
    /// Swipe to delete: compiles; a still frame shows the rows at rest.
    /// Each keeps the `ForEach`, so they chain as SwiftUI's dynamic view content does.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
    public func onInsert(of types: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ForEach { self }
}

extension EnvironmentValues {
    private enum ProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
    private enum SectionSpacingKey: EnvironmentKey { static var defaultValue: ListSectionSpacing { .default } }
    private enum RowSpacingKey: EnvironmentKey { static var defaultValue: Double? { nil } }
    private enum ContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
    private enum MinRowHeightKey: EnvironmentKey { static var defaultValue: Double? { nil } }

    public var headerProminence: Prominence {
        get { self[ProminenceKey.self] }
        set { self[ProminenceKey.self] = newValue }
    }
    var listSectionSpacing: ListSectionSpacing {
        get { self[SectionSpacingKey.self] }
        set { self[SectionSpacingKey.self] = newValue }
    }
    var listRowSpacing: Double? {
        get { self[RowSpacingKey.self] }
        set { self[RowSpacingKey.self] = newValue }
    }
    var scrollContentBackground: Visibility {
        get { self[ContentBackgroundKey.self] }
        set { self[ContentBackgroundKey.self] = newValue }
    }
    public var defaultMinListRowHeight: Double? {
        get { self[MinRowHeightKey.self] }
        set { self[MinRowHeightKey.self] = newValue }
    }
}
