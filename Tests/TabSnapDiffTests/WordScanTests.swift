import XCTest
@testable import TabSnapDiff

/// `firstDifference` (eight words a step, then one at a time; debug builds first skip equal
/// 256-word chunks with memcmp) finds the first differing word, at and around every step's and
/// chunk's edges, and nothing past its end.
final class WordScanTests: XCTestCase {
    func testFindsTheFirstDifferenceAtEveryEdge() {
        let count = 1100
        let a = [UInt32](repeating: 0xFFF2_F2F7, count: count)
        for from in [0, 1, 7, 63, 64, 250] {
            let edges = [0, 1, 7, 8, 62, 63, 64, 65, 127, 128, 255, 256, 257, 511, 512, 513, 767, 768, 1023, 1024].map { from + $0 }
            for at in edges + [255, 256, 511, 512, 1024, 1099] where at >= from && at < count {
                var b = a
                b[at] ^= 0x0100_0000
                if at + 1 < count { b[at + 1] ^= 1 }  // a later difference must not be the one found
                let found = a.withUnsafeBufferPointer { pa in
                    b.withUnsafeBufferPointer { pb in firstDifference(pa.baseAddress!, pb.baseAddress!, from: from, to: count) }
                }
                XCTAssertEqual(found, at, "from \(from), difference at \(at)")
            }
            let none = a.withUnsafeBufferPointer { pa in firstDifference(pa.baseAddress!, pa.baseAddress!, from: from, to: count) }
            XCTAssertEqual(none, count, "equal from \(from)")
        }
        // A difference past `to` is not seen.
        var b = a
        b[200] = 0
        let bounded = a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { firstDifference(pa.baseAddress!, $0.baseAddress!, from: 10, to: 200) } }
        XCTAssertEqual(bounded, 200)
    }
}
