@testable import TabSnapText
import XCTest

/// Text in several styles lays out as one text: runs shaped in their own styles, wrapped across
/// style changes, the line box as tall as its tallest style, one "…" in the style it follows;
/// one style gives exactly what the one-style layout gives.
final class StyledTextLayoutTests: XCTestCase {
    func shaper() throws -> Shaper { Shaper(library: try Support.library()) }
    let small = TextStyle(size: 12)
    let large = TextStyle(size: 24, weight: .bold)

    func testOneStyleIsTheOneStyleLayout() throws {
        let s = try shaper()
        let text = "Wrapped across three lines of a narrow column, then cut"
        let plain = TextLayout.wrapped(text, style: small, maxWidth: 90, lineLimit: 3, shaper: s)
        let styled = TextLayout.wrapped(StyledText(runs: [(text, small)]), maxWidth: 90, lineLimit: 3, lineSpacing: 0, shaper: s)
        XCTAssertEqual(plain.lines.map(\.text), styled.lines.map(\.text))
        XCTAssertEqual(plain.glyphs, styled.glyphs)
        XCTAssertEqual(plain.height, styled.height)
    }

    func testRunsKeepTheirStylesAndShareALine() throws {
        let s = try shaper()
        let layout = TextLayout.singleLine(StyledText(runs: [("$", small), ("42", large), (".99", small)]), shaper: s)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.glyphs.map(\.run), [0, 1, 1, 2, 2, 2])
        XCTAssertEqual(layout.glyphs.map(\.size), [12, 24, 24, 12, 12, 12])
        XCTAssertEqual(Set(layout.glyphs.map(\.y)).count, 1, "one baseline")
        // The line is as tall as the large run, and as wide as the three shaped apart.
        let parts = [("$", small), ("42", large), (".99", small)].map { s.shape($0.0, style: $0.1).width }
        XCTAssertEqual(layout.lines[0].width, parts.reduce(0, +), accuracy: 1e-9)
        XCTAssertEqual(layout.lines[0].metrics, s.metrics(large).union(s.metrics(small)))
    }

    func testWrapsAcrossRunsAndCutsInTheStyleItFollows() throws {
        let s = try shaper()
        let text = StyledText(runs: [("Terms apply to ", small), ("every order placed", large), (" from today on and for ever after", small)])
        let layout = TextLayout.wrapped(text, maxWidth: 120, lineLimit: 2, lineSpacing: 0, shaper: s)
        XCTAssertEqual(layout.lines.count, 2)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.lines.map(\.text).joined(separator: " ").hasPrefix("Terms apply to every"), true, "\(layout.lines.map(\.text))")
        XCTAssertTrue(layout.lines[1].text.hasSuffix("…"))
        // The "…" is drawn in the style of the character before it.
        let last = try XCTUnwrap(layout.lines[1].glyphs.last)
        let before = layout.lines[1].glyphs[layout.lines[1].glyphs.count - 2]
        XCTAssertEqual(last.run, before.run)
        XCTAssertEqual(last.size, before.size)
        // Each line's box fits the styles on it.
        for line in layout.lines {
            let runs = Set(line.glyphs.map(\.run))
            let tallest = runs.map { s.metrics([small, large, small][$0]) }.reduce(LineMetrics(ascent: 0, descent: 0, lineGap: 0)) { $0.union($1) }
            XCTAssertEqual(line.metrics, tallest)
        }
    }
}
