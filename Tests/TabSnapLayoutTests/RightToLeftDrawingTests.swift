import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapDocument
import TabSnapRaster
@testable import TabSnapLayout
@testable import TabSnapLayoutEngine
import TabSnapText
import XCTest

/// What right-to-left layout changes inside a view's frame (issue 16): wrapped lines line up on
/// the leading edge, which is the right; `flipsForRightToLeftLayoutDirection` and the symbols
/// named for a reading direction are drawn mirrored. Everything else keeps its drawing.
final class RightToLeftDrawingTests: XCTestCase {
    let text = "Recommended for you every day and every night"

    /// Each line's leftmost glyph origin, top line first.
    func lineStarts(_ m: MeasuredText) -> [Double] {
        Dictionary(grouping: m.glyphs, by: \.y).sorted { $0.key < $1.key }.map { $0.value.map(\.x).min()! }
    }

    func measured(_ alignment: TextAlignment, rightToLeft: Bool) throws -> MeasuredText {
        var style = TextEnvironment(font: .system(size: 10))
        style.multilineTextAlignment = alignment
        style.isRightToLeft = rightToLeft
        return try FontResources.bundled().measure(text, style: style, maxWidth: 90, scale: 1)
    }

    func testWrappedLinesLineUpOnTheLeadingEdge() throws {
        let ltr = lineStarts(try measured(.leading, rightToLeft: false))
        XCTAssertGreaterThan(ltr.count, 2)
        XCTAssertTrue(ltr.allSatisfy { $0 == 0 }, "\(ltr)")
        // Right to left, leading is the right edge: each line moves by the room it leaves.
        let rtl = lineStarts(try measured(.leading, rightToLeft: true))
        let trailing = lineStarts(try measured(.trailing, rightToLeft: false))
        XCTAssertEqual(rtl, trailing)
        // The frame is as wide as the widest line and the space it broke after, which hangs
        // past the line's end (at 10 pt about 1.9 pt): that line starts that far in.
        XCTAssertTrue(rtl.contains { $0 > 5 } && rtl.contains { $0 > 0 && $0 < 2.5 }, "\(rtl)")
        XCTAssertEqual(lineStarts(try measured(.trailing, rightToLeft: true)), ltr)
        // Centre stays centre, halfway between.
        let centre = lineStarts(try measured(.center, rightToLeft: true))
        for (c, r) in zip(centre, rtl) { XCTAssertEqual(c, r / 2, accuracy: 1e-9) }
    }

    /// The modifier reaches the text from the DSL, from the environment's direction, and from
    /// a view document.
    func testMultilineTextAlignmentModifier() throws {
        let view = Text(text).font(.system(size: 10)).multilineTextAlignment(.center).frame(width: 90)
            .environment(\.layoutDirection, .rightToLeft)
        let shot = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 90, height: 60), scale: 1),
                                       scheme: .light, resources: FontResources.bundled())
        XCTAssertTrue(shot.displayList.items.contains { if case .glyphs = $0 { true } else { false } })
        let doc = try ViewDocument.decode(JSONParser.parse(#"{"body": {"type": "Text", "text": "a b", "multilineTextAlignment": "trailing", "flipsForRightToLeftLayoutDirection": true}}"#))
        let dump = FramesDump.text(LayoutEngine().layout(doc, in: LayoutContainer(size: CGSize(width: 90, height: 60), scale: 1)))
        XCTAssertTrue(dump.contains(".multilineTextAlignment(.trailing)") && dump.contains(".flipsForRightToLeftLayoutDirection(true)"), dump)
    }

    /// Fill transforms of what a view draws, under a layout direction.
    func fills(_ view: some View, _ direction: LayoutDirection) throws -> (fills: [Transform], glyphRuns: Int) {
        let shot = try Snapshot.render(makeNode(view.frame(width: 40, height: 40).environment(\.layoutDirection, direction)),
                                       container: LayoutContainer(size: CGSize(width: 40, height: 40), scale: 1),
                                       scheme: .light, resources: FontResources.bundled())
        var fills: [Transform] = [], runs = 0
        for item in shot.displayList.items {
            if case .fill(let f) = item { fills.append(f.transform) }
            if case .glyphs = item { runs += 1 }
        }
        return (fills, runs)
    }

    func testFlipsForRightToLeftLayoutDirection() throws {
        let arrow = Image(systemName: "chevron.right").flipsForRightToLeftLayoutDirection(true)
        // Left to right: drawn as it is (a cached glyph mask).
        XCTAssertEqual(try fills(arrow, .leftToRight).glyphRuns, 1)
        // Right to left: mirrored about its centre, x ↦ 40 − x.
        let flipped = try fills(arrow, .rightToLeft).fills
        XCTAssertEqual(flipped.count, 1)
        XCTAssertEqual(flipped.first?.a, -1)
        XCTAssertEqual(flipped.first?.tx, 40)
        // Turned off, nothing changes.
        XCTAssertEqual(try fills(Image(systemName: "chevron.right").flipsForRightToLeftLayoutDirection(false), .rightToLeft).glyphRuns, 1)
    }

    /// chevron.forward points left in right-to-left layout; chevron.right always points right.
    func testSymbolsNamedForAReadingDirectionMirror() throws {
        XCTAssertEqual(try fills(Image(systemName: "chevron.forward"), .leftToRight).glyphRuns, 1)
        XCTAssertEqual(try fills(Image(systemName: "chevron.forward"), .rightToLeft).fills.first?.a, -1)
        XCTAssertEqual(try fills(Image(systemName: "arrow.uturn.backward"), .rightToLeft).fills.first?.a, -1)
        XCTAssertEqual(try fills(Image(systemName: "chevron.right"), .rightToLeft).glyphRuns, 1)
        XCTAssertEqual(try fills(Image(systemName: "cart"), .rightToLeft).glyphRuns, 1)
        XCTAssertTrue(IconSet.flipsForRightToLeft("text.justify.leading"))
        XCTAssertFalse(IconSet.flipsForRightToLeft("arrow.left"))
    }
}
