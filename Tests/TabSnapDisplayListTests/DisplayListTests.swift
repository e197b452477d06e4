import TabSnapCore
@testable import TabSnapDisplayList
import TabSnapRaster
import TabSnapText
import XCTest

/// The display list on its own: every item kind draws what the canvas call it stands for
/// draws, and prints as stable text in device pixels.
final class DisplayListTests: XCTestCase {
    static let glyphs = GlyphCache(library: try! FontLibrary.shared())
    let red = PixelColor(r: 255, g: 0, b: 0)
    let blue = PixelColor(r: 0, g: 0, b: 255, a: 128)

    /// A list with one item of each kind, in points at 2x.
    func sample() -> DisplayList {
        let t = Transform.scale(2)
        let image = RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128])
        let glyph = PositionedGlyph(face: .inter(.bold), glyph: 36, size: 10, x: 1, y: 12).placement(scale: 2)
        var list = DisplayList(width: 40, height: 30)
        list.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 20, height: 15)), paint: .solid(.white), transform: t)))
        list.append(.pushClip(ClipItem(path: .circle(center: Point(x: 10, y: 7), radius: 6), transform: t)))
        list.append(.beginLayer(LayerItem(opacity: 0.5, bounds: Rect(x: 2, y: 2, width: 16, height: 10), transform: t)))
        list.append(.fill(FillItem(path: .rect(Rect(x: 2, y: 2, width: 8, height: 8)), paint: .solid(red), transform: t)))
        list.append(.stroke(StrokeItem(path: .rect(Rect(x: 4, y: 4, width: 8, height: 6)), style: StrokeStyle(width: 1), paint: .solid(blue), transform: t)))
        list.append(.endLayer)
        list.append(.popClip)
        list.append(.image(ImageItem(source: "dot.png", image: image, rect: Rect(x: 14, y: 1, width: 4, height: 4), transform: t)))
        list.append(.mask(MaskItem(source: "dot.png", mask: AlphaMask(alphaOf: image), rect: Rect(x: 14, y: 8, width: 4, height: 4),
                                   color: red, transform: t)))
        list.append(.glyphs(GlyphRun(text: "A", glyphs: [glyph], color: .black)))
        return list
    }

    func testEveryItemDrawsAsItsCanvasCall() {
        let drawn = sample().render(glyphs: Self.glyphs).toImage()
        let t = Transform.scale(2)
        var c = Canvas(width: 40, height: 30)
        c.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 15)), with: .solid(.white), transform: t)
        c.pushClip(.circle(center: Point(x: 10, y: 7), radius: 6), transform: t)
        c.beginLayer(opacity: 0.5, bounds: Rect(x: 2, y: 2, width: 16, height: 10), transform: t)
        c.fill(.rect(Rect(x: 2, y: 2, width: 8, height: 8)), with: .solid(red), transform: t)
        c.stroke(.rect(Rect(x: 4, y: 4, width: 8, height: 6)), style: StrokeStyle(width: 1), with: .solid(blue), transform: t)
        c.endLayer()
        c.popClip()
        let image = RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128])
        c.draw(image: image, in: Rect(x: 14, y: 1, width: 4, height: 4), transform: t)
        c.drawMask(AlphaMask(alphaOf: image), in: Rect(x: 14, y: 8, width: 4, height: 4), color: red, transform: t)
        Self.glyphs.draw(PositionedGlyph(face: .inter(.bold), glyph: 36, size: 10, x: 1, y: 12).placement(scale: 2), color: .black, on: &c)
        XCTAssertEqual(drawn, c.toImage())
        // And the list drew something of each: the layer's red at half strength inside the clip.
        XCTAssertTrue(drawn[16, 5] == (255, 127, 127, 255) || drawn[16, 5] == (255, 128, 128, 255), "\(drawn[16, 5])")
    }

    func testTextFormIsDevicePixelsNestedAndStable() {
        let text = sample().text
        let expected = """
        display list 40x30 px, 10 items
        fill #FFFFFF rect 0,0 40x30
        clip path M32,14 C32,20.627 26.627,26 20,26 C13.373,26 8,20.627 8,14 C8,7.373 13.373,2 20,2 C26.627,2 32,7.373 32,14 Z
          layer opacity 0.5 bounds 4,4 32x20
            fill #FF0000 rect 4,4 16x16
            stroke #0000FF80 width 2 butt miter rect 8,8 16x12
          end layer
        end clip
        image "dot.png" 2x2 sha256:\(SHA256.hex(SHA256.hash([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128])).prefix(12)) in 28,2 8x8
        mask "dot.png" 2x2 #FF0000 in 28,16 8x8
        text "A" #000000 [Inter-bold 20px] 36@2,24

        """
        XCTAssertEqual(text, expected)
        XCTAssertEqual(sample().text, text, "printing twice gives the same text")
    }

    /// Effects: a shadowed layer, a blurred one, a dashed stroke and a radial gradient.
    func effects() -> DisplayList {
        let t = Transform.scale(2)
        var list = DisplayList(width: 60, height: 40)
        list.append(.beginLayer(LayerItem(opacity: 1, bounds: Rect(x: 4, y: 4, width: 16, height: 10), transform: t,
                                          filter: .shadow(color: PixelColor(hex: "#00000040")!, radius: 6, dx: 0, dy: 2))))
        list.append(.fill(FillItem(path: .rect(Rect(x: 4, y: 4, width: 16, height: 10)), paint: .solid(.white), transform: t)))
        list.append(.endLayer)
        list.append(.beginLayer(LayerItem(opacity: 0.5, bounds: nil, transform: .identity, filter: .blur(radius: 2.5))))
        list.append(.fill(FillItem(path: .circle(center: Point(x: 24, y: 10), radius: 4),
                                   paint: .radialGradient(RadialGradientPaint(center: Point(x: 24, y: 10), startRadius: 0, endRadius: 4,
                                                                         colors: [red, blue])), transform: t)))
        list.append(.endLayer)
        list.append(.stroke(StrokeItem(path: .rect(Rect(x: 2, y: 2, width: 26, height: 16)),
                                       style: StrokeStyle(width: 1, dash: [3, 1.5], dashPhase: 0.5), paint: .solid(red), transform: t)))
        return list
    }

    func testEffectItemsDrawAsTheirCanvasCalls() {
        let drawn = effects().render(glyphs: Self.glyphs).toImage()
        let t = Transform.scale(2)
        var c = Canvas(width: 60, height: 40)
        c.beginLayer(opacity: 1, bounds: Rect(x: 4, y: 4, width: 16, height: 10), transform: t,
                     filter: .shadow(color: PixelColor(hex: "#00000040")!, radius: 6, dx: 0, dy: 2))
        c.fill(.rect(Rect(x: 4, y: 4, width: 16, height: 10)), with: .solid(.white), transform: t)
        c.endLayer()
        c.beginLayer(opacity: 0.5, filter: .blur(radius: 2.5))
        c.fill(.circle(center: Point(x: 24, y: 10), radius: 4),
               with: .radialGradient(RadialGradientPaint(center: Point(x: 24, y: 10), startRadius: 0, endRadius: 4, colors: [red, blue])),
               transform: t)
        c.endLayer()
        c.stroke(.rect(Rect(x: 2, y: 2, width: 26, height: 16)), style: StrokeStyle(width: 1, dash: [3, 1.5], dashPhase: 0.5),
                 with: .solid(red), transform: t)
        XCTAssertEqual(drawn, c.toImage())
        XCTAssertGreaterThan(drawn[20, 30].3, 0, "the shadow below the white rectangle")
        XCTAssertEqual(drawn[20, 30].0, 0)
    }

    func testEffectItemsTextForm() {
        let expected = """
        display list 60x40 px, 7 items
        layer opacity 1 shadow #00000040 radius 6 offset 0,2 bounds 8,8 32x20
          fill #FFFFFF rect 8,8 32x20
        end layer
        layer opacity 0.5 blur radius 2.5
          fill radial-gradient(24,10 r 0 → 4: #FF0000@0 #0000FF80@1) path M56,20 C56,24.418 52.418,28 48,28 C43.582,28 40,24.418 40,20 C40,15.582 43.582,12 48,12 C52.418,12 56,15.582 56,20 Z
        end layer
        stroke #FF0000 width 2 butt miter dash 6,3 phase 1 rect 4,4 52x32

        """
        XCTAssertEqual(effects().text, expected)
    }

    func testUnbalancedPopsDoNotIndentBelowZero() {
        let list = DisplayList(width: 1, height: 1, items: [.endLayer, .popClip])
        XCTAssertEqual(list.text, "display list 1x1 px, 2 items\nend layer\nend clip\n")
    }
}

