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
            return AnyView(HStack {
                if let label { AnyView(node: label).layoutPriority(1) }
                Spacer(minLength: 0)
                if let value { AnyView(node: value).foregroundColor(.secondary).lineLimit(1) }
                DisclosureChevron()
            })
        case .menu:
            // The selected option in the tint (secondary in a list row) with the up-down chevrons.
            let tint: Color = env.isListRow ? .secondary : (env.tint ?? .accentColor)
            let menu = HStack(spacing: 4) {
                if let value { AnyView(node: value).lineLimit(1) }
                Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .medium)).imageScale(.small)
            }.foregroundColor(tint)
            guard env.isListRow, let label else { return AnyView(menu) }
            return AnyView(HStack {
                AnyView(node: label).layoutPriority(1)
                Spacer(minLength: 0)
                menu
            })
        }
    }
}

/// A segmented control: equal segments across the width offered on a rounded track, the
/// selected one raised on a white (dark: grey) rounded plate, hairlines between the others.
struct SegmentedPickerBar: View {
    let options: [ViewNode]
    let selected: Int?
    typealias M = ControlMetrics

    var body: some View {
        let plate = Color(light: .white, dark: Color(r: 99, g: 99, b: 102))
        return HStack(spacing: 0) {
            ForEach(options.indices) { i in
                let isSelected = i == selected
                AnyView(node: options[i])
                    .font(.system(size: M.segmentedFont, weight: isSelected ? .semibold : .medium))
                    .foregroundColor(.primary)
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(isSelected
                        ? AnyView(RoundedRectangle(cornerRadius: M.segmentedRadius - M.segmentedInset, style: .continuous).fill(plate)
                            .shadow(color: Color(r: 0, g: 0, b: 0, a: 31), radius: 4, x: 0, y: 3)
                            .padding(M.segmentedInset))
                        : AnyView(Color.clear))
                    .overlay(alignment: .trailing) {
                        // A hairline parts two unselected neighbours.
                        if i < options.count - 1 && i != selected && i + 1 != selected {
                            Color.separator.frame(width: 1, height: 12)
                        }
                    }
            }
        }
        .frame(height: M.segmentedHeight)
        .background(RoundedRectangle(cornerRadius: M.segmentedRadius, style: .continuous).fill(Color.tertiarySystemFill))
    }
}

/// An inline picker: its options one under another, a checkmark in the tint beside the selected.
struct InlinePickerRows: View {
    let label: ViewNode?
    let options: [ViewNode]
    let selected: Int?

    var body: some View {
        let tint = EnvironmentValues.current.tint ?? .accentColor
        return VStack(alignment: .leading, spacing: 0) {
            if let label {
                AnyView(node: label).font(.footnote).foregroundColor(.secondary).textCase(.uppercase).padding(.bottom, 7)
            }
            ForEach(options.indices) { i in
                HStack {
                    AnyView(node: options[i])
                    Spacer(minLength: 0)
                    if i == selected { Image(systemName: "checkmark").font(.system(size: 17, weight: .semibold)).foregroundColor(tint) }
                }
                .frame(minHeight: 44)
                if i < options.count - 1 { Color.separator.frame(height: 1 / max(EnvironmentValues.current.displayScale, 1)) }
            }
        }
    }
}

/// A wheel picker at rest: the selected option on the grey selection band in the middle, two
/// neighbours above and below fading out (UIPickerView: 216 pt tall, 34 pt rows; *estimate*).
struct WheelPickerDrum: View {
    let options: [ViewNode]
    let selected: Int?

    var body: some View {
        let centre = selected ?? 0
        return ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.tertiarySystemFill).frame(height: 34)
            VStack(spacing: 0) {
                ForEach(-3..<4) { offset in
                    let i = centre + offset
                    Group {
                        if options.indices.contains(i) {
                            AnyView(node: options[i]).font(.system(size: offset == 0 ? 21 : 20)).lineLimit(1)
                                .opacity(offset == 0 ? 1 : max(0.25, 0.75 - 0.18 * Double(abs(offset))))
                                .scaleEffect(offset == 0 ? 1 : 1 - 0.06 * Double(abs(offset)))
                        } else {
                            Color.clear
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .frame(height: 34)
                }
            }
        }
        .frame(height: 216)
        .clipped()
    }
}
