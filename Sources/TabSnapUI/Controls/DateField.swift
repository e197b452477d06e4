import Foundation
import TabSnapLayout

/// A compact date picker's field: the text on the rounded tertiary fill.
struct DateField: View {
    let text: String
    typealias M = ControlMetrics
    var body: some View {
        Text(verbatim: text)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, M.compactFieldPadding)
            .frame(height: M.compactFieldHeight)
            .background(RoundedRectangle(cornerRadius: M.compactFieldRadius, style: .continuous).fill(Color.tertiarySystemFill))
    }
}
