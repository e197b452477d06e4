#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import XCTest
@testable import TabSnapTesting

/// `monospacedDigit()` in SwiftUI's three spellings: on a font, on a text and around views.
/// Every figure then takes one width (the font's tabular forms), so a changing count or clock
/// keeps its place.
final class MonospacedDigitTests: XCTestCase {
    struct Clocks: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text("11:11")
                Text("88:88")
                Text("11:11").font(.body.monospacedDigit())
                Text("88:88").font(.body.monospacedDigit())
                Text("11:11").monospacedDigit()
                VStack(alignment: .leading, spacing: 4) {
                    Text("88:88").font(.body)
                    Text("11:11").font(.headline)
                }
                .monospacedDigit()
            }
        }
    }

    func testEveryFigureTakesOneWidth() throws {
        let frames = (try? TextSnapshotting<ViewNode>.frames.render(makeNode(Clocks()), RenderTarget(device: .iPhone15Pro),
                                                                   RenderResources(SharedFonts.resources.get()))) ?? ""
        // Text "11:11" @ x,y WxH: the widths in order.
        let widths = frames.split(separator: "\n").filter { $0.contains("Text \"") }.map { line -> Double in
            let size = line.split(separator: " ").last!.split(separator: "x")
            return Double(size[0])!
        }
        XCTAssertEqual(widths.count, 7, frames)
        XCTAssertLessThan(widths[0], widths[1] - 4, "proportional ones are narrower than eights")
        XCTAssertEqual(widths[2], widths[3], "font.monospacedDigit()")
        XCTAssertEqual(widths[4], widths[3], "Text.monospacedDigit()")
        XCTAssertEqual(widths[5], widths[3], "View.monospacedDigit() reaches a font set inside it")
        XCTAssertTrue(frames.contains(".monospacedDigit()"), frames)
    }

    /// The clocks drawn: the tabular rows' colons line up, the proportional rows' do not.
    func testClocksDrawTabularFigures() {
        assertSnapshot(of: Clocks().padding(), layout: .sizeThatFits, devices: [.iPhone15Pro], schemes: [.light, .dark])
    }
}
