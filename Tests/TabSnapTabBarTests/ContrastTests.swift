import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapPNG
@testable import TabSnapTabBar
import XCTest

/// WCAG contrast: the ratio itself, against an independent implementation, and per item of the
/// Examples' configurations as rendered.
final class ContrastTests: XCTestCase {
    static let resources = try! FontResources.bundled(images: PNGImageLoader())

    func hex(_ s: String) -> Color { Color(hex: s)! }

    func testKnownRatios() {
        XCTAssertEqual(WCAGContrast.ratio(.black, .white), 21, accuracy: 1e-12)
        XCTAssertEqual(WCAGContrast.ratio(.white, .black), 21, accuracy: 1e-12)
        XCTAssertEqual(WCAGContrast.ratio(hex("#777777"), hex("#777777")), 1, accuracy: 1e-12)
        // The lightest grey that passes AA on white, and the next one that does not.
        XCTAssertEqual(WCAGContrast.ratio(hex("#767676"), .white), 4.5422, accuracy: 1e-4)
        XCTAssertEqual(WCAGContrast.ratio(hex("#777777"), .white), 4.4781, accuracy: 1e-4)
        XCTAssertEqual(WCAGContrast.luminance(.white), 1, accuracy: 1e-12)
        XCTAssertEqual(WCAGContrast.luminance(hex("#FF0000")), 0.2126, accuracy: 1e-12)
        // Below the sRGB knee the curve is linear: 10/255 / 12.92.
        XCTAssertEqual(WCAGContrast.luminance(hex("#0A0A0A")), 10.0 / 255 / 12.92, accuracy: 1e-15)
        // Shown and stored rounded down, so 4.4999 never reads as 4.50.
        XCTAssertEqual(WCAGContrast.shown(4.4999), "4.49")
        XCTAssertEqual(WCAGContrast.shown(21), "21.00")
        XCTAssertEqual(WCAGContrast.floored(4.5422), 4.54)
        // Opacity blends over the background per channel: gray at 60 % over white.
        XCTAssertEqual(WCAGContrast.over(Color.gray.opacity(0.6), .white).hex, "#BBBBBE")
        XCTAssertEqual(WCAGContrast.over(hex("#0A84FF"), .black).hex, "#0A84FF")
    }

