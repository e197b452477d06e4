import TabSnapCore
import XCTest
@testable import TabSnapEngine

final class CompositeTests: XCTestCase {
    func testStripHasThreeLabelledPanels() throws {
        let composite = ReviewComposite.shared
        XCTAssertNotNil(composite.resources, "bundled fonts")
        let a = RGBAImage(width: 100, height: 200, fill: (255, 0, 0, 255))
        let b = RGBAImage(width: 100, height: 200, fill: (0, 0, 255, 255))
        let strip = composite.make(expected: a, actual: b, diff: a, title: "sample: 1 pixel differs")
        XCTAssertEqual(strip.width, 16 + 3 * (100 + 16))
        XCTAssertEqual(strip.height, 40 + 36 + 200 + 16)
        // Panels sit where promised.
        XCTAssertEqual(strip[16 + 50, 76 + 100].0, 255)
        XCTAssertEqual(strip[16 + 116 + 50, 76 + 100].2, 255)
        // The labels are drawn: dark text pixels in the title row and over each panel.
        func inked(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int) -> Bool {
            for y in y0..<(y0 + h) { for x in x0..<(x0 + w) where strip[x, y].0 < 100 { return true } }
            return false
        }
        XCTAssertTrue(inked(16, 0, 200, 40))
        for i in 0..<3 { XCTAssertTrue(inked(16 + i * 116, 40, 100, 36), "label \(i)") }
        // Large panels are scaled down to the height limit.
        let tall = RGBAImage(width: 1000, height: 3000, fill: (0, 0, 0, 255))
        XCTAssertEqual(composite.make(expected: nil, actual: tall, diff: nil, title: "t").height, 40 + 36 + 1200 + 16)
        // And wide ones (a landscape screen) to the width limit, keeping their aspect.
        let wide = RGBAImage(width: 2796, height: 1290, fill: (0, 0, 0, 255))
        let strip2 = composite.make(expected: wide, actual: wide, diff: wide, title: "t")
        XCTAssertEqual(strip2.width, 16 + 3 * (1200 + 16))
        XCTAssertEqual(strip2.height, 40 + 36 + 554 + 16)
    }
}

/// The composite's panels are box-filtered down: a solid panel keeps its colour exactly, an
/// opaque and a translucent one alike (this once came out black for every box over one pixel).
final class CompositePanelScalingTests: XCTestCase {
    func testShrunkPanelsKeepTheirColours() {
        let solid = RGBAImage(width: 400, height: 800, pixels: Array((0..<(400 * 800)).flatMap { _ in [0x33, 0x66, 0x99, 255] as [UInt8] }))
        let composite = ReviewComposite(resources: nil, maxPanelHeight: 300).make(expected: solid, actual: solid, diff: nil, title: "t")
        // The first panel starts at the gap, below the title and label bands.
        let x = ReviewComposite.gap + 50, y = ReviewComposite.titleHeight + ReviewComposite.labelHeight + 100
        let k = (y * composite.width + x) * 4
        XCTAssertEqual(Array(composite.pixels[k..<k + 4]), [0x33, 0x66, 0x99, 255])
    }
}
