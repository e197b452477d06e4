import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// SwiftUI's colour effects, each pixel through its Filter Effects matrix in sRGB (grey by
/// Rec. 709 luminance: pure red 54/255), a view's pixels without the effect unchanged.
final class ColorEffectTests: XCTestCase {
    /// The centre pixel of a 40 pt square of `color` under `effect`, straight RGBA.
    func pixel(_ color: Color, _ effect: (AnyView) -> AnyView) throws -> [UInt8] {
        let view = effect(AnyView(color.frame(width: 40, height: 40))).position(x: 20, y: 20)
        let image = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 40, height: 40), scale: 1),
                                        scheme: .light, resources: try FontResources.bundled()).image
        let i = (20 * image.width + 20) * 4
        return Array(image.pixels[i..<(i + 4)])
    }

    func testEachEffect() throws {
        let red = Color(r: 255, g: 0, b: 0)
        XCTAssertEqual(try pixel(red) { AnyView($0.grayscale(1)) }, [54, 54, 54, 255])
        XCTAssertEqual(try pixel(red) { AnyView($0.grayscale(0)) }, [255, 0, 0, 255])
        XCTAssertEqual(try pixel(red) { AnyView($0.saturation(0)) }, [54, 54, 54, 255])
        XCTAssertEqual(try pixel(Color(r: 0, g: 0, b: 0)) { AnyView($0.brightness(0.2)) }, [51, 51, 51, 255])
        XCTAssertEqual(try pixel(Color(r: 255, g: 255, b: 255)) { AnyView($0.colorInvert()) }, [0, 0, 0, 255])
        XCTAssertEqual(try pixel(Color(r: 0, g: 0, b: 0)) { AnyView($0.contrast(0)) }, [128, 128, 128, 255])
        XCTAssertEqual(try pixel(Color(r: 255, g: 255, b: 255)) { AnyView($0.colorMultiply(Color(r: 255, g: 128, b: 0))) }, [255, 128, 0, 255])
        XCTAssertEqual(try pixel(Color(r: 0, g: 0, b: 0)) { AnyView($0.luminanceToAlpha()) }[3], 0, "black becomes clear")
        let turned = try pixel(red) { AnyView($0.hueRotation(.degrees(180))) }
        XCTAssertLessThan(turned[0], 60, "red turned half way round is cyan: \(turned)")
        XCTAssertGreaterThan(turned[1], 60)
        XCTAssertGreaterThan(turned[2], 60)
    }

    /// A grey icon row, as apps draw a disabled state: the same layout, its colours grey.
    func testGrayscaleKeepsLayout() throws {
        let row = HStack { Image(systemName: "star.fill").foregroundColor(.yellow); Text("Favourite").foregroundColor(.blue) }
        let plain = try Snapshot.render(makeNode(row), container: LayoutContainer(size: CGSize(width: 200, height: 60), scale: 2),
                                        scheme: .light, resources: try FontResources.bundled())
        let grey = try Snapshot.render(makeNode(row.grayscale(1)), container: LayoutContainer(size: CGSize(width: 200, height: 60), scale: 2),
                                       scheme: .light, resources: try FontResources.bundled())
        XCTAssertEqual(plain.tree.frame, grey.tree.frame)
        let pixels = stride(from: 0, to: grey.image.pixels.count, by: 4).map { Array(grey.image.pixels[$0..<($0 + 3)]) }
        XCTAssertTrue(pixels.allSatisfy { abs(Int($0[0]) - Int($0[1])) <= 1 && abs(Int($0[1]) - Int($0[2])) <= 1 }, "every pixel grey")
        XCTAssertNotEqual(plain.image.pixels, grey.image.pixels)
    }
}

extension ColorEffectTests {
    /// A row of colour swatches under each effect, to look at.
    func testEffectsSideBySide() {
        let swatch = HStack(spacing: 0) { Color.red; Color.green; Color.blue; Color.yellow }.frame(width: 120, height: 24)
        let view = VStack(alignment: .leading, spacing: 6) {
            swatch
            swatch.grayscale(1)
            swatch.saturation(0.5)
            swatch.brightness(0.3)
            swatch.contrast(0.5)
            swatch.colorMultiply(.orange)
            swatch.colorInvert()
            swatch.hueRotation(.degrees(90))
        }
        .padding()
        assertSnapshot(of: view, layout: .sizeThatFits, devices: [.iPhone15Pro], schemes: [.light, .dark])
    }
}
