import SwiftUI

/// A cart button with a count badge, previewed three ways as an app's view file would be.
struct CartBadge: View {
    var count: Int
    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: count == 0 ? "cart" : "cart.fill").foregroundStyle(.tint)
            Text(count == 0 ? "Your cart is empty" : count == 1 ? "1 item" : "\(count) items").font(.headline)
            if count > 0 {
                Text("\(count)").font(.caption.bold()).foregroundStyle(.white)
                    .padding(.horizontal, 7).padding(.vertical, 2).background(Capsule().fill(Color.red))
            }
        }
        .padding()
    }
}

#Preview("Empty") {
    CartBadge(count: 0)
}

#Preview("Three items", traits: .sizeThatFitsLayout) {
    CartBadge(count: 3)
}

#Preview {
    VStack { CartBadge(count: 1); CartBadge(count: 12) }
}
