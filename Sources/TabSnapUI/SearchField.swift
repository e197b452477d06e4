import TabSnapLayout

/// `.searchable`'s field under the title: a 36 pt rounded field on the tertiary fill with the
/// magnifying glass and the prompt (or the text), 16 pt from the sides and 8 pt below
/// (*estimates* from UISearchBar; no iOS render in ../shared shows one).
struct SearchField: View {
    let shown: String
    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundColor(.secondary)
            Text(verbatim: shown).foregroundColor(.secondary).lineLimit(1)
            Spacer(minLength: 0)
        }
        .font(.system(size: 17))
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.tertiarySystemFill))
        .padding(.horizontal, NavigationBarMetrics.margin)
        .padding(.bottom, 8)
    }
}
