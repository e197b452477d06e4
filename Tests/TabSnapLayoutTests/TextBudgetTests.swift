import Foundation
import TabSnapLayout
import TabSnapText
import XCTest

/// Text work is bounded (issue 17, row 6): a 15 MB title and a 100,000-character icon name cost
/// well under a second and are never echoed whole.
final class TextBudgetTests: XCTestCase {
    static let resources = try! FontResources.bundled()

    func testHugeTitleIsShapedOnlyAsFarAsItCanShow() throws {
        let huge = String(repeating: "Catalog ", count: 2_000_000)  // 16 MB
        let m = Self.resources.measure(huge, style: TextEnvironment(font: Font(size: 10), lineLimit: 1), maxWidth: 100, scale: 3)
        XCTAssertEqual(m.lines.count, 1)
        XCTAssertTrue(m.lines[0].hasSuffix("…"), m.lines[0])
        let short = Self.resources.measure(String(huge.prefix(400)), style: TextEnvironment(font: Font(size: 10), lineLimit: 1), maxWidth: 100, scale: 3)
        XCTAssertEqual(m.lines, short.lines, "the same truncated line as a short prefix gives")
    }

    func testLongUnknownIconNameIsRefusedAtOnceAndShortened() throws {
        let icons = Self.resources.icons
        let name = String(repeating: "x", count: 100_000)
        XCTAssertThrowsError(try icons.icon(named: name)) { error in
            let text = "\(error)"
            XCTAssertLessThan(text.count, 200, text)
            XCTAssertTrue(text.contains("(100000 characters)"), text)
        }
    }
}
