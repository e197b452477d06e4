import XCTest
@testable import TabSnapDiff

/// `firstDifference` (eight words a step, then one at a time) finds the first differing word,
/// at and around the step edges, and nothing past its end.
final class WordScanTests: XCTestCase {
    func testFindsTheFirstDifferenceAtEveryEdge() {
        let count = 300
        let a = [UInt32](repeating: 0xFFF2_F2F7, count: count)
        for from in [0, 1, 7, 63, 64] {
            for at in [from, from + 1, from + 7, from + 8, from + 62, from + 63, from + 64, from + 65, from + 127, from + 128, 299] where at < count {
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
