import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapPNG
import TabSnapRaster
import TabSnapTabBar
import XCTest

/// `tabsnap render` draws a whole screen band by band straight into the PNG (issue 18: no full
/// frame to fault in and hold). The file must be byte for byte the one the full frame gives.
final class StreamedRenderTests: XCTestCase {
    static let resources = try! FontResources.bundled()
    static let text = [(key: "Software", value: "TabSnap")]

    /// `drawRows` as `tabsnap render` asks (four blur reaches), or 0: one draw a band.
    func streamed(_ list: DisplayList, drawRows: Int = 0) throws -> [UInt8]? {
        let glyphs = Self.resources.glyphCache
        return try PNGEncoder.encodeStreamed(width: list.width, height: list.height, text: Self.text, drawRows: drawRows,
                                             rows: { list.rows($0, glyphs: glyphs, opaqueOnly: true) })
    }

    func check(_ config: TabBarConfig, _ device: String, _ scheme: ColorScheme, file: StaticString = #filePath, line: UInt = #line) throws {
        let context = StyleContext(config: config, device: try Devices.resolve(device), orientation: .portrait, scheme: scheme)
        let full = try TabBarRenderer.render(context, resources: Self.resources)
        let (_, list) = try TabBarRenderer.prepare(context, resources: Self.resources)
        let expected = try PNGEncoder.encode(full.image, profile: .fast, text: Self.text)
        // IHDR's colour type: 2 is RGB (every pixel opaque), 6 is RGBA.
        guard expected[25] == 2 else {
            return XCTAssertNil(try streamed(list), "\(config.name) \(device) \(scheme): a translucent screen must not stream", file: file, line: line)
        }
        // Drawn a band at a time, and in groups of bands as `tabsnap render` asks for a blur's reach.
        for drawRows in Set([0, 4 * list.reach, 100_000]) {
            let bytes = try XCTUnwrap(try streamed(list, drawRows: drawRows), "\(config.name) \(device) \(scheme): an opaque screen must stream",
                                      file: file, line: line)
            XCTAssertTrue(bytes == expected, "\(config.name) \(device) \(scheme), draws of \(drawRows) rows: the streamed PNG differs from the full frame's",
                          file: file, line: line)
        }
    }

    /// Every example streams (the clear-background ones are refused and drawn whole).
    func testEveryExampleStreamsToTheFullFramesBytes() throws {
        let configs = try ExampleConfigs.all()
        XCTAssertGreaterThanOrEqual(configs.count, 10)
        for config in configs {
            try check(config, "iphone-15-pro-max", .light)
            try check(config, "iphone-se", .dark)
        }
    }

    /// The standard appearance blurs what lies behind the bar: the band holding the bar's top
    /// edge is drawn from as far above as the blur reads.
    func testABlurAcrossBandEdgesStreamsTheSameBytes() throws {
        var config = try TabBarConfigDecoder.load(ExampleConfigs.root.appendingPathComponent("Examples/style-system.yaml").path)
        config.appearance = .standard
        for device in ["iphone-se", "ipad-pro-11"] {
            for scheme in ColorScheme.allCases { try check(config, device, scheme) }
        }
    }

