import Foundation
import TabSnapCore
import TabSnapDiff
import TabSnapPNG
import XCTest
@testable import TabSnapEngine

/// A verify compares once where it can: equal bytes pass by memcmp, and under the exact matching
/// (where any unequal pixel fails) the pass that counts also draws the diff image the failure
/// writes. The verdict, the counts and the diff artifact are what a count and a separate drawing
/// give (as a matching that may forgive still does); a comparison that passes writes nothing.
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

    func testRecordModesAndNoArtifactsFolderDrawNoDiff() throws {
        let expected = screen(), actual = changed(expected, by: 90, rows: 40..<70)
        for mode in [RecordMode.failed, .all] {
            let stem = "record-\(mode)"
            let reference = dir + "/\(stem).png"
            try PNGEncoder.write(expected, to: reference, profile: .small)
            let result = SnapshotVerifier(artifactsDirectory: dir + "/artifacts/\(stem)", composite: nil)
                .check(actual, id: stem, reference: reference, artifactStem: stem, mode: mode, recordCommand: { "record \($0)" })
            XCTAssertEqual(result.status, .recorded, "\(mode)")
            XCTAssertEqual(result.differentPixels, 100 * 30, "\(mode)")
            XCTAssertEqual(artifacts(stem), [], "\(mode)")
            XCTAssertEqual(try PNGDecoder.decodeFile(reference).image, actual, "\(mode)")
        }
        let reference = dir + "/bare.png"
        try PNGEncoder.write(expected, to: reference, profile: .small)
        let bare = SnapshotVerifier(artifactsDirectory: nil, composite: nil)
            .check(actual, id: "bare", reference: reference, artifactStem: "bare", mode: .never, recordCommand: { "record \($0)" })
        XCTAssertEqual(bare.status, .failed)
        XCTAssertEqual(bare.differentPixels, 100 * 30)
        XCTAssertNil(bare.diffArtifact)
        // A smaller reference: compared over the overlap, the rest of the canvas differs.
        let short = RGBAImage(width: 120, height: 190, fill: (242, 242, 247, 255))
        let result = try check(screen(), against: short, .exact, stem: "short")
        XCTAssertEqual(result.status, .failed)
        let diff = try PNGDecoder.decodeFile(XCTUnwrap(result.diffArtifact)).image
        XCTAssertEqual([diff.width, diff.height], [120, 200])
        XCTAssertEqual(diff, ImageDiffer.compare(short, screen(), options: {
            var o = DiffOptions(); o.comparison = .exact; return o }()).diffImage)
    }

    /// One pass only where no unequal pixel can pass: drawing the diff in the counting pass of a
    /// matching that forgives would waste it on every comparison that passes.
    func testOnePassOnlyWhereAnyUnequalPixelFails() {
        XCTAssertTrue(SnapshotMatching.exact.failsOnAnyUnequalPixel)
        XCTAssertTrue(SnapshotMatching.tolerance(maxDiffPixels: 0).failsOnAnyUnequalPixel)
        XCTAssertTrue(SnapshotMatching.precision(1).failsOnAnyUnequalPixel)
        for forgiving in [SnapshotMatching.tolerance(maxDiffPixels: 1), .tolerance(maxDiffRatio: 0.01), .pixelmatch(),
                          .precision(0.99), .precision(1, perceptualPrecision: 0.98)] {
            XCTAssertFalse(forgiving.failsOnAnyUnequalPixel, "\(forgiving)")
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

    /// A negative limit fails even equal pixels, with an artifacts folder (where the memcmp
    /// would pass them) as without one.
    func testANegativeLimitFailsEqualPixelsEitherWay() throws {
        let expected = screen()
        let withArtifacts = try check(expected, against: expected, .tolerance(maxDiffPixels: -1), stem: "negative")
        XCTAssertEqual(withArtifacts.status, .failed, withArtifacts.message)
        let reference = dir + "/negative.png"
        let without = SnapshotVerifier(matching: .tolerance(maxDiffPixels: -1), artifactsDirectory: nil, composite: nil)
            .check(expected, id: "negative", reference: reference, artifactStem: "negative", mode: .never, recordCommand: { "record \($0)" })
        XCTAssertEqual(without.status, .failed, without.message)
    }
}
