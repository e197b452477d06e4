import SwiftUI

// Seed 000 (a grocery app's tab bar, Russian article "Переход на SwiftUI: внедряем TabView
// взамен UITabBarController"), its SwiftUI code as printed. The final version of each type is
// at the top level (`TabType`, the generic `TabBarItem`, `OffsetAnimation`, the animated
// `RootTabView`); the article's earlier versions of `RootTabView` and `TabBarItem` sit in the
// enums `Seed000Simple` and `Seed000Static` because the article reuses their names.
//
// Where the article elides code with `...` (not Swift), the smallest plausible code is filled in,
// taken from the article's complete snippets where it has one; every such line says
// `// filled in:`. Names the article uses but never shows are in Seed000Glue.swift.
//
// UIKit: `ProfileSUIView` and `CartSUIView` (`UIViewControllerRepresentable` over
// `UIHostingController` and the app's `NavigationController`) compile and draw as printed,
// through TabSnap's UIKit; the classes the article never shows (`NavigationController`,
// `ProfileViewController`) are in Seed000Glue.swift.
//
// Left out (not SwiftUI views, or not Swift as printed): the feature flag `struct SwiftUI`
// (a mutable `static var`, refused in Swift 6 mode, and its name would shadow the module),
// `createMainWindow`/`setupTabBarController` (UIWindow, UITabBarController), the `Route` enum and
// `route(to:from:previousScreen:)` (UIKit routing, mostly `...`), the one-line `Button { Router…
// }` routing example, the intermediate `RootTabView` whose HStack is only a comment, and the
// conclusion's `RootTabView` fragment with `@ObservedObject private var router` (not
// constructible as `RootTabView()`); `Router` itself is kept below.

enum TabType: Int {
    case main
    case catalog
    case search
    case profile
    case cart
}

struct ProfileSUIView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> NavigationController {
        let profileVC: ProfileViewController = .init()
        let profileNav: NavigationController = .init(rootViewController: profileVC)
        return profileNav
    }

    func updateUIViewController(_ uiViewController: NavigationController, 
                                context: Context) {
    }
}

struct CartSUIView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> NavigationController {
        let cartNav: NavigationController
        
        let emptyView: UIViewController = UIHostingController(rootView: EmptyView())
        cartNav = NavigationController.init(rootViewController: emptyView)
        
        let cartScreen = CartScreen()
            .environment(\.navigationController, cartNav)
            // .environmentObject(...) // filled in: the elided environment object is left out (CartScreen reads none)
        let suiCartVC = UIHostingController(rootView: cartScreen)
        
        cartNav.addChild(suiCartVC) // child here is a root
        cartNav.setNavigationBarHidden(true, animated: false)
        
        return cartNav
    }

    func updateUIViewController(_ uiViewController: NavigationController, 
                                context: Context) {
    }
}

struct NavigationControllerKey: EnvironmentKey {
    static let defaultValue: UINavigationController? = nil
}

extension EnvironmentValues {
    var navigationController: NavigationControllerKey.Value {
        get {
            return self[NavigationControllerKey.self]
        }
        set {
            self[NavigationControllerKey.self] = newValue
        }
    }
}

// The article's two `CartScreen` fragments, joined.
struct CartScreen: View {
    // ... (elided in the article: the screen's own state; nothing needed here)
    @Environment(\.navigationController) var navigationController
    // ... (elided in the article)
  
    var body: some View {
        content
            .navigationBarBackButtonHidden(true)
    }

    private var content: some View { // filled in: the cart screen's content, a placeholder page
        CartPlaceholderPage(hasNavigationController: navigationController != nil) // filled in:
    } // filled in:
}

public extension View {
    @ViewBuilder
    func expandViewOutOfSafeArea(_ edges: Edge.Set = .all) -> some View {
        if #available(iOS 14, *) {
            self.ignoresSafeArea(edges: edges)
        } else {
            self.edgesIgnoringSafeArea(edges) // deprecated
        }
    }
}

