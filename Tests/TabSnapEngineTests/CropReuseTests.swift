import Foundation
import TabSnapCore
import TabSnapPNG
import XCTest
@testable import TabSnapEngine

/// A failure's tab-bar crops: where the comparison found the bar's rows equal, the expected's
/// crop is the actual's file (encoded once); wherever the bar changed, each crop shows its own
/// image. Either way each crop decodes to its image's pixels in the bar. The shared crop is one
/// file under both names (a hard link).
final class CropReuseTests: XCTestCase {
    var dir = ""
    override func setUp() { dir = makeTempDir("crop-reuse") }
    override func tearDown() { removeDir(dir) }

    func screen() -> RGBAImage {
        var img = RGBAImage(width: 200, height: 300, fill: (242, 242, 247, 255))
        for y in 0..<300 { for x in 0..<200 where (x * 7 + y * 3) % 11 == 0 { img.pixels[(y * 200 + x) * 4 + 2] = UInt8(y % 200) } }
        return img
    }

    func changed(_ img: RGBAImage, rows: Range<Int>) -> RGBAImage {
        var copy = img
        for y in rows { for x in 50..<90 { copy.pixels[(y * 200 + x) * 4] ^= 0xFF } }
        return copy
    }

    func crops(expected: RGBAImage, actual: RGBAImage, stem: String) throws -> (expected: [UInt8], actual: [UInt8], check: SnapshotCheck) {
        let reference = dir + "/\(stem).png"
        try PNGEncoder.write(expected, to: reference, profile: .small)
        let bar = PixelRect(x: 0, y: 240, width: 200, height: 60)
        let check = SnapshotVerifier(artifactsDirectory: dir + "/artifacts", composite: nil)
            .check(actual, id: stem, reference: reference, artifactStem: stem, mode: .never, recordCommand: { "record \($0)" },
                   review: ReviewRegion(label: "Tab bar", rect: bar))
        XCTAssertEqual(check.status, .failed, check.message)
        let crop = try XCTUnwrap(check.regionCrop)
        XCTAssertEqual(crop.region, bar)
        XCTAssertEqual(crop.label, "Tab bar")
        let e = try AtomicFile.read(XCTUnwrap(crop.expected))
        let a = try AtomicFile.read(XCTUnwrap(crop.actual))
        XCTAssertEqual(try PNGDecoder.decode(e).image, expected.cropped(to: bar), stem)
        XCTAssertEqual(try PNGDecoder.decode(a).image, actual.cropped(to: bar), stem)
        return (e, a, check)
    }

    func testUnchangedBarIsOneFileChangedBarTwo() throws {
        let base = screen()
        let above = try crops(expected: base, actual: changed(base, rows: 20..<60), stem: "above")
        XCTAssertEqual(above.expected, above.actual)
        // One file under two names: the second crop is a link, not a file of its own.
        func inode(_ path: String?) -> UInt64 { var st = stat(); return path.map { stat($0, &st) == 0 ? UInt64(st.st_ino) : 0 } ?? 0 }
        let bar = try XCTUnwrap(above.check.regionCrop)
        XCTAssertEqual(inode(bar.expected), inode(bar.actual))
        XCTAssertNotEqual(inode(bar.expected), 0)
        // Changed in the bar's first row only, and in its last: the expected's crop is its own.
        for (name, rows) in [("top", 240..<241), ("bottom", 299..<300), ("across", 200..<260)] {
            let r = try crops(expected: base, actual: changed(base, rows: rows), stem: name)
            XCTAssertNotEqual(r.expected, r.actual, name)
            XCTAssertNotEqual(inode(r.check.regionCrop?.expected), inode(r.check.regionCrop?.actual), name)
        }
    }
}
