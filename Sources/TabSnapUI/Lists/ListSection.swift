import TabSnapLayout

/// One section of a list as its style draws it: the header, the rows (on a rounded card in the
/// inset styles) with separators under the text of each row but the last, and the footer.
struct ListSection: View {
    let section: ListContent.Section
    let metrics: ListMetrics
    let isFirst: Bool
    let isLast: Bool
    /// The section before ends with a footer band, which already spaces this one's header.
    let followsFooter: Bool

    private var m: ListMetrics { metrics }
    /// The header's and footer's inset: lined up with the rows' content.
    private var textInset: Double { m.margin + m.rowInsets.leading }

    var body: some View {
        let env = EnvironmentValues.current
        let hasHeader = section.header != nil
        let hasFooter = section.isExpanded && section.footer != nil
        return VStack(alignment: .leading, spacing: 0) {
            if isFirst, let top = m.topMargin {
                Color.clear.frame(height: top)
            } else if m.isGrouped {
                Color.clear.frame(height: hasHeader ? (isFirst || followsFooter ? 0 : m.gapBeforeHeader) : m.sectionGap)
            }
            if let header = section.header { headerView(header, env) }
            if section.isExpanded && !section.rows.isEmpty { card }
            if hasFooter, let footer = section.footer {
                AnyView(node: footer)
                    .font(.footnote).foregroundColor(.secondary)
                    .firstTextBaseline(at: m.footerBaseline)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.bottom, m.footerBottom)
                    .padding(.horizontal, textInset)
            }
            if isLast && m.isGrouped { Color.clear.frame(height: m.sectionGap) }
        }
    }

    private func headerView(_ header: ViewNode, _ env: EnvironmentValues) -> AnyView {
        let styled: AnyView
        if env.headerProminence == .increased {
            styled = AnyView(AnyView(node: header).font(.title3.bold()).foregroundColor(.primary))
        } else if m.style == .plain || m.style == .inset {
            styled = AnyView(AnyView(node: header).font(.headline).foregroundColor(.primary))
        } else if m.style == .sidebar {
            styled = AnyView(AnyView(node: header).font(.headline).foregroundColor(.primary))
        } else {
            styled = AnyView(AnyView(node: header).font(.footnote).foregroundColor(.secondary).textCase(.uppercase))
        }
        // Baseline first: a frame does not pass its child's baseline on.
        return AnyView(styled
            .firstTextBaseline(at: m.headerBaseline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(minHeight: m.headerHeight, alignment: .top)
            .padding(.horizontal, textInset))
    }

    private var card: AnyView {
        let rows = section.rows
        var stack = AnyView(VStack(spacing: env(\.listRowSpacing) ?? 0) {
            ForEach(rows.indices) { i in row(i) }
        })
        if m.cornerRadius > 0 {
            stack = AnyView(stack.clipShape(RoundedRectangle(cornerRadius: m.cornerRadius, style: .continuous)))
        }
        if m.style == .grouped {
            // A grouped section is closed by full-width hairlines above and below.
            if section.topSeparator != .hidden {
                stack = AnyView(stack.builtinModifier(.rowSeparator(color: .separator, bottom: false, leading: 0, trailing: 0, alignsToText: false)))
            }
            if section.bottomSeparator != .hidden {
                stack = AnyView(stack.builtinModifier(.rowSeparator(color: .separator, bottom: true, leading: 0, trailing: 0, alignsToText: false)))
            }
        }
        return AnyView(stack.padding(.horizontal, m.margin))
    }

    private func env<V>(_ key: KeyPath<EnvironmentValues, V>) -> V { EnvironmentValues.current[keyPath: key] }

    /// A row: its content leading-aligned inside its insets, at least the least row height,
    /// vertically centred, on the row background, with the separator below it.
    private func row(_ i: Int) -> AnyView {
        let r = section.rows[i]
        let insets = r.options.insets ?? m.rowInsets
        var view = AnyView(AnyView(node: r.node)
            .environment(\.isListRow, true)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(insets)
            .frame(minHeight: m.minRowHeight))
        if r.options.hasBackground {
            if let background = r.options.background { view = AnyView(view.background(AnyView(node: background))) }
        } else {
            view = AnyView(view.background(m.rowBackground))
        }
        let last = i == section.rows.count - 1
        let next = last ? nil : section.rows[i + 1]
        // Between two rows one separator: either row may hide it. The last row of an inset
        // section has none (the card's edge); a plain list draws one under every row.
        let shown = m.showsSeparators && r.options.bottomSeparator != .hidden && next?.options.topSeparator != .hidden
            && (!last || m.style == .plain || r.options.bottomSeparator == .visible)
        if shown {
            let tint = r.options.separatorTint ?? .separator
            let fullWidth = last && m.style == .grouped
            view = AnyView(view.builtinModifier(.rowSeparator(color: tint, bottom: true, leading: fullWidth ? 0 : insets.leading,
                                                              trailing: 0, alignsToText: !fullWidth)))
        }
        return view
    }
}

extension EnvironmentValues {
    private enum ListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// True inside a list's row: a `NavigationLink` shows its chevron, a `Picker` its value.
    var isListRow: Bool {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }
}