public extension Task where Failure == Error {
    @discardableResult
    public static func delayed(
        byTimeInterval delayInterval: TimeInterval,
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable () async throws -> Success
    ) -> Task {
        Task(priority: priority) {
            let delay = UInt64(delayInterval * 1_000_000_000)
            try await Task<Never, Never>.sleep(nanoseconds: delay)
            return try await operation()
        }
    }
}

// MARK: - The final TabBarItem: generic over the icon's animation

public struct TabBarItem<VModifier>: View where VModifier: ViewModifier {
    
    @Environment(\.colorScheme) var colorScheme // filled in: from the article's first TabBarItem
    
    let icon: Image // filled in: from the article's first TabBarItem
    let title: String // filled in: from the article's first TabBarItem
    let badgeCount: Int // filled in: from the article's first TabBarItem
    let isSelected: Bool // filled in: from the article's first TabBarItem
    let itemWidth: CGFloat // filled in: from the article's first TabBarItem
    let animation: VModifier
    let onTap: () -> () // filled in: from the article's first TabBarItem
    
    public init(icon: Image, // filled in: the parameters of the EmptyModifier init below
                title: String, // filled in:
                badgeCount: Int, // filled in:
                isSelected: Bool, // filled in:
                itemWidth: CGFloat, // filled in:
         animation: VModifier,
                onTap: @escaping () -> ()) { // filled in:
        self.icon = icon // filled in:
        self.title = title // filled in:
        self.badgeCount = badgeCount // filled in:
        self.isSelected = isSelected // filled in:
        self.itemWidth = itemWidth // filled in:
        self.animation = animation
        self.onTap = onTap // filled in:
    }
    
    public var body: some View {
        Button {
            onTap()
        } label: {
            VStack(alignment: .center, spacing: 2.0) {
                ZStack(alignment: .bottomLeading) {
                    Circle() // filled in: from the article's first TabBarItem
                        .foregroundColor(colorScheme == .dark ? Color.TabBar.circleDark : Color.TabBar.circleLight) // filled in: the selection circle's colour
                        .frame(width: 20.0, height: 20.0) // filled in: from the article's first TabBarItem
                        .opacity(isSelected ? 1.0 : 0.0) // filled in: from the article's first TabBarItem
                    ZStack {
                        icon
                            .resizable()
                            .renderingMode(.template) // filled in: from the article's first TabBarItem
                            .frame(width: 28.0, height: 28.0) // filled in: from the article's first TabBarItem
                            .foregroundColor(isSelected ? (colorScheme == .dark ? Color.white : Color.black) : Color.gray) // filled in: selected/unselected tint
                        Text("\(badgeCount > 99 ? "99+" : "\(badgeCount)")")
                            .kerning(0.3) // filled in: from the article's first TabBarItem
                            .lineLimit(1) // filled in: from the article's first TabBarItem
                            .truncationMode(.tail) // filled in: from the article's first TabBarItem
                            .foregroundColor(Color.white) // filled in: from the article's first TabBarItem
                            .boldFont(11) // filled in: from the article's first TabBarItem
                            .padding(.horizontal, 4) // filled in: from the article's first TabBarItem
                            .background(Color.Button.primary) // filled in: from the article's first TabBarItem
                            .cornerRadius(50) // filled in: from the article's first TabBarItem
                            .opacity(badgeCount == 0 ? 0.0 : 1.0) // filled in: from the article's first TabBarItem
                            .offset(x: 16.0, y: -8.0) // filled in: from the article's first TabBarItem
                    }
                    .modifier(animation)
                }
                Text(title) // filled in: from the article's first TabBarItem
                    .boldFont(12.0) // filled in: from the article's first TabBarItem
                    .foregroundColor(isSelected ? (colorScheme == .dark ? Color.white : Color.black) : Color.gray) // filled in: selected/unselected title colour
            }
            .frame(width: itemWidth) // filled in: from the article's first TabBarItem
        }
        .buttonStyle(.plain) // filled in: from the article's first TabBarItem
    }
}

