import TabSnapCore
@testable import TabSnapEngine
import TabSnapFixtures
import TabSnapRaster
import XCTest

/// Frame strips: frames side by side at the same scale, each with its time written under it.
final class FrameStripTests: XCTestCase {
    func frames() -> [(image: RGBAImage, label: String)] {
        [0.0, 0.05, 0.1, 0.15].enumerated().map { i, t in
            var c = Canvas(width: 300, height: 600, background: PixelColor(hex: "#F2F2F7")!)
            c.fill(Rect(x: 100, y: 200 + Double(i) * 40, width: 100, height: 100), with: .solid(PixelColor(hex: "#FF3B30")!))
            return (c.intoImage(), FrameStrip.label(seconds: t))
        }
    }

    func testFramesSitSideBySideWithTheirTimesUnder() throws {
        let strip = FrameStrip(resources: try SharedFonts.resources.get(), maxFrameHeight: 300)
        let frames = frames()
        let layout = strip.layout(frames.map { ($0.image.width, $0.image.height) })
        XCTAssertEqual(layout.frames.map(\.height), [300, 300, 300, 300], "frames above the limit are halved")
        XCTAssertEqual(layout.frames.map(\.width), [150, 150, 150, 150])
        XCTAssertEqual(layout.frames[1].x0 - layout.frames[0].x1, 16)
        let image = strip.make(frames)
        XCTAssertEqual(image.width, layout.width)
        XCTAssertEqual(image.height, layout.height)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4]) }
        for (i, rect) in layout.frames.enumerated() {
            // The red square moved down 40 px (20 at half size) per frame.
            let redTop = rect.y0 + 100 + i * 20
            XCTAssertEqual(pixel(rect.x0 + 75, redTop + 25), [255, 59, 48, 255], "frame \(i + 1) square")
            XCTAssertEqual(pixel(rect.x0 + 75, redTop - 5), [242, 242, 247, 255], "frame \(i + 1) above the square")
            // Ink in the label band under the frame: the time was written.
            let label = (rect.y1 + 4..<image.height).flatMap { y in (rect.x0..<rect.x1).map { pixel($0, y) } }
            XCTAssertTrue(label.contains { $0[0] < 100 }, "frame \(i + 1) has its label")
        }
        XCTAssertEqual(strip.make(frames), image, "the same frames give the same strip")
    }

    func testTimeLabels() {
        XCTAssertEqual(FrameStrip.label(seconds: 0), "0.00 s")
        XCTAssertEqual(FrameStrip.label(seconds: 0.15), "0.15 s")
        XCTAssertEqual(FrameStrip.label(seconds: 0.0333), "0.033 s")
        XCTAssertEqual(FrameStrip.label(seconds: 1.5), "1.50 s")
    }
}
