import Dispatch
import TabSnapCore
@testable import TabSnapDiff
import XCTest

final class FastPathTests: XCTestCase {
    /// Identical buffers take the memcmp path; the diff image must be the one the full loop
    /// draws, which a single far-away change leaves untouched everywhere else.
    func testIdenticalGivesZeroAndTheSameFadedImage() throws {
        let a = Fixtures.noise(64, 48, seed: 1)
        var b = a
        b.pixels[0] = a.pixels[0]  // its own buffer
        let same = ImageDiffer.compare(a, b)
        XCTAssertEqual(same.differentPixels, 0)
        XCTAssertNil(same.boundingBox)

        var changed = a
        changed[63, 47] = (a[63, 47].0 &+ 128, 0, 0, 255)
        let slow = ImageDiffer.compare(a, changed, options: DiffOptions(includeAA: true))
        XCTAssertEqual(slow.differentPixels, 1)
        let fast = try XCTUnwrap(same.diffImage), full = try XCTUnwrap(slow.diffImage)
        XCTAssertEqual(Array(fast.pixels.dropLast(4)), Array(full.pixels.dropLast(4)))
    }

    func testIdenticalCountOnlyAndMask() {
        let a = Fixtures.noise(16, 16, seed: 2)
        XCTAssertNil(ImageDiffer.compare(a, a, options: DiffOptions(producesDiffImage: false)).diffImage)
        let mask = ImageDiffer.compare(a, a, options: DiffOptions(diffMask: true))
        XCTAssertEqual(mask.diffImage?.pixels, [UInt8](repeating: 0, count: 16 * 16 * 4))
    }

    /// The fade cache must give what the formula gives for every colour, collisions included.
    func testFadeCacheMatchesTheFormula() throws {
        var a = Fixtures.noise(128, 128, seed: 3)
        // Runs of 1 to 40 equal pixels, so uniform blocks, mixed blocks and row tails all occur.
        var x = 0, length = 1
        while x + length <= a.pixels.count / 4 {
            for k in x..<x + length { for c in 0..<4 { a.pixels[k * 4 + c] = a.pixels[x * 4 + c] } }
            x += length
            length = length % 40 + 1
        }
        for alpha in [0.1, 0.5, 1] {
            let image = try XCTUnwrap(ImageDiffer.compare(a, a, options: DiffOptions(alpha: alpha)).diffImage)
            for i in stride(from: 0, to: a.pixels.count, by: 4) {
                let g = YIQ.fadedGray(a.pixels[i], a.pixels[i + 1], a.pixels[i + 2], a.pixels[i + 3], alpha: alpha)
                XCTAssertEqual(Array(image.pixels[i..<i + 4]), [g, g, g, 255], "pixel \(i / 4), alpha \(alpha)")
            }
        }
    }

    func testJavaScriptUint8Store() {
        XCTAssertEqual(YIQ.jsUint8(254.99), 254)
        XCTAssertEqual(YIQ.jsUint8(256.5), 0)
        XCTAssertEqual(YIQ.jsUint8(-1.5), 255)
        XCTAssertEqual(YIQ.jsUint8(.nan), 0)
    }

    /// `verify` will diff in parallel: concurrent calls give the same answers.
    func testConcurrentComparisonsAgree() {
        let a = Fixtures.noise(200, 100, seed: 4), b = Fixtures.noise(200, 100, seed: 5)
        let expected = ImageDiffer.compare(a, b)
        // Each iteration writes only its own slot.
        nonisolated(unsafe) let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 8)
        defer { counts.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let r = ImageDiffer.compare(a, b)
            counts[i] = r.diffImage?.pixels == expected.diffImage?.pixels ? r.differentPixels : -1
        }
        XCTAssertEqual(Array(counts), Array(repeating: expected.differentPixels, count: 8))
    }
}
