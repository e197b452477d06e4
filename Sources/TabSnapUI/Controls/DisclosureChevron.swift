import TabSnapLayout

/// The chevron at the end of a row that leads somewhere.
struct DisclosureChevron: View {
    var body: some View {
        Image(systemName: "chevron.forward")
            .font(.system(size: ControlMetrics.chevronSize, weight: .semibold))
            .foregroundColor(ControlMetrics.chevronColor)
    }
}
