import Foundation
@testable import TabSnapLayout
import XCTest

/// Right-to-left layout (issue 16): laid out left to right, then mirrored where the direction
/// changes; the frames SwiftUI gives in an Arabic or Hebrew locale.
final class MirroringTests: XCTestCase {
    func rtl<V: View>(_ view: V) -> ModifiedView { view.environment(\.layoutDirection, .rightToLeft) }

    func testStacksRunFromTheRight() {
        let row = HStack(spacing: 0) { Rectangle(); Rectangle().frame(width: 50); Rectangle() }.frame(width: 300, height: 100)
        XCTAssertEqual(frames(row, 300, 100), [[0, 0, 125, 100], [125, 0, 50, 100], [175, 0, 125, 100]])
        XCTAssertEqual(frames(rtl(row), 300, 100), [[175, 0, 125, 100], [125, 0, 50, 100], [0, 0, 125, 100]])
    }

    func testLeadingAndTrailingSwap() {
        // Leading padding is on the right; a leading alignment hugs the right edge.
        XCTAssertEqual(frames(rtl(Rectangle().padding(.leading, 20).frame(width: 100, height: 10)), 100, 10), [[0, 0, 80, 10]])
        XCTAssertEqual(frames(rtl(Rectangle().frame(width: 30, height: 10).frame(width: 100, height: 10, alignment: .leading)), 100, 10),
                       [[70, 0, 30, 10]])
        XCTAssertEqual(frames(rtl(VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 40, height: 10)
            Rectangle().frame(width: 100, height: 10)
        }), 100, 20), [[60, 0, 40, 10], [0, 10, 100, 10]])
        // An offset points the other way.
        XCTAssertEqual(frames(rtl(Rectangle().frame(width: 10, height: 10).offset(x: 20).frame(width: 100, height: 10)), 100, 10),
                       [[25, 0, 10, 10]])
    }

    /// A left-to-right subtree inside right-to-left keeps its own order, placed where the
    /// mirrored layout puts it.
    func testALeftToRightSubtreeKeepsItsOrder() {
        let view = rtl(HStack(spacing: 0) {
            Rectangle().frame(width: 100)
            HStack(spacing: 0) { Rectangle().frame(width: 20); Rectangle().frame(width: 30) }
                .environment(\.layoutDirection, .leftToRight)
        }.frame(width: 150, height: 10))
        XCTAssertEqual(frames(view, 150, 10), [[50, 0, 100, 10], [0, 0, 20, 10], [20, 0, 30, 10]])
    }

    func testLocalesGiveTheirDirection() {
        for id in ["ar", "ar-EG", "he", "he_IL", "fa", "ur"] { XCTAssertEqual(LayoutDirection(locale: id), .rightToLeft, id) }
        for id in ["en", "ru", "zh-Hans", "de_DE", "", "ku", "az-Latn"] { XCTAssertEqual(LayoutDirection(locale: id), .leftToRight, id) }
        for id in ["pa-Arab", "ckb", "ku-Arab", "ur-Arab-PK"] { XCTAssertEqual(LayoutDirection(locale: id), .rightToLeft, id) }
    }
}
