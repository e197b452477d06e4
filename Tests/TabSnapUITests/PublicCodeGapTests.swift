import TabSnapCore
import TabSnapUI
import XCTest

/// APIs that public SwiftUI tab bars use and an unchanged compile of three of them found
/// missing: `Color.gradient` (in an implicit member chain), `LocalizedStringKey`, `.spring()`
/// with no arguments (ambiguous between the response and the duration forms), and the
/// `.background` shape style with a drop shadow.
final class PublicCodeGapTests: XCTestCase {
    func render(_ view: some View, scheme: ColorScheme = .light) throws -> RGBAImage {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 40, height: 40), scale: 1),
                            scheme: scheme, resources: DataFlowTests.resources).image
    }

    func testColorGradientRunsFromLighterTopToTheColour() throws {
        let image = try render(Rectangle().fill(.purple.gradient).frame(width: 40, height: 40))
        let top = image[20, 0], bottom = image[20, 39]
        // systemPurple light is (175, 82, 222): the top is an eighth of the way to white.
        XCTAssertEqual([top.0, top.1, top.2], [185, 104, 226], "\(top)")
        XCTAssertEqual([bottom.0, bottom.1, bottom.2], [175, 82, 222], "\(bottom)")
        XCTAssertLessThan(image[20, 20].1, top.1)
        XCTAssertGreaterThan(image[20, 20].1, bottom.1, "half way is between the two")
        // Dynamic colours keep their scheme: dark systemPurple is (191, 90, 242).
        let dark = try render(Rectangle().fill(Color.purple.gradient).frame(width: 40, height: 40), scheme: .dark)
        XCTAssertEqual(dark[20, 39].0, 191)
    }

    func testLocalizedStringKeyShowsItsKey() throws {
        let count = 3
        let keyed = try render(Text(LocalizedStringKey("\(count) new")).font(.system(size: 10)))
        let plain = try render(Text("3 new").font(.system(size: 10)))
        XCTAssertEqual(keyed.pixels, plain.pixels)
        XCTAssertTrue(keyed.pixels.contains { $0 != 255 }, "the text is drawn")
    }

    /// Each integer in a key shows its own value, and strings between them keep their places
    /// (every integer once showed the first).
    func testSeveralIntegersInAKeyShowTheirOwnValues() throws {
        let (w, h, name) = (393, 852, "Pro")
        let keyed = try render(Text("\(w) × \(h) \(name) \(3)").font(.system(size: 4)))
        let plain = try render(Text(verbatim: "393 × 852 Pro 3").font(.system(size: 4)))
        XCTAssertEqual(keyed.pixels, plain.pixels)
        XCTAssertEqual(StringTables.format("%lld of %lld for %@", count: 1, arguments: ["x"], integers: [1, 2]), "1 of 2 for x")
        XCTAssertEqual(StringTables.format("%lld items", count: 4, arguments: []), "4 items", "without integers, the count")
    }

    func testSpringWithoutArgumentsIsTheResponseForm() {
        XCTAssertEqual(Animation.spring(), Animation.spring(response: 0.55, dampingFraction: 0.825))
        XCTAssertNotEqual(Animation.spring(), Animation.spring(duration: 0.5, bounce: 0))
        var ran = false
        withAnimation(.spring()) { ran = true }
        XCTAssertTrue(ran)
    }

    /// A bar as public code writes it: `.background(.background.shadow(.drop(radius: 5)))`.
    func bar(_ style: some ShapeStyle) -> some View {
        ZStack {
            Color(white: 0.5)
            Color.clear.frame(width: 20, height: 10).background(style)
        }
    }

    func testBackgroundStyleWithDropShadow() throws {
        let plain = try render(bar(.background))
        let shadowed = try render(bar(.background.shadow(.drop(radius: 3))))
        // The bar itself is the scheme's background in both.
        XCTAssertTrue(plain[20, 20] == (255, 255, 255, 255))
        XCTAssertTrue(shadowed[20, 20] == (255, 255, 255, 255))
        XCTAssertTrue(try render(bar(.background), scheme: .dark)[20, 20] == (0, 0, 0, 255))
        // Just outside it, the shadow darkens the grey; far away it does not reach.
        XCTAssertTrue(plain[20, 13] == (128, 128, 128, 255), "\(plain[20, 13])")
        XCTAssertLessThan(shadowed[20, 13].0, 120, "\(shadowed[20, 13])")
        XCTAssertTrue(shadowed[20, 0] == (128, 128, 128, 255), "\(shadowed[20, 0])")
    }

    func testFilledShapeCastsItsStylesShadow() throws {
        let style = AnyShapeStyle(Color.red.shadow(.drop(color: .black, radius: 1, y: 6)))
        let image = try render(ZStack { Color.white; Rectangle().fill(style).frame(width: 10, height: 10) })
        XCTAssertTrue(image[20, 20] == (255, 59, 48, 255), "\(image[20, 20])")
        XCTAssertLessThan(image[20, 27].0, 100, "the shadow shows below, offset by y")
        XCTAssertTrue(image[20, 12] == (255, 255, 255, 255), "and not above: \(image[20, 12])")
    }

    // Found by compiling bodhichristian/MaterialTabBar unchanged (import aside): the iOS 17
    // springs with a duration, symbol effects by name, and a modifier on a group of views.

    func testNamedSpringsWithDurationAndSymbolEffects() throws {
        XCTAssertEqual(Animation.bouncy(duration: 0.3), Animation.spring(duration: 0.3, bounce: 0.3))
        XCTAssertEqual(Animation.snappy(duration: 0.2, extraBounce: 0.1), Animation.spring(duration: 0.2, bounce: 0.25))
        var selected = 1
        withAnimation(.bouncy(duration: 0.3)) { selected = 2 }
        let still = try render(Image(systemName: "star").frame(width: 20, height: 20))
        let effected = try render(Image(systemName: "star").symbolEffect(.bounce, value: selected).frame(width: 20, height: 20))
        XCTAssertEqual(effected.pixels, still.pixels, "a symbol effect rests at its end state in a still frame")
        _ = Image(systemName: "bell").symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: true)
    }

    /// A content transition has ended in a still frame: the content is drawn as it is.
    func testContentTransitionsRestInAStillFrame() throws {
        let still = try render(Text("42").frame(width: 30, height: 20))
        for transition in [ContentTransition.numericText(), .numericText(value: 42), .opacity, .interpolate, .identity, .symbolEffect] {
            XCTAssertEqual(try render(Text("42").contentTransition(transition).frame(width: 30, height: 20)).pixels, still.pixels)
        }
        _ = Image(systemName: "heart").contentTransition(.symbolEffect(.bounce))
    }

    /// `Group { A; B }.modifier` is A.modifier and B.modifier, each its own child of the
    /// container: in a ZStack both fill it (they were stacked vertically, each half as tall).
    func testModifierOnAGroupAppliesToEachView() throws {
        let content = Group { Color.red; Color.blue.opacity(0) }
        let view = ZStack { content.ignoresSafeArea() }.frame(width: 40, height: 40)
        let frames = FramesDump.text(try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 40, height: 40), scale: 1),
                                                         scheme: .light, resources: DataFlowTests.resources).tree)
        XCTAssertEqual(frames.components(separatedBy: ".ignoresSafeArea(all, edges: all) @ 0,0 40x40").count - 1, 2, frames)
        XCTAssertEqual(try render(view)[20, 35].0, 255, "red fills the whole square")
    }
}
