import XCTest
import TabSnapCore
@testable import TabSnapRaster

/// A mask on whole pixels at its own size takes `Canvas.blitMask`; the same mask placed by an
/// integer translation goes through the rasterizer and the sampled shader. Both must give the
/// same bytes: opaque and translucent colours, over a gradient, partly off the canvas, inside a
/// layer, with either sampling.
final class MaskBlitTests: XCTestCase {
    func testBlitEqualsTheShaderPath() {
        var seed: UInt64 = 99
        let mask = AlphaMask(width: 23, height: 17, alpha: (0..<(23 * 17)).map { i in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return i % 5 == 0 ? 255 : (i % 7 == 0 ? 0 : UInt8(truncatingIfNeeded: seed >> 37))
        })
        let background = RGBAImageFactory.gradient(width: 40, height: 30)
        for color in [PixelColor(hex: "#007AFF")!, PixelColor(hex: "#FF3B30")!.opacity(0.6)] {
            for (x, y) in [(5, 4), (-6, 20), (30, -3), (0, 0)] {
                for sampling in [Sampling.nearest, .bilinear] {
                    for layered in [false, true] {
                        func draw(fast: Bool) -> [UInt32] {
                            var canvas = Canvas(image: background)
                            if layered { canvas.beginLayer(opacity: 0.7, bounds: Rect(x: 2, y: 1, width: 33, height: 26)) }
                            if fast {
                                canvas.drawMask(mask, in: Rect(x: Double(x), y: Double(y), width: 23, height: 17), color: color, sampling: sampling)
                            } else {
                                canvas.drawMask(mask, in: Rect(x: 0, y: 0, width: 23, height: 17), color: color,
                                                transform: .translation(x: Double(x), y: Double(y)), sampling: sampling)
                            }
                            if layered { canvas.endLayer() }
                            return canvas.pixels
                        }
                        let fast = draw(fast: true), shaded = draw(fast: false)
                        XCTAssertEqual(fast, shaded, "\(color) at \(x),\(y), \(sampling), layered \(layered)")
                        XCTAssertNotEqual(fast, Canvas(image: background).pixels, "the mask was drawn")
                    }
                }
            }
        }
    }
}