/// A material's backdrop: what is drawn under the path is blurred in place, the rest untouched.
final class BackdropTests: XCTestCase {
    func testBackdropBlursOnlyUnderItsPathAndRepeatsEdges() {
        var list = DisplayList(width: 40, height: 20)
        list.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 20, height: 20)), paint: .solid(.black), transform: .identity)))
        list.append(.fill(FillItem(path: .rect(Rect(x: 20, y: 0, width: 20, height: 20)), paint: .solid(.white), transform: .identity)))
        list.append(.backdrop(BackdropItem(path: .rect(Rect(x: 10, y: 0, width: 20, height: 20)), transform: .identity, sigma: 3)))
        let image = list.render(glyphs: DisplayListTests.glyphs).toImage()
        XCTAssertTrue(image[5, 10] == (0, 0, 0, 255), "outside the path: untouched")
        XCTAssertTrue(image[35, 10] == (255, 255, 255, 255))
        let edge = image[20, 10].0
        XCTAssertTrue(edge > 60 && edge < 200, "the black/white edge is blurred: \(edge)")
        XCTAssertEqual(image[19, 0].3, 255, "no fade at the canvas edge: edge pixels repeat")
        XCTAssertTrue(image[20, 0] == image[20, 19], "rows blur alike top to bottom")
        XCTAssertTrue(list.text.contains("backdrop blur 3 rect 10,0 20x20"), list.text)
    }
}

