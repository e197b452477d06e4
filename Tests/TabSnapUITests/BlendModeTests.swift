import Foundation
import SwiftUI
import TabSnapCore
import TabSnapPNG
import TabSnapTesting
import XCTest

/// `.blendMode(_:)` combines a view with what is drawn under it by the W3C formulas (and
/// Apple's plus-lighter and plus-darker): exact bytes for each mode on known colours, a
/// translucent source, and a canvas drawing with its context's blend mode.
final class BlendModeTests: XCTestCase {
    /// The centre pixel of `top` blended over `bottom` (both 20 pt squares at 1x).
    func pixel(_ bottom: Color, _ top: Color, _ mode: BlendMode) throws -> [UInt8] {
        let view = ZStack { bottom; top.blendMode(mode) }.frame(width: 20, height: 20)
        let image = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 20, height: 20), scale: 1),
                                        scheme: .light, resources: try FontResources.bundled()).image
        let p = image[10, 10]
        return [p.0, p.1, p.2, p.3]
    }

    let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255), white = Color(r: 255, g: 255, b: 255)
    let grey = Color(r: 128, g: 128, b: 128), darkRed = Color(r: 100, g: 0, b: 0)

    func testEachModeOnKnownColours() throws {
        XCTAssertEqual(try pixel(white, red, .multiply), [255, 0, 0, 255])
        XCTAssertEqual(try pixel(grey, red, .multiply), [128, 0, 0, 255])
        XCTAssertEqual(try pixel(red, blue, .screen), [255, 0, 255, 255])
        XCTAssertEqual(try pixel(red, white, .difference), [0, 255, 255, 255])
        XCTAssertEqual(try pixel(darkRed, darkRed, .plusLighter), [200, 0, 0, 255])
        XCTAssertEqual(try pixel(white, grey, .plusDarker), [128, 128, 128, 255])
        XCTAssertEqual(try pixel(red, blue, .darken), [0, 0, 0, 255])
        XCTAssertEqual(try pixel(red, blue, .lighten), [255, 0, 255, 255])
        XCTAssertEqual(try pixel(grey, white, .overlay), [255, 255, 255, 255], "overlay lightens where the backdrop is over half")
        XCTAssertEqual(try pixel(white, grey, .exclusion), [127, 127, 127, 255])
        XCTAssertEqual(try pixel(grey, red, .luminosity), [77, 77, 77, 255], "red's luminosity, 0.3, on grey")
        XCTAssertEqual(try pixel(grey, red, .saturation), [128, 128, 128, 255], "grey has no hue to saturate")
        XCTAssertEqual(try pixel(red, blue, .sourceAtop), [0, 0, 255, 255])
        XCTAssertEqual(try pixel(red, blue, .normal), [0, 0, 255, 255])
    }

    /// A half-transparent source: cs·(1 − αb) + cb·(1 − αs) + αs·αb·B.
    func testATranslucentSource() throws {
        XCTAssertEqual(try pixel(white, red.opacity(0.5), .multiply), [255, 127, 127, 255])
    }

    func testACanvasBlendsItsLaterDrawings() throws {
        let (red, blue) = (self.red, self.blue)
        let canvas = Canvas { g, size in
            g.fill(Path(CGRect(origin: .zero, size: size)), with: .color(red))
            var lit = g
            lit.blendMode = .screen
            lit.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), with: .color(blue))
        }
        .frame(width: 20, height: 20)
        let image = try Snapshot.render(makeNode(canvas), container: LayoutContainer(size: CGSize(width: 20, height: 20), scale: 1),
                                        scheme: .light, resources: try FontResources.bundled()).image
        XCTAssertEqual([image[5, 10].0, image[5, 10].2], [255, 255], "screened to magenta")
        XCTAssertEqual([image[15, 10].0, image[15, 10].2], [255, 0], "red beside it")
    }

    /// A glow of plus-lighter circles on black and a word multiplied into a gradient, in both schemes.
    func testBlendedViewsToLookAt() {
        let view = VStack(spacing: 24) {
            ZStack {
                Circle().fill(Color.red).frame(width: 90, height: 90).offset(x: -30, y: -20)
                Circle().fill(Color.green).frame(width: 90, height: 90).offset(x: 30, y: -20).blendMode(.plusLighter)
                Circle().fill(Color.blue).frame(width: 90, height: 90).offset(y: 20).blendMode(.plusLighter)
            }
            .frame(maxWidth: .infinity)
            .frame(height: 190)
            .background(Color.black, in: RoundedRectangle(cornerRadius: 12))
            ZStack {
                LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
                Text("Multiply").font(.largeTitle.bold()).foregroundColor(.gray).blendMode(.multiply)
            }
            .frame(height: 80)
            .clipShape(RoundedRectangle(cornerRadius: 12))
        }
        .padding()
        assertSnapshot(of: view, devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
    }
}

/// `Image.interpolation(.none)` keeps each source pixel a crisp square when a bitmap is drawn
/// larger; the default blends neighbours.
final class ImageInterpolationTests: XCTestCase {
    func testNoneKeepsPixelsWhole() throws {
        // A 2×1 PNG, red then blue, drawn 40 pt wide at 1x.
        let two = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-interp-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGEncoder.write(two, to: path)
        func row(_ view: some View) throws -> [[UInt8]] {
            let image = try Snapshot.render(makeNode(view.frame(width: 40, height: 10)), container: LayoutContainer(size: CGSize(width: 40, height: 10), scale: 1),
                                            scheme: .light, resources: try FontResources.bundled(images: PNGImageLoader())).image
            return (0..<40).map { x in let p = image[x, 5]; return [p.0, p.1, p.2] }
        }
        let crisp = try row(Image(pngFile: path).resizable().interpolation(.none))
        XCTAssertEqual(crisp[..<20].filter { $0 == [255, 0, 0] }.count, 20, "the left half all red")
        XCTAssertEqual(crisp[20...].filter { $0 == [0, 0, 255] }.count, 20, "the right half all blue")
        let smooth = try row(Image(pngFile: path).resizable())
        XCTAssertTrue(smooth.contains { $0[0] > 20 && $0[0] < 235 && $0[2] > 20 }, "blended across the middle")
    }
}
