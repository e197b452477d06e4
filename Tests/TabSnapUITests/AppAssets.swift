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
