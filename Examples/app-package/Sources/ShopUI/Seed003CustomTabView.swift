import SwiftUI

// Seed 003 (a custom TabView, Chinese article), the final version of each type, verbatim.
// The article's first drafts of `CustomTabView`/`TabViewModel` (redeclared later in the same
// article) and `XXXAPPView` (NavigationStack and a Router it never shows) are left out.

enum CTabSection: Identifiable, CaseIterable {
    case chats
    case contacts
    case me
    
    var id: Self { self }
    
    var title: String {
        switch self {
        case .chats: "聊天"
        case .contacts: "通讯录"
        case .me: "我的"
        }
    }

    var blankImage: String {
        switch self {
        case .chats: "message"
        case .contacts: "person.2"
        case .me: "person"
        }
    }

    var selectedImage: String {
        switch self {
        case .chats: "message.fill"
        case .contacts: "person.2.fill"
        case .me: "person.fill"
        }
    }
    
    var tagetView: AnyView {
        switch self {
        case .chats: return AnyView(Text("chats"))
        case .contacts: return AnyView(Text("contacts"))
        case .me: return AnyView(Text("me"))
        }
    }
}
struct TabItem: Identifiable {
    let id = UUID()
  
    let section: CTabSection
    var isSelected: Bool
//    var badgeCount: Int
    
    mutating func updateSelection(in section: CTabSection) {
        isSelected = self.section == section
    }
}

struct TabItemView: View {
    var item: TabItem
    var onTap: (CTabSection) -> Void
    
    var body: some View {
        ZStack {
            Color.white
            
            VStack {
                VStack(spacing: 4) {
                    VStack {
                        Image(systemName: displayImage)
                            .resizable()
                            .frame(width: 24, height: 24)
                    }
                    .frame(height: 32)
                    
                    Text(item.section.title)
                        .foregroundStyle(displayColor)
                }
            }
        }
        .frame(maxWidth: .infinity)
        .onTapGesture {
            onTap(item.section)
        }
    }
    
    var displayImage: String {
        item.isSelected ? item.section.selectedImage : item.section.blankImage
    }
    
    var displayColor: Color {
        item.isSelected ? Color.red : Color.black
    }
}
struct CustomTabView: View {
    @StateObject var viewModel: TabViewModel = .init()
    
    var body: some View {
        ZStack(alignment: .bottom) {
            TabView(selection: $viewModel.currentSection) {
                ForEach(CTabSection.allCases) { section in
                    section.tagetView
                }
            }
            
            ZStack(alignment: .top) {
                Color.white
                
                HStack(spacing: 0) {
                    ForEach(viewModel.items) { item in
                        TabItemView(item: item) { section in
                            viewModel.setCurrent(section: section)
                        }
                    }
                }
            }
            .frame(height: 108) // 这里可改为 safeAreaInsets + 对应高度
        }
        .edgesIgnoringSafeArea(.bottom)
     
    }
}
final class TabViewModel: ObservableObject {
    @Published var currentSection: CTabSection = .chats
    @Published var items: [TabItem]
    
    init() {
        self.items = CTabSection.allCases.map { section in
            .init(section: section, isSelected: false)
        }
        self.updateSelectionStatus()
    }
    
    func setCurrent(section: CTabSection) {
        self.currentSection = section
        self.updateSelectionStatus()
    }
    
    func updateSelectionStatus() {
        for i in 0..<items.count {
            items[i].updateSelection(in: currentSection)
        }
    }
}
