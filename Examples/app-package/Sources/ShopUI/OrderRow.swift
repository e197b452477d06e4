import SwiftUI

/// An order in the orders list: what it is, when it comes, and its state.
struct OrderRow: View {
    enum State: String { case preparing = "Preparing", onTheWay = "On the way", delivered = "Delivered" }
    let title: String
    let eta: String
    let state: State

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: state == .delivered ? "checkmark.circle.fill" : "shippingbox")
                .font(.title2)
                .foregroundStyle(state == .delivered ? Color.green : Color.accentColor)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(eta).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text(state.rawValue).font(.caption.bold())
                .fixedSize()
                .padding(.horizontal, 8).padding(.vertical, 4)
                .background(Capsule().fill(Color(.secondarySystemFill)))
        }
        .padding()
    }
}

/// The orders screen: a list of rows under a large title.
struct OrdersScreen: View {
    var orders: [(String, String, OrderRow.State)]
    var body: some View {
        NavigationStack {
            List(orders.indices, id: \.self) { i in
                OrderRow(title: orders[i].0, eta: orders[i].1, state: orders[i].2)
                    .listRowInsets(EdgeInsets())
            }
            .navigationTitle("Orders")
        }
    }
}

#Preview("On the way", traits: .sizeThatFitsLayout) {
    OrderRow(title: "Groceries", eta: "Arrives 12:40", state: .onTheWay)
}

#Preview("Orders") {
    OrdersScreen(orders: [("Groceries", "Arrives 12:40", .onTheWay), ("Books", "Tomorrow", .preparing),
                          ("Headphones", "Delivered Monday", .delivered)])
}

#Preview("Orders, landscape", traits: .landscapeLeft) {
    OrdersScreen(orders: [("Groceries", "Arrives 12:40", .onTheWay)])
}

struct OrderRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            OrderRow(title: "Books", eta: "Tomorrow", state: .preparing).previewDisplayName("Preparing")
            OrderRow(title: "Headphones", eta: "Delivered Monday", state: .delivered).previewDisplayName("Delivered")
        }
        .previewLayout(.sizeThatFits)
    }
}
