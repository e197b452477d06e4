import Foundation
import TabSnapCore
import TabSnapLayout
import TabSnapRaster
import XCTest
@testable import TabSnapSVG

/// Custom symbols in the SF Symbols template layout (issue 15): variants as designed, weights
/// interpolated between the Ultralight, Regular and Black sources, scales by SF Symbols' factors,
/// sizes by the font. The template is TabSnap's own (Scripts/make_symbol_template.py).
final class SymbolTemplateTests: XCTestCase {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/assets/Shop.xcassets/Wallet.symbolset/wallet.svg").path

    func template() throws -> SymbolTemplate { try SymbolTemplates.load(Self.file).get() }

    /// The ring's thickness: the first subpath's left edge to the second's (the inner outline).
    func thickness(_ r: SymbolTemplate.Resolved) throws -> Double {
        let d = try PathData(r.group.children[0].attributes["d"]!)
        let numbers = d.tokens.compactMap { if case .number(let v) = $0 { return v } else { return nil } }
        let moves = d.tokens.enumerated().filter { $0.element == .command("M") }.map(\.offset)
        // Each M is followed by x y: the outer starts at x + r, the inner at x + t + (r - t).
        let xs = moves.map { m -> Double in
            let before = d.tokens[..<m].filter { if case .number = $0 { return true } else { return false } }.count
            return numbers[before]
        }
        return xs[1] - xs[0]
    }

    func testVariantsInterpolateAndScale() throws {
        let t = try template()
        XCTAssertEqual(t.unitsPerEm, 70.459 / 0.7046, accuracy: 0.01)
        // As designed: Regular-S, margins from its guides (relative to its origin).
        let regular = try t.resolve(weight: 400, scale: .small)
        XCTAssertEqual(regular.left, -6 * 0.783, accuracy: 1e-3)
        XCTAssertEqual(regular.right, 106 * 0.783, accuracy: 1e-3)
        XCTAssertEqual(try thickness(regular), 0, accuracy: 1e-6, "outer and inner start at the same x (x + r = x + t + r - t)")
        // Bold (700) lies 3/5 of the way from Regular to Black: the stripe's height shows it.
        func stripeHeight(_ r: SymbolTemplate.Resolved) throws -> Double {
            try SymbolTemplate.inkBounds(SVGElement(name: "g", attributes: [:], children: [r.group.children[1]])).size.height
        }
        let bold = try t.resolve(weight: 700, scale: .small), black = try t.resolve(weight: 900, scale: .small)
        let (hr, hb, hk) = (try stripeHeight(regular), try stripeHeight(bold), try stripeHeight(black))
        XCTAssertEqual(hb, hr + (hk - hr) * 0.6, accuracy: 1e-3)
        XCTAssertEqual(hr, (6 + 8 * 1.2) * 0.783, accuracy: 1e-3)
        // Light (300) between Ultralight and Regular.
        let light = try t.resolve(weight: 300, scale: .small), ultra = try t.resolve(weight: 100, scale: .small)
        XCTAssertEqual(try stripeHeight(light), try stripeHeight(ultra) + (hr - (try stripeHeight(ultra))) * 2 / 3, accuracy: 1e-3)
        // Medium and large: the small variant times 1/0.783 and 1.29/0.783.
        let medium = try t.resolve(weight: 400, scale: .medium), large = try t.resolve(weight: 400, scale: .large)
        XCTAssertEqual(medium.ink.size.width, regular.ink.size.width / 0.783, accuracy: 1e-3)
        XCTAssertEqual(large.ink.size.width, regular.ink.size.width * 1.29 / 0.783, accuracy: 1e-3)
        XCTAssertEqual(medium.right - medium.left, 112, accuracy: 1e-3)
    }

    func testSizeFollowsTheFontAndDrawsTinted() throws {
        let t = try template()
        // 17 pt regular medium: 112 units across at 100 units per em.
        let size = try t.size(for: AssetRequest(displayScale: 3, scheme: .light, pointSize: 17, weight: 400, imageScale: .medium))
        XCTAssertEqual(Double(size.width), 112 * 17 / (70.459 / 0.7046), accuracy: 0.01)
        XCTAssertEqual(Double(size.height), 70 * 17 / (70.459 / 0.7046), accuracy: 0.05)
        let drawing = try t.drawing(for: AssetRequest(displayScale: 1, scheme: .light, weight: 700), template: true)
        let items = drawing.items(in: CGRect(x: 0, y: 0, width: 56, height: 35), transform: .identity, scheme: .light,
                                  foreground: PixelColor(r: 255, g: 0, b: 0))
        XCTAssertEqual(items.count, 2)
        for item in items {
            guard case .fill(let f) = item, case .solid(let c) = f.paint else { return XCTFail("\(item)") }
            XCTAssertEqual(c, PixelColor(r: 255, g: 0, b: 0))
        }
    }

    func testWhatIsNotATemplateIsRefused() throws {
        XCTAssertThrowsError(try SymbolTemplate(document: SVGDocument(data: Array(#"<svg viewBox="0 0 24 24"><path d="M0 0H1V1Z"/></svg>"#.utf8)))) {
            XCTAssertEqual("\($0)", "<svg>: no <g id=\"Symbols\">: not an SF Symbols template")
        }
        // Sources whose points do not correspond cannot be interpolated.
        let bad = #"<svg><g id="Symbols"><g id="Ultralight-S"><path d="M0 0L1 0L1 1Z"/></g><g id="Regular-S"><path d="M0 0L2 0Z"/></g><g id="Black-S"><path d="M0 0L3 0L3 3Z"/></g></g></svg>"#
        let t = try SymbolTemplate(document: SVGDocument(data: Array(bad.utf8)))
        XCTAssertThrowsError(try t.resolve(weight: 200, scale: .small)) { XCTAssertTrue("\($0)".contains("differ in length"), "\($0)") }
        XCTAssertNoThrow(try t.resolve(weight: 400, scale: .small), "a designed variant needs no interpolation")
    }
}
