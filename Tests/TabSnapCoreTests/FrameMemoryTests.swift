@testable import TabSnapCore
import XCTest

final class FrameMemoryTests: XCTestCase {
    /// A recycled frame serves a request somewhat larger than itself (a decode's image plus a
    /// byte a row, the next device of a suite), instead of the pool being emptied for it.
    func testAFrameServesASomewhatLargerRequest() {
        let count = 8 << 20
        let frame = FrameMemory.fresh(count: count) { $0.initialize(repeating: 7) }
        XCTAssertEqual(frame.count, count)
        XCTAssertTrue(frame.allSatisfy { $0 == 7 })
        let pool = FramePool(limit: 4)
        pool.put(frame)
        let taken = pool.take(atLeast: count + count / 8)
        XCTAssertNotNil(taken, "a frame of \(count) bytes has no room for \(count + count / 8)")
        XCTAssertEqual(taken?.withUnsafeBufferPointer { $0.baseAddress }, frame.withUnsafeBufferPointer { $0.baseAddress })
        pool.put(taken!)
        XCTAssertNil(pool.take(atLeast: 2 * count))
        // Small buffers are not pooled and keep no room.
        XCTAssertLessThan(FrameMemory.fresh(count: 1000) { $0.initialize(repeating: 0) }.capacity, 1100)
    }
}