    /// A translucent picture cannot be streamed as RGB: the encoder says so and writes nothing.
    func testATranslucentListIsRefusedForAFullFrame() throws {
        var list = DisplayList(width: 300, height: 900)
        list.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 300, height: 900)), paint: .solid(.white), transform: .identity)))
        XCTAssertNotNil(try streamed(list))
        list = DisplayList(width: 300, height: 900)
        list.append(.fill(FillItem(path: .rect(Rect(x: 10, y: 700, width: 50, height: 50)), paint: .solid(.black), transform: .identity)))
        XCTAssertNil(try streamed(list), "a clear background with a square on it has translucent pixels")
    }

    /// A gradient's sampler steps in fixed point from the canvas's top, so a band could tip a
    /// pixel to the next level (a black-to-white gradient 217 px high at 3x: row 325 was level
    /// 127 whole and 128 in its band). Such a list is never drawn in bands: callers draw it whole.
    func testAGradientIsDrawnWhole() throws {
        var list = DisplayList(width: 1290, height: 2796)
        list.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 1290, height: 2796)), paint: .solid(.white), transform: .identity)))
        XCTAssertTrue(list.bandsDrawLikeTheWhole)
        let gradient = LinearGradientPaint(start: Point(x: 215, y: 0), end: Point(x: 215, y: 217),
                                           stops: [GradientStop(.black, at: 0), GradientStop(.white, at: 1)])
        list.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 430, height: 217)), paint: .linearGradient(gradient), transform: .scale(3))))
        XCTAssertFalse(list.bandsDrawLikeTheWhole)
        XCTAssertNil(list.rows(249..<600, glyphs: Self.resources.glyphCache))
        XCTAssertNil(try streamed(list), "the encoder is told to draw a full frame instead")
    }

    /// An image or mask scaled by other than a power of two (a colour emoji's bitmap in a title)
    /// keeps the whole screen's transform in a band and is sampled from the same fixed-point
    /// origin, so every band's rows equal the whole picture's.
    func testScaledImagesAndMasksBandLikeTheWhole() throws {
        var list = DisplayList(width: 64, height: 2700)
        list.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 64, height: 2700)), paint: .solid(.white), transform: .identity)))
        // Tall sources stretched by 2700/363 and 2700/997: drawn from a transform moved up by the
        // band's offset, the 363-row mask's rows 100..<150 come out a level off.
        let image = RGBAImage(width: 1, height: 997, pixels: (0..<997).flatMap { [UInt8($0 & 255), UInt8(($0 * 3) & 255), 0, 255] })
        list.append(.image(ImageItem(source: "ramp", image: image, rect: Rect(x: 0, y: 0, width: 10, height: 900), transform: .scale(3))))
        let mask = AlphaMask(width: 1, height: 363, alpha: (0..<363).map { UInt8(($0 * 97) & 255) })
        list.append(.mask(MaskItem(source: "ramp mask", mask: mask, rect: Rect(x: 11, y: 0, width: 10, height: 900), color: .black,
                                   transform: .scale(3))))
        // At its own size on whole pixels (a glyph): blitted, in a band too.
        list.append(.mask(MaskItem(source: "blit", mask: mask, rect: Rect(x: 40, y: 120, width: 1, height: 363), color: .black,
                                   transform: .identity)))
        XCTAssertTrue(list.bandsDrawLikeTheWhole)
        let whole = list.render(glyphs: Self.resources.glyphCache).intoImage()
        for top in [100, 850] + Array(stride(from: 0, to: 2690, by: 7)) {
            let rows = top..<min(2700, top + 50)
            let band = try XCTUnwrap(list.rows(rows, glyphs: Self.resources.glyphCache))
            let part = try XCTUnwrap(band.image.cropped(to: PixelRect(x0: 0, y0: rows.lowerBound - band.firstRow, x1: 64,
                                                                      y1: rows.upperBound - band.firstRow)))
            let expected = try XCTUnwrap(whole.cropped(to: PixelRect(x0: 0, y0: rows.lowerBound, x1: 64, y1: rows.upperBound)))
            XCTAssertTrue(part == expected, "rows \(rows)")
        }
    }

    /// Any run of rows equals those rows of the whole picture, near and far from a blur (which
    /// reads rows above and below it).
    func testRowsEqualTheWholePicturesRows() throws {
        var list = DisplayList(width: 120, height: 400)
        list.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 120, height: 400)), paint: .solid(PixelColor(r: 240, g: 240, b: 245, a: 255)),
                                   transform: .identity)))
        list.append(.fill(FillItem(path: .rect(Rect(x: 10.5, y: 180.25, width: 60, height: 90)), paint: .solid(.black), transform: .identity)))
        list.append(.backdrop(BackdropItem(path: .rect(Rect(x: 0, y: 250, width: 120, height: 100)), transform: .identity, sigma: 6)))
        let whole = list.render(glyphs: Self.resources.glyphCache).intoImage()
        for rows in [0..<1, 0..<400, 100..<260, 249..<251, 255..<400, 399..<400] {
            let band = try XCTUnwrap(list.rows(rows, glyphs: Self.resources.glyphCache))
            XCTAssertTrue(band.rows.contains(rows.lowerBound) && band.rows.upperBound >= rows.upperBound, "rows \(rows) in \(band.rows)")
            let part = try XCTUnwrap(band.image.cropped(to: PixelRect(x0: 0, y0: rows.lowerBound - band.firstRow, x1: 120,
                                                                      y1: rows.upperBound - band.firstRow)))
            let expected = try XCTUnwrap(whole.cropped(to: PixelRect(x0: 0, y0: rows.lowerBound, x1: 120, y1: rows.upperBound)))
            XCTAssertTrue(part == expected, "rows \(rows)")
        }
        XCTAssertNil(list.rows(390..<401, glyphs: Self.resources.glyphCache))
    }
}
