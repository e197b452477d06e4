import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapPNG
import TabSnapRaster
@testable import TabSnapTabBar
import XCTest

/// The `system` style against what real iOS draws (GUIDE §11, measured from the references in
/// ../shared/conformance/ios-references by Scripts/measure_ios_tabbar.py). Each metric is pinned
/// on two devices; the comment names the reference it comes from.
final class SystemStyleMetricsTests: XCTestCase {
    static let resources = try! FontResources.bundled(images: PNGImageLoader())
    let devices = ["iphone-15-pro", "iphone-14", "iphone-16-pro-max"]

    func config(_ items: [TabItem], selected: Int = 0, appearance: BarAppearance = .scrollEdge) -> TabBarConfig {
        var c = TabBarConfig(name: "metrics")
        c.items = items
        c.selected = selected
        c.appearance = appearance
        return c
    }

    let fourTabs = [TabItem(title: "Feeds", icon: "house"), TabItem(title: "Favorites", icon: "star"),
                    TabItem(title: "Explore", icon: "magnifyingglass"), TabItem(title: "Debug", icon: "gearshape")]

    func render(_ c: TabBarConfig, _ device: String, scheme: ColorScheme = .light) throws -> (Snapshot, barTop: Double, scale: Double) {
        let d = try Devices.resolve(device)
        let shot = try TabBarRenderer.render(StyleContext(config: c, device: d, orientation: .portrait, scheme: scheme), resources: Self.resources)
        let barTop = Double(d.size(.portrait).height) - d.safeAreaInsets(.portrait).bottom - SystemBarMetrics.barHeight
        return (shot, barTop, d.scale)
    }

    func runs(_ s: Snapshot) -> [GlyphRun] {
        s.displayList.items.compactMap { if case .glyphs(let r) = $0 { return r } else { return nil } }
    }

    /// rss-* (SwiftUI TabView, iOS 18.4): symbol centre + 18.67, ink ≈ 25 pt; title baseline + 45.
    func testSymbolCentreInkAndTitleBaseline() throws {
        for device in devices {
            let (shot, top, scale) = try render(config(fourTabs), device)
            let icons = shot.tree.all("Image")
            XCTAssertEqual(icons.count, 4)
            for icon in icons {
                XCTAssertEqual(Double(icon.frame.midY) - top, 18.67, accuracy: 1 / scale, device)
                XCTAssertEqual(Double(icon.frame.height), 25, accuracy: 1 / scale, device)
            }
            for title in ["Feeds", "Favorites", "Explore", "Debug"] {
                let run = try XCTUnwrap(runs(shot).first { $0.text == title })
                XCTAssertEqual(Double(run.glyphs[0].pixelY) / scale - top, 45.0, accuracy: 1 / scale, "\(device) \(title)")
            }
            // The ink of a bundled icon fills its 25 pt frame as a symbol's does (≈ 25 pt).
            let star = try XCTUnwrap(icons.first { $0.node.summary.contains("star") } ?? icons[1])
            let ink = inkBox(shot.image, in: star.frame, scale: scale)
            XCTAssertEqual(ink.height, 25, accuracy: 2.5, "\(device) star ink \(ink)")
        }
    }

    /// a11y-badges (UITabBar, iOS 17.5/18.5): an 18 pt pill, top + 3; without an icon its left
    /// edge is 10.8 pt right of the item's centre; "" is an empty 18 × 18 pill.
    func testBadgesOnTitleOnlyItems() throws {
        let items = [TabItem(title: "A", badge: .text("")), TabItem(title: "B", badge: .text("3")), TabItem(title: "C", badge: .text("A"))]
        for device in devices.prefix(2) {
            let (shot, top, scale) = try render(config(items), device)
            let pills = shot.tree.all("Capsule")
            XCTAssertEqual(pills.count, 3, device)
            let width = Double(try Devices.resolve(device).size(.portrait).width)
            for (i, pill) in pills.enumerated() {
                let centre = width / 3 * (Double(i) + 0.5)
                XCTAssertEqual(Double(pill.frame.minY) - top, 3, accuracy: 1 / scale, device)
                XCTAssertEqual(Double(pill.frame.height), 18, accuracy: 1 / scale, device)
                XCTAssertEqual(Double(pill.frame.minX) - centre, 10.8, accuracy: 1 / scale, "\(device) item \(i)")
            }
            XCTAssertEqual(Double(pills[0].frame.width), 18, accuracy: 1 / scale, "the empty badge is a circle")
            XCTAssertEqual(Double(pills[1].frame.width), 18, accuracy: 1 / scale, "so is a one-character badge")
            XCTAssertEqual(Double(pills[2].frame.width), 18, accuracy: 1 / scale, "even a wide character")
            XCTAssertFalse(runs(shot).contains { $0.text.isEmpty })
        }
    }

