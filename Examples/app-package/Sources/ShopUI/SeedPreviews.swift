import SwiftUI

// Seed 003's custom tab view (its article's code, unchanged in Seed003CustomTabView.swift) and
// seed 000's kind of screen, previewed as the team would preview them.

#Preview("Seed 003 custom tab view") {
    CustomTabView()
}

#Preview("Seed 003 tab item", traits: .sizeThatFitsLayout) {
    HStack {
        TabItemView(item: TabItem(section: .chats, isSelected: true)) { _ in }
        TabItemView(item: TabItem(section: .contacts, isSelected: false)) { _ in }
    }
    .frame(width: 260)
}
