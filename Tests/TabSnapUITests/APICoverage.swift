#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif

// One screen that uses the SwiftUI API tab bars are written with (issue 11's list, GUIDE §14),
// so a missing or changed API is a compile error here and a drawing change shows in its
// snapshot. Written as an app would write it.

final class CartModel: ObservableObject {
    @Published var count = 3
    @Published var title = "Cart"
}

struct BrandKey: EnvironmentKey {
    static let defaultValue = Color(red: 0.36, green: 0.18, blue: 1)
}

extension EnvironmentValues {
    var brand: Color {
        get { self[BrandKey.self] }
        set { self[BrandKey.self] = newValue }
    }
}

struct Bounce: ViewModifier, Animatable {
    var lift: CGFloat
    var animatableData: CGFloat {
        get { lift }
        set { lift = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(y: -lift).animation(.spring(response: 0.15, dampingFraction: 0.75), value: lift)
    }
}

struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color.teal))
            .foregroundColor(.white)
    }
}

enum ShopSection: String, CaseIterable, Identifiable {
    case home, search, cart, profile
    var id: String { rawValue }
    var symbol: String {
        switch self {
        case .home: return "house"
        case .search: return "magnifyingglass"
        case .cart: return "cart"
        case .profile: return "person"
        }
    }
}

struct CoverageBarItem: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.brand) var brand
    @EnvironmentObject var cart: CartModel
    let section: ShopSection
    @Binding var selected: ShopSection
    var namespace: Namespace.ID

    var isSelected: Bool { selected == section }

    var body: some View {
        Button {
            withAnimation(.easeInOut) { selected = section }
        } label: {
            VStack(spacing: 2) {
                ZStack(alignment: .topTrailing) {
                    Image(systemName: section.symbol)
                        .resizable()
                        .scaledToFit()
                        .frame(width: 24, height: 24)
                        .symbolVariant(isSelected ? .fill : .none)
                    if section == .cart && cart.count > 0 {
                        Text("\(cart.count)")
                            .font(.caption2.bold())
                            .foregroundColor(.white)
                            .padding(.horizontal, 4)
                            .background(Color.red, in: Capsule())
                            .offset(x: 10, y: -6)
                    }
                }
                Text(section == .cart ? cart.title : section.rawValue.capitalized)
                    .font(.system(size: 10, weight: .medium, design: .rounded))
                    .lineLimit(1)
            }
            .foregroundStyle(isSelected ? brand : Color.secondary)
            .frame(maxWidth: .infinity)
            .background {
                if isSelected {
                    RoundedRectangle(cornerRadius: 10, style: .continuous)
                        .fill(brand.opacity(colorScheme == .dark ? 0.3 : 0.12))
                        .matchedGeometryEffect(id: "selection", in: namespace)
                }
            }
        }
        .buttonStyle(.plain)
        .contentShape(Rectangle())
        .accessibilityLabel(section.rawValue)
    }
}

struct CoverageScreen: View {
    @State private var selected: ShopSection = .cart
    @StateObject private var cart = CartModel()
    @Namespace private var namespace

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [Color(hue: 0.6, saturation: 0.3, brightness: 1), Color(white: 0.95)],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(spacing: 12) {
                header
                Divider()
                badges
                shapes
                ProgressView(value: 0.4).frame(width: 200)
                materials
                Button("Continue") {}.buttonStyle(Pill())
                Spacer()
            }
            .padding(.top, 24)
            HStack(spacing: 0) {
                ForEach(ShopSection.allCases) { section in
                    CoverageBarItem(section: section, selected: $selected, namespace: namespace)
                }
            }
            .padding(.horizontal, 8)
            .padding(.vertical, 8)
            .background(Color.systemBackground.opacity(0.92), in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4)
            .padding(.horizontal, 16)
        }
        .environmentObject(cart)
        .environment(\.brand, Color(red: 0.36, green: 0.18, blue: 1))
        .onAppear { cart.count += 1 }
        .task { }
    }

    @ViewBuilder var header: some View {
        HStack {
            Label("TabSnap", systemImage: "star.fill")
                .labelStyle(.titleAndIcon)
                .font(.headline)
            Spacer()
            Text(verbatim: "v1") + Text(" beta").bold()
        }
        .padding(.horizontal)
    }

    var badges: some View {
        HStack(spacing: 8) {
            ForEach(0..<3) { i in
                Circle()
                    .fill(i == 0 ? Color.orange : i == 1 ? Color.brown : Color.indigo)
                    .frame(width: 16, height: 16)
                    .zIndex(Double(3 - i))
                    .padding(.horizontal, -4)
            }
            Text("three").foregroundStyle(.secondary).fixedSize()
        }
    }

    /// Stripes behind a thin material: the capsule shows them blurred under its tint.
    var materials: some View {
        ZStack {
            HStack(spacing: 0) {
                ForEach(0..<8) { i in (i % 2 == 0 ? Color.orange : Color.blue).frame(width: 20) }
            }
            .frame(height: 40)
            Text("Material")
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(.thinMaterial, in: Capsule())
        }
    }

    var shapes: some View {
        HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 8)
                .stroke(Color.purple, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 3]))
                .frame(width: 44, height: 44)
            Capsule()
                .strokeBorder(Color.green, lineWidth: 3)
                .frame(width: 60, height: 28)
            Rectangle()
                .fill(RadialGradient(colors: [.yellow, .pink], center: .center, startRadius: 0, endRadius: 24))
                .frame(width: 44, height: 44)
                .rotationEffect(.degrees(15))
            Text("Aa")
                .font(.title2.weight(.semibold))
                .scaleEffect(1.2)
                .blur(radius: 0.5)
            Color.mint.frame(width: 20, height: 20).hidden()
            AnyView(EmptyView())
            Group { Color.clear.frame(width: 1, height: 1) }
        }
        .frame(minWidth: 0, maxWidth: .infinity, alignment: .center)
        .layoutPriority(1)
    }
}
