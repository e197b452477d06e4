import TabSnapLayout

/// SwiftUI's `Picker` at rest, closed, in the picker style in the environment: its options are
/// the views of its content, each known by its tag (or its `ForEach` id), and the one whose tag
/// equals the selection is shown selected.
public struct Picker: View, @unchecked Sendable {
    let label: ViewNode
    let selection: AnyHashable?
    let content: ViewNode

    public init<V: Hashable>(selection: Binding<V>, @ViewBuilder content: () -> AnyView, @ViewBuilder label: () -> AnyView) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content().node
        self.label = label().node
    }
    public init<V: Hashable, L: View>(selection: Binding<V>, label: L, @ViewBuilder content: () -> AnyView) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content().node
        self.label = makeNode(label)
    }
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, selection: Binding<V>, @ViewBuilder content: () -> AnyView) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content().node
        label = Text(titleKey).node
    }
    @_disfavoredOverload public init<S: StringProtocol, V: Hashable>(_ title: S, selection: Binding<V>, @ViewBuilder content: () -> AnyView) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content().node
        label = Text(title).node
    }
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<V>, @ViewBuilder content: () -> AnyView) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content().node
        label = makeNode(Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }))
    }

    /// The options, and which one is selected (an `Optional` selection matches a tag of its
    /// wrapped type, as SwiftUI's does).
    private var options: (views: [ViewNode], selected: Int?) {
        let views = content.flattened
        let selected = views.firstIndex { view in
            guard let tag = view.tag else { return false }
            return tag == selection || Self.unwrapped(selection) == tag || Self.unwrapped(tag) == Self.unwrapped(selection)
        }
        return (views, selected)
    }

    private static func unwrapped(_ value: AnyHashable?) -> AnyHashable? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value.base)
        if mirror.displayStyle == .optional, let child = mirror.children.first { return child.value as? AnyHashable }
        return value
    }

    public var body: some View {
        let env = EnvironmentValues.current
        let (views, selected) = options
        let label = env.labelsHidden ? nil : self.label
        let value = selected.map { views[$0] }
        switch env.pickerStyle ?? .menu {
        case .segmented, .palette: return AnyView(SegmentedPickerBar(options: views, selected: selected))
        case .wheel: return AnyView(WheelPickerDrum(options: views, selected: selected))
        case .inline: return AnyView(InlinePickerRows(label: label, options: views, selected: selected))
        case .navigationLink:
            return AnyView(LabeledControlRow(label: label, control: AnyView(HStack {
                if let value { AnyView(node: value).foregroundColor(.secondary).lineLimit(1) }
                DisclosureChevron()
            })))
        case .menu:
            // The selected option in the tint (secondary in a list row) with the up-down chevrons.
            let tint: Color = env.isListRow ? .secondary : (env.tint ?? .accentColor)
            let menu = HStack(spacing: 4) {
                if let value { AnyView(node: value).lineLimit(1) }
                Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .medium)).imageScale(.small)
            }.foregroundColor(tint)
            return AnyView(LabeledControlRow(label: env.isListRow ? label : nil, control: AnyView(menu)))
        }
    }
}
