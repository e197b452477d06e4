import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TabSnapCore
import TabSnapDisplayList
import TabSnapRaster
import TabSnapText
import XCTest

/// The display list's SVG form (`tabsnap render --format svg`): the same scene for another
/// renderer, item for item, and a clear refusal for what SVG cannot say.
final class DisplayListSVGTests: XCTestCase {
    static let glyphs = DisplayListTests.glyphs

    func scene() -> DisplayList {
        let t = Transform.scale(2)
        let glyph = PositionedGlyph(face: .inter(.bold), glyph: 36, size: 10, x: 1, y: 12).placement(scale: 2)
        var list = DisplayList(width: 40, height: 30)
        list.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 20, height: 15)), paint: .solid(.white), transform: t)))
        list.append(.pushClip(ClipItem(path: .circle(center: Point(x: 10, y: 7), radius: 6), transform: t)))
        list.append(.beginLayer(LayerItem(opacity: 0.5, bounds: Rect(x: 2, y: 2, width: 16, height: 10), transform: t)))
        list.append(.fill(FillItem(path: .rect(Rect(x: 2, y: 2, width: 8, height: 8)), paint: .solid(PixelColor(r: 255, g: 0, b: 0)),
                                   transform: t, rule: .evenOdd)))
        list.append(.stroke(StrokeItem(path: .rect(Rect(x: 4, y: 4, width: 8, height: 6)),
                                       style: StrokeStyle(width: 1, cap: .round, join: .bevel, dash: [2, 1]),
                                       paint: .solid(PixelColor(r: 0, g: 0, b: 255, a: 128)), transform: t)))
        list.append(.endLayer)
        list.append(.popClip)
        list.append(.beginLayer(LayerItem(opacity: 1, bounds: nil, transform: .identity,
                                          filter: .shadow(color: PixelColor(r: 0, g: 0, b: 0, a: 64), radius: 3, dx: 0, dy: 1.6))))
        list.append(.fill(FillItem(path: .rect(Rect(x: 24, y: 4, width: 10, height: 10)),
                                   paint: .linearGradient(LinearGradientPaint(start: Point(x: 24, y: 4), end: Point(x: 34, y: 14),
                                                                              colors: [.white, .black])), transform: .identity)))
        list.append(.endLayer)
        list.append(.glyphs(GlyphRun(text: "A", glyphs: [glyph], color: .black)))
        return list
    }

    func testEveryDrawableItemBecomesSVG() throws {
        let svg = try scene().svg(glyphs: Self.glyphs)
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"30\" viewBox=\"0 0 40 30\">"))
        XCTAssertTrue(svg.contains("<path d=\"M0,0 L20,0 L20,15 L0,15 Z\" transform=\"matrix(2 0 0 2 0 0)\" fill=\"#FFFFFF\"/>"), svg)
        XCTAssertTrue(svg.contains("fill=\"#FF0000\" fill-rule=\"evenodd\""), svg)
        XCTAssertTrue(svg.contains("fill=\"none\" stroke=\"#0000FF\" stroke-opacity=\"0.502\" stroke-width=\"1\" stroke-linecap=\"round\" stroke-linejoin=\"bevel\" stroke-dasharray=\"2 1\""), svg)
        XCTAssertTrue(svg.contains("<g opacity=\"0.5\"><g clip-path=\"url(#"), "a layer with bounds clips its content: \(svg)")
        XCTAssertTrue(svg.contains("<clipPath id="), svg)
        XCTAssertTrue(svg.contains("<feOffset dx=\"0\" dy=\"2\""), "the shadow offset is rounded once, as the raster does: \(svg)")
        XCTAssertTrue(svg.contains("<linearGradient id=") && svg.contains("gradientUnits=\"userSpaceOnUse\""), svg)
        // The glyph is its outline, placed where the raster draws it.
        let glyphPath = svg.split(separator: "\n").last { $0.contains("fill=\"#000000\"") && !$0.contains("<g") }
        XCTAssertEqual(glyphPath?.contains("Q"), true, svg)
        XCTAssertEqual(svg.components(separatedBy: "<g").count - 1, svg.components(separatedBy: "</g>").count - 1, "groups balance")
        // Well-formed XML.
        let parser = XMLParser(data: Data(svg.utf8))
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    func testWhatSVGCannotSayIsRefusedByItemNumber() {
        let image = RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255])
        var list = DisplayList(width: 4, height: 4)
        list.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(.white), transform: .identity)))
        list.append(.backdrop(BackdropItem(path: .rect(Rect(x: 0, y: 0, width: 4, height: 4)), transform: .identity, sigma: 2)))
        XCTAssertThrowsError(try list.svg(glyphs: Self.glyphs)) { XCTAssertEqual("\($0)", "item 1: a backdrop blur has no SVG 1.1 equivalent") }
        list.items[1] = .image(ImageItem(source: "x.png", image: image, rect: Rect(x: 0, y: 0, width: 1, height: 1), transform: .identity))
        XCTAssertThrowsError(try list.svg(glyphs: Self.glyphs)) { XCTAssertEqual("\($0)", "item 1: images are not written to SVG") }
        list.items[1] = .popClip
        XCTAssertThrowsError(try list.svg(glyphs: Self.glyphs)) { XCTAssertEqual("\($0)", "item 1: a pop with nothing pushed") }
    }

    /// Drawn by resvg (when installed: `pip install resvg-cli==0.44.0`), the SVG agrees with
    /// TabSnap's own raster except on anti-aliased edges.
    func testResvgDrawsTheSameScene() throws {
        guard let resvg = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map({ "\($0)/resvg" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("resvg is not installed (pip install resvg-cli==0.44.0)")
        }
        _ = resvg
        // The comparison itself runs in Scripts/bench_compare.py on the Examples; here the
        // document only has to be one resvg accepts.
        let dir = NSTemporaryDirectory() + "tabsnap-svg-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try scene().svg(glyphs: Self.glyphs).write(toFile: dir + "/scene.svg", atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: resvg)
        p.arguments = [dir + "/scene.svg", dir + "/scene.png"]
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/scene.png"))
    }
}
