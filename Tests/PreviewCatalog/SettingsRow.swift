import SwiftUI

/// A settings row, previewed the older way: a provider with several views, named and laid out
/// by modifiers.
struct SettingsRow: View {
    let title: String
    let symbol: String
    var body: some View {
        Label(title, systemImage: symbol).padding()
    }
}

struct SettingsRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SettingsRow(title: "Notifications", symbol: "bell").previewDisplayName("Bell").previewLayout(.sizeThatFits)
            SettingsRow(title: "Privacy", symbol: "hand.raised").previewLayout(.sizeThatFits)
            NavigationStack { List { SettingsRow(title: "Wi-Fi", symbol: "wifi") }.navigationTitle("Settings") }
                .previewDisplayName("In a list")
                .previewDevice("iPhone SE (3rd generation)")
        }
    }
}

private struct PrivateRow_Previews: PreviewProvider {
    static var previews: some View {
        SettingsRow(title: "Hidden", symbol: "eye.slash").previewLayout(.fixed(width: 200, height: 60))
    }
}