/// A list that starts with an opaque fill of the whole canvas starts the canvas at that colour
/// instead of drawing it: the pixels must be the same as drawing it.
final class FullFillStartTests: XCTestCase {
    func drawn(_ list: DisplayList) -> RGBAImage {
        var c = Canvas(width: list.width, height: list.height)
        list.render(on: &c, glyphs: DisplayListTests.glyphs)
        return c.toImage()
    }

    func testAnOpaqueFullFillBecomesTheStartingColour() {
        let grey = PixelColor(hex: "#F2F2F7")!
        var list = DisplayList(width: 30, height: 20)
        list.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 15, height: 10)), paint: .solid(grey), transform: .scale(2))))
        list.append(.fill(FillItem(path: .circle(center: Point(x: 10, y: 10), radius: 6), paint: .solid(PixelColor(r: 0, g: 0, b: 255, a: 140)), transform: .identity)))
        XCTAssertEqual(list.opaqueFullFill(list.items.first), grey)
        XCTAssertEqual(list.render(glyphs: DisplayListTests.glyphs).toImage(), drawn(list))
    }

    func testOtherFirstItemsAreDrawnAsUsual() {
        let grey = PixelColor(hex: "#F2F2F7")!
        let cases: [FillItem] = [
            FillItem(path: .rect(Rect(x: 0, y: 0, width: 30, height: 19.5)), paint: .solid(grey), transform: .identity),  // short
            FillItem(path: .rect(Rect(x: 0, y: 0, width: 30, height: 20)), paint: .solid(grey.opacity(0.5)), transform: .identity),  // translucent
            FillItem(path: .rect(Rect(x: 0, y: 0, width: 30, height: 20)), paint: .solid(grey),
                     transform: Transform(a: 1, b: 0.1, c: 0, d: 1, tx: 0, ty: 0)),  // skewed
            FillItem(path: .circle(center: Point(x: 15, y: 10), radius: 40), paint: .solid(grey), transform: .identity),  // not a rectangle
        ]
        for (i, f) in cases.enumerated() {
            var list = DisplayList(width: 30, height: 20)
            list.append(.fill(f))
            XCTAssertNil(list.opaqueFullFill(list.items.first), "case \(i)")
            XCTAssertEqual(list.render(glyphs: DisplayListTests.glyphs).toImage(), drawn(list), "case \(i)")
        }
    }

}

extension DisplayListTests {
    /// A blur that reaches a quarter of the screen would make every band draw most of it
    /// again (a 1000 pt blur: each band the whole screen, 22 s for one render): such a list is
    /// not drawn in bands, and the caller draws it whole.
    func testBandsAreRefusedWhenABlurReachesAcrossTheScreen() {
        func list(blur: Double) -> DisplayList {
            var l = DisplayList(width: 100, height: 400)
            l.append(.fill(FillItem(path: .rect(Rect(x: 0, y: 0, width: 100, height: 400)), paint: .solid(.white), transform: .identity)))
            l.append(.beginLayer(LayerItem(opacity: 1, bounds: nil, transform: .identity, filter: .blur(radius: blur))))
            l.append(.fill(FillItem(path: .rect(Rect(x: 10, y: 10, width: 50, height: 50)), paint: .solid(.black), transform: .identity)))
            l.append(.endLayer)
            return l
        }
        XCTAssertNotNil(list(blur: 4).rows(0..<50, glyphs: Self.glyphs))
        XCTAssertNil(list(blur: 60).rows(0..<50, glyphs: Self.glyphs))
    }
}
