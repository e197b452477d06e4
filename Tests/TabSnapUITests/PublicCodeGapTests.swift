import TabSnapCore
import TabSnapUI
import XCTest

/// APIs that public SwiftUI tab bars use and an unchanged compile of three of them found
/// missing: `Color.gradient` (in an implicit member chain), `LocalizedStringKey` and `.spring()`
/// with no arguments (ambiguous between the response and the duration forms).
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

    func testSpringWithoutArgumentsIsTheResponseForm() {
        XCTAssertEqual(Animation.spring(), Animation.spring(response: 0.55, dampingFraction: 0.825))
        XCTAssertNotEqual(Animation.spring(), Animation.spring(duration: 0.5, bounce: 0))
        var ran = false
        withAnimation(.spring()) { ran = true }
        XCTAssertTrue(ran)
    }
}
