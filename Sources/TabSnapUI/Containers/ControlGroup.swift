import TabSnapLayout

/// SwiftUI's `ControlGroup` on iOS: its controls side by side, equally wide, on one rounded fill
/// parted by hairlines (*estimate*: the look of a segmented control's track).
public struct ControlGroup: View, @unchecked Sendable {
    let content: ViewNode

    public init(@ViewBuilder content: () -> AnyView) { self.content = content().node }
    public init(@ViewBuilder content: () -> AnyView, @ViewBuilder label: () -> AnyView) { self.content = content().node }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> AnyView) { self.content = content().node }

    public var body: some View {
        let items = content.flattened
        return HStack(spacing: 0) {
            ForEach(items.indices) { i in
                AnyView(node: items[i]).frame(maxWidth: .infinity, maxHeight: .infinity)
                if i < items.count - 1 { Color.separator.frame(width: 1, height: 18) }
            }
        }
        .frame(height: ControlMetrics.stepperSize.height)
        .background(RoundedRectangle(cornerRadius: ControlMetrics.stepperRadius, style: .continuous).fill(Color.tertiarySystemFill))
    }
}
