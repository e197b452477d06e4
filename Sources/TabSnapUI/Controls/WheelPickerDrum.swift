import TabSnapLayout

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
