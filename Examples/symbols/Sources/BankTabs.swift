// Input for `tabsnap symbols Examples/symbols/Sources --assets Examples/symbols/Symbols`: an app's
// tab bar, read for the SF Symbol names it uses (this file is not compiled).
import SwiftUI

struct BankTabs: View {
    var body: some View {
        TabView {
            Accounts().tabItem { Label("Accounts", systemImage: "building.columns") }
            Cards().tabItem { Label("Cards", systemImage: "creditcard") }
            Payments().tabItem { Label("Pay", systemImage: "arrow.left.arrow.right") }
            Profile().tabItem { Label("Me", systemImage: "person.crop.circle") }
                .badge(2)
        }
    }
}

struct Cards: View {
    var body: some View {
        List {
            Label("Freeze card", systemImage: "snowflake")
            Label("Card settings", systemImage: "creditcard.and.123")
            Image(systemName: "creditcard").imageScale(.large)
        }
    }
}
