import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster
import TabSnapTabBar
import XCTest

/// A bar-only render draws only the bar's band (plus what blurs and shadows can carry across
/// its top edge), and must give exactly the rows the whole screen has there.
final class BarOnlyBandTests: XCTestCase {
    static let resources = try! FontResources.bundled()

    func check(_ config: TabBarConfig, _ device: String, _ scheme: ColorScheme, _ orientation: Orientation = .portrait,
               file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let context = StyleContext(config: config, device: try Devices.resolve(device), orientation: orientation, scheme: scheme)
        let full = try TabBarRenderer.render(context, resources: Self.resources)
        let region = try XCTUnwrap(TabBarRenderer.barRegion(full), file: file, line: line)
        let bar = try TabBarRenderer.render(context, resources: Self.resources, barOnly: true)
        let expected = try XCTUnwrap(full.image.cropped(to: region), file: file, line: line)
        XCTAssertEqual(bar.image.width, expected.width, "\(config.name) \(device) \(scheme)", file: file, line: line)
        XCTAssertEqual(bar.image.height, expected.height, "\(config.name) \(device) \(scheme)", file: file, line: line)
        XCTAssertTrue(bar.image == expected, "\(config.name) \(device) \(scheme): the band differs from the full screen's rows",
                      file: file, line: line)
        return full.displayList.reach
    }

    func testEveryExampleBarEqualsItsRowsOfTheWholeScreen() throws {
        let configs = try ExampleConfigs.all()
        XCTAssertGreaterThanOrEqual(configs.count, 10)
        for config in configs {
            for device in ["iphone-se", "iphone-15-pro-max", "ipad-pro-11"] {
                for scheme in ColorScheme.allCases { _ = try check(config, device, scheme) }
            }
            _ = try check(config, "iphone-15-pro", .dark, .landscape)
        }
    }

    /// The system bar's standard appearance blurs what lies behind it (a backdrop reaching
    /// above the bar's top edge); the band starts that far higher, so the result is the same.
    func testBlurredBackdropAcrossTheBandsTopEdge() throws {
        var config = try TabBarConfigDecoder.load(ExampleConfigs.root.appendingPathComponent("Examples/style-system.yaml").path)
        config.appearance = .standard
        var reach = 0
        for scheme in ColorScheme.allCases {
            reach = max(reach, try check(config, "iphone-se", scheme))
        }
        XCTAssertGreaterThan(reach, 0, "the standard appearance should draw a backdrop blur")
    }

    func testBandMovesEveryItemUpByWholePixels() {
        var list = DisplayList(width: 10, height: 40)
        list.append(.fill(FillItem(path: .rect(Rect(x: 1, y: 30.5, width: 3, height: 2)), paint: .solid(.black), transform: .scale(1))))
        list.append(.backdrop(BackdropItem(path: .rect(Rect(x: 0, y: 30, width: 10, height: 10)), transform: .identity, sigma: 3)))
        let band = list.band(from: 25)
        XCTAssertEqual(band.height, 15)
        guard case .fill(let f) = band.items[0] else { return XCTFail("fill expected") }
        XCTAssertEqual(f.transform.ty, -25)
        XCTAssertEqual(list.reach, LayerFilter.blur(radius: 3).extent)
    }
}
