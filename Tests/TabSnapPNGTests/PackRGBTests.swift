import CTabSnapPNG
import XCTest

/// The encoder drops alpha by a byte loop in optimised builds and by vector shuffles in debug
/// ones (`tsp_pack_rgb`): both must give the same bytes and the same alpha check, at every row
/// width around the sixteen-pixel step, with a translucent pixel anywhere in the row, and
/// neither may write past the row's width × 3 bytes.
final class PackRGBTests: XCTestCase {
    func testVectorAndByteLoopsAgree() {
        var seed: UInt64 = 0x2545F4914F6CDD1D
        func next() -> UInt8 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: seed >> 33) }
        for width in 1...70 {
            var src = [UInt8](repeating: 0, count: width * 4)
            for i in src.indices { src[i] = i % 4 == 3 ? 255 : next() }
            for translucent in [-1] + Array(0..<width) {
                if translucent >= 0 { src[translucent * 4 + 3] = 254 - UInt8(translucent % 200) }
                var results: [([UInt8], UInt8)] = []
                for vectors: Int32 in [0, 1] {
                    // A guard byte after the row: the packers must leave it alone.
                    var dst = [UInt8](repeating: 0xA5, count: width * 3 + 1)
                    let alpha = tsp_pack_rgb(src, UInt32(width), &dst, vectors)
                    XCTAssertEqual(dst[width * 3], 0xA5, "width \(width): wrote past the row")
                    results.append((dst, alpha))
                }
                XCTAssertEqual(results[0].0, results[1].0, "width \(width), translucent \(translucent)")
                XCTAssertEqual(results[0].1, results[1].1, "width \(width), translucent \(translucent)")
                XCTAssertEqual(results[1].1, translucent < 0 ? 255 : src[translucent * 4 + 3], "width \(width)")
                for x in 0..<width {
                    XCTAssertEqual(Array(results[1].0[x * 3..<x * 3 + 3]), Array(src[x * 4..<x * 4 + 3]), "width \(width), pixel \(x)")
                }
                if translucent >= 0 { src[translucent * 4 + 3] = 255 }
            }
        }
    }
}
