import Foundation
@testable import TabSnapLayout
@testable import TabSnapLayoutEngine
import XCTest

/// A stack's default spacing as SwiftUI decides it per pair (`ViewSpacing`), with the bundled
/// fonts at 3× (the pixel the text spacing is rounded up to is a third of a point).
final class DefaultSpacingTests: XCTestCase {
    let resources = try! FontResources.bundled()

    /// The vertical gaps between the laid-out views whose summaries start with one of
    /// `prefixes`, top to bottom, in points rounded to hundredths.
    func gaps<V: View>(_ view: V, _ prefixes: [String] = ["Text", "Rectangle", "Image"]) -> [Double] {
        let root = LayoutEngine(measuring: resources).layout(makeNode(view), in: LayoutContainer(size: CGSize(width: 390, height: 844), scale: 3))
        var views: [LaidOutView] = []
        root.walk { v, _ in if prefixes.contains(where: { v.node.summary.hasPrefix($0) }) { views.append(v) } }
        return zip(views, views.dropFirst()).map { a, b in ((Double(b.frame.minY) - Double(a.frame.maxY)) * 100).rounded() / 100 }
    }

    /// ha-7's iOS render: a body text stands 2.0 pt under a body text (the body's leading at
    /// 17 pt, 1.71, rounded up to a third); a subheadline 2.33 under it (ha-3).
    func testATextUnderATextStandsItsLeadingBelow() {
        XCTAssertEqual(gaps(VStack { Text("Header").font(.body); Text("Content").font(.body) }), [2.0])
        XCTAssertEqual(gaps(VStack(alignment: .leading) { Text("Sensor 1").font(.body); Text("false").font(.subheadline) }), [2.33])
        // A fixed-size system font has no leading: the lines touch.
        XCTAssertEqual(gaps(VStack { Text("A").font(.system(size: 17)); Text("B").font(.system(size: 17)) }), [0])
    }

    /// A view above a text leaves the text's descent and a tenth of its line height (rounded up
    /// to a pixel); a text above a view, that tenth and the room above its capitals. Between two
    /// views that are not text, 8 pt.
    func testTextAndOtherViews() {
        XCTAssertEqual(gaps(VStack {
            Rectangle().frame(width: 40, height: 20)
            Text("Caption").font(.body)
            Rectangle().frame(width: 40, height: 20)
            Rectangle().frame(width: 40, height: 20)
        }), [6.33, 10.67, 8])
    }

    /// An SF Symbol at its own size lays out as text: nothing between it and a text (three iOS
    /// 17 and 18 renders of Xcode's template, a globe over "Hello, world!"). A resizable image is
    /// any view.
    func testSymbolsLayOutAsText() {
        XCTAssertEqual(gaps(VStack { Image(systemName: "globe"); Text("Hello, world!") }), [0])
        XCTAssertEqual(gaps(VStack { Text("Hello"); Image(systemName: "globe") }), [0])
        XCTAssertEqual(gaps(VStack { Image(systemName: "globe").resizable().frame(width: 20, height: 20); Text("Hello").font(.body) }), [6.33])
    }

    /// The edges reach through containers: a row's bottom is its text's (a spacer and a symbol
    /// beside it add nothing the text below would answer), a column faces the view above with
    /// its first child; padding and a fixed height make the edge the frame's again (10.65 from the text
    /// above, plus the 4-point padding or the 4.83 the 30-point frame centres the text by).
    func testEdgesReachThroughContainersUntilPaddingOrAFrame() {
        XCTAssertEqual(gaps(VStack(alignment: .leading) {
            HStack { Text("This is a header"); Spacer(); Image(systemName: "chevron.up") }.frame(maxWidth: .infinity)
            VStack(alignment: .leading) { Text("This is a content") }
        }, ["Text"]), [2.0])
        XCTAssertEqual(gaps(VStack { Text("Title").font(.body); Text("Padded").font(.body).padding(.top, 4) }, ["Text"]), [14.67])
        XCTAssertEqual(gaps(VStack { Text("Title").font(.body); Text("Framed").font(.body).frame(height: 30) }, ["Text"]),
                       [15.33])
    }

    /// An explicit spacing is every gap; side by side the default stays 8 pt.
    func testExplicitSpacingAndRowsKeepTheirGaps() {
        XCTAssertEqual(gaps(VStack(spacing: 8) { Text("A").font(.body); Text("B").font(.body) }), [8])
        let root = LayoutEngine(measuring: resources).layout(makeNode(HStack { Text("A"); Text("B") }),
                                                             in: LayoutContainer(size: CGSize(width: 390, height: 844), scale: 3))
        let texts = root.all("Text")
        XCTAssertEqual(Double(texts[1].frame.minX - texts[0].frame.maxX), 8, accuracy: 0.34)
    }

    /// A measurer without fonts spaces text as any view, so layout rules checked on its exact
    /// numbers keep the 8-point default (20.4-point lines 28 apart once rounded to points).
    func testAMeasurerWithoutFontsKeepsTheDefault() {
        XCTAssertEqual(frames(VStack { Text("A"); Text("B") }, 100, 100, of: "Text").map { $0[1] }, [26, 54])
    }

    /// The rules as SwiftUI's values: the larger value per kind survives a merge, and only kinds
    /// both facing edges name decide a gap.
    func testTheRulesOnValues() {
        let font = FontSpacingMetrics(ascent: 16.19, descent: 4.1, capHeight: 11.98, leading: 1.71)
        let text = ViewSpacing.text(font, pixel: 1.0 / 3)
        XCTAssertEqual(text.distance(toNext: text)!, 2.0, accuracy: 1e-9)
        XCTAssertEqual(ViewSpacing.plain.distance(toNext: text)!, 4.1 + 7.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(text.distance(toNext: .plain)!, 20.29 + 7.0 / 3 - 11.98, accuracy: 1e-9)
        XCTAssertNil(ViewSpacing.plain.distance(toNext: .plain))
        XCTAssertNil(ViewSpacing.empty.distance(toNext: text))
        var row = ViewSpacing.empty
        row.incorporate(top: true, bottom: true, of: text)
        row.incorporate(top: true, bottom: true, of: .symbol(baselineOffset: 4))
        XCTAssertEqual(row.distance(toNext: text)!, 2.0, accuracy: 1e-9)
        row.reset(top: false, bottom: true)
        XCTAssertEqual(row.distance(toNext: text)!, 4.1 + 7.0 / 3, accuracy: 1e-9)
    }
}