public extension TabBarItem where VModifier == EmptyModifier {
    public init(icon: Image,
         title: String,
         badgeCount: Int,
         isSelected: Bool,
         itemWidth: CGFloat,
         onTap: @escaping () -> ()) {
        self.icon = icon
        self.title = title
        self.badgeCount = badgeCount
        self.isSelected = isSelected
        self.itemWidth = itemWidth
        self.onTap = onTap
        self.animation = EmptyModifier()
    }
}

public struct OffsetAnimation<V>: Animatable, ViewModifier where V: Equatable {
    
    private var offset: CGPoint
    private var value: V
    
    public init(offset: CGPoint,
                value: V) {
        self.offset = offset
        self.value = value
    }
    
    public var animatableData: CGPoint {
        get { offset }
        set { offset = newValue }
    }
    
    public func body(content: Content) -> some View {
        content
            .offset(x: offset.x, y: offset.y)
            .animation(.spring(response: 0.15, 
                               dampingFraction: 0.75, 
                               blendDuration: 0), 
                       value: value)
    }
 
}

// MARK: - The final RootTabView: the custom bar with the animated cart item

struct RootTabView: View {
    @Environment(\.colorScheme) var colorScheme // filled in: from the article's second RootTabView
    @State private var cartCount: Int = 0 // filled in: from the article's second RootTabView
    @State private var cartTitle: String = "Shopping cart".localized // filled in: from the article's second RootTabView
    
    @State private var selectedTab: TabType = .main // filled in: from the article's second RootTabView
    private let offsets: [CGPoint] = [.init(x: 0, y: 0),
                                      .init(x: 0, y: 4),
                                      .init(x: 0, y: 0)]
    @State private var currentOffsetIndex: Int = 0

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: Alignment.bottom) {
                TabView(selection: $selectedTab) {
                    main.tag(TabType.main) // filled in: from the article's second RootTabView
                    catalog.tag(TabType.catalog) // filled in: from the article's second RootTabView
                    search.tag(TabType.search) // filled in: from the article's second RootTabView
                    profile.tag(TabType.profile) // filled in: from the article's second RootTabView
                    cart.tag(TabType.cart)
                }
                
                HStack(spacing: 0) {
                    TabBarItem(icon: Image.TabBar.home, // filled in: from the article's second RootTabView
                               title: "Utkonos".localized, // filled in:
                               badgeCount: 0, // filled in:
                               isSelected: selectedTab ==  .main, // filled in:
                               itemWidth: geometry.size.width / 5) { // filled in:
                        selectedTab = .main // filled in:
                    } // filled in:
                    TabBarItem(icon: Image.TabBar.catalog, // filled in: the catalog item, as the others
                               title: "Catalog".localized, // filled in:
                               badgeCount: 0, // filled in:
                               isSelected: selectedTab == .catalog, // filled in:
                               itemWidth: geometry.size.width / 5) { // filled in:
                        selectedTab = .catalog // filled in:
                    } // filled in:
                    TabBarItem(icon: Image.TabBar.search, // filled in: the search item, as the others
                               title: "Search".localized, // filled in:
                               badgeCount: 0, // filled in:
                               isSelected: selectedTab == .search, // filled in:
                               itemWidth: geometry.size.width / 5) { // filled in:
                        selectedTab = .search // filled in:
                    } // filled in:
                    TabBarItem(icon: Image.TabBar.profile, // filled in: the profile item, as the others
                               title: "Profile".localized, // filled in:
                               badgeCount: 0, // filled in:
                               isSelected: selectedTab == .profile, // filled in:
                               itemWidth: geometry.size.width / 5) { // filled in:
                        selectedTab = .profile // filled in:
                    } // filled in:
                    TabBarItem(icon: Image.TabBar.cart,
                               title: cartTitle,
                               badgeCount: cartCount,
                               isSelected: selectedTab == .cart,
                               itemWidth: geometry.size.width / 5,
                               animation: OffsetAnimation(offset: offsets[currentOffsetIndex],
                                                          value: currentOffsetIndex)) {
                        selectedTab = .cart
                    }
                }
            }
        }
        .ignoresSafeArea(.keyboard) // filled in: from the article's keyboard fix
            .onCartChanged { count, price in
                // ... (elided in the article)
                withAnimation {
                    for index in 1..<offsets.count {
                        Task.delayed(byTimeInterval: Double(index)/10) {
                            await MainActor.run {
                                currentOffsetIndex = index
                                
                                if index == 1 {
                                    cartCount = count
                                    cartTitle = price == 0 ? "Shopping cart".localized : price.stringCurrency
                                }
                            }
                        }
                    }
                }
                // ... (elided in the article)
            }
    }

    private var main: some View {
        MainSUIView()
            .expandViewOutOfSafeArea()
    }

    private var catalog: some View { // filled in: as `main`
        CatalogSUIView() // filled in:
            .expandViewOutOfSafeArea() // filled in:
    } // filled in:

    private var search: some View { // filled in: as `main`
        SearchSUIView() // filled in:
            .expandViewOutOfSafeArea() // filled in:
    } // filled in:

    private var profile: some View { // filled in: as `main`
        ProfileSUIView() // filled in:
            .expandViewOutOfSafeArea() // filled in:
    } // filled in:

    private var cart: some View { // filled in: as `main`
        CartSUIView() // filled in:
            .expandViewOutOfSafeArea() // filled in:
    } // filled in:
}

