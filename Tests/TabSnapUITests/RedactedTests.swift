import SwiftUI
import TabSnapCore
import TabSnapDisplayList
import TabSnapRaster
import TabSnapTesting
import XCTest

/// `.redacted(reason:)` as iOS draws it (figures measured on public iOS 18.1-18.5 references,
/// see `RedactedPlaceholder`): each line of text a rounded bar as tall as its capitals on its
/// baseline, in the text's colour at 41/255; images filled; shapes as they are; `.unredacted()`
/// and `.privacySensitive()` as SwiftUI scopes them.
final class RedactedTests: XCTestCase {
    /// pixelrevision/SwiftUIML's redacted test as a structure (320 × 200 at 3×, iOS 18.5).
    struct Profile: View {
        var body: some View {
            VStack(spacing: 20) {
                Text("Normal Text").font(.title)
                Text("Loading Content...").font(.title).redacted(reason: .placeholder)
                HStack(spacing: 10) {
                    Circle().fill(Color(light: Color(r: 0x34, g: 0x98, b: 0xDB), dark: Color(r: 0x0A, g: 0x84, b: 0xFF)))
                        .frame(width: 50, height: 50)
                        .redacted(reason: .placeholder)
                    VStack(alignment: .leading) {
                        Text("User Name").font(.headline)
                        Text("user@example.com").font(.caption)
                    }
                    .redacted(reason: .placeholder)
                }
            }
            .padding()
        }
    }

    func testPlaceholderBesideIOS() {
        assertSnapshot(of: Profile(), devices: [Device.custom(width: 320, height: 200, scale: 3)], schemes: [.light, .dark])
    }

    func render(_ view: some View) throws -> Snapshot {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 320, height: 200), scale: 3),
                            scheme: .light, resources: try FontResources.bundled())
    }

    func testBarsStandOnTheBaselineAsTallAsCapitals() throws {
        let shot = try render(Text("Loading Content...").font(.title).redacted(reason: .placeholder).fixedSize())
        func find(_ v: LaidOutView) -> LaidOutView? { v.text != nil ? v : v.children.lazy.compactMap(find).first }
        let text = try XCTUnwrap(find(shot.tree))
        let baseline = Double(text.frame.minY) + (text.text?.firstBaseline ?? 0)
        let fills = shot.displayList.items.compactMap { item -> FillItem? in if case .fill(let f) = item { return f } else { return nil } }
        XCTAssertEqual(fills.count, 1)
        XCTAssertTrue(shot.displayList.items.allSatisfy { if case .glyphs = $0 { return false } else { return true } }, "no glyphs")
        let bar = try XCTUnwrap(fills.first?.path.controlBounds)
        XCTAssertEqual(bar.origin.y + bar.size.height, baseline, accuracy: 1e-9, "on the baseline")
        XCTAssertEqual(bar.size.height, 19.74, accuracy: 0.01, "28 pt title: 0.705 em (iOS 19.73)")
        XCTAssertEqual(bar.origin.x, Double(text.frame.minX), accuracy: 0.01)
        XCTAssertEqual(fills[0].paint, .solid(PixelColor(r: 0, g: 0, b: 0, a: 41)), "the text's colour at 41/255")
    }

    func testUnredactedAndPrivacySensitive() throws {
        func glyphTexts(_ view: some View) throws -> [String] {
            try render(view).displayList.items.compactMap { if case .glyphs(let g) = $0 { return g.text } else { return nil } }
        }
        let mixed = VStack {
            Text("Hidden")
            Text("Shown").unredacted()
        }.redacted(reason: .placeholder)
        XCTAssertEqual(try glyphTexts(mixed), ["Shown"])
        let privacy = VStack {
            Text("Balance")
            Text("$1,024").privacySensitive()
        }.redacted(reason: .privacy)
        XCTAssertEqual(try glyphTexts(privacy), ["Balance"], "only the sensitive value is hidden")
        XCTAssertEqual(try glyphTexts(VStack { Text("Balance"); Text("$1,024").privacySensitive() }), ["Balance", "$1,024"])
    }
}
