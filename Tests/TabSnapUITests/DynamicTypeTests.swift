import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayout
import TabSnapTabBar
import TabSnapUI
import XCTest

/// Dynamic Type (issue 16): Apple's table of text-style sizes, fonts sized for the category they
/// stand in, `Font.custom(_:size:relativeTo:)`, `@ScaledMetric` and `.dynamicTypeSize(_:)` limits.
final class DynamicTypeTests: XCTestCase {
    /// Every cell of the table equals the HIG's, read from the fixture that names its sources.
    func testTextStyleSizesAreTheHIGTable() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/dynamic-type-sizes.json")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let categories = try XCTUnwrap(json["categories"] as? [[String: Any]]).map { $0["swiftui"] as! String }
        XCTAssertEqual(categories, DynamicTypeSize.allCases.map(\.rawValue))
        let styles = try XCTUnwrap(json["styles"] as? [String: [String: Any]])
        let names: [Font.TextStyle: String] = [.title: "title1", .caption: "caption1"]
        var cells = 0
        for style in Font.TextStyle.allCases {
            let entry = try XCTUnwrap(styles[names[style] ?? style.rawValue], "\(style)")
            let sizes = try XCTUnwrap(entry["sizes"] as? [String: [String: Double]])
            let hig = try XCTUnwrap(json["categories"] as? [[String: Any]]).map { $0["hig"] as! String }
            for (category, key) in zip(DynamicTypeSize.allCases, hig) {
                XCTAssertEqual(style.size(at: category), sizes[key]?["size"], "\(style) at \(category)")
                cells += 1
            }
        }
        XCTAssertEqual(cells, 132)
        XCTAssertEqual(Font.headline.weight, .semibold)
        XCTAssertEqual(Font.body.size, 17)
    }

    func testFontsAreSizedForTheirCategory() {
        XCTAssertEqual(Font.caption.sized(for: .accessibility3).size, 32)
        XCTAssertEqual(Font.largeTitle.sized(for: .xSmall).size, 31)
        // A custom font relative to a style scales as the style does: 12 pt body-relative at
        // medium is 12 × 16/17 (GUIDE §13 measured ≈ 11 pt on iOS).
        XCTAssertEqual(Font.custom("Inter", size: 12, relativeTo: .body).sized(for: .medium).size, 12 * 16 / 17, accuracy: 1e-9)
        XCTAssertEqual(Font.custom("Inter", size: 10).sized(for: .accessibility1).size, 10 * 28 / 17, accuracy: 1e-9, "custom(_:size:) follows body")
        XCTAssertEqual(Font.custom("Inter", fixedSize: 10).sized(for: .accessibility5).size, 10)
        XCTAssertEqual(Font.system(size: 10, weight: .medium).sized(for: .accessibility5).size, 10, "system(size:) is fixed")
        XCTAssertEqual(Font.system(.footnote, weight: .bold).sized(for: .xxxLarge).size, 19)
        // Sizing again from another category starts from the size asked for, not the last one.
        XCTAssertEqual(Font.body.sized(for: .accessibility5).sized(for: .large).size, 17)
    }

    /// The font a view sees follows the category set above it, and a range holds it inside.
    func testTheEnvironmentSizesFontsAndRangesClampIt() {
        struct Probe: View {
            @Environment(\.font) var font
            @Environment(\.dynamicTypeSize) var category
            @ScaledMetric(relativeTo: .caption) var gap: CGFloat = 12
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: font?.size ?? 0, height: 1)
                    Rectangle().frame(width: Double(DynamicTypeSize.allCases.firstIndex(of: category)!), height: 1)
                    Rectangle().frame(width: gap, height: 1)
                }
            }
        }
        func widths<V: View>(_ view: V) -> [Double] {
            let root = LayoutEngine().layout(makeNode(view), in: LayoutContainer(size: CGSize(width: 400, height: 400), safeAreaInsets: .zero,
                                                                                keyboardHeight: 0, scale: 1))
            return root.all("Rectangle").map { Double($0.frame.width) }
        }
        XCTAssertEqual(widths(Probe().font(.caption)), [12, 3, 12])
        XCTAssertEqual(widths(Probe().font(.caption).dynamicTypeSize(.accessibility3)), [32, 9, 32])
        XCTAssertEqual(widths(Probe().dynamicTypeSize(.accessibility3).font(.title)), [48, 9, 32], "a font set inside a category is sized for it")
        XCTAssertEqual(widths(Probe().font(.body).dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility5)), [23, 6, 18])
        XCTAssertEqual(widths(Probe().font(.body).dynamicTypeSize(DynamicTypeSize.large...).dynamicTypeSize(.xSmall)), [17, 3, 12])
        XCTAssertEqual(widths(Probe().font(.custom("Inter", fixedSize: 10)).environment(\.dynamicTypeSize, .accessibility2)), [10, 8, 26])
    }

    /// View documents name a text style or a size relative to one; configurations a category.
    func testDocumentsAndConfigurationsSpellDynamicType() throws {
        func textHeight(_ font: String, _ category: DynamicTypeSize) throws -> Double {
            let doc = #"{"body": {"type": "Text", "text": "Tab", "font": "# + font + "}}"
            let root = LayoutEngine().layout(try ViewDocument.decode(JSONParser.parse(doc)),
                                             in: LayoutContainer(size: CGSize(width: 400, height: 400), safeAreaInsets: .zero, keyboardHeight: 0, scale: 1),
                                             environment: { var e = EnvironmentValues(); e.dynamicTypeSize = category; return e }())
            return Double(try XCTUnwrap(root.first("Text")).frame.height)
        }
        XCTAssertGreaterThan(try textHeight(#"{"style": "caption2"}"#, .accessibility3), 2 * (try textHeight(#"{"style": "caption2"}"#, .large)))
        XCTAssertEqual(try textHeight(#"{"size": 11, "relativeTo": "caption2"}"#, .accessibility3), try textHeight(#"{"style": "caption2"}"#, .accessibility3))
        XCTAssertEqual(try textHeight(#"{"size": 11}"#, .accessibility3), try textHeight(#"{"size": 11}"#, .large), "a plain size is fixed")
        XCTAssertThrowsError(try ViewDocument.decode(JSONParser.parse(#"{"body": {"type": "Text", "text": "a", "font": {"style": "huge"}}}"#)))

        let config = try TabBarConfigDecoder.decode(try JSONParser.parse(#"{"items": [{"title": "A", "icon": "home"}], "dynamicTypeSize": "accessibility2"}"#), name: "c", file: "c.json")
        XCTAssertEqual(config.dynamicTypeSize, .accessibility2)
        XCTAssertThrowsError(try TabBarConfigDecoder.decode(try JSONParser.parse(#"{"items": [{"title": "A", "icon": "home"}], "dynamicTypeSize": "big"}"#), name: "c", file: "c.json")) {
            XCTAssertTrue("\($0)".contains("c.json: dynamicTypeSize: expected one of"), "\($0)")
        }
    }
}
