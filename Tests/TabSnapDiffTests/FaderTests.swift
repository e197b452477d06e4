import XCTest
@testable import TabSnapDiff

/// `Fader.fill`, both ways (runs of one colour found block by block, as release builds do, or
/// by memcmp and copied out by doubling, as debug builds do), writes exactly the faded word of every source word in its range, and
/// nothing outside it: runs of every length from 1 to past 256 words, starting and ending on
/// and off the eight-word blocks.
final class FaderTests: XCTestCase {
    func testFillFadesEveryWordOfItsRangeOnly() {
        let colours: [UInt32] = [0xFFF2_F2F7, 0xFF00_7AFF, 0x8030_2010, 0, 0xFFFF_FFFF]
        var src: [UInt32] = []
        var c = 0, starts: [Int] = []
        for run in [1, 2, 7, 8, 9, 15, 16, 17, 255, 256, 256, 300, 513, 3, 64, 1, 1, 520, 6] {
            starts.append(src.count)
            src += [UInt32](repeating: colours[c % colours.count], count: run)
            c += 1
        }
        let cache = UnsafeMutablePointer<UInt64>.allocate(capacity: Fader.cacheSize)
        defer { cache.deallocate() }
        let fader = Fader(alpha: 0.1, cache: cache)
        // Also from each run's start, so that runs begin on a block (two runs of 256 one after the other).
        for libcRuns in [false, true] {
        for (from, to) in [(0, src.count), (1, src.count - 1), (5, 300), (9, 10), (17, 900), (255, 1500)] + starts.map({ ($0, src.count) }) {
            var dst = [UInt32](repeating: 0xDEAD_BEEF, count: src.count)
            src.withUnsafeBufferPointer { s in
                dst.withUnsafeMutableBufferPointer { d in fader.fill(d.baseAddress!, from: s.baseAddress!, from..<to, libcRuns: libcRuns) }
            }
            for k in 0..<src.count {
                let expected = k >= from && k < to ? Fader.fade(src[k], alpha: 0.1) : 0xDEAD_BEEF
                if dst[k] != expected { XCTFail("libc runs \(libcRuns), range \(from)..<\(to): word \(k)"); break }
            }
        }
        }
    }
}