    /// The hairline (standard appearance) lies in the device-pixel row just above the bar's
    /// frame; scroll-edge (the default) draws neither hairline nor background.
    func testAppearances() throws {
        for device in devices.prefix(2) {
            let (standard, top, scale) = try render(config(fourTabs, appearance: .standard), device)
            let hairline = try XCTUnwrap(standard.tree.all("Color #0000004D").first)
            XCTAssertEqual(Double(hairline.frame.maxY), top, accuracy: 1e-9, device)
            XCTAssertEqual(Double(hairline.frame.height) * scale, 1, accuracy: 1e-9)
            XCTAssertTrue(standard.displayList.text.contains("backdrop blur"), "a material background")
            let (edge, _, _) = try render(config(fourTabs), device)
            XCTAssertTrue(edge.tree.all("Color #0000004D").isEmpty)
            XCTAssertFalse(edge.displayList.text.contains("backdrop"))
        }
    }

    /// rss-* light and dark: selected #0A84FF, unselected #929292 in both schemes.
    func testColours() throws {
        for scheme in ColorScheme.allCases {
            let (shot, _, _) = try render(config(fourTabs), "iphone-15-pro", scheme: scheme)
            let colours = Dictionary(runs(shot).map { ($0.text, $0.color) }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(colours["Feeds"], PixelColor(r: 10, g: 132, b: 255), "\(scheme)")
            XCTAssertEqual(colours["Favorites"], PixelColor(r: 146, g: 146, b: 146), "\(scheme)")
        }
    }

    /// A bare UITabBar selects nothing (thumbprint); disabled items are dimmed; untitled and
    /// image-less items are allowed.
    func testStatesIOSHas() throws {
        var items = fourTabs
        items[1].disabled = true
        items[2].title = ""
        items[3].icon = nil
        let (shot, _, _) = try render(config(items, selected: -1), "iphone-15-pro")
        let rs = runs(shot)
        XCTAssertTrue(rs.allSatisfy { $0.color == PixelColor(r: 146, g: 146, b: 146) }, "nothing selected")
        XCTAssertTrue(shot.displayList.text.contains("layer opacity 0.35"), "the disabled item is dimmed")
        XCTAssertEqual(shot.tree.all("Image").count, 3)
        XCTAssertNil(rs.first { $0.text == "Explore" })
    }

    /// em-memo / thumbprint: a custom 24 pt image is centred 19 pt below the top with its title
    /// on the 45 pt baseline over a home indicator, 20 and 46 in a bar without a bottom inset.
    func testCustomImages() throws {
        let dir = NSTemporaryDirectory() + "tabsnap-icons-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PNGEncoder.write(RGBAImage(width: 72, height: 72, fill: (0, 0, 0, 255)), to: dir + "/memo@3x.png", profile: .fast)
        let resources = try FontResources(library: Self.resources.library, baseDirectory: dir, images: PNGImageLoader())
        var c = config([TabItem(title: "Memo", icon: "memo@3x.png"), TabItem(title: "Settings", icon: "memo@3x.png")])
        c.metrics.titleWeight = .bold
        for (device, centre, baseline) in [("iphone-15-pro", 19.0, 45.0), ("iphone-14", 19, 45), ("iphone-se", 20, 46)] {
            let d = try Devices.resolve(device)
            let shot = try TabBarRenderer.render(StyleContext(config: c, device: d, orientation: .portrait, scheme: .light), resources: resources)
            let top = Double(d.size(.portrait).height) - d.safeAreaInsets(.portrait).bottom - 49
            let image = try XCTUnwrap(shot.tree.all("Image").first)
            XCTAssertEqual(Double(image.frame.midY) - top, centre, accuracy: 1 / d.scale, device)
            XCTAssertEqual(Double(image.frame.height), 24, accuracy: 1 / d.scale, "drawn at its own 24 pt")
            let run = try XCTUnwrap(runs(shot).first { $0.text == "Memo" })
            XCTAssertEqual(Double(run.glyphs[0].pixelY) / d.scale - top, baseline, accuracy: 1 / d.scale, device)
        }
    }

    /// The bounding box, in points, of pixels that differ from the top-left pixel of `frame`.
    func inkBox(_ image: RGBAImage, in frame: CGRect, scale: Double) -> CGRect {
        let x0 = Int(Double(frame.minX) * scale) - 6, x1 = Int(Double(frame.maxX) * scale) + 6
        let y0 = Int(Double(frame.minY) * scale) - 6, y1 = Int(Double(frame.maxY) * scale) + 6
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in max(0, y0)..<min(image.height, y1) {
            for x in max(0, x0)..<min(image.width, x1) where image[x, y].1 < 200 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return .zero }
        return CGRect(x: Double(minX) / scale, y: Double(minY) / scale, width: Double(maxX - minX + 1) / scale, height: Double(maxY - minY + 1) / scale)
    }
}

extension SystemStyleMetricsTests {
    /// em-memo (iOS 17.2) CJK titles: their ink centre is 41.3…41.5 pt below the bar's top.
    func testCJKTitleInkCentre() throws {
        for device in devices.prefix(2) {
            let (shot, top, scale) = try render(config([TabItem(title: "设置", icon: "gearshape"), TabItem(title: "メモ", icon: "star")], selected: -1), device)
            let title = try XCTUnwrap(shot.tree.all("Text").first)
            var minY = Int.max, maxY = Int.min
            let x0 = Int(Double(title.frame.minX) * scale), x1 = Int(Double(title.frame.maxX) * scale)
            for y in Int((top + 32) * scale)..<Int((top + 49) * scale) {  // below the icon (its ink ends at 31.2)
                // Grey ink on the light backdrop.
                for x in x0..<x1 where shot.image[x, y].0 < 200 { minY = min(minY, y); maxY = max(maxY, y) }
            }
            let centre = (Double(minY + maxY + 1) / 2) / scale - top
            XCTAssertEqual(centre, 41.4, accuracy: 0.34, "\(device): CJK ink centre \(centre)")
        }
    }

