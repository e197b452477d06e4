import TabSnapLayout

/// A stack's bottom toolbar (`ToolbarItem(placement: .bottomBar)`): its items spread across a
/// 44 pt bar on the bar material, above the home indicator (*estimate*: UIToolbar's height).
struct BottomToolbar: View {
    let items: [ViewNode]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices) { i in
                if i > 0 || items.count == 1 { Spacer(minLength: 8) }
                AnyView(node: items[i])
                if items.count == 1 { Spacer(minLength: 8) }
            }
        }
        .labelStyle(.iconOnly)
        .imageScale(.large)
        .lineLimit(1)
        .padding(.horizontal, NavigationBarMetrics.margin)
        .frame(height: 44)
        .background(Material.bar, ignoresSafeAreaEdges: .bottom)
    }
}