    /// 43 pairs computed by the wcag-contrast-ratio package (Scripts/wcag_reference.py).
    func testAgainstReferenceImplementation() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/wcag-contrast.json")
        let doc = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let pairs = doc["pairs"] as! [[String: Any]]
        XCTAssertEqual(pairs.count, 43)
        func color(_ v: Any?) -> Color {
            let c = (v as! [Int]).map(UInt8.init)
            return Color(r: c[0], g: c[1], b: c[2])
        }
        var worst = 0.0
        for p in pairs {
            let ours = WCAGContrast.ratio(color(p["foreground"]), color(p["background"]))
            worst = max(worst, abs(ours - (p["ratio"] as! Double)))
        }
        XCTAssertLessThan(worst, 1e-8, "largest difference from \(doc["source"]!)")
    }

    /// A verify counts the bar's colours from the bands it hashes; that must say exactly what
    /// measuring the whole frame says, however the rows are cut.
    func testStreamedContrastEqualsWholeFrame() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for (file, scheme) in [("seed000-en.json", ColorScheme.light), ("seed003-sections.json", .dark), ("seed004-icons.json", .light)] {
            let config = try TabBarConfigDecoder.load(root.appendingPathComponent("Examples/" + file).path)
            let context = StyleContext(config: config, device: try Devices.resolve("iphone-15-pro-max"), orientation: .portrait, scheme: scheme)
            let whole = try XCTUnwrap(BarContrast.measure(context, try TabBarRenderer.render(context, resources: Self.resources)))
            let (tree, list) = try TabBarRenderer.prepare(context, resources: Self.resources)
            let scale = TabBarScene.container(context).scale
            for bandRows in [97, 384, list.height] {
                var streamed = StreamedBarContrast(context, tree, scale: scale, width: list.width, height: list.height)
                var y = 0
                while y < list.height {
                    let end = min(list.height, y + bandRows)
                    let band = try XCTUnwrap(list.rows(y..<end, glyphs: Self.resources.glyphCache))
                    streamed.add(band.image, firstRow: band.firstRow, rows: y..<end)
                    y = end
                }
                XCTAssertEqual(streamed.result, whole, "\(file) \(scheme) in bands of \(bandRows) rows")
            }
            XCTAssertNotNil(whole.background, file)
        }
    }

    func measure(_ file: String, _ scheme: ColorScheme, device: String = "iphone-15-pro") throws -> (ContrastReport, Snapshot) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let config = try TabBarConfigDecoder.load(root.appendingPathComponent("Examples/" + file).path)
        let context = StyleContext(config: config, device: try Devices.resolve(device), orientation: .portrait, scheme: scheme)
        let shot = try TabBarRenderer.render(context, resources: Self.resources)
        return (try XCTUnwrap(BarContrast.measure(context, shot)), shot)
    }

    /// Figures checked by hand (the ratios with the formula above, in Python's
    /// wcag-contrast-ratio): the system style's iOS 18 unselected #929292 on the light backdrop
    /// #F2F2F7 that shows through the scroll-edge bar is 2.79; on black 6.75.
    func testSystemStyleOverTheBackdrop() throws {
        let (light, _) = try measure("seed001-more.json", .light)
        XCTAssertEqual(light.background, "#F2F2F7")
        XCTAssertEqual(light.minimum, 2.78)  // 2.7885, rounded down
        XCTAssertEqual(light.lowest, ContrastPart(item: "Feed", part: .title, selected: false, foreground: "#929292", ratio: 2.78))
        // More is selected (Settings is beyond the fifth tab): the tint, 3.2687 on #F2F2F7.
        let more = light.parts.filter { $0.item == "More" }
        XCTAssertEqual(more.map(\.part), [.title, .icon])
        XCTAssertEqual(more.map(\.ratio), [3.26, 3.26])
        XCTAssertEqual(more.first?.foreground, "#0A84FF")
        XCTAssertTrue(more.allSatisfy(\.selected))
        XCTAssertEqual(light.parts.count, 10)

        let (dark, _) = try measure("seed001-more.json", .dark)
        XCTAssertEqual(dark.background, "#000000")
        XCTAssertEqual(dark.minimum, 5.75)  // the tint #0A84FF on black, 5.7574
        XCTAssertEqual(dark.lowest?.item, "More")
    }

    /// Circle: gray #8E8E93 on its white bar (3.26), black when selected (21); the dark bar
    /// #1C1C1E. Sections: red titles on white (3.54), icons black. Icons: no titles, gray at
    /// 60 % over white draws #BBBBBE (1.91).
    func testOtherStyles() throws {
        let (circle, _) = try measure("seed000-en.json", .light)
        XCTAssertEqual(circle.background, "#FFFFFF")
        XCTAssertEqual(circle.minimum, 3.26)
        XCTAssertEqual(circle.parts.first { $0.item == "Cart" }?.ratio, 21)
        let (circleDark, _) = try measure("seed000-en.json", .dark)
        XCTAssertEqual(circleDark.background, "#1C1C1E")
        XCTAssertEqual(circleDark.minimum, 5.21)

        let (sections, _) = try measure("seed003-sections.json", .light)
        XCTAssertEqual(sections.minimum, 3.54)
        XCTAssertEqual(sections.lowest, ContrastPart(item: "聊天", part: .title, selected: true, foreground: "#FF3B30", ratio: 3.54))
        XCTAssertEqual(sections.parts.filter { $0.part == .icon }.map(\.foreground), ["#000000", "#000000", "#000000"])

        let (icons, _) = try measure("seed004-icons.json", .light)
        XCTAssertEqual(icons.background, "#FFFFFF")
        XCTAssertFalse(icons.parts.contains { $0.part == .title })
        XCTAssertEqual(icons.lowest?.foreground, "#BBBBBE")
        XCTAssertEqual(icons.minimum, WCAGContrast.floored(WCAGContrast.ratio(hex("#BBBBBE"), .white)))
        XCTAssertEqual(icons.minimum, 1.91)
    }

    /// The foregrounds are the colours the render really shows: each one is the colour of
    /// fully covered pixels in the bar (glyph stems and icon strokes), for every style and scheme.
    func testMeasuredColoursAreDrawn() throws {
        for file in ["seed000-en.json", "seed001-more.json", "seed003-sections.json", "seed004-icons.json", "style-system.yaml"] {
            for scheme in ColorScheme.allCases {
                let (contrast, shot) = try measure(file, scheme)
                let region = try XCTUnwrap(TabBarRenderer.barRegion(shot))
                // Colours as 0xRRGGBB, counted in the bar's pixels.
                let wanted = Set(contrast.parts.map { part in Color(hex: part.foreground).map { UInt32($0.r) << 16 | UInt32($0.g) << 8 | UInt32($0.b) }! })
                var counts: [UInt32: Int] = [:]
                for y in region.y0..<region.y1 {
                    for x in region.x0..<region.x1 {
                        let p = shot.image[x, y]
                        let key = UInt32(p.0) << 16 | UInt32(p.1) << 8 | UInt32(p.2)
                        if wanted.contains(key) { counts[key, default: 0] += 1 }
                    }
                }
                for part in contrast.parts {
                    let c = Color(hex: part.foreground)!
                    XCTAssertGreaterThan(counts[UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)] ?? 0, 20, "\(file) \(scheme): \(part.described) is not drawn")
                }
            }
        }
    }

    /// A disabled system item is dimmed to 35 %, an override of the title colour wins over the
    /// tint, and an untitled item is named by its position.
    func testOverridesAndOpacity() throws {
        var config = TabBarConfig(name: "t")
        config.items = [TabItem(title: "A", icon: "house"), TabItem(title: "", icon: "star"), TabItem(title: "C", icon: "bell", disabled: true)]
        config.light.selectedTitle = hex("#000000")
        config.light.barBackground = hex("#FFFFFF")
        config.appearance = .standard
        let context = StyleContext(config: config, device: try Devices.resolve("iphone-15-pro"), orientation: .portrait, scheme: .light)
        let contrast = try XCTUnwrap(BarContrast.measure(context, try TabBarRenderer.render(context, resources: Self.resources)))
        XCTAssertEqual(contrast.background, "#FFFFFF")
        XCTAssertEqual(contrast.parts.map(\.item), ["A", "A", "item 2", "C", "C"])
        XCTAssertEqual(contrast.parts[0].foreground, "#000000")
        XCTAssertEqual(contrast.parts[1].foreground, "#0A84FF")
        // #929292 at 35 % over white: 146 × 0.35 + 255 × 0.65 = 216.85 → #D9D9D9 (1.41).
        XCTAssertEqual(contrast.lowest, ContrastPart(item: "C", part: .title, selected: false, foreground: "#D9D9D9", ratio: 1.41))
    }

    /// With nothing behind a scroll-edge bar there is no background to measure against.
    func testTransparentBarIsNotMeasured() throws {
        var config = TabBarConfig(name: "t")
        config.items = [TabItem(title: "A", icon: "house")]
        config.backdrop = .none
        let context = StyleContext(config: config, device: try Devices.resolve("iphone-se"), orientation: .portrait, scheme: .dark)
        let contrast = try XCTUnwrap(BarContrast.measure(context, try TabBarRenderer.render(context, resources: Self.resources)))
        XCTAssertNil(contrast.background)
        XCTAssertNil(contrast.minimum)
        XCTAssertEqual(contrast.parts, [])
        XCTAssertNil(contrast.required)
        var asked = contrast
        asked.required = 4.5
        XCTAssertFalse(asked.isBelowRequired)
    }
}
