import TabSnapLayout

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
