import Foundation
import TabSnapCore
import TabSnapDiff
import TabSnapPNG
import XCTest
@testable import TabSnapEngine

/// A verify compares once: equal bytes pass by memcmp, and otherwise the one pass that counts
/// also draws the diff image a failure writes. The verdict, the counts and the diff artifact are
/// what a count and a separate drawing gave; a comparison that passes writes nothing.
final class OnePassCompareTests: XCTestCase {
    var dir = ""
    override func setUp() { dir = makeTempDir("one-pass") }
    override func tearDown() { removeDir(dir) }

    func screen() -> RGBAImage {
        var img = RGBAImage(width: 120, height: 200, fill: (242, 242, 247, 255))
        for y in 0..<200 { for x in 0..<120 where (x * 5 + y * 3) % 13 == 0 { img.pixels[(y * 120 + x) * 4] = UInt8((x + y) % 256) } }
        return img
    }

    func changed(_ img: RGBAImage, by delta: UInt8, rows: Range<Int>) -> RGBAImage {
        var copy = img
        for y in rows { for x in 10..<110 { copy.pixels[(y * 120 + x) * 4 + 1] &+= delta } }
        return copy
    }

    func check(_ actual: RGBAImage, against expected: RGBAImage, _ matching: SnapshotMatching, stem: String) throws -> SnapshotCheck {
        let reference = dir + "/\(stem).png"
        try PNGEncoder.write(expected, to: reference, profile: .small)
        return SnapshotVerifier(matching: matching, artifactsDirectory: dir + "/artifacts/\(stem)", composite: nil)
            .check(actual, id: stem, reference: reference, artifactStem: stem, mode: .never, recordCommand: { "record \($0)" })
    }

    func artifacts(_ stem: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: dir + "/artifacts/\(stem)")) ?? []
    }

    func testFailureGivesTheCountsAndDiffOfASeparateDrawing() throws {
        let expected = screen()
        for (stem, matching) in [("exact", SnapshotMatching.exact), ("pixelmatch", .pixelmatch()), ("perceptual", .precision(1, perceptualPrecision: 0.98))] {
            let actual = changed(expected, by: 90, rows: 40..<70)
            let result = try check(actual, against: expected, matching, stem: stem)
            XCTAssertEqual(result.status, .failed, stem)
            var options = DiffOptions(producesDiffImage: false, tolerance: matching.tolerance)
            options.comparison = matching.comparison
            let counted = ImageDiffer.compare(expected, actual, options: options)
            XCTAssertEqual(result.differentPixels, counted.differentPixels, stem)
            XCTAssertEqual(result.boundingBox, counted.boundingBox, stem)
            options.producesDiffImage = true
            let drawn = try XCTUnwrap(ImageDiffer.compare(expected, actual, options: options).diffImage)
            XCTAssertEqual(try PNGDecoder.decodeFile(XCTUnwrap(result.diffArtifact)).image, drawn, stem)
        }
    }

    func testPassesWriteNothing() throws {
        let expected = screen()
        // Equal pixels (the memcmp), a change under pixelmatch's threshold, and a change within
        // a tolerance of pixels: each passes, with its count, and leaves no artifact.
        let cases: [(String, RGBAImage, SnapshotMatching, Int)] = [
            ("same", expected, .exact, 0),
            ("faint", changed(expected, by: 1, rows: 50..<60), .pixelmatch(), 0),
            ("tolerated", changed(expected, by: 90, rows: 50..<51), .tolerance(maxDiffPixels: 100), 100),
        ]
        for (stem, actual, matching, count) in cases {
            let result = try check(actual, against: expected, matching, stem: stem)
            XCTAssertEqual(result.status, .passed, "\(stem): \(result.message)")
            XCTAssertEqual(result.differentPixels, count, stem)
            XCTAssertNil(result.diffArtifact, stem)
            XCTAssertEqual(artifacts(stem), [], stem)
        }
    }
}
