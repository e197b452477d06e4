import Foundation
@testable import TabSnapLayout
@testable import TabSnapTabBar
import XCTest

final class StyleLayoutTests: XCTestCase {
    func seedConfig(_ style: TabBarStyleName) -> TabBarConfig {
        var c = TabBarConfig(name: "seed000")
        c.style = style
        c.items = [TabItem(title: "Главная", icon: "house"), TabItem(title: "Каталог", icon: "square.grid.2x2"),
                   TabItem(title: "Поиск", icon: "magnifyingglass"), TabItem(title: "Профиль", icon: "person"),
                   TabItem(title: "Корзина", icon: "cart", badge: .count(120))]
        return c
    }

    func layout(_ config: TabBarConfig, _ device: String, _ o: Orientation = .portrait) throws -> LaidOutView {
        let ctx = StyleContext(config: config, device: try Devices.resolve(device), orientation: o, scheme: .light)
        return LayoutEngine().layout(makeNode(TabBarScene.view(ctx)), in: TabBarScene.container(ctx))
    }

    /// Seed 000's geometry: the 20×20 circle at the bottom-left of the 28 pt icon area, the
    /// badge offset by (16, −8) from where the layout put it, the title 2 pt below the icon.
    func testCircleStyleMatchesSeedGeometry() throws {
        for device in ["iphone-15-pro", "iphone-se"] {
            let root = try layout(seedConfig(.circle), device)
            let d = try Devices.resolve(device)
            let screen = d.size(.portrait)
            let circles = root.all("Circle")
            let icons = root.all("Image")
            XCTAssertEqual(icons.count, 5, device)
            for (circle, icon) in zip(circles, icons) {
                XCTAssertEqual(circle.frame.size, CGSize(width: 20, height: 20), device)
                XCTAssertEqual(icon.frame.size, CGSize(width: 28, height: 28), device)
                XCTAssertEqual(circle.frame.minX, icon.frame.minX, accuracy: 0.001, device)
                XCTAssertEqual(circle.frame.maxY, icon.frame.maxY, accuracy: 0.001, device)
            }
            for offset in root.all(".offset(x: 16, y: -8)") {
                let moved = offset.children[0]
                XCTAssertEqual(moved.exactFrame.minX - offset.exactFrame.minX, 16, accuracy: 1e-9)
                XCTAssertEqual(moved.exactFrame.minY - offset.exactFrame.minY, -8, accuracy: 1e-9)
            }
            let titles = root.all("Text").filter { v in !["0", "99+"].contains(v.textLines?.first ?? "") }
            XCTAssertEqual(titles.count, 5)
            for (title, icon) in zip(titles, icons) {
                XCTAssertEqual(title.exactFrame.minY - icon.exactFrame.maxY, 2, accuracy: 1e-9, device)
            }
            // Items are screen width / 5 wide and the bar sits on the bottom safe-area edge.
            let items = root.all(".frame(width:").filter { $0.node.summary.contains("height: nil") }
            XCTAssertEqual(items.count, 5)
            XCTAssertEqual(Double(items[0].exactFrame.width), Double(screen.width) / 5, accuracy: 1e-9)
            let bar = try XCTUnwrap(root.find(id: "tabbar"))
            XCTAssertEqual(Double(bar.frame.maxY), Double(screen.height) - d.portraitInsets.bottom, accuracy: 0.5)
            // The bar's white background reaches the bottom of the screen.
            XCTAssertEqual(root.all("Color #FFFFFF").first.map { Double($0.frame.maxY) }, Double(screen.height))
        }
    }

    /// With the keyboard up, the bar rises with it unless its container ignores `.keyboard`.
    func testKeyboardWithAndWithoutIgnoring() throws {
        var c = seedConfig(.circle)
        c.keyboard.shown = true
        c.keyboard.height = 336
        let ignoring = try XCTUnwrap(try layout(c, "iphone-15-pro").find(id: "tabbar"))
        XCTAssertEqual(Double(ignoring.frame.maxY), 852 - 34, accuracy: 0.5)
        c.keyboard.barIgnoresKeyboard = false
        let rising = try XCTUnwrap(try layout(c, "iphone-15-pro").find(id: "tabbar"))
        XCTAssertEqual(Double(rising.frame.maxY), 852 - 336, accuracy: 0.5)
        let keyboard = try XCTUnwrap(try layout(c, "iphone-15-pro").find(id: "keyboard"))
        XCTAssertEqual(keyboard.frame, CGRect(x: 0, y: 852 - 336, width: 393, height: 336))
        // UIKit's bar hides while the keyboard is up.
        c.style = .system
        XCTAssertNil(try layout(c, "iphone-15-pro").find(id: "tabbar"))
    }

    /// The standard appearance's background reaches the screen's bottom edge.
    func testSystemBarHeights() throws {
        for (device, o, height) in [("iphone-15-pro", Orientation.portrait, 49.0 + 34), ("iphone-15-pro", .landscape, 32 + 21), ("ipad-pro-11", .portrait, 50 + 20)] {
            var config = seedConfig(.system)
            config.appearance = .standard
            let root = try layout(config, device, o)
            let bar = try XCTUnwrap(root.find(id: "tabbar"))
            let background = try XCTUnwrap(bar.first(".background")?.children.first)
            XCTAssertEqual(Double(background.frame.height), height, accuracy: 0.5, "\(device) \(o)")
            let screenHeight = Double(try Devices.resolve(device).size(o).height)
            XCTAssertEqual(Double(background.frame.maxY), screenHeight, accuracy: 0.01)
        }
    }

    /// The hairline separator is exactly one device pixel (standard appearance).
    func testSystemHairline() throws {
        var config = seedConfig(.system)
        config.appearance = .standard
        let root = try layout(config, "iphone-15-pro")
        let separator = try XCTUnwrap(root.all("Color #0000004D").first)
        XCTAssertEqual(Double(separator.frame.height) * 3, 1, accuracy: 1e-9)
    }

    func testSectionsBarCoversTheBottomSafeArea() throws {
        let root = try layout(seedConfig(.sections), "iphone-15-pro")
        let bar = try XCTUnwrap(root.find(id: "tabbar"))
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 852 - 108, width: 393, height: 108))
        XCTAssertEqual(root.all("Image").map { $0.frame.size }, Array(repeating: CGSize(width: 24, height: 24), count: 5))
    }

    func testIconsStylePadding() throws {
        let root = try layout(seedConfig(.icons), "iphone-15-pro")
        let icons = root.all("Image")
        XCTAssertEqual(icons.count, 5)
        XCTAssertEqual(Double(icons[0].frame.width), 30)
        // Items share the width inside 16 pt of horizontal padding.
        let slot = (393.0 - 32) / 5
        XCTAssertEqual(Double(icons[0].exactFrame.midX), 16 + slot / 2, accuracy: 1e-9)
        let bar = try XCTUnwrap(root.find(id: "tabbar"))
        XCTAssertEqual(Double(bar.frame.height), 50, accuracy: 1e-9)  // 30 + 2 × 10
        XCTAssertEqual(Double(bar.frame.maxY), 852 - 34, accuracy: 1e-9)
    }
}
