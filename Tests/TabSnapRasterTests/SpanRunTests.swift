import XCTest
import TabSnapCore
@testable import TabSnapRaster

/// The loops that handle a whole run at once against the pixel-by-pixel rule they shortcut:
/// the blitter's split of a span where the clip mask changes, and the linear gradient's run
/// whose ends both lie inside the ramp.
final class SpanRunTests: XCTestCase {
    /// Records the runs the blitter hands over.
    struct Recorder: SpanPainter {
        var runs: [(x: Int, count: Int, coverage: UInt32)] = []
        mutating func paint(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
            runs.append((x, count, coverage))
        }
    }

    func testClipRunsSplitWhereTheMaskChanges() {
        // Runs of every length from 1 to 40, so the eight-byte steps meet every remainder.
        var mask: [UInt8] = []
        var values: [UInt8] = [255, 0, 128, 255, 1, 255, 77]
        var len = 1
        while mask.count < 900 {
            mask.append(contentsOf: repeatElement(values[0], count: len))
            values.append(values.removeFirst())
            len = len % 40 + 1
        }
        var pixels = [UInt32](repeating: 0, count: mask.count)
        let bounds = PixelRect(x0: 0, y0: 0, x1: mask.count, y1: 1)
        for (start, count, alpha) in [(0, mask.count, 255), (3, 500, 200), (17, 9, 255), (101, 1, 90), (400, 333, 255)] {
            let runs: [(x: Int, count: Int, coverage: UInt32)] = pixels.withUnsafeMutableBufferPointer { p in
                mask.withUnsafeMutableBufferPointer { m in
                    var b = Blitter(surface: Surface(base: p.baseAddress!, bounds: bounds),
                                    mask: MaskView(base: m.baseAddress!, bounds: bounds), painter: Recorder())
                    b.span(x: start, y: 0, count: count, alpha: alpha)
                    return b.painter.runs
                }
            }
            var expected: [(x: Int, count: Int, coverage: UInt32)] = []
            var i = start
            while i < start + count {
                var j = i + 1
                while j < start + count && mask[j] == mask[i] { j += 1 }
                let v = UInt32(mask[i])
                let cov = v == 255 ? UInt32(alpha) : Pixel.mul255(UInt32(alpha), v)
                if v != 0 && cov != 0 { expected.append((i, j - i, cov)) }
                i = j
            }
            XCTAssertEqual(runs.map { [$0.x, $0.count, Int($0.coverage)] }, expected.map { [$0.x, $0.count, Int($0.coverage)] },
                           "span at \(start), \(count) px")
        }
    }

    func testGradientRunsMatchThePerPixelRamp() {
        var seed: UInt64 = 7
        func next(_ n: UInt64) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int((seed >> 33) % n) }
        var inside = 0, clamped = 0
        for _ in 0..<300 {
            // Start and end anywhere around the 0…200 px strip, some of them outside it.
            let g = LinearGradientPaint(start: Point(x: Double(next(300)) - 50, y: Double(next(40))),
                                        end: Point(x: Double(next(300)) - 50, y: Double(next(40)) + 0.5),
                                        colors: [.black, PixelColor(hex: "#007AFF")!, .white])
            let shader = GradientShader(g, transform: .scale(Double(1 + next(3))))
            let x = next(200), y = next(40), count = 1 + next(200)
            var out = [UInt32](repeating: 0, count: count)
            out.withUnsafeMutableBufferPointer { shader.shade(x: x, y: y, count: count, into: $0.baseAddress!) }
            var v = shader.t.at(x: x, y: y)
            let ends = [v, v + shader.t.dx * (count - 1)]
            if ends.allSatisfy({ (0...FixedAffine.one).contains($0) }) { inside += 1 } else { clamped += 1 }
            for i in 0..<count {
                let c = min(max(v, 0), FixedAffine.one)
                XCTAssertEqual(out[i], shader.table[(c * 255 + (1 << 31)) >> 32], "pixel \(i) of \(count)")
                v += shader.t.dx
            }
        }
        XCTAssertGreaterThan(inside, 30, "runs wholly inside the ramp")
        XCTAssertGreaterThan(clamped, 30, "runs reaching past an end")
    }
}
