import SwiftUI
import TabSnapCore
import TabSnapTabBar
import TabSnapTesting
import TabSnapUI
import UIKit
import XCTest

/// `import UIKit` on Linux: what SwiftUI code reaches for (colours, fonts, symbol images, the
/// screen, the window's safe area) and `UITabBar.appearance()` applied to a `TabView`'s bar.
/// (Colours the engine also names for its own use are written `Color(UIColor.x)` here: inside
/// the package both spellings are visible; an app sees only UIKit's, so `Color(.x)` is theirs.)
final class UIKitBridgeTests: XCTestCase {
    override func setUp() { UITabBar.resetAppearance(); UINavigationBar.resetAppearance() }
    override func tearDown() { UITabBar.resetAppearance(); UINavigationBar.resetAppearance() }

    static let resources = try! FontResources.bundled()

    func render(_ view: some View, _ device: String = "iphone-15-pro", scheme: ColorScheme = .light) throws -> Snapshot {
        let d = try Devices.resolve(device)
        return try Snapshot.render(makeNode(view), container: d.container(.portrait, keyboard: false), scheme: scheme,
                                   environment: d.environment(.portrait), resources: Self.resources)
    }

    /// A card as app code writes it with UIKit's values: sized from the screen, padded by the
    /// window's safe area, in UIKit's semantic colours and fonts, with a UIKit symbol image.
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Image(uiImage: UIImage(systemName: "star.fill")!.withRenderingMode(.alwaysTemplate))
                        .foregroundColor(Color(uiColor: .systemOrange))
                    Text("Favourites").font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                }
                Text("Screen \(Int(UIScreen.main.bounds.width)) × \(Int(UIScreen.main.bounds.height)) at \(Int(UIScreen.main.scale))x")
                    .font(Font(UIFont.systemFont(ofSize: 15, weight: .medium)))
                    .foregroundColor(Color(.secondaryLabel))
                Text(UIDevice.current.userInterfaceIdiom == .pad ? "iPad" : "iPhone")
                    .font(Font(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular)))
                    .foregroundColor(Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .systemTeal : .systemIndigo }))
            }
            .padding()
            .frame(width: UIScreen.main.bounds.width * 0.8, alignment: .leading)
            .background(Color(UIColor.secondarySystemGroupedBackground))
            .cornerRadius(12)
            .padding(.bottom, UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            .background(Color(UIColor.systemGroupedBackground))
        }
    }

    func testSwiftUIWithUIKitValuesOnThreeDevices() {
        assertSnapshot(of: Card(), devices: [.iPhone15Pro, .iPhoneSE, .iPadPro11], schemes: [.light, .dark])
    }

    /// The values read inside a render are the render's device, scheme and text size.
    func testScreenDeviceAndTraitsAreTheRenderedDevice() throws {
        struct Probe: View {
            var body: some View {
                Text("\(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height))@\(Int(UIScreen.main.scale)) "
                     + "\(UIDevice.current.model) \(UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light") "
                     + "\(Int(UIApplication.shared.windows[0].safeAreaInsets.top))/\(Int(UIApplication.shared.windows[0].safeAreaInsets.bottom)) "
                     + "\(Int(UIFont.preferredFont(forTextStyle: .body).pointSize))")
            }
        }
        func text(_ shot: Snapshot) -> String {
            shot.displayList.items.compactMap { if case .glyphs(let run) = $0 { return run.text } else { return nil } }.joined()
        }
        XCTAssertEqual(text(try render(Probe())), "393x852@3 iPhone light 59/34 17")
        XCTAssertEqual(text(try render(Probe(), "iphone-se", scheme: .dark)), "375x667@2 iPhone dark 20/0 17")
        XCTAssertEqual(text(try render(Probe().dynamicTypeSize(.accessibility3), "ipad-pro-11")), "834x1194@2 iPad light 24/20 40")
        // Outside a render: an iPhone 15 Pro in the light.
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 393, height: 852))
    }

    func testColoursFontsAndImagesConvert() {
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        XCTAssertEqual(Color(uiColor: dynamic).resolved(in: .light), Color(r: 255, g: 0, b: 0))
        XCTAssertEqual(Color(uiColor: dynamic).resolved(in: .dark), Color(r: 255, g: 255, b: 255))
        XCTAssertEqual(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).color, Color(r: 255, g: 255, b: 255))
        XCTAssertEqual(UIColor.systemBlue.color, Color.blue, "SwiftUI's named colours are UIKit's system colours")
        XCTAssertEqual(Color(UIColor.systemGray6).resolved(in: .dark), Color(r: 28, g: 28, b: 30))
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.5).color, Color(r: 255, g: 0, b: 0, a: 128))
        var r: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).getRed(&r, green: nil, blue: nil, alpha: &a))
        XCTAssertEqual(Double(r), 51.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(a, 1)

        XCTAssertEqual(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)), Font.system(size: 15, weight: .semibold))
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.25)).font.weight, .medium, "the nearest weight")
        XCTAssertEqual(Font(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)), Font.system(size: 15).monospacedDigit())
        XCTAssertEqual(Color(.systemBackground), Color(uiColor: .systemBackground), "a UIKit colour, as SwiftUI reads it")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .title1).pointSize, 28)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize, 11)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).lineHeight, 17 * 2444 / 2048, accuracy: 1e-9)
        XCTAssertNil(UIFont(name: "NoSuchFont-Regular", size: 12), "a font nobody registered is nil, as in UIKit")

        XCTAssertEqual(UIImage(systemName: "cart.fill")?.name, "cart.fill")
        XCTAssertEqual(UIImage(systemName: "cart")?.withTintColor(.red).renderingMode, .alwaysOriginal)
        XCTAssertEqual(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.dynamicTypeSize, .accessibility5)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    /// A common app pattern: the navigation bar coloured through UIKit in the root view's init.
    struct BrandedStack: View {
        init() {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
            UINavigationBar.appearance().standardAppearance = appearance
            UINavigationBar.appearance().scrollEdgeAppearance = appearance
            UINavigationBar.appearance().tintColor = .white
        }
        var body: some View {
            NavigationStack {
                List { ForEach(["Inbox", "Sent", "Archive"], id: \.self) { Text($0) } }
                    .navigationTitle("Mail")
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Image(systemName: "square.and.pencil") } } }
            }
        }
    }

    func testNavigationBarAppearanceProxyColoursTheBar() {
        assertSnapshot(of: BrandedStack(), devices: [.iPhone15Pro, .iPhoneSE], schemes: [.light, .dark], named: "branded")
        XCTAssertNotNil(SystemNavigationBarAppearance.current.standard)
        UINavigationBar.resetAppearance()
        XCTAssertNil(SystemNavigationBarAppearance.current.standard, "reset brings the system bar back")
    }

    struct Tabs: View {
        var body: some View {
            TabView(selection: .constant(1)) {
                Color(UIColor.systemGroupedBackground).ignoresSafeArea().tabItem { Label("Home", systemImage: "house") }.tag(0)
                Color(UIColor.systemGroupedBackground).ignoresSafeArea().tabItem { Label("Orders", systemImage: "bag") }.tag(1).badge(2)
                Color(UIColor.systemGroupedBackground).ignoresSafeArea().tabItem { Label("Profile", systemImage: "person") }.tag(2)
            }
        }
    }

    /// Seed 004's pattern: the app hides the system bar through UIKit and draws its own.
    func testAppearanceProxyHidesTheBar() throws {
        UITabBar.appearance().isHidden = true
        XCTAssertTrue(UITabBar.appearance().isHidden)
        XCTAssertNil(try render(Tabs()).tree.find(id: "tabbar"))
        assertSnapshot(of: Tabs().overlay(alignment: .bottom) {
            Capsule().fill(Color(.label)).frame(width: 180, height: 56).overlay(Text("Own bar").foregroundColor(Color(UIColor.systemBackground)))
        }, devices: [.iPhone15Pro, .iPhoneSE, .iPadPro11], schemes: [.light, .dark], named: "hidden")
        UITabBar.resetAppearance()
        XCTAssertNotNil(try render(Tabs()).tree.find(id: "tabbar"), "reset brings the system bar back")
    }

    /// A `UITabBarAppearance` set on the proxy: opaque bar colour, item colours, badge colour and
    /// the titles' font, in both appearances.
    func testTabBarAppearanceColoursTheBar() throws {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0.1, green: 0.1, blue: 0.18, alpha: 1) : .white }
        appearance.shadowColor = .clear
        let items = appearance.stackedLayoutAppearance
        items.normal.iconColor = .systemGray
        items.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray, .font: UIFont.systemFont(ofSize: 11, weight: .semibold)]
        items.selected.iconColor = .systemPink
        items.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink, .font: UIFont.systemFont(ofSize: 11, weight: .bold)]
        items.normal.badgeBackgroundColor = .systemIndigo
        UITabBar.appearance().standardAppearance = appearance
        UITabBar.appearance().scrollEdgeAppearance = appearance
        // Changing the object afterwards changes nothing: assigning copied it.
        appearance.backgroundColor = .systemGreen

        let shot = try render(Tabs())
        XCTAssertNotNil(shot.tree.find(id: "tabbar"))
        assertSnapshot(of: Tabs(), devices: [.iPhone15Pro, .iPhoneSE, .iPadPro11], schemes: [.light, .dark], named: "appearance")
    }

    /// Without a scroll-edge appearance, a bar at the scroll edge is the standard one without
    /// its background, as UIKit draws it; the proxy's tint colours the selection.
    func testMissingScrollEdgeAppearanceIsTheStandardOneTransparent() throws {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemYellow
        UITabBar.appearance().standardAppearance = appearance
        UITabBar.appearance().tintColor = .systemGreen
        var config = TabBarConfig(name: "t")
        SystemTabBarAppearance.current.apply(to: &config, state: .scrollEdge)
        XCTAssertEqual(config.appearance, .scrollEdge, "no background at the scroll edge")
        XCTAssertEqual(config.light.tint, UIColor.systemGreen.color.resolved(in: .light))
        var standard = TabBarConfig(name: "s")
        SystemTabBarAppearance.current.apply(to: &standard, state: .standard)
        XCTAssertEqual(standard.appearance, .standard)
        XCTAssertEqual(standard.light.barBackground, UIColor.systemYellow.color.resolved(in: .light))
        // SwiftUI's .tint is the bar's own tint colour, over the proxy's.
        var tinted = TabBarConfig(name: "v")
        SystemTabBarAppearance.current.apply(to: &tinted, state: .standard, viewTint: .purple)
        XCTAssertEqual(tinted.dark.tint, Color.purple.resolved(in: .dark))
    }

    /// A representable that sizes its UIKit view for each proposal (iOS 16's
    /// `sizeThatFits(_:uiView:context:)`): a badge label as wide as offered up to 240 pt, 44 pt
    /// tall, under a SwiftUI caption; and one that answers nil keeps the label's own size.
    struct BadgeLabel: UIViewRepresentable {
        let text: String
        let sized: Bool
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.text = text
            label.textAlignment = .center
            label.backgroundColor = .systemTeal
            label.layer.cornerRadius = 8
            label.clipsToBounds = true
            return label
        }
        func updateUIView(_ label: UILabel, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
            guard sized else { return nil }
            return CGSize(width: min(proposal.width ?? 240, 240), height: 44)
        }
    }

    func testRepresentableSizeThatFits() {
        let view = VStack(spacing: 8) {
            Text("Sized by sizeThatFits").font(.caption)
            BadgeLabel(text: "240 × 44", sized: true)
            BadgeLabel(text: "Own size", sized: false)
        }.padding()
        assertSnapshot(of: view, layout: .sizeThatFits, devices: [.iPhone15Pro], schemes: [.light])
        assertSnapshot(of: view.frame(width: 200), layout: .sizeThatFits, devices: [.iPhone15Pro], schemes: [.light], named: "narrow")
    }
}
