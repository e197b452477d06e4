import Foundation
import TabSnapLayout
import TabSnapText
import XCTest

/// `.minimumScaleFactor(_:)`: a text that would be cut shrinks its font, no further than the
/// factor, until it fits; a text that fits, or one without a factor, keeps its size.
final class MinimumScaleFactorTests: XCTestCase {
    static let resources = try! FontResources.bundled()
    let label = "This is a very long label:"

    func measure(_ text: String, factor: Double, lineLimit: Int? = 1, width: Double) -> MeasuredText {
        var style = TextEnvironment(font: .body, lineLimit: lineLimit)
        style.minimumScaleFactor = factor
        return Self.resources.measure(text, style: style, maxWidth: width, scale: 3)
    }

    func testACutTextShrinksUntilItFits() {
        let cut = measure(label, factor: 1, width: 150)
        XCTAssertTrue(cut.lines[0].hasSuffix("…"), "at full size the label is cut: \(cut.lines)")
        let shrunk = measure(label, factor: 0.5, width: 150)
        XCTAssertEqual(shrunk.lines, [label])
        let size = shrunk.glyphs[0].size
        XCTAssertLessThan(size, 17)
        XCTAssertGreaterThanOrEqual(size, 8.5)
        XCTAssertTrue(shrunk.glyphs.allSatisfy { $0.size == size }, "one size for the whole text")
        // As large as fits: the line fills the width to within a fraction of a point, and one
        // step larger would be cut.
        XCTAssertLessThanOrEqual(Double(shrunk.size.width), 150)
        XCTAssertGreaterThan(Double(shrunk.size.width), 148.5)
        XCTAssertLessThan(Double(shrunk.size.height), Double(cut.size.height), "the line box shrinks with its font")
    }

    func testTheFactorIsAFloor() {
        let floor = measure(label, factor: 0.9, width: 120)
        XCTAssertTrue(floor.lines[0].hasSuffix("…"), "0.9 of the size is not enough: cut at that size")
        XCTAssertEqual(floor.glyphs[0].size, 17 * 0.9, accuracy: 1e-9)
    }

    func testATextThatFitsKeepsItsSize() {
        XCTAssertEqual(measure("Short", factor: 0.5, width: 150), measure("Short", factor: 1, width: 150))
        XCTAssertEqual(measure(label, factor: 0.5, width: 400).glyphs[0].size, 17)
    }

    func testWrappedTextShrinksToItsLineLimit() {
        let text = "A longer sentence that wraps onto more lines than the limit allows here"
        let cut = measure(text, factor: 1, lineLimit: 2, width: 160)
        XCTAssertTrue(cut.lines.last!.hasSuffix("…"))
        let shrunk = measure(text, factor: 0.5, lineLimit: 2, width: 160)
        XCTAssertEqual(shrunk.lines.count, 2)
        XCTAssertFalse(shrunk.lines.last!.hasSuffix("…"), "\(shrunk.lines)")
        XCTAssertEqual(shrunk.lines.joined(separator: " "), text)
        // Without a limit a text wraps and never shrinks.
        XCTAssertEqual(measure(text, factor: 0.5, lineLimit: nil, width: 160).glyphs[0].size, 17)
    }
}