final class Router : ObservableObject {
    // ... (elided in the article)
    @Published public var selectedTab: TabType = .main
    // ... (elided in the article)
    
    func openTabCart() {
        selectedTab = .cart
    }
    // ... (elided in the article)
}

// MARK: - Earlier versions

/// The article's first `RootTabView`: a plain `TabView` with SF Symbols labels.
enum Seed000Simple {
struct RootTabView: View {

    @State private var selectedTab: TabType = .main

    var body: some View {
        TabView(selection: $selectedTab) {
            main.tag(TabType.main)
            catalog.tag(TabType.catalog)
            search.tag(TabType.search)
            profile.tag(TabType.profile)
            cart.tag(TabType.cart)
        }
    }

    private var main: some View {
        MainSUIView()
            .tabItem {
                Label("Catalog", systemImage: "house")
            }
    }

    private var catalog: some View { // filled in: as the others (the article's `main` is already titled "Catalog")
        CatalogSUIView() // filled in:
            .tabItem { // filled in:
                Label("Catalog", systemImage: "square.grid.2x2") // filled in:
            } // filled in:
    } // filled in:

    private var search: some View { // filled in: as the others
        SearchSUIView() // filled in:
            .tabItem { // filled in:
                Label("Search", systemImage: "magnifyingglass") // filled in:
            } // filled in:
    } // filled in:

    private var profile: some View {
        ProfileSUIView()
            .tabItem {
                Label("Profile", systemImage: "person")
            }
    }

    private var cart: some View {
        CartSUIView()
            .tabItem {
                Label("Cart", systemImage: "cart")
            }
    }
}
}

/// The article's first (non-generic) `TabBarItem` and the `RootTabView` that lays five of them
/// out without animation, with the keyboard fix.
enum Seed000Static {
struct TabBarItem: View {
    
    @Environment(\.colorScheme) var colorScheme
    
    let icon: Image
    let title: String
    let badgeCount: Int
    let isSelected: Bool
    let itemWidth: CGFloat
    let onTap: () -> ()
    
