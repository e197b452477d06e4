import OSLog
import SwiftUI

/// The shop's cart, observed with Observation as an iOS 17 app does.
@Observable
public final class Cart {
    public var count: Int
    public init(count: Int) { self.count = count }
}

/// The app's tab bar: iOS 18 tabs, a badge from the environment's cart, symbols by name.
public struct ShopTabs: View {
    @State private var selection = 1
    @State private var cart: Cart
    private let log = Logger(subsystem: "com.example.shop", category: "tabs")

    public init(cartCount: Int) { _cart = State(initialValue: Cart(count: cartCount)) }

    public var body: some View {
        TabView(selection: $selection) {
            Tab("Shop", systemImage: "bag", value: 0) { Catalog() }
            Tab("Cart", systemImage: "cart", value: 1) { CartPage() }
                .badge(cart.count)
            Tab("Me", systemImage: "person.crop.circle", value: 2) { Text("Profile") }
        }
        .tint(.pink)
        .environment(cart)
        .onAppear { log.info("tabs shown with \(cart.count, privacy: .public) items") }
    }
}

struct Catalog: View {
    var body: some View { Text("Catalog") }
}

struct CartPage: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        @Bindable var cart = cart
        VStack(spacing: 12) {
            Image(systemName: "cart.fill").font(.system(size: 40, weight: .semibold))
            ItemCount(count: $cart.count)
        }
    }
}

struct ItemCount: View {
    @Binding var count: Int
    var body: some View { Text("\(count) items").font(.headline) }
}

#Preview("Cart with three items") {
    ShopTabs(cartCount: 3)
}
