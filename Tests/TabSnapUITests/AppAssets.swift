#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif

// An app's own assets and strings, written as a SwiftUI app writes them (issues 15 and 16):
// catalog images, a custom symbol, a catalog colour, a brand font and localized, pluralised text.

struct CartSummary: View {
    let count: Int

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Image("Wallet").imageScale(.large)
                Image("Home")
                    .renderingMode(.template)
                    .foregroundColor(Color("BrandTint"))
            }
            Text("Shopping cart")
                .font(.custom("Lato", size: 17))
            Text("\(count) items")
                .font(.custom("Lato-Bold", size: 13, relativeTo: .caption))
            Color("BarBackground").frame(height: 2)
        }
    }
}

/// The cart tab of a shop written as a SwiftUI app writes it (issue 16): its total formatted in
/// the user's locale, a computed title from `String(localized:)`, a back chevron that turns
/// round in Arabic and Hebrew, a custom arrow drawn mirrored there, and a centred caption.
struct CartTotalTab: View {
    let total: Double
    @State private var title = String(localized: "Shopping cart")

    var body: some View {
        VStack(spacing: 4) {
            HStack {
                Image(systemName: "chevron.backward")
                Image(systemName: "arrow.right")
                    .flipsForRightToLeftLayoutDirection(true)
            }
            Text(title)
            Text(total, format: .currency(code: "RUB"))
                .font(.caption2)
            Text("Total: \(total, format: .number.precision(.fractionLength(2)))")
                .multilineTextAlignment(.center)
        }
    }
}
