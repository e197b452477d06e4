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
    }
}