    var body: some View {
        Button {
            onTap()
        } label: {
            VStack(alignment: .center, spacing: 2.0) {
                ZStack(alignment: .bottomLeading) {
                    Circle()
                        .foregroundColor(colorScheme == .dark ? Color.TabBar.circleDark : Color.TabBar.circleLight) // filled in: the selection circle's colour
                        .frame(width: 20.0, height: 20.0)
                        .opacity(isSelected ? 1.0 : 0.0)
                    ZStack {
                        icon
                            .resizable()
                            .renderingMode(.template)
                            .frame(width: 28.0, height: 28.0)
                            .foregroundColor(isSelected ? (colorScheme == .dark ? Color.white : Color.black) : Color.gray) // filled in: selected/unselected tint
                        Text("\(badgeCount > 99 ? "99+" : "\(badgeCount)")")
                            .kerning(0.3)
                            .lineLimit(1)
                            .truncationMode(.tail)
                            .foregroundColor(Color.white)
                            .boldFont(11)
                            .padding(.horizontal, 4)
                            .background(Color.Button.primary)
                            .cornerRadius(50)
                            .opacity(badgeCount == 0 ? 0.0 : 1.0)
                            .offset(x: 16.0, y: -8.0)
                    }
                }
                Text(title)
                    .boldFont(12.0)
                    .foregroundColor(isSelected ? (colorScheme == .dark ? Color.white : Color.black) : Color.gray) // filled in: selected/unselected title colour
            }
            .frame(width: itemWidth)
        }
        .buttonStyle(.plain)
    }
}

struct RootTabView: View {
    @Environment(\.colorScheme) var colorScheme
    @State private var cartCount: Int = 0
    @State private var cartTitle: String = "Shopping cart".localized
    
    @State private var selectedTab: TabType = .main

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: Alignment.bottom) {
                TabView(selection: $selectedTab) {
                    main.tag(TabType.main)
                    catalog.tag(TabType.catalog)
                    search.tag(TabType.search)
                    profile.tag(TabType.profile)
                    cart.tag(TabType.cart)
                }

                HStack(spacing: 0) {
                    TabBarItem(icon: Image.TabBar.home,
                               title: "Utkonos".localized,
                               badgeCount: 0,
                               isSelected: selectedTab ==  .main,
                               itemWidth: geometry.size.width / 5) {
                        selectedTab = .main
                    }
                    TabBarItem(icon: Image.TabBar.catalog, // filled in: the catalog item, as the others
                               title: "Catalog".localized, // filled in:
                               badgeCount: 0, // filled in:
                               isSelected: selectedTab == .catalog, // filled in:
                               itemWidth: geometry.size.width / 5) { // filled in:
                        selectedTab = .catalog // filled in:
                    } // filled in:
                    TabBarItem(icon: Image.TabBar.search, // filled in: the search item, as the others
                               title: "Search".localized, // filled in:
                               badgeCount: 0, // filled in:
                               isSelected: selectedTab == .search, // filled in:
                               itemWidth: geometry.size.width / 5) { // filled in:
                        selectedTab = .search // filled in:
                    } // filled in:
                    TabBarItem(icon: Image.TabBar.profile, // filled in: the profile item, as the others
                               title: "Profile".localized, // filled in:
                               badgeCount: 0, // filled in:
                               isSelected: selectedTab == .profile, // filled in:
                               itemWidth: geometry.size.width / 5) { // filled in:
                        selectedTab = .profile // filled in:
                    } // filled in:
                    TabBarItem(icon: Image.TabBar.cart,
                               title: cartTitle,
                               badgeCount: cartCount,
                               isSelected: selectedTab == .cart,
                               itemWidth: geometry.size.width / 5) {
                        selectedTab = .cart
                    }
                }
            }
        }.ignoresSafeArea(.keyboard)
        .onCartChanged { count, price in
            // ... (elided in the article)
            cartTitle = price == 0 ? "Shopping cart".localized : price.stringCurrency
	    			cartCount = count
            // ... (elided in the article)
        }
    }

    private var main: some View {
        MainSUIView()
            .expandViewOutOfSafeArea()
    }

    private var catalog: some View { // filled in: as `main`
        CatalogSUIView() // filled in:
            .expandViewOutOfSafeArea() // filled in:
    } // filled in:

    private var search: some View { // filled in: as `main`
        SearchSUIView() // filled in:
            .expandViewOutOfSafeArea() // filled in:
    } // filled in:

    private var profile: some View { // filled in: as `main`
        ProfileSUIView() // filled in:
            .expandViewOutOfSafeArea() // filled in:
    } // filled in:

    private var cart: some View { // filled in: as `main`
        CartSUIView() // filled in:
            .expandViewOutOfSafeArea() // filled in:
    } // filled in:
}
}
