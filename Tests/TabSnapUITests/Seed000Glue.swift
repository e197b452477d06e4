#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif

// Names seed 000's code uses but the article never shows (its app's design system, screens,
// localisation and cart events), and stand-ins for the UIKit it leans on. None of this is the
// article's code; each name is the smallest thing that lets the article's code compile.

// MARK: - The app's design system

extension Image {
    /// The tab bar's icons (the app's own assets; SF Symbols here).
    enum TabBar {
        static let home = Image(systemName: "house")
        static let catalog = Image(systemName: "square.grid.2x2")
        static let search = Image(systemName: "magnifyingglass")
        static let profile = Image(systemName: "person")
        static let cart = Image(systemName: "cart")
    }
}

extension Color {
    enum Button {
        /// The app's primary button colour, the badge's background.
        static let primary = Color(red: 0.91, green: 0.23, blue: 0.17)
    }

    /// The selection circle behind a selected item's icon (the article elides its colours).
    enum TabBar {
        static let circleLight = Color(red: 1.0, green: 0.85, blue: 0.2)
        static let circleDark = Color(red: 0.8, green: 0.65, blue: 0.1)
    }
}

extension View {
    /// The app's bold font modifier (the article: "boldFont is a custom font modifier").
    func boldFont(_ size: CGFloat) -> some View {
        font(.system(size: size, weight: .bold))
    }
}

extension String {
    /// The app's localisation helper; the keys are shown as they are.
    var localized: String { self }
}

extension Double {
    /// The cart total as a price string.
    var stringCurrency: String { String(format: "%.2f ₽", self) }
}

extension View {
    /// The app's cart-changed modifier (the article: built on `onReceive` of a NotificationCenter
    /// event). A still frame has no events, so the handler never runs, as in a SwiftUI preview
    /// before any cart change.
    func onCartChanged(_ action: @escaping (_ count: Int, _ price: Double) -> Void) -> some View {
        self
    }
}

// MARK: - Screens

/// A tab's screen: a grey page under the bars (light grey, or near black in dark mode) with
/// the screen's name.
struct SeedScreen: View {
    @Environment(\.colorScheme) var colorScheme
    let name: String
    var body: some View {
        Color(white: colorScheme == .dark ? 0.1 : 0.95).ignoresSafeArea().overlay(Text(name))
    }
}

struct MainSUIView: View { var body: some View { SeedScreen(name: "Main") } }
struct CatalogSUIView: View { var body: some View { SeedScreen(name: "Catalog") } }
struct SearchSUIView: View { var body: some View { SeedScreen(name: "Search") } }

/// `CartScreen`'s content: says whether the custom environment key reached it.
struct CartPlaceholderPage: View {
    let hasNavigationController: Bool
    var body: some View { SeedScreen(name: hasNavigationController ? "Cart" : "Cart (no navigation controller)") }
}

// MARK: - UIKit classes the article uses but never shows

/// The profile tab's controller: the article shows only its name.
final class ProfileViewController: UIHostingController<SeedScreen>, @unchecked Sendable {
    init() { super.init(rootView: SeedScreen(name: "Profile")) }
    required init?(coder: NSCoder) { return nil }
}

/// The app's `UINavigationController` subclass (the article: custom navigation bar look and
/// back button, "but no more").
final class NavigationController: UINavigationController, @unchecked Sendable {}