    /// `iconRendering: original` keeps a PNG's own colours; PNG icons are found beside the
    /// configuration file.
    func testOriginalPNGIconsBesideTheConfiguration() throws {
        let dir = NSTemporaryDirectory() + "tabsnap-original-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/icons", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PNGEncoder.write(RGBAImage(width: 72, height: 72, fill: (200, 30, 30, 255)), to: dir + "/icons/red@3x.png", profile: .fast)
        let yaml = "items:\n  - {title: A, icon: icons/red@3x.png, iconRendering: original}\n  - {title: B, icon: icons/red@3x.png}\nselected: 1\n"
        try yaml.write(toFile: dir + "/bar.yaml", atomically: true, encoding: .utf8)
        let c = try TabBarConfigDecoder.load(dir + "/bar.yaml")
        XCTAssertEqual(c.items[0].icon, dir + "/icons/red@3x.png")
        let d = try Devices.resolve("iphone-15-pro")
        let shot = try TabBarRenderer.render(StyleContext(config: c, device: d, orientation: .portrait, scheme: .light), resources: Self.resources)
        let images = shot.tree.all("Image")
        let original = images[0].frame, tinted = images[1].frame
        XCTAssertTrue(shot.image[Int(original.midX * 3), Int(original.midY * 3)] == (200, 30, 30, 255), "untinted")
        XCTAssertTrue(shot.image[Int(tinted.midX * 3), Int(tinted.midY * 3)] == (10, 132, 255, 255), "tinted with the selection")
    }
}

extension SystemStyleMetricsTests {
    /// UIKit lets the selected title have its own font and colour.
    func testSelectedTitleFontAndColour() throws {
        var c = config(fourTabs)
        c.metrics.selectedTitleWeight = .bold
        c.metrics.selectedTitleSize = 11
        c.light.selectedTitle = Color(r: 200, g: 0, b: 0)
        let (shot, _, _) = try render(c, "iphone-15-pro")
        let feeds = try XCTUnwrap(runs(shot).first { $0.text == "Feeds" })
        let other = try XCTUnwrap(runs(shot).first { $0.text == "Debug" })
        XCTAssertEqual(feeds.glyphs[0].key.face, .inter(.bold))
        XCTAssertEqual(feeds.glyphs[0].key.pixelSize64, 33 * 64)
        XCTAssertEqual(feeds.color, PixelColor(r: 200, g: 0, b: 0))
        XCTAssertEqual(other.glyphs[0].key.face, .inter(.medium))
    }
}
